// MARK: - Glyphs

/// The characters the screen is drawn with. In a locale that isn't UTF-8 the finished grid
/// goes through `asciiFallback`, which keeps every glyph distinct.
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
        dividerVertical: "║", dividerHorizontal: "═", sideBar: "┆",
        track: "─", trackStart: "├", trackEnd: "┤", knob: "●")

    /// The ASCII stand-in for a character of the labels (`°`, `·`, `×`, arrows), or the character itself.
    public static func asciiFallback(_ character: Character) -> Character {
        if character.isASCII { return character }
        switch character {
        case "─", "┈": return "-"
        case "━", "═": return "="
        case "║": return "H"
        case "│", "┃": return "|"
        case "┆": return "!"
        case "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼": return "+"
        case "┊", "░": return ":"
        case "▓": return "#"
        case "█": return "@"
        case "▒": return "%"
        case "●": return "O"
        case "·": return "."
        case "×": return "x"
        case "°": return "d"
        case "…": return "~"
        case "⋯": return "+"
        case "✖": return "X"
        case "▲": return "!"
        case "○": return "o"
        case "✓": return "v"
        case "▪": return "*"
        case "┄": return "-"
        case "←", "◂": return "<"
        case "→", "▸": return ">"
        case "↑": return "^"
        case "↓": return "v"
        default: return "?"
        }
    }
}
