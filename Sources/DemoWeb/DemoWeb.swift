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
    public static func demoStyle(palette: [PaletteEntry]) -> String {
        filled(webDemoCSS, palette)
    }

    /// The player's script.
    public static var playerScript: String { webPlayerJS }

    /// The player's style, with the document's palette put in for its `$names`.
    public static func playerStyle(palette: [PaletteEntry]) -> String {
        filled(webPlayerCSS, palette)
    }

    /// `text` with each `$name` of `palette` replaced by its value (longest names first).
    static func filled(_ text: String, _ palette: [PaletteEntry]) -> String {
        var text = text
        for entry in palette.sorted(by: { $0.name.count > $1.name.count }) {
            text = text.replacing("$" + entry.name, with: entry.value)
        }
        return text
    }
}

// MARK: - PaletteEntry

/// A name the pages' styles write `$name`, and the value put in for it (`background`, `#121212`).
public struct PaletteEntry: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
