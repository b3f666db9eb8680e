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

    /// What each glyph means, in plain words, in the order the legend and the help list them: the
    /// glyphs an entry stands for (a line's vertical and horizontal forms are one entry), and a
    /// sentence for people who don't know Apple's words (the demo page's legend).
    public var legend: [LegendEntry] {
        [
            LegendEntry(
                [foldVertical, foldHorizontal], "fold",
                "Where the inner display bends: while the phone is partly open, apps get it as a .division region."),
            LegendEntry(
                [margin], "fold margin", "Space beside the fold that comes with it: keep text and buttons out of it."),
            LegendEntry(
                [inactiveVertical, inactiveHorizontal], "fold, inactive",
                "The fold while the phone is closed or flat: apps see it only if they ask with .includeInactive."),
            LegendEntry(
                [occlusion], "camera or island",
                "A camera or the Dynamic Island's area (an .occlusion region): what is drawn there can't be seen or tapped."
            ),
            LegendEntry([nestedOcclusion], "camera in the island", "The camera itself, inside the island's area."),
            LegendEntry(
                [inactiveOcclusion], "camera, inactive",
                "A camera that isn't in use now: it reserves nothing, and shows with .includeInactive."),
            LegendEntry(
                [dividerVertical, dividerHorizontal], "Split View divider",
                "The gap between the two windows of Split View."),
            LegendEntry(
                [sideBar], "side-bar column",
                "The column the bars stand in when they turn vertical: the app's content starts beside it."),
            LegendEntry([gridColumn], "grid column", "A column of the app's grid."),
            LegendEntry(
                [error], "collides: error", "A control that crosses the fold, a camera or the bars: fix it."),
            LegendEntry(
                [warning], "collides: warning", "A control partly in the way of something: it works, but badly."),
            LegendEntry([note], "collides: note", "A control near the fold or a camera: worth a look."),
            LegendEntry([clear], "control clear", "A control that touches nothing reserved."),
            LegendEntry([smallControl], "small control", "A control too small at this scale to draw its outline."),
            LegendEntry(
                [suggestedHorizontal, suggestedVertical], "suggested place",
                "Where duosim suggests moving a control that collides (the dashed outline)."),
            LegendEntry(
                [overflow], "more items", "The overflow button: N items that didn't fit in the bar are in its menu.",
                counted: true),
            LegendEntry([badge], "badge", "A badge with its number, on a tab or an item.", counted: true),
            LegendEntry(
                [tabsRule], "tabs below",
                "In the side-bar column: the bar's items above the rule, the app's tabs under it."),
        ]
    }

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
    public static let asciiPairs: [(Character, Character)] = [
        ("─", "-"), ("╌", "-"), ("┈", "-"), ("┄", "-"), ("━", "="), ("═", "="), ("║", "H"), ("│", "|"), ("┃", "|"),
        ("┆", "!"),
        ("╱", "/"), ("┌", "+"), ("┐", "+"), ("└", "+"), ("┘", "+"), ("├", "+"), ("┤", "+"), ("┬", "+"), ("┴", "+"),
        ("┼", "+"),
        ("┊", ":"), ("░", ":"), ("▓", "#"), ("█", "@"), ("▒", "%"), ("●", "O"), ("·", "."), ("×", "x"), ("°", "d"),
        ("…", "~"), ("⋯", "+"), ("✖", "X"), ("▲", "!"), ("○", "o"), ("✓", "v"), ("▪", "*"), ("←", "<"), ("◂", "<"),
        ("→", ">"), ("▸", ">"), ("↑", "^"), ("↓", "v"), ("•", "*"),
        ("—", "-"),
    ]
}

// MARK: - LegendEntry

/// A line of the legend: glyphs that mean one thing, and the thing in plain words.
public struct LegendEntry: Hashable, Sendable {
    public var glyphs: [Character]
    public var meaning: String
    /// The meaning in a sentence, for people who don't know Apple's words.
    public var sentence: String
    /// Shown followed by a number (`⋯3` more items, `•12` a badge): the legend writes `N` after it.
    public var counted: Bool

    public init(_ glyphs: [Character], _ meaning: String, _ sentence: String, counted: Bool = false) {
        self.glyphs = glyphs
        self.meaning = meaning
        self.sentence = sentence
        self.counted = counted
    }

    /// ` ┃ ━ fold`'s glyph part for the glyphs given (`┃`, `⋯N`).
    public func shown(_ glyphs: [Character]) -> String {
        glyphs.map { String($0) + (counted ? "N" : "") }.joined(separator: " ")
    }
}
