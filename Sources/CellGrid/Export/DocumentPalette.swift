import DemoWeb
import PoseEngine

// MARK: - Palette for documents

/// The terminal's default colours as HTML and SVG draw them.
enum DocumentPalette {
    static let foreground = PaletteColor.text.hex
    static let background = "#121212"
    static let fontStack = "'DejaVu Sans Mono', 'Menlo', 'Consolas', 'Liberation Mono', ui-monospace, monospace"
    /// Rows as tall as the font's glyphs, so box drawing and blocks join from row to row.
    static let lineHeight = "1.15"

    /// What the pages' styles name `$fontStack`, `$background`, `$foreground` and `$lineHeight`.
    static let webPalette: [PaletteEntry] = [
        PaletteEntry(name: "fontStack", value: fontStack), PaletteEntry(name: "background", value: background),
        PaletteEntry(name: "foreground", value: foreground), PaletteEntry(name: "lineHeight", value: lineHeight),
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

    /// `text` as HTML or SVG character data or an attribute value: inert (`InertRule`), then
    /// markup escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in InertRule.escaped(text) {
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

    /// A character of a run: its column, what it shows, its cells (0 for a right half), and
    /// whether a document must hold it to them (wide, a cluster, or from a script a monospace font
    /// may not have).
    struct Glyph {
        let column: Int
        let text: String
        let cells: Int
        let held: Bool
    }

    /// Runs of cells with one style in a row: their first column, their text (a wide character's
    /// right half adds nothing) and their characters.
    static func runs(_ grid: Grid, row: Int) -> [(column: Int, text: String, style: Style, glyphs: [Glyph])] {
        var runs: [(column: Int, text: String, style: Style, glyphs: [Glyph])] = []
        for column in 0..<grid.width {
            let index = row * grid.width + column
            let cell = grid.cells[index]
            let glyph: Glyph
            switch grid.shown(index, column: column) {
            case .none:
                if let last = runs.last, last.style == cell.style { continue }
                glyph = Glyph(column: column, text: "", cells: 0, held: false)  // a right half in a style of its own
            case .scalar(let scalar, let wide):
                let held = wide || !DisplayWidth.standsAlone(scalar.value)
                glyph = Glyph(column: column, text: String(scalar), cells: wide ? 2 : 1, held: held)
            case .cluster(let text, let wide):
                glyph = Glyph(column: column, text: text, cells: wide ? 2 : 1, held: true)
            }
            if let last = runs.last, last.style == cell.style {
                runs[runs.count - 1].text += glyph.text
                runs[runs.count - 1].glyphs.append(glyph)
            } else {
                runs.append((column, glyph.text, cell.style, [glyph]))
            }
        }
        return runs
    }

    /// A run's text as HTML: escaped, each character a document must hold to its cells in a box
    /// that many cells wide (`ch`: the width of the font's digits, one cell of a monospace font).
    static func html(_ glyphs: [Glyph]) -> String {
        guard glyphs.contains(where: \.held) else { return escape(glyphs.map(\.text).joined()) }
        var out = ""
        for glyph in glyphs {
            if glyph.held {
                out += "<span style=\"display:inline-block;width:\(glyph.cells)ch\">\(escape(glyph.text))</span>"
            } else {
                out += escape(glyph.text)
            }
        }
        return out
    }
}
