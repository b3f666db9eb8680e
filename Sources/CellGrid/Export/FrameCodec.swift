import PoseEngine
import Reports

// MARK: - FrameCodec

/// Frames as short strings of changed runs, for pages that pick frames in the browser.
///
/// A run is `POS.STYLE.LEN:TEXT` (numbers in base 36): `LEN` UTF-16 units of text written from
/// cell `POS` (row × width + column) in style `STYLE`, an index into `styles`. A frame is the
/// runs that turn one grid into the next, so a hinge step costs a few runs.
///
/// The text is a cell a code point, with two exceptions that format characters (which no cell
/// holds) mark: the right half of a wide character is U+FFFA (the cell shows nothing of its own),
/// and a cluster of several code points (`👍🏽`) is written between U+FFF9 and U+FFFB.
public struct FrameCodec: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var styles: [Style] = [.plain]
    private var index: [Style: Int] = [.plain: 0]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A codec that starts from another's styles, so runs it writes name the styles both know
    /// by the same index (`restyle` renames the rest).
    public init(continuing other: FrameCodec) {
        self = other
    }

    /// Runs written by `other` (which began as a copy of this codec) as this codec names their
    /// styles: styles `other` added are added here too, and their indices in the runs renamed.
    public mutating func restyle(_ runs: [String], from other: FrameCodec) -> [String] {
        var map: [Int] = []
        for style in other.styles { map.append(styleIndex(style)) }
        guard map.enumerated().contains(where: { $0.offset != $0.element }) else { return runs }
        return runs.map { Self.renaming(styles: map, in: $0) }
    }

    /// `POS.STYLE.LEN:TEXT` runs with each STYLE replaced by `map[STYLE]`, read and written as
    /// UTF-8 bytes (the numbers and separators are ASCII; `LEN` counts the text's UTF-16 units).
    static func renaming(styles map: [Int], in runs: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(runs.utf8)
        out.reserveCapacity(bytes.count + 16)
        bytes.withUnsafeBufferPointer { bytes in
            var at = 0
            // The base-36 number from `at` up to `end`, and where it ends.
            func number(until end: UInt8) -> (value: Int, range: Range<Int>)? {
                let first = at
                var value = 0
                while at < bytes.count, bytes[at] != end {
                    guard let digit = Self.digit(bytes[at]) else { return nil }
                    value = value * 36 + digit
                    at += 1
                }
                guard at < bytes.count, at > first else { return nil }
                at += 1
                return (value, first..<(at - 1))
            }
            while at < bytes.count {
                let positionStart = at
                guard let position = number(until: UInt8(ascii: ".")), let style = number(until: UInt8(ascii: ".")),
                    let length = number(until: UInt8(ascii: ":")), style.value < map.count
                else { break }
                out.append(contentsOf: bytes[positionStart..<position.range.upperBound])
                out.append(UInt8(ascii: "."))
                Self.appendBase36(map[style.value], to: &out)
                out.append(UInt8(ascii: "."))
                out.append(contentsOf: bytes[length.range])
                out.append(UInt8(ascii: ":"))
                // The text: `LEN` UTF-16 units (a four-byte scalar is two).
                var units = 0
                let textStart = at
                while units < length.value, at < bytes.count {
                    let lead = bytes[at]
                    let size = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    units += size == 4 ? 2 : 1
                    at += size
                }
                at = min(at, bytes.count)
                out.append(contentsOf: bytes[textStart..<at])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The value of a base-36 digit (`0`–`9`, `a`–`z`), or nil.
    @inline(__always)
    static func digit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a")) + 10
        default: return nil
        }
    }

    /// Appends `value` (not negative) in base 36, lowercase, as `String(value, radix: 36)` writes it.
    static func appendBase36(_ value: Int, to out: inout [UInt8]) {
        guard value >= 36 else {
            out.append(value < 10 ? UInt8(ascii: "0") + UInt8(value) : UInt8(ascii: "a") + UInt8(value - 10))
            return
        }
        appendBase36(value / 36, to: &out)
        appendBase36(value % 36, to: &out)
    }

    /// The runs that turn `old` (blank when nil, or of another size) into `new`: the cells
    /// `Grid.changedCells` names, the one diff, gathered into runs, written as UTF-8 bytes.
    public mutating func diff(from old: Grid?, to new: Grid) -> String {
        let reference =
            old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
            ?? Grid(width: new.width, height: new.height)
        let changed = new.changedCells(from: reference)
        let cells = new.cells
        var out: [UInt8] = []
        // `next` is the first changed cell not yet written.
        var next = 0
        while next < changed.count {
            let position = changed[next]
            next += 1
            // A run from a changed cell: the same style, up to the end of the row, while cells
            // change (a gap of up to 3 unchanged cells is kept).
            let style = cells[position].style
            let rowEnd = (position / new.width + 1) * new.width
            var last = position, gap = 0, end = position + 1
            while end < rowEnd, cells[end].style == style {
                if next < changed.count, changed[next] == end {
                    last = end
                    gap = 0
                    next += 1
                } else {
                    if gap >= 3 { break }
                    gap += 1
                }
                end += 1
            }
            var units = 0
            for index in position...last { units += Self.units(new, index) }
            Self.appendBase36(position, to: &out)
            out.append(UInt8(ascii: "."))
            Self.appendBase36(styleIndex(style), to: &out)
            out.append(UInt8(ascii: "."))
            Self.appendBase36(units, to: &out)
            out.append(UInt8(ascii: ":"))
            for index in position...last { Self.append(new, index, to: &out) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The UTF-16 units of cell `index`'s text as the runs write it.
    private static func units(_ grid: Grid, _ index: Int) -> Int {
        switch grid.shown(index, column: index % grid.width) {
        case .scalar(let scalar, _): return scalar.utf16.count
        case .cluster(let text, _): return text.utf16.count + 2
        case .none: return 1
        }
    }

    /// Appends cell `index`'s text as the runs write it.
    private static func append(_ grid: Grid, _ index: Int, to out: inout [UInt8]) {
        switch grid.shown(index, column: index % grid.width) {
        case .scalar(let scalar, _): out.append(contentsOf: scalar.utf8)
        case .cluster(let text, _): out.append(contentsOf: "\u{FFF9}\(text)\u{FFFB}".utf8)
        case .none: out.append(contentsOf: "\u{FFFA}".utf8)
        }
    }

    /// The index of `style` in `styles`, added when new.
    private mutating func styleIndex(_ style: Style) -> Int {
        if let known = index[style] { return known }
        styles.append(style)
        index[style] = styles.count - 1
        return styles.count - 1
    }

    /// Each style as the CSS the HTML capture uses for it (empty for the plain style).
    public var css: [String] { styles.map(DocumentPalette.css) }
}
