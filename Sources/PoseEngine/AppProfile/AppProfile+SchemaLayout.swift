// MARK: - The app profile's keys: grid, arrangement, presentations, controls

extension AppProfile.Keys {
    // MARK: Grid and arrangement

    static let grid: ProfileKey<JSONNode> = .node(
        "grid", "An adaptive grid (GridItem(.adaptive(minimum:))) and its numbers.",
        .object(
            SchemaObject(
                "An adaptive grid.",
                [minimumItemWidth, spacing, padding, evenColumns, activeFold, scrollAxis, Device.sourceKey])),
        required: false)
    static let minimumItemWidth: ProfileKey<Double> = .number(
        "minimumItemWidth", "The smallest width an item may have.", in: Limits.size, .points)
    static let spacing: ProfileKey<Double> = .number("spacing", "The space between items.", in: Limits.length, .points)
    static let padding: ProfileKey<Double> = .number(
        "padding", "The space around the grid.", in: Limits.length, .points)
    static let evenColumns: ProfileKey<EvenColumnRule> = .choice(
        "evenColumns", "Around a fold the columns must be even: round an odd count down, or add one.",
        default: .roundDown)
    static let activeFold: ProfileKey<AdaptiveGridSpec.ActiveFoldRule> = .choice(
        "activeFold",
        "Around an active fold: four equal columns sized from the narrower side (002), or even columns suffice (Apple's DTS answer, 003).",
        default: .fourColumns)
    static let scrollAxis: ProfileKey<ArrangementAxis> = .choice(
        "scrollAxis",
        "The way the grid scrolls (horizontal: its tracks are rows); it keeps off only a fold along that way.",
        default: .vertical)

    static let arrangement: ProfileKey<JSONNode> = .node(
        "arrangement", "Two views split or overlaid, as an arrangement view places them.",
        .object(
            SchemaObject(
                "An arrangement.",
                [
                    arrangementStyle, axes, primaryLayoutPriority, secondaryLayoutPriority, minimumPaneSize,
                    overlayArrangementEdge, ratio, overlaySize, overlayArrangementZIndex, secondaryCollapsed,
                    inside, Device.sourceKey,
                ],
                rules: [
                    SchemaRule(
                        when: .notEquals("style", [ArrangementSpec.Style.overlay.rawValue]),
                        .absent(["overlayArrangementEdge", "overlaySize", "overlayArrangementZIndex"]),
                        "only an overlay has an edge, a size and z-indices")
                ])),
        required: false)
    static let arrangementStyle: ProfileKey<ArrangementSpec.Style> = .choice(
        "style", "Side by side (split) or one over the other (overlay).")
    static let axes: ProfileKey<JSONNode> = .node(
        "axes", "The axes the app allows, in its order of preference.",
        .list(.choice(ArrangementAxis.allCases.map(\.rawValue)), minItems: 1), required: false,
        default: .list(ArrangementAxis.allCases.map(\.rawValue)))
    static let primaryLayoutPriority: ProfileKey<Double> = .number(
        "primaryLayoutPriority", "The primary view's layout priority.", in: Limits.priority, .none, default: 0)
    static let secondaryLayoutPriority: ProfileKey<Double> = .number(
        "secondaryLayoutPriority", "The secondary view's layout priority.", in: Limits.priority, .none, default: 0)
    static let minimumPaneSize: ProfileKey<JSONNode> = .node(
        "minimumPaneSize", "The smallest a pane may be for an axis to fit.",
        .object(SchemaObject("A pane's smallest size.", [paneWidth, paneHeight])))
    static let paneWidth: ProfileKey<Double> = .number("width", "The smallest width.", in: Limits.length, .points)
    static let paneHeight: ProfileKey<Double> = .number("height", "The smallest height.", in: Limits.length, .points)
    static let overlayArrangementEdge: ProfileKey<ArrangementSpec.OverlayEdge> = .choice(
        "overlayArrangementEdge",
        "An overlay's horizontal edge: the primary view stands at it over the secondary, and on that side of a vertical fold.",
        required: false)
    static let ratio: ProfileKey<Double> = ProfileKey(
        "ratio",
        "The primary view's share along a split's axis while no fold divides it, or of an overlay's width at its edge.",
        shape: .openFraction, required: false
    ) { node in
        let fraction = try node.number()
        guard fraction > 0, fraction < 1 else {
            throw node.error("must be between 0 and 1, exclusive (found \(formatPoints(fraction)))")
        }
        return fraction
    }
    static let overlaySize: ProfileKey<JSONNode> = .node(
        "overlaySize", "The overlaid primary view's size at its edge (else from ratio, full height).",
        .object(SchemaObject("A view's size.", [overlayWidth, overlayHeight])), required: false)
    static let overlayWidth: ProfileKey<Double> = .number("width", "The width.", in: Limits.size, .points)
    static let overlayHeight: ProfileKey<Double> = .number("height", "The height.", in: Limits.size, .points)
    static let overlayArrangementZIndex: ProfileKey<JSONNode> = .node(
        "overlayArrangementZIndex", "Each view's z-index in an overlay: the higher one is on top (else the primary).",
        .object(SchemaObject("The views' z-indices.", [primaryZIndex, secondaryZIndex])), required: false)
    static let primaryZIndex: ProfileKey<Double> = .number(
        "primary", "The primary view's z-index.", in: Limits.priority, .none)
    static let secondaryZIndex: ProfileKey<Double> = .number(
        "secondary", "The secondary view's z-index.", in: Limits.priority, .none)
    static let secondaryCollapsed: ProfileKey<Bool> = .flag(
        "secondaryCollapsed", "The secondary view is collapsed: only the primary shows.", default: false)
    static let inside: ProfileKey<ArrangementSpec.Enclosure> = .choice(
        "inside",
        "What the arrangement view is placed inside: none, or a list or scrollView, which 003 rules out (an audit warning, as inside a NavigationSplitView).",
        default: ArrangementSpec.Enclosure.none)

    // MARK: Presentations

    static let presentations: ProfileKey<JSONNode> = .node(
        "presentations", "Sheets, alerts, popovers and context menus the app presents.",
        .list(.object(presentation), minItems: 0), required: false)
    /// A presentation at the top level; `presentationLevels[depth - 1]` at each depth.
    static let presentation = presentationLevels[0]
    /// A presentation's object at each depth, 1 to `Limits.presentationDepth`: the deepest can't
    /// present another (JSON Schema is written out here, one level inside the other).
    static let presentationLevels: [SchemaObject] = {
        var levels: [SchemaObject] = []
        var inner: SchemaObject?
        for _ in 1...Limits.presentationDepth {
            var keys: [any SchemaKeyed] = [
                presentationID, presentationKind, presentationSize, presentationPlacement, presentationBars,
                presentationAnchor, sheetToolbar,
            ]
            if let inner {
                keys.append(
                    ProfileKey.node(
                        "presents", "Presentations over this one (a sheet over a sheet, an alert over a sheet).",
                        .list(.object(inner), minItems: 0), required: false))
            }
            keys.append(Device.optionalSourceKey)
            let level = SchemaObject(
                "A sheet, an alert, a popover or a context menu.", keys, rules: presentationRules)
            levels.insert(level, at: 0)
            inner = level
        }
        return levels
    }()
    static let presentationRules = [
        SchemaRule(
            when: .equals("kind", [PresentationSpec.Kind.sheet, .popover, .contextMenu].map(\.rawValue)),
            .required(["size"]),
            "all but an alert need their preferred size"),
        SchemaRule(when: .present("size"), .required(["source"]), "a size names its source"),
        SchemaRule(
            when: .equals(
                "kind", [PresentationSpec.Kind.popover.rawValue, PresentationSpec.Kind.contextMenu.rawValue]),
            .required(["anchor"]), "a popover or a context menu points at its anchor"),
        SchemaRule(
            when: .equals("kind", [PresentationSpec.Kind.sheet.rawValue, PresentationSpec.Kind.alert.rawValue]),
            .absent(["anchor"]), "only a popover or a context menu has an anchor"),
        SchemaRule(
            when: .equals("kind", [PresentationSpec.Kind.alert, .contextMenu].map(\.rawValue)),
            .absent(["toolbar"]),
            "only a sheet or a popover has a toolbar of its own"),
    ]
    static let presentationID: ProfileKey<String> = .text(
        "id", "The presentation's id, unique among items, tabs, presentations and controls.", .identifier,
        required: false, default: "the kind")
    static let presentationKind: ProfileKey<PresentationSpec.Kind> = .choice(
        "kind", "A sheet, an alert, a popover (a sheet in a compact width) or a context menu.")
    static let presentationSize: ProfileKey<JSONNode> = .node(
        "size", "The preferred size (an alert takes the device's alert size).", .object(Device.size),
        required: false)
    static let presentationPlacement: ProfileKey<PresentationSpec.Placement> = .choice(
        "presentationPlacement", "presentationPlacement: the side of a fold a sheet prefers.", default: .leading)
    static let presentationBars: ProfileKey<Bool> = .flag(
        "verticalBars", "false: toolbarVerticalBehavior(.disabled) on the presentation; its bars stay horizontal.",
        default: true)
    static let presentationAnchor: ProfileKey<JSONNode> = .node(
        "anchor",
        "What a popover or a context menu points at: a toolbar item's, a tab's or a control's id, or a point of the content.",
        .anyOf([.text(.identifier), .object(anchorPoint)]), required: false)
    static let anchorPoint: SchemaObject = SchemaObject(
        "A point of the content, as shares of its width (from its leading edge) and height.", [fractionX, fractionY])
    static let sheetToolbar: ProfileKey<JSONNode> = .node(
        "toolbar", "A sheet's or a popover's own toolbar items (a popover adapted to a sheet has a sheet's bars).",
        .list(.object(item), minItems: 0), required: false)

    // MARK: Controls

    static let controls: ProfileKey<JSONNode> = .node(
        "controls", "Custom controls the app places itself (duosim audit checks them).",
        .list(.object(control), minItems: 0), required: false)
    static let control: SchemaObject = SchemaObject(
        "A custom control: one placement (anchor with an optional offset, frame, or fraction) and a size.",
        [
            controlID, controlGroup, anchor, offset, controlFrame, controlFraction, controlSize, interactive,
            scrollsWithContent, reservedRegion,
        ],
        rules: [
            SchemaRule(.exactlyOne(placements), "one placement"),
            SchemaRule(when: .present("anchor"), .required(["size"]), "an anchored control needs its size"),
            SchemaRule(when: .present("fraction"), .required(["size"]), "a control at a fraction needs its size"),
            SchemaRule(when: .present("frame"), .absent(["size"]), "a frame has its own size"),
        ])
    /// The keys that place a control; it has exactly one.
    static let placements: [String] = [anchor.name, controlFrame.name, controlFraction.name]
    static let controlID: ProfileKey<String> = .text(
        "id", "The control's id, unique among items, tabs, presentations and controls.", .identifier)
    static let controlGroup: ProfileKey<String> = .text(
        "group", "Controls of one group move together.", .identifier, required: false, default: "the id")
    static let anchor: ProfileKey<ControlAnchor> = .choice(
        "anchor", "A point of the window's safe area the control is pinned to.", required: false)
    static let offset: ProfileKey<JSONNode> = .node(
        "offset", "An anchored control's offset from its anchor.",
        .object(SchemaObject("An offset.", [offsetX, offsetY])), required: false,
        default: .described("no offset"))
    static let offsetX: ProfileKey<Double> = .number("x", "Rightward.", in: Limits.coordinate, .points)
    static let offsetY: ProfileKey<Double> = .number("y", "Downward.", in: Limits.coordinate, .points)
    static let controlFrame: ProfileKey<JSONNode> = .node(
        "frame", "A frame in the window's coordinates.",
        .object(SchemaObject("A frame.", [frameX, frameY, Device.sizeWidth, Device.sizeHeight])), required: false)
    static let frameX: ProfileKey<Double> = .number("x", "Its left edge.", in: Limits.coordinate, .points)
    static let frameY: ProfileKey<Double> = .number("y", "Its top edge.", in: Limits.coordinate, .points)
    static let controlFraction: ProfileKey<JSONNode> = .node(
        "fraction", "The control's centre as a share of the window's width and height.",
        .object(SchemaObject("A point as shares.", [fractionX, fractionY])), required: false)
    static let fractionX: ProfileKey<Double> = .number("x", "A share of the width.", in: 0...1, .share)
    static let fractionY: ProfileKey<Double> = .number("y", "A share of the height.", in: 0...1, .share)
    static let controlSize: ProfileKey<JSONNode> = .node(
        "size", "The control's size.", .object(Device.size), required: false)
    static let interactive: ProfileKey<Bool> = .flag(
        "interactive", "Whether people touch it (a fold under it is an error).", default: true)
    static let scrollsWithContent: ProfileKey<Bool> = .flag(
        "scrollsWithContent", "Whether it scrolls with the content (a fold under it is a warning).", default: false)
    static let reservedRegion: ProfileKey<ReservedRegionKind> = .choice(
        "reservedRegion",
        "systemControls: the control is custom chrome padded by the insets of the window's systemControls regions (the side column, the bars and the status area), as `.reservedRegion(.systemControls)` pads it: its anchor, frame or fraction counts in the window less them, and it is no larger than what is left.",
        only: [.systemControls], required: false)
}
