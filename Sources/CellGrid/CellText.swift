import PoseEngine

// MARK: - CellText

/// What the cells of a text show, and how many cells it takes: the one place that decides it, for
/// writing (`Grid.put`, the renderer's `putText`), measuring and cutting (`characterCount`, `fit`).
///
/// The rule (Docs/UI.md, "Wide characters"): each grapheme cluster is one character, as wide as
/// `DisplayWidth` says — one cell, or two (a wide one: its right half is a cell of its own). A
/// control character, a bidirectional control or a line separator shows in its escape form
/// (`\u{1B}`: `InertRule`), a unit that is cut whole or not at all; a format character that shows
/// nothing (a zero-width space, a byte-order mark, a word joiner) is dropped; a combining mark with
/// nothing to combine with shows on a dotted circle (`◌́`); what can't be shown (a code point the
/// width table doesn't know) is `�`.
///
/// Nearly all text duosim draws is one scalar a character, each one cell (ASCII, Latin, box
/// drawing, arrows, shapes): then the scalars are the cells and no grapheme breaking is needed.
struct CellText {
    let text: String
    /// The number of cells when every scalar is a character of one cell, else `nil`.
    private let scalarCount: Int?
    /// Otherwise each unit (a character of the text) and the glyphs it shows, in order.
    private var units: [Unit] = []
    private var glyphs: [UInt32] = []
    /// How many cells the text takes.
    let count: Int

    /// A character of the text: where it ends in the text, its glyphs (`glyphs[start..<end]`, cell
    /// codes, a wide glyph's right half not listed) and their cells.
    private struct Unit {
        let textEnd: String.Index
        let glyphs: Range<Int>
        let width: Int
    }

    init(_ text: String) {
        self.text = text
        let scalarCount = Self.scalarCount(text)
        self.scalarCount = scalarCount
        if let scalarCount {
            count = scalarCount
            return
        }
        var width = 0
        for index in text.indices {
            let start = glyphs.count
            let unitWidth = Self.appendGlyphs(of: text[index], to: &glyphs)
            width += unitWidth
            units.append(Unit(textEnd: text.index(after: index), glyphs: start..<glyphs.count, width: unitWidth))
        }
        count = width
    }

    /// The number of cells of `text` when each of its scalars is a character of one cell (then
    /// scalars are cells), else `nil`.
    static func oneCellScalars(_ text: String) -> Int? { scalarCount(text) }

    /// One pass over the UTF-8 bytes, ASCII a byte at a time: the scalars if each stands alone.
    private static func scalarCount(_ text: String) -> Int? {
        let counted: Int?? = text.utf8.withContiguousStorageIfAvailable(standaloneCount)
        return counted ?? nil
    }

    /// `scalarCount` of the bytes (a function of its own, so that the scalars' loop is compiled
    /// with its body in it).
    private static func standaloneCount(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let ascii = printableASCIIStart(utf8)
        var count = ascii
        guard
            forEachStandaloneScalar(
                UnsafeBufferPointer(rebasing: utf8[ascii...]),
                { _ in
                    count += 1
                    return true
                })
        else { return nil }
        return count
    }

    /// Calls `body` with each scalar of `utf8` in order, ASCII a byte at a time, while `body`
    /// returns true; `false` as soon as a scalar doesn't stand alone (then `body` saw only the
    /// scalars before it, each a character of one cell, the same cells in either reading).
    @inline(__always)
    static func forEachStandaloneScalar(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar) -> Bool) -> Bool {
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            if lead >= 0x20 && lead < 0x7F {
                index += 1
                if !body(Unicode.Scalar(lead)) { return true }
                continue
            }
            var value: UInt32
            var length: Int
            switch lead {
            case 0xC0..<0xE0: (value, length) = (UInt32(lead & 0x1F), 2)
            case 0xE0..<0xF0: (value, length) = (UInt32(lead & 0x0F), 3)
            default: return false  // control characters, and four-byte scalars (emoji and beyond)
            }
            guard index + length <= utf8.count else { return false }
            for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
            index += length
            guard DisplayWidth.standsAlone(value), let scalar = Unicode.Scalar(value) else { return false }
            if !body(scalar) { return true }
        }
        return true
    }

    /// Calls `body` with each unit's glyphs (cell codes; a wide one is followed by its right half
    /// in the grid) and its cells, in order, until it returns false. A unit is written whole or
    /// not at all: a character, or a control character's escape.
    func forEachUnit(_ body: (UnsafeBufferPointer<UInt32>, Int) -> Bool) {
        if scalarCount != nil {
            var code: UInt32 = 0
            withUnsafeMutablePointer(to: &code) { pointer in
                for scalar in text.unicodeScalars {
                    pointer.pointee = scalar.value
                    if !body(UnsafeBufferPointer(start: pointer, count: 1), 1) { return }
                }
            }
            return
        }
        glyphs.withUnsafeBufferPointer { glyphs in
            for unit in units {
                let slice = UnsafeBufferPointer(rebasing: glyphs[unit.glyphs])
                if !body(slice, unit.width) { return }
            }
        }
    }

    /// The longest start of the text, by whole characters, that takes at most `cells` cells.
    func prefix(_ cells: Int) -> String {
        guard cells < count else { return text }
        guard cells > 0 else { return "" }
        guard scalarCount == nil else {
            let scalars = text.unicodeScalars
            return String(text[..<scalars.index(scalars.startIndex, offsetBy: cells)])
        }
        var used = 0, end = text.startIndex
        for unit in units {
            guard used + unit.width <= cells else { break }
            used += unit.width
            end = unit.textEnd
        }
        return String(text[..<end])
    }

    /// The cells the longest start of at most `cells` cells takes (`prefix(cells)`'s width).
    func prefixWidth(_ cells: Int) -> Int {
        guard cells < count else { return count }
        guard scalarCount == nil else { return max(0, cells) }
        var used = 0
        for unit in units {
            guard used + unit.width <= cells else { break }
            used += unit.width
        }
        return used
    }
}

// MARK: - Glyphs of a character

extension CellText {
    /// The dotted circle a lone combining mark shows on.
    static let markBase: Unicode.Scalar = "\u{25CC}"
    /// What a character that can't be shown shows.
    static let replacement: UInt32 = 0xFFFD

    /// Appends the glyphs `character` shows (cell codes) to `glyphs`; returns their cells.
    static func appendGlyphs(of character: Character, to glyphs: inout [UInt32]) -> Int {
        if character.unicodeScalars.contains(where: InertRule.needsEscape) {
            // A control character is a cluster of its own (CR LF the one pair): each as its escape.
            var width = 0
            for scalar in character.unicodeScalars {
                let shown = InertRule.needsEscape(scalar) ? InertRule.escape(scalar) : String(scalar)
                for glyph in shown.unicodeScalars {
                    glyphs.append(glyph.value)
                    width += 1
                }
            }
            return width
        }
        guard let scalars = sealed(character) else { return 0 }
        guard let width = DisplayWidth.of(cluster: scalars)?.width else {
            glyphs.append(replacement)
            return 1
        }
        guard width > 0 else { return 0 }  // a format character: nothing to show
        let cells = min(width, 2)
        if scalars.count == 1, let scalar = scalars.first {
            glyphs.append(cells == 2 ? scalar.value | Cell.wideBit : scalar.value)
        } else {
            glyphs.append(clusterCode(String(scalars), width: cells))
        }
        return cells
    }

    /// A cluster as a cell holds it, so that no neighbour can join it when a row is read back as
    /// text (a reader breaks the row's text into clusters again): a mark or a skin tone it starts
    /// with shows on a dotted circle, a vowel or final jamo as `�`; a joiner or a prepended mark it
    /// ends with is dropped, a virama it ends with is followed by a zero-width non-joiner, a leading jamo by
    /// the vowel filler; a lone regional indicator (half a flag) is `�`. `nil`: nothing to show
    /// (a format character).
    static func sealed(_ character: Character) -> String.UnicodeScalarView? {
        var scalars = String(character).unicodeScalars
        while let last = scalars.last, last == "\u{200D}" || isPrepended(last) { scalars.removeLast() }
        guard let first = scalars.first, let last = scalars.last else { return nil }
        if scalars.count == 1, (0x1F1E6...0x1F1FF).contains(first.value) {
            return String(Unicode.Scalar(replacement) ?? " ").unicodeScalars
        }
        if isFormat(first) && DisplayWidth.of(first) == 0 && scalars.count == 1 { return nil }
        if isLinker(last) { scalars.append("\u{200C}") }
        if (0x1100...0x115F).contains(last.value) || (0xA960...0xA97F).contains(last.value) {
            scalars.append("\u{1160}")
        }
        // A vowel or final jamo with no leading jamo before it: nothing but a jamo joins it (a
        // dotted circle doesn't), so it can't be shown apart from its neighbour.
        if (0x1160...0x11FF).contains(first.value) || (0xD7B0...0xD7FF).contains(first.value) {
            return String(Unicode.Scalar(replacement) ?? " ").unicodeScalars
        }
        if joinsBackwards(first) { scalars.insert(markBase, at: scalars.startIndex) }
        return scalars
    }

    /// A scalar a cluster break never falls before: a mark, a skin tone, a joiner, a vowel or
    /// final jamo (or one of zero width that isn't a format character).
    private static func joinsBackwards(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        if properties.isGraphemeExtend || properties.isEmojiModifier { return true }
        if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) { return true }
        return DisplayWidth.of(scalar) == 0 && !isFormat(scalar)
    }

    /// Unicode's prepended concatenation marks and the other Prepend characters (they join what follows).
    private static func isPrepended(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xD4E, 0x110BD, 0x110CD, 0x111C2...0x111C3,
            0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default: return false
        }
    }

    /// The viramas that link consonants into one cluster (Unicode's InCB=Linker).
    private static func isLinker(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x94D, 0x9CD, 0xACD, 0xB4D, 0xC4D, 0xD4D: return true
        default: return false
        }
    }

    /// A cluster's cell code, or `�`'s when the clusters' table is full.
    private static func clusterCode(_ text: String, width: Int) -> UInt32 {
        guard let number = CellClusters.shared.number(text) else { return replacement }
        return number | Cell.clusterBit | (width == 2 ? Cell.wideBit : 0)
    }

    /// A format character (a zero-width space, a joiner, a byte-order mark, an invisible operator…).
    private static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }

    /// The cell code of a character shown in one cell (`Cell.init`): its first glyph, a space
    /// when it shows none (a format character).
    static func code(for character: Character) -> UInt32 {
        // One scalar (nearly every glyph drawn): no counting the scalars.
        var scalars = character.unicodeScalars.makeIterator()
        if let scalar = scalars.next(), scalars.next() == nil { return code(for: scalar) }
        var glyphs: [UInt32] = []
        _ = appendGlyphs(of: character, to: &glyphs)
        return glyphs.first ?? 0x20
    }

    /// The cell code of one scalar.
    static func code(for scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        // ASCII and box drawing first: what nearly every cell the renderer sets holds.
        if value >= 0x20 && value < 0x7F || value >= 0x2500 && value <= 0x25FC { return value }
        if DisplayWidth.standsAlone(value) { return value }
        var glyphs: [UInt32] = []
        _ = appendGlyphs(of: Character(scalar), to: &glyphs)
        return glyphs.first ?? 0x20
    }
}

/// The number of cells `text` takes (its display width).
public func characterCount(_ text: String) -> Int { CellText(text).count }

/// `text` cut to `width` cells, with an ellipsis when cut (whole characters only, so a wide one
/// that would straddle the end is left out).
public func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    let cells = CellText(text)
    guard cells.count > width else { return text }
    if width == 1 { return cells.prefixWidth(1) == 1 ? cells.prefix(1) : "…" }
    return cells.prefix(width - 1) + "…"
}

extension String {
    /// The string padded with spaces to at least `width` cells, plus one space.
    func padded(_ width: Int) -> String {
        let count = characterCount(self)
        return (count >= width ? self : self + String(repeating: " ", count: width - count)) + " "
    }

    /// The string with spaces in front to `width` cells.
    public func leftPadded(_ width: Int) -> String {
        let count = characterCount(self)
        return count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
