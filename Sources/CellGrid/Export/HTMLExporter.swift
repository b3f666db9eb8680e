// MARK: - HTMLExporter

/// A grid as one self-contained HTML page that looks like the terminal.
public enum HTMLExporter {
    /// The rows as HTML: runs of one style in `<span style>`, a newline after each row.
    static func body(_ grid: Grid) -> String {
        var body = ""
        for row in 0..<grid.height {
            for run in DocumentPalette.runs(grid, row: row) {
                let css = DocumentPalette.css(run.style)
                let text = DocumentPalette.html(run.glyphs)
                body += css.isEmpty ? text : "<span style=\"\(css)\">\(text)</span>"
            }
            body += "\n"
        }
        return body
    }

    /// A document's first lines, up to its `<style>`: doctype, language, charset and title.
    static func documentStart(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(DocumentPalette.escape(title))</title>

        """
    }

    /// The page, titled `title`.
    public static func page(_ grid: Grid, title: String) -> String {
        let body = body(grid)
        return documentStart(title: title) + """
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
