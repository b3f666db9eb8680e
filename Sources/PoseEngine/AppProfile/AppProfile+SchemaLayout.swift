// MARK: - The app profile's keys: grid, arrangement, presentations, controls

extension AppProfile.Keys {
    // MARK: Grid and arrangement

    static let grid = ProfileKey.node(
        "grid", "An adaptive grid (GridItem(.adaptive(minimum:))) and its numbers.",
        .object(
            SchemaObject(
                "An adaptive grid.",
                [minimumItemWidth, spacing, padding, evenColumns, activeFold, scrollAxis, Device.sourceKey])),
        required: false)
    static let minimumItemWidth = ProfileKey.number(
        "minimumItemWidth", "The smallest width an item may have.", in: Limits.size, .points)
    static let spacing = ProfileKey.number("spacing", "The space between items.", in: Limits.length, .points)
    static let padding = ProfileKey.number("padding", "The space around the grid.", in: Limits.length, .points)
    static let evenColumns = ProfileKey<EvenColumnRule>.choice(
        "evenColumns", "Around a fold the columns must be even: round an odd count down, or add one.",
        default: .roundDown)
    static let activeFold = ProfileKey<AdaptiveGridSpec.ActiveFoldRule>.choice(
        "activeFold",
        "Around an active fold: four equal columns sized from the narrower side (002), or even columns suffice (Apple's DTS answer, 003).",
        default: .fourColumns)
    static let scrollAxis = ProfileKey<ArrangementAxis>.choice(
        "scrollAxis", "The way the grid scrolls; it avoids only a fold across that axis.", default: .vertical)

    static let arrangement = ProfileKey.node(
        "arrangement", "Two views split or overlaid, as an arrangement view places them.",
        .object(
            SchemaObject(
                "An arrangement.",
                [
                    arrangementStyle, axes, primaryLayoutPriority, secondaryLayoutPriority, minimumPaneSize,
                    Device.sourceKey,
                ])),
        required: false)
    static let arrangementStyle = ProfileKey<ArrangementSpec.Style>.choice(
        "style", "Side by side (split) or one over the other (overlay).")
    static let axes = ProfileKey.node(
        "axes", "The axes the app allows, in its order of preference.",
        .list(.choice(ArrangementAxis.allCases.map(\.rawValue)), minItems: 1), required: false,
        default: .list(ArrangementAxis.allCases.map(\.rawValue)))
    static let primaryLayoutPriority = ProfileKey.number(
        "primaryLayoutPriority", "The primary view's layout priority.", in: Limits.priority, .none, default: 0)
    static let secondaryLayoutPriority = ProfileKey.number(
        "secondaryLayoutPriority", "The secondary view's layout priority.", in: Limits.priority, .none, default: 0)
    static let minimumPaneSize = ProfileKey.node(
        "minimumPaneSize", "The smallest a pane may be for an axis to fit.",
        .object(SchemaObject("A pane's smallest size.", [paneWidth, paneHeight])))
    static let paneWidth = ProfileKey.number("width", "The smallest width.", in: Limits.length, .points)
    static let paneHeight = ProfileKey.number("height", "The smallest height.", in: Limits.length, .points)

    // MARK: Presentations

    static let presentations = ProfileKey.node(
        "presentations", "Sheets and alerts the app presents.", .list(.object(presentation), minItems: 0),
        required: false)
    static let presentation = SchemaObject(
        "A sheet or an alert.",
        [
            presentationID, presentationKind, presentationSize, presentationPlacement, presentationBars,
            Device.optionalSourceKey,
        ],
        rules: [
            SchemaRule(
                when: .equals("kind", [PresentationSpec.Kind.sheet.rawValue]), .required(["size"]),
                "a sheet needs its preferred size"),
            SchemaRule(when: .present("size"), .required(["source"]), "a size names its source"),
        ])
    static let presentationID = ProfileKey.text(
        "id", "The presentation's id, unique among items, tabs, presentations and controls.", .nonEmpty,
        required: false, default: "the kind")
    static let presentationKind = ProfileKey<PresentationSpec.Kind>.choice("kind", "A sheet or an alert.")
    static let presentationSize = ProfileKey.node(
        "size", "A sheet's preferred size (an alert takes the device's alert size).", .object(Device.size),
        required: false)
    static let presentationPlacement = ProfileKey<PresentationSpec.Placement>.choice(
        "presentationPlacement", "presentationPlacement: the side of a fold a sheet prefers.", default: .leading)
    static let presentationBars = ProfileKey.flag(
        "verticalBars", "false: toolbarVerticalBehavior(.disabled) on the presentation; its bars stay horizontal.",
        default: true)

    // MARK: Controls

    static let controls = ProfileKey.node(
        "controls", "Custom controls the app places itself (duosim audit checks them).",
        .list(.object(control), minItems: 0), required: false)
    static let control = SchemaObject(
        "A custom control: one placement (anchor with an optional offset, frame, or fraction) and a size.",
        [
            controlID, controlGroup, anchor, offset, controlFrame, controlFraction, controlSize, interactive,
            scrollsWithContent,
        ],
        rules: [
            SchemaRule(.exactlyOne(placements), "one placement"),
            SchemaRule(when: .present("anchor"), .required(["size"]), "an anchored control needs its size"),
            SchemaRule(when: .present("fraction"), .required(["size"]), "a control at a fraction needs its size"),
            SchemaRule(when: .present("frame"), .absent(["size"]), "a frame has its own size"),
        ])
    /// The keys that place a control; it has exactly one.
    static let placements = [anchor.name, controlFrame.name, controlFraction.name]
    static let controlID = ProfileKey.text(
        "id", "The control's id, unique among items, tabs, presentations and controls.", .nonEmpty)
    static let controlGroup = ProfileKey.text(
        "group", "Controls of one group move together.", required: false, default: "the id")
    static let anchor = ProfileKey<ControlAnchor>.choice(
        "anchor", "A point of the window's safe area the control is pinned to.", required: false)
    static let offset = ProfileKey.node(
        "offset", "An anchored control's offset from its anchor.",
        .object(SchemaObject("An offset.", [offsetX, offsetY])), required: false,
        default: .described("no offset"))
    static let offsetX = ProfileKey.number("x", "Rightward.", in: Limits.coordinate, .points)
    static let offsetY = ProfileKey.number("y", "Downward.", in: Limits.coordinate, .points)
    static let controlFrame = ProfileKey.node(
        "frame", "A frame in the window's coordinates.",
        .object(SchemaObject("A frame.", [frameX, frameY, Device.sizeWidth, Device.sizeHeight])), required: false)
    static let frameX = ProfileKey.number("x", "Its left edge.", in: Limits.coordinate, .points)
    static let frameY = ProfileKey.number("y", "Its top edge.", in: Limits.coordinate, .points)
    static let controlFraction = ProfileKey.node(
        "fraction", "The control's centre as a share of the window's width and height.",
        .object(SchemaObject("A point as shares.", [fractionX, fractionY])), required: false)
    static let fractionX = ProfileKey.number("x", "A share of the width.", in: 0...1, .share)
    static let fractionY = ProfileKey.number("y", "A share of the height.", in: 0...1, .share)
    static let controlSize = ProfileKey.node("size", "The control's size.", .object(Device.size), required: false)
    static let interactive = ProfileKey.flag(
        "interactive", "Whether people touch it (a fold under it is an error).", default: true)
    static let scrollsWithContent = ProfileKey.flag(
        "scrollsWithContent", "Whether it scrolls with the content (a fold under it is a warning).", default: false)
}
