// MARK: - Style

/// How a cell looks: colours and attributes. Text captures ignore it.
public struct Style: Hashable, Sendable {
    public var foreground: PaletteColor?
    public var background: PaletteColor?
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(
        _ foreground: PaletteColor? = nil, background: PaletteColor? = nil,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()

    /// The same style, dimmed (for the display that is off).
    public var dimmed: Style {
        var style = self
        style.dim = true
        style.bold = false
        return style
    }
}
