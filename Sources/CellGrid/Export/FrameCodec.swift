import PoseEngine
import Reports

// MARK: - FrameCodec

/// Frames as short strings of changed runs, for pages that pick frames in the browser.
///
/// A run is `POS.STYLE.LEN:TEXT` (numbers in base 36): `LEN` UTF-16 units of text written from
/// cell `POS` (row × width + column) in style `STYLE`, an index into `styles`. A frame is the
/// runs that turn one grid into the next, so a hinge step costs a few runs.
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

    /// `POS.STYLE.LEN:TEXT` runs with each STYLE replaced by `map[STYLE]`.
    static func renaming(styles map: [Int], in runs: String) -> String {
        var out = ""
        var rest = Substring(runs)
        while let dot = rest.firstIndex(of: ".") {
            let position = rest[..<dot]
            rest = rest[rest.index(after: dot)...]
            guard let secondDot = rest.firstIndex(of: "."), let colon = rest.firstIndex(of: ":"),
                let style = Int(rest[..<secondDot], radix: 36),
                let length = Int(rest[rest.index(after: secondDot)..<colon], radix: 36)
            else { break }
            let text = rest.utf16.index(rest.index(after: colon), offsetBy: length)
            out += "\(position).\(String(map[style], radix: 36)).\(rest[rest.index(after: secondDot)..<colon]):"
            out += rest[rest.index(after: colon)..<text]
            rest = rest[text...]
        }
        return out
    }

    /// The runs that turn `old` (blank when nil, or of another size) into `new`: the cells
    /// `Grid.changedCells` names, the one diff, gathered into runs.
    public mutating func diff(from old: Grid?, to new: Grid) -> String {
        let reference =
            old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
            ?? Grid(width: new.width, height: new.height)
        var changed = [Bool](repeating: false, count: new.width * new.height)
        for index in new.changedCells(from: reference) { changed[index] = true }
        var out = ""
        var position = 0
        while position < changed.count {
            guard changed[position] else {
                position += 1
                continue
            }
            let text = run(from: position, in: new, changed: changed)
            out +=
                "\(String(position, radix: 36)).\(String(styleIndex(new.cells[position].style), radix: 36)).\(String(text.utf16.count, radix: 36)):\(text)"
            position += text.unicodeScalars.count
        }
        return out
    }

    /// A run from a changed cell: the same style, up to the end of the row, while cells change
    /// (a gap of up to 3 unchanged cells is kept).
    private func run(from position: Int, in grid: Grid, changed: [Bool]) -> String {
        let cells = grid.cells
        let style = cells[position].style
        let rowEnd = (position / grid.width + 1) * grid.width
        var end = position + 1
        var text = String(cells[position].character)
        var pending = ""
        while end < rowEnd, cells[end].style == style {
            if !changed[end] {
                if pending.unicodeScalars.count >= 3 { break }
                pending.unicodeScalars.append(cells[end].scalar)
            } else {
                text += pending
                pending = ""
                text.unicodeScalars.append(cells[end].scalar)
            }
            end += 1
        }
        return text
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
