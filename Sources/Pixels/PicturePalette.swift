import CellGrid

// MARK: - PicturePalette

/// duosim's colours through a theme, as a terminal maps them: each `PaletteColor` is one of the
/// 16 ANSI colours (`basic16`), which the theme gives; text and the defaults are its foreground
/// and background; the prompt's indigo is VHS's own (its shells' prompt is a 24-bit colour).
/// Bold turns the 8 normal colours bright and dim halves the colour over the background, as
/// xterm.js draws them (`drawBoldTextInBrightColors`, `DIM_OPACITY`).
struct PicturePalette {
    enum Mapping: Hashable {
        /// Through the theme (what a VHS tape's picture shows).
        case theme
        /// duosim's own 256-colour palette as the SVG export draws it (for comparing with it).
        case xterm256
    }

    let theme: Theme
    let mapping: Mapping
    static let prompt = RGB(0x5B, 0x56, 0xE0)

    init(theme: Theme, mapping: Mapping = .theme) {
        self.theme = theme
        self.mapping = mapping
    }

    func color(_ color: PaletteColor?, bold: Bool) -> RGB? {
        guard let color else { return nil }
        switch mapping {
        case .xterm256: return RGB(hex: color.hex)
        case .theme:
            if color == .text { return theme.foreground }
            if color == .prompt { return Self.prompt }
            var index = Int(color.basic16)
            if bold && index < 8 { index += 8 }
            return theme.ansi.indices.contains(index) ? theme.ansi[index] : theme.foreground
        }
    }

    /// A style's foreground and background as pixel words, reverse and dim applied.
    func words(_ style: Style) -> (foreground: UInt32, background: UInt32) {
        var foreground = (color(style.foreground, bold: style.bold) ?? theme.foreground).word
        var background = (color(style.background, bold: false) ?? theme.background).word
        if style.reverse { swap(&foreground, &background) }
        if style.dim { foreground = blend(foreground, background, 128) }
        return (foreground, background)
    }
}
