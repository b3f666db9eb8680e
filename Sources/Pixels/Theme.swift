import CPixels
import PoseEngine

// MARK: - Theme

/// A terminal's colours as xterm.js takes them (VHS's `Set Theme`): background, foreground, the
/// cursor and the 16 ANSI colours. VHS's default, its named themes (built in: `Theme.named`), or
/// a JSON object (`Theme(json:)`), whose missing colours are xterm.js's defaults.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var background: RGB
    public var foreground: RGB
    public var cursor: RGB
    /// The character under a block cursor.
    public var cursorAccent: RGB
    public var selection: RGB
    /// Black, red, green, yellow, blue, magenta, cyan, white, then their bright forms.
    public var ansi: [RGB]

    /// The JSON keys and the table's columns after the name, in order (xterm.js's `ITheme`).
    static let keys = [
        "background", "foreground", "cursor", "selection",
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow",
        "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// VHS's default theme (`themes.go`, from github.com/meowgorithm/dotfiles).
    public static let vhs = Theme(
        name: "",
        colors: [
            "#171717", "#dddddd", "#dddddd", "", "#282a2e", "#D74E6F", "#31BB71", "#D3E561", "#8056FF", "#ED61D7",
            "#04D7D7", "#bfbfbf", "#4d4d4d", "#FE5F86", "#00D787", "#EBFF71", "#9B79FF", "#FF7AEA", "#00FEFE",
            "#e6e6e6",
        ], cursorAccent: "#171717")

    /// xterm.js's colours for what a theme leaves out.
    static let xtermDefaults = [
        "#000000", "#ffffff", "#ffffff", "#ffffff", "#2e3436", "#cc0000", "#4e9a06", "#c4a000", "#3465a4", "#75507b",
        "#06989a", "#d3d7cf", "#555753", "#ef2929", "#8ae234", "#fce94f", "#729fcf", "#ad7fa8", "#34e2e2", "#eeeeec",
    ]

    /// A theme from its colours in `keys`' order (empty or unreadable: xterm.js's default).
    init(name: String, colors: [String], cursorAccent: String = "") {
        func color(_ index: Int) -> RGB {
            let text = index < colors.count ? colors[index] : ""
            return RGB(hex: text) ?? RGB(hex: Self.xtermDefaults[index]) ?? RGB(0, 0, 0)
        }
        self.name = name
        background = color(0)
        foreground = color(1)
        cursor = color(2)
        selection = color(3)
        ansi = (4..<20).map(color)
        self.cursorAccent = RGB(hex: cursorAccent) ?? RGB(0, 0, 0)
    }

    // MARK: Named themes

    /// VHS's named themes (its themes.json, built in), in its order.
    public static let all: [Theme] = {
        var size: UInt = 0
        guard let start = duosim_embedded_themes(&size) else { return [] }
        let text = String(decoding: UnsafeBufferPointer(start: start, count: Int(size)), as: UTF8.self)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Theme(name: fields.first ?? "", colors: Array(fields.dropFirst()))
        }
    }()

    /// The theme VHS calls `name` (exactly, as VHS matches), if any.
    public static func named(_ name: String) -> Theme? { all.first { $0.name == name } }

    /// The names, sorted without regard to case (as `vhs themes` lists them).
    public static var names: [String] { all.map(\.name).sorted { $0.lowercased() < $1.lowercased() } }

    /// VHS's suggestions for a name it doesn't know: within two edits, or a theme's name it starts with.
    public static func suggestions(for name: String) -> [String] {
        let wanted = Array(name.lowercased())
        return names.filter { theme in
            let lower = theme.lowercased()
            return editDistance(wanted, Array(lower)) <= 2 || name.lowercased().hasPrefix(lower)
        }
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1]
            for (j, y) in b.enumerated() {
                row.append(Swift.min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }
}

// MARK: - A theme in JSON

/// Why a JSON theme can't be read.
public struct ThemeError: Error, Hashable, Sendable {
    public var reason: String
}

extension Theme {
    /// A theme as `Set Theme {…}` gives it: an object of xterm.js's colour names (matched without
    /// regard to case, as VHS's JSON reader does; others ignored), each `#rrggbb`.
    public init(json text: String) throws {
        let node: JSONNode
        do { node = try JSONNode.parse(Array(text.utf8), file: "Set Theme") } catch let error as DataError {
            throw ThemeError(reason: error.reason)
        }
        guard node.isObject else { throw ThemeError(reason: "a theme in JSON is an object") }
        var colors = [String](repeating: "", count: Self.keys.count)
        var name = ""
        var cursorAccent = ""
        for (key, value) in try node.members() {
            // The key as this table spells it (the one text of the object a message repeats).
            guard
                let known = (Self.keys + ["name", "cursorAccent"]).first(where: { $0.lowercased() == key.lowercased() })
            else { continue }
            guard let text = value.any as? String else { throw ThemeError(reason: "\(known) is not a string") }
            switch known {
            case "name": name = text
            case _ where !text.isEmpty && RGB(hex: text) == nil:
                throw ThemeError(reason: "\(known) is not a colour (#rrggbb)")
            case "cursorAccent": cursorAccent = text
            default: colors[Self.keys.firstIndex(of: known) ?? 0] = text
            }
        }
        self.init(name: name, colors: colors, cursorAccent: cursorAccent)
    }
}
