// MARK: - Glyphs

/// The one table of the characters the screen is drawn with: the drawing reads it, and so do the
/// legend (`legend`), the help's glyph lines and the ASCII fallback. In a locale that isn't UTF-8
/// the finished grid goes through `asciiFallback`.
public struct Glyphs: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    /// The active fold's line, vertical and horizontal.
    public var foldVertical: Character
    public var foldHorizontal: Character
    /// The inactive fold, dotted.
    public var inactiveVertical: Character
    public var inactiveHorizontal: Character
    /// The fold's margins.
    public var margin: Character
    /// An active occlusion, and an inactive one (shown with .includeInactive).
    public var occlusion: Character
    public var inactiveOcclusion: Character
    /// An occlusion inside another one (a camera inside the island).
    public var nestedOcclusion: Character
    /// The Split View divider.
    public var dividerVertical: Character
    public var dividerHorizontal: Character
    /// The side bar's place-holder column.
    public var sideBar: Character
    /// The rule in the side-bar column between the bar's items and the tabs under them.
    public var tabsRule: Character
    /// A cell of the app's grid columns.
    public var gridColumn: Character
    /// A control too small for an outline.
    public var smallControl: Character
    /// A suggested place's dashed outline, across and down.
    public var suggestedHorizontal: Character
    public var suggestedVertical: Character
    /// Before a suggested place's name: where the control would go.
    public var suggestedArrow: Character
    /// A control's mark: its worst collision, or clear.
    public var error: Character
    public var warning: Character
    public var note: Character
    public var clear: Character
    /// The overflow button (with its count), and an item's badge (with its number).
    public var overflow: Character
    public var badge: Character
    /// Where the side bar is, beside the window's bar wording.
    public var barLeft: Character
    public var barRight: Character
    /// The slider's track, ends and knob.
    public var track: Character
    public var trackStart: Character
    public var trackEnd: Character
    public var knob: Character

    /// Box drawing and blocks.
    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        foldVertical: "┃", foldHorizontal: "━", inactiveVertical: "┊", inactiveHorizontal: "┈",
        margin: "░", occlusion: "▓", inactiveOcclusion: "▒", nestedOcclusion: "█",
        dividerVertical: "║", dividerHorizontal: "═", sideBar: "╱", tabsRule: "╌", gridColumn: "·", smallControl: "▪",
        suggestedHorizontal: "┄", suggestedVertical: "┆", suggestedArrow: "→",
        error: "✖", warning: "▲", note: "○", clear: "✓", overflow: "⋯", badge: "•", barLeft: "◂", barRight: "▸",
        track: "─", trackStart: "├", trackEnd: "┤", knob: "●")

    /// The ASCII stand-in for a character of the labels (`°`, `·`, `×`, arrows), or the character itself.
    public static func asciiFallback(_ character: Character) -> Character {
        if character.isASCII { return character }
        return ascii[character] ?? "?"
    }

    /// Text in ASCII before it is laid out, for the characters that need more than one cell
    /// there (`±10` is `+-10`); every other character as `asciiFallback` has it.
    public static func asciiText(_ text: String) -> String {
        var out = ""
        for character in text { out += asciiSpellings[character] ?? String(asciiFallback(character)) }
        return out
    }

    static let asciiSpellings: [Character: String] = ["±": "+-"]

    /// Each character the screen draws and its ASCII stand-in: the glyphs', then the labels' own.
    static let ascii: [Character: Character] = {
        var table: [Character: Character] = [:]
        for (glyph, stand) in asciiPairs { table[glyph] = stand }
        return table
    }()

    /// The table's pairs (a test checks no character has two stand-ins).
    public static let asciiPairs: KeyValuePairs<Character, Character> = [
        "─": "-", "╌": "-", "┈": "-", "┄": "-", "━": "=", "═": "=", "║": "H", "│": "|", "┃": "|",
        "┆": "!",
        "╱": "/", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+",
        "┼": "+",
        "┊": ":", "░": ":", "▓": "#", "█": "@", "▒": "%", "●": "O", "·": ".", "×": "x", "°": "d",
        "…": "~", "⋯": "+", "✖": "X", "▲": "!", "○": "o", "✓": "v", "▪": "*", "←": "<", "◂": "<",
        "→": ">", "▸": ">", "↑": "^", "↓": "v", "•": "*",
        "—": "-",
    ]
}
