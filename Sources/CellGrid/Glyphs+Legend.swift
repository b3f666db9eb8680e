// MARK: - The legend

extension Glyphs {
    /// What each glyph means, in plain words, in the order the legend and the help list them (the
    /// order of `LegendEntry.Kind`): the glyphs an entry stands for (a line's vertical and
    /// horizontal forms are one entry), and a sentence for people who don't know Apple's words (the
    /// demo page's legend).
    public var legend: [LegendEntry] { LegendEntry.Kind.allCases.map(entry) }

    /// The legend's entry for `kind`: its glyphs of this table, its words and its sentence.
    public func entry(_ kind: LegendEntry.Kind) -> LegendEntry {
        LegendEntry(kind, glyphs(kind), kind.meaning, kind.sentence, counted: kind.isCounted)
    }

    /// The glyphs a legend entry stands for.
    func glyphs(_ kind: LegendEntry.Kind) -> [Character] {
        switch kind {
        case .fold: [foldVertical, foldHorizontal]
        case .foldMargin: [margin]
        case .inactiveFold: [inactiveVertical, inactiveHorizontal]
        case .occlusion: [occlusion]
        case .nestedOcclusion: [nestedOcclusion]
        case .inactiveOcclusion: [inactiveOcclusion]
        case .divider: [dividerVertical, dividerHorizontal]
        case .sideBar: [sideBar]
        case .gridColumn: [gridColumn]
        case .error: [error]
        case .warning: [warning]
        case .note: [note]
        case .clear: [clear]
        case .smallControl: [smallControl]
        case .suggested: [suggestedHorizontal, suggestedVertical]
        case .overflow: [overflow]
        case .badge: [badge]
        case .tabsRule: [tabsRule]
        case .box: [topLeft]
        }
    }
}

// MARK: - LegendEntry

/// A line of the legend: glyphs that mean one thing, and the thing in plain words.
public struct LegendEntry: Hashable, Sendable {
    /// What a legend entry stands for, in the order the legend lists them. Adding a glyph to the
    /// legend is a case here with its words (`meaning`, `sentence`), its glyphs
    /// (`Glyphs.glyphs(_:)`) and when a frame may show it (`ScreenRenderer.legendCandidates`, and
    /// any pose's in `steadyLegendCandidates`).
    public enum Kind: Int, CaseIterable, Hashable, Sendable {
        case fold, foldMargin, inactiveFold
        case occlusion, nestedOcclusion, inactiveOcclusion
        case divider, sideBar, gridColumn
        case error, warning, note, clear, smallControl, suggested
        case overflow, badge, tabsRule
        /// An element's outline: a display, a pane or column, a sheet, a control (its top-left corner).
        case box
    }

    public var kind: Kind
    public var glyphs: [Character]
    public var meaning: String
    /// The meaning in a sentence, for people who don't know Apple's words.
    public var sentence: String
    /// Shown followed by a number (`⋯3` more items, `•12` a badge): the legend writes `N` after it.
    public var counted: Bool

    public init(_ kind: Kind, _ glyphs: [Character], _ meaning: String, _ sentence: String, counted: Bool = false) {
        self.kind = kind
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

extension LegendEntry.Kind {
    /// Its plain words in the legend: `fold`.
    public var meaning: String {
        switch self {
        case .fold: "fold"
        case .foldMargin: "fold margin"
        case .inactiveFold: "fold, inactive"
        case .occlusion: "camera or island"
        case .nestedOcclusion: "camera in the island"
        case .inactiveOcclusion: "camera, inactive"
        case .divider: "Split View divider"
        case .sideBar: "side-bar column"
        case .gridColumn: "grid column"
        case .error: "collides: error"
        case .warning: "collides: warning"
        case .note: "collides: note"
        case .clear: "control clear"
        case .smallControl: "small control"
        case .suggested: "suggested place"
        case .overflow: "more items"
        case .badge: "badge"
        case .tabsRule: "tabs below"
        case .box: "outline"
        }
    }

    /// Its words in a sentence, for people who don't know Apple's words (the demo page's legend).
    public var sentence: String {
        switch self {
        case .fold:
            "Where the inner display bends: while the phone is partly open, apps get it as a .division region."
        case .foldMargin:
            "Space beside the fold that comes with it: keep text and buttons out of it."
        case .inactiveFold:
            "The fold while the phone is closed or flat: apps see it only if they ask with .includeInactive."
        case .occlusion:
            "A camera or the Dynamic Island's area (an .occlusion region): what is drawn there can't be seen or tapped."
        case .nestedOcclusion:
            "The camera itself, inside the island's area."
        case .inactiveOcclusion:
            "A camera that isn't in use now: it reserves nothing, and shows with .includeInactive."
        case .divider:
            "The gap between the two windows of Split View."
        case .sideBar:
            "The column the bars stand in when they turn vertical: the app's content starts beside it."
        case .gridColumn:
            "A column of the app's grid."
        case .error:
            "A control that crosses the fold, a camera or the bars: fix it."
        case .warning:
            "A control partly in the way of something: it works, but badly."
        case .note:
            "A control near the fold or a camera: worth a look."
        case .clear:
            "A control that touches nothing reserved."
        case .smallControl:
            "A control too small at this scale to draw its outline."
        case .suggested:
            "Where duosim suggests moving a control that collides (the dashed outline)."
        case .overflow:
            "The overflow button: N items that didn't fit in the bar are in its menu."
        case .badge:
            "A badge with its number, on a tab or an item."
        case .tabsRule:
            "In the side-bar column: the bar's items above the rule, the app's tabs under it."
        case .box:
            "The outline of a display, a pane or column, a sheet, alert, popover or menu, or a control, its name on its top edge."
        }
    }

    /// Shown followed by a number (`⋯3`, `•12`).
    public var isCounted: Bool { self == .overflow || self == .badge }
}
