// MARK: - Style

/// How a cell looks: colours and attributes. Text captures ignore it.
///
/// Stored as one 32-bit word (a colour a byte each, the attributes a bit each), so comparing two
/// cells, which every frame does thousands of times, is comparing two words.
public struct Style: Hashable, Sendable {
    /// The colours and attributes packed: the foreground's code in bits 0–7, the background's in
    /// 8–15 (0 for none, else the colour's raw value + 1), bold, dim, reverse and underline in 16–19.
    private(set) var bits: UInt32

    /// Whether a blank cell in this style reads as empty space (a label may take it): no
    /// background, and no colour or the text colour. One look at the word: labels ask it of
    /// every cell they pass.
    var isBlankSpace: Bool { bits & 0xFF00 == 0 && (bits == 0 || bits & 0xFF == Self.textCode) }

    /// No background colour.
    var hasNoBackground: Bool { bits & 0xFF00 == 0 }

    private static var textCode: UInt32 { code(.text) }

    public init(
        _ foreground: PaletteColor? = nil, background: PaletteColor? = nil,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        bits = 0
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()

    public var foreground: PaletteColor? {
        get { Self.color(bits & 0xFF) }
        set { bits = bits & ~0xFF | Self.code(newValue) }
    }

    public var background: PaletteColor? {
        get { Self.color(bits >> 8 & 0xFF) }
        set { bits = bits & ~0xFF00 | Self.code(newValue) << 8 }
    }

    public var bold: Bool {
        get { flag(16) }
        set { setFlag(16, newValue) }
    }

    public var dim: Bool {
        get { flag(17) }
        set { setFlag(17, newValue) }
    }

    public var reverse: Bool {
        get { flag(18) }
        set { setFlag(18, newValue) }
    }

    public var underline: Bool {
        get { flag(19) }
        set { setFlag(19, newValue) }
    }

    /// The same style, dimmed (for the display that is off).
    public var dimmed: Style {
        var style = self
        style.dim = true
        style.bold = false
        return style
    }

    // MARK: Bits

    private func flag(_ bit: UInt32) -> Bool { bits & 1 << bit != 0 }

    private mutating func setFlag(_ bit: UInt32, _ on: Bool) {
        bits = on ? bits | 1 << bit : bits & ~(1 << bit)
    }

    /// 0 for no colour, else the colour's raw value + 1.
    private static func code(_ color: PaletteColor?) -> UInt32 { color.map { UInt32($0.rawValue) + 1 } ?? 0 }

    private static func color(_ code: UInt32) -> PaletteColor? {
        code == 0 ? nil : PaletteColor(rawValue: UInt8(code - 1))
    }
}
