// MARK: - Cell

/// One terminal cell: a character and its style. A character two cells wide (a CJK ideograph, most
/// emoji) takes two cells: the left one holds it (`isWide`), the right one is its right half
/// (`isRightHalf`), with nothing of its own.
///
/// Stored as two 32-bit words, so comparing and encoding cells stays cheap: the character's word
/// holds one Unicode scalar, or the number of a grapheme cluster of several scalars (`👍🏽`, `é` as
/// `e` and a combining accent, a ZWJ family), kept once for the process (`CellClusters`).
public struct Cell: Hashable, Sendable {
    /// The character: a scalar's value in bits 0–20, or a cluster's number with `clusterBit`;
    /// `wideBit` for the left half of a two-cell character, `rightHalfBit` for its right half.
    private(set) var code: UInt32
    public var style: Style

    static let clusterBit: UInt32 = 1 << 21
    static let wideBit: UInt32 = 1 << 22
    static let rightHalfBit: UInt32 = 1 << 23
    /// Either half of a two-cell character: what the writers and the exporters check first.
    static let pairBits: UInt32 = wideBit | rightHalfBit
    static let valueMask: UInt32 = clusterBit - 1

    /// A cell showing `character`, as the cells of a text would show it (`CellText`): two cells
    /// wide when it is wide, `�` when it can't be shown, a space for a format character.
    public init(_ character: Character = " ", _ style: Style = .plain) {
        self.code = CellText.code(for: character)
        self.style = style
    }

    /// A cell showing one scalar (two cells wide when it is).
    public init(scalar: Unicode.Scalar, style: Style = .plain) {
        self.code = CellText.code(for: scalar)
        self.style = style
    }

    /// A cell from its character word, for the writers (no checks).
    init(code: UInt32, style: Style) {
        self.code = code
        self.style = style
    }

    /// The right half of a two-cell character, in `style`.
    public static func rightHalf(_ style: Style = .plain) -> Cell { Cell(code: rightHalfBit, style: style) }

    /// The character's first scalar (a cluster's base); U+0000 for a right half, which shows nothing
    /// of its own. Setting it makes the cell that scalar.
    public var scalar: Unicode.Scalar {
        get {
            if code & Self.clusterBit != 0 {
                return CellClusters.shared.text(code & Self.valueMask).unicodeScalars.first ?? " "
            }
            return Unicode.Scalar(code & Self.valueMask) ?? " "
        }
        set { code = CellText.code(for: newValue) }
    }

    /// The character the cell shows (a space for a right half).
    public var character: Character {
        get { Character(text.isEmpty ? " " : text) }
        set { code = CellText.code(for: newValue) }
    }

    /// What the cell adds to a row's text: its character, or nothing for a right half.
    public var text: String {
        if code & Self.rightHalfBit != 0 { return "" }
        if code & Self.clusterBit != 0 { return CellClusters.shared.text(code & Self.valueMask) }
        return String(Unicode.Scalar(code & Self.valueMask) ?? " ")
    }

    /// How many cells the character takes: 1, 2 for a wide one, 0 for a right half.
    public var width: Int { code & Self.wideBit != 0 ? 2 : code & Self.rightHalfBit != 0 ? 0 : 1 }

    /// The left half of a two-cell character.
    public var isWide: Bool { code & Self.wideBit != 0 }

    /// The right half of a two-cell character.
    public var isRightHalf: Bool { code & Self.rightHalfBit != 0 }

    /// A grapheme cluster of several scalars.
    var isCluster: Bool { code & Self.clusterBit != 0 }

    public static let blank = Cell()
}

// A cell is two 32-bit words, so a grid's cells can be compared as 64-bit words (`Grid.withWords`).
extension Cell {
    static let isTwoWords: Bool = MemoryLayout<Cell>.size == 8 && MemoryLayout<Cell>.stride == 8
}
