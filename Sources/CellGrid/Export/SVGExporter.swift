// MARK: - SVGExporter

/// A grid as an SVG picture: monospace text on the terminal's background.
public enum SVGExporter {
    static let cellWidth = 8.4
    static let cellHeight = 17.0
    static let padding = 12.0
    /// SVG's XML namespace: a name, never fetched.
    static let namespace = "http://www.w3.org/2000/svg"

    /// The picture, titled `title`.
    public static func picture(_ grid: Grid, title: String) -> String {
        let width = Double(grid.width) * cellWidth + 2 * padding
        let height = Double(grid.height) * cellHeight + 2 * padding
        func number(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        var out = """
            <svg xmlns="\(namespace)" width="\(number(width))" height="\(number(height))" viewBox="0 0 \(number(width)) \(number(height))">
            <title>\(DocumentPalette.escape(title))</title>
            <rect width="100%" height="100%" rx="8" fill="\(DocumentPalette.background)"/>
            <g font-family="\(DocumentPalette.escape(DocumentPalette.fontStack))" font-size="14" style="white-space:pre" xml:space="preserve">

            """
        for row in 0..<grid.height {
            let y = padding + Double(row) * cellHeight
            for run in DocumentPalette.runs(grid, row: row) {
                let (fg, bg) = DocumentPalette.colors(run.style)
                let x = padding + Double(run.column) * cellWidth
                let cells = run.glyphs.last.map { $0.column + max(1, $0.cells) - run.column } ?? 0
                if let bg {
                    out +=
                        "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(Double(cells) * cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(bg)\"/>\n"
                }
                // Each stretch of non-blank cells is one <text>, every glyph at its own cell (an x per
                // character): no space is there to collapse, nothing is stretched, and a font whose
                // advance differs a little (or a wide character's) can't drift along the row.
                let glyphs = run.glyphs.filter { !$0.text.isEmpty }
                var index = 0
                while index < glyphs.count {
                    guard glyphs[index].text != " " else {
                        index += 1
                        continue
                    }
                    // A wide character or a cluster is a <text> of its own: an x per code point
                    // would place a cluster's parts apart.
                    var end = index + 1
                    if !glyphs[index].held {
                        while end < glyphs.count, glyphs[end].text != " ", !glyphs[end].held { end += 1 }
                    }
                    let xs = glyphs[index..<end].map { number(padding + Double($0.column) * cellWidth) }
                    var attributes =
                        "x=\"\(xs.joined(separator: " "))\" y=\"\(number(y + cellHeight * 0.78))\" fill=\"\(fg)\""
                    if run.style.bold { attributes += " font-weight=\"bold\"" }
                    if run.style.dim { attributes += " fill-opacity=\"0.6\"" }
                    let text = glyphs[index..<end].map(\.text).joined()
                    out += "<text \(attributes)>\(DocumentPalette.escape(text))</text>\n"
                    index = end
                }
            }
        }
        return out + "</g>\n</svg>\n"
    }
}
