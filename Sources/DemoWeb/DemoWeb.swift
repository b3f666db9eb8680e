// MARK: - DemoWeb

/// The web pages' own code: the demo page's and the session player's scripts and styles, real
/// `.js` and `.css` files in `web/` (checked by `node --check` in `.ci/run` and by
/// `WebFilesTests`), embedded into the binary at build time by the `EmbedWeb` plugin, which
/// writes each file as a raw string literal (`webDemoPageJS` for `web/demo-page.js`).
public enum DemoWeb {
    /// The frames' decoder and the cells' HTML, which both pages use.
    public static var common: String { webCommonJS }

    /// The demo page's script, its parts in the order they need each other.
    public static var demoScript: String {
        webDemoPictureJS + webDemoPointerJS + webDemoDrawingJS + webDemoFoldJS + webDemoSheetJS + webDemoExportJS
            + webDemoDesignJS
            + webDemoStartJS
    }

    /// The demo page's style, with the document's palette put in for its `$names`.
    public static func demoStyle(palette: [(name: String, value: String)]) -> String {
        filled(webDemoCSS, palette)
    }

    /// The player's script.
    public static var playerScript: String { webPlayerJS }

    /// The player's style, with the document's palette put in for its `$names`.
    public static func playerStyle(palette: [(name: String, value: String)]) -> String {
        filled(webPlayerCSS, palette)
    }

    /// `text` with each `$name` of `palette` replaced by its value (longest names first).
    static func filled(_ text: String, _ palette: [(name: String, value: String)]) -> String {
        var text = text
        for (name, value) in palette.sorted(by: { $0.name.count > $1.name.count }) {
            text = text.replacing("$" + name, with: value)
        }
        return text
    }
}
