// MARK: - CellText

/// What the cells of a text show: a cell a character, holding the character's first scalar.
///
/// Nearly all text duosim draws is one scalar a character (ASCII, box drawing, arrows, shapes):
/// then the scalars are the cells and no grapheme breaking is needed. The one place that decides
/// it, for writing (`Grid.put`, the renderer's `putText`), measuring and cutting
/// (`characterCount`, `fit`).
struct CellText {
    let text: String
    /// The number of cells when every scalar is a character of its own, else `nil`.
    private let scalarCount: Int?

    init(_ text: String) {
        self.text = text
        scalarCount = Self.scalarCount(text)
    }

    /// One pass over the UTF-8 bytes, ASCII a byte at a time: the scalars if each stands alone.
    private static func scalarCount(_ text: String) -> Int? {
        let counted: Int?? = text.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
            var count = 0
            guard
                forEachStandaloneScalar(
                    utf8,
                    { _ in
                        count += 1
                        return true
                    })
            else { return nil }
            return count
        }
        return counted ?? nil
    }

    /// Calls `body` with each scalar of `utf8` in order, ASCII a byte at a time, while `body`
    /// returns true; `false` as soon as a scalar doesn't stand alone (then `body` saw only the
    /// scalars before it, each a character of its own, each a cell in either reading).
    @inline(__always)
    static func forEachStandaloneScalar(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar) -> Bool) -> Bool {
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            if lead >= 0x20 && lead < 0x80 {
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
            guard let scalar = Unicode.Scalar(value), standsAlone(scalar) else { return false }
            if !body(scalar) { return true }
        }
        return true
    }

    /// How many cells the text takes.
    var count: Int { scalarCount ?? text.count }

    /// Calls `body` with each cell's scalar in order, until it returns false.
    func forEachCell(_ body: (Unicode.Scalar) -> Bool) {
        if scalarCount != nil {
            for scalar in text.unicodeScalars where !body(scalar) { return }
        } else {
            for character in text where !body(character.unicodeScalars.first ?? " ") { return }
        }
    }

    /// The text of the first `cells` cells.
    func prefix(_ cells: Int) -> String {
        guard cells < count else { return text }
        guard scalarCount != nil else { return String(text.prefix(cells)) }
        let scalars = text.unicodeScalars
        return String(text[..<scalars.index(scalars.startIndex, offsetBy: max(0, cells))])
    }

    /// Whether a scalar is a character on its own whatever follows or precedes it: from blocks with
    /// no combining marks, joiners or variation selectors, and not a control character (a carriage
    /// return joins a following line feed).
    @inline(__always)
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x300, 0x2010..<0x20D0, 0x2100..<0x2C00: return true
        default: return false
        }
    }
}

/// The number of cells (characters) `text` takes.
public func characterCount(_ text: String) -> Int { CellText(text).count }

/// `text` cut to `width` characters, with an ellipsis when cut.
public func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    let cells = CellText(text)
    guard cells.count > width else { return text }
    if width == 1 { return cells.prefix(1) }
    return cells.prefix(width - 1) + "…"
}

extension String {
    /// The string padded with spaces to at least `width` characters, plus one space.
    func padded(_ width: Int) -> String {
        let count = characterCount(self)
        return (count >= width ? self : self + String(repeating: " ", count: width - count)) + " "
    }

    /// The string with spaces in front to `width` characters.
    public func leftPadded(_ width: Int) -> String {
        let count = characterCount(self)
        return count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
