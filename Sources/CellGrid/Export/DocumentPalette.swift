// MARK: - Palette for documents

/// The terminal's default colours as HTML and SVG draw them.
enum DocumentPalette {
    static let foreground = PaletteColor.text.hex
    static let background = "#121212"
    static let fontStack = "'DejaVu Sans Mono', 'Menlo', 'Consolas', 'Liberation Mono', ui-monospace, monospace"
    /// Rows as tall as the font's glyphs, so box drawing and blocks join from row to row.
    static let lineHeight = "1.15"

    /// What the pages' styles name `$fontStack`, `$background`, `$foreground` and `$lineHeight`.
    static let webPalette: [(name: String, value: String)] = [
        ("fontStack", fontStack), ("background", background), ("foreground", foreground), ("lineHeight", lineHeight),
    ]

    /// Foreground and background of a style, with reverse applied.
    static func colors(_ style: Style) -> (fg: String, bg: String?) {
        var fg = style.foreground?.hex ?? foreground
        var bg = style.background?.hex
        if style.reverse {
            let oldBackground = bg ?? background
            bg = fg
            fg = oldBackground
        }
        return (fg, bg)
    }

    /// A style as inline CSS (empty for the terminal's defaults).
    static func css(_ style: Style) -> String {
        let (fg, bg) = colors(style)
        var css: [String] = []
        if fg != foreground { css.append("color:\(fg)") }
        if let bg { css.append("background:\(bg)") }
        if style.bold { css.append("font-weight:bold") }
        if style.dim { css.append("opacity:.6") }
        if style.underline { css.append("text-decoration:underline") }
        return css.joined(separator: ";")
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Runs of cells with one style in a row.
    static func runs(_ grid: Grid, row: Int) -> [(column: Int, text: String, style: Style)] {
        var runs: [(column: Int, text: String, style: Style)] = []
        for column in 0..<grid.width {
            let cell = grid[column, row]
            if let last = runs.last, last.style == cell.style {
                runs[runs.count - 1].text.append(cell.character)
            } else {
                runs.append((column, String(cell.character), cell.style))
            }
        }
        return runs
    }
}
