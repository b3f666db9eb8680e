// MARK: - Palette for documents

/// The terminal's default colours as HTML and SVG draw them.
enum DocumentPalette {
    static let foreground = PaletteColor.text.hex
    static let background = "#121212"
    static let fontStack = "'DejaVu Sans Mono', 'Menlo', 'Consolas', 'Liberation Mono', ui-monospace, monospace"
    /// Rows as tall as the font's glyphs, so box drawing and blocks join from row to row.
    static let lineHeight = "1.15"

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

// MARK: - HTMLExporter

/// A grid as one self-contained HTML page that looks like the terminal.
public enum HTMLExporter {
    /// The rows as HTML: runs of one style in `<span style>`, a newline after each row.
    static func body(_ grid: Grid) -> String {
        var body = ""
        for row in 0..<grid.height {
            for run in DocumentPalette.runs(grid, row: row) {
                let css = DocumentPalette.css(run.style)
                let text = DocumentPalette.escape(run.text)
                body += css.isEmpty ? text : "<span style=\"\(css)\">\(text)</span>"
            }
            body += "\n"
        }
        return body
    }

    /// The page, titled `title`.
    public static func page(_ grid: Grid, title: String) -> String {
        let body = body(grid)
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(DocumentPalette.escape(title))</title>
        <style>
        body { margin: 0; padding: 24px; background: #1c1c1c; }
        pre { display: inline-block; margin: 0; padding: 12px 16px; border-radius: 8px;
              background: \(DocumentPalette.background); color: \(DocumentPalette.foreground);
              font-family: \(DocumentPalette.fontStack); font-size: 14px; line-height: \(DocumentPalette.lineHeight); }
        </style>
        </head>
        <body>
        <pre>\(body)</pre>
        </body>
        </html>

        """
    }
}

// MARK: - SVGExporter

/// A grid as an SVG picture: monospace text on the terminal's background.
public enum SVGExporter {
    static let cellWidth = 8.4
    static let cellHeight = 17.0
    static let padding = 12.0

    /// The picture, titled `title`.
    public static func picture(_ grid: Grid, title: String) -> String {
        let width = Double(grid.width) * cellWidth + 2 * padding
        let height = Double(grid.height) * cellHeight + 2 * padding
        func number(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" viewBox="0 0 \(number(width)) \(number(height))">
        <title>\(DocumentPalette.escape(title))</title>
        <rect width="100%" height="100%" rx="8" fill="\(DocumentPalette.background)"/>
        <g font-family="\(DocumentPalette.escape(DocumentPalette.fontStack))" font-size="14" style="white-space:pre" xml:space="preserve">

        """
        for row in 0..<grid.height {
            let y = padding + Double(row) * cellHeight
            for run in DocumentPalette.runs(grid, row: row) {
                let (fg, bg) = DocumentPalette.colors(run.style)
                let x = padding + Double(run.column) * cellWidth
                let runWidth = Double(run.text.count) * cellWidth
                if let bg {
                    out += "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(runWidth))\" height=\"\(number(cellHeight))\" fill=\"\(bg)\"/>\n"
                }
                // Each stretch of non-blank cells is one <text>, every glyph at its own cell (an x per
                // character): no space is there to collapse, nothing is stretched, and a font whose
                // advance differs a little can't drift along the row.
                let characters = Array(run.text)
                var index = 0
                while index < characters.count {
                    guard characters[index] != " " else {
                        index += 1
                        continue
                    }
                    var end = index
                    while end < characters.count, characters[end] != " " { end += 1 }
                    let xs = (index..<end).map { number(x + Double($0) * cellWidth) }.joined(separator: " ")
                    var attributes = "x=\"\(xs)\" y=\"\(number(y + cellHeight * 0.78))\" fill=\"\(fg)\""
                    if run.style.bold { attributes += " font-weight=\"bold\"" }
                    if run.style.dim { attributes += " fill-opacity=\"0.6\"" }
                    out += "<text \(attributes)>\(DocumentPalette.escape(String(characters[index..<end])))</text>\n"
                    index = end
                }
            }
        }
        return out + "</g>\n</svg>\n"
    }
}
