// MARK: - Cell

/// One terminal cell: one character of width one, and its style.
///
/// Stored as a single Unicode scalar (every glyph duosim draws is one), which keeps
/// comparing and encoding cells cheap; `character` is the same thing as a `Character`.
public struct Cell: Hashable, Sendable {
    public var scalar: Unicode.Scalar
    public var style: Style

    public init(_ character: Character = " ", _ style: Style = .plain) {
        self.scalar = character.unicodeScalars.first ?? " "
        self.style = style
    }

    public init(scalar: Unicode.Scalar, style: Style = .plain) {
        self.scalar = scalar
        self.style = style
    }

    public var character: Character {
        get { Character(scalar) }
        set { scalar = newValue.unicodeScalars.first ?? " " }
    }

    public static let blank = Cell()
}

// A cell is two 32-bit words, so a grid's cells can be compared as 64-bit words (`Grid.withWords`).
extension Cell {
    static let isTwoWords: Bool = MemoryLayout<Cell>.size == 8 && MemoryLayout<Cell>.stride == 8
}
