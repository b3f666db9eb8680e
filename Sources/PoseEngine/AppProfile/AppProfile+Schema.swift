// MARK: - The app profile's keys

/// Every key an app profile may hold, as `AppProfile.decode` reads it (Docs/DOMAIN.md §5–§6).
/// A new key goes here, in its object's list, and is read with `node.read(Keys.…)`: the JSON
/// Schema (`duosim profiles --schema app`, `Schemas/app-profile.schema.json`) follows.
extension AppProfile {
    /// The app profile's schema.
    package static let schema: ProfileSchema = ProfileSchema(
        title: "duosim app profile",
        meaning:
            "An app for duosim, in the API's words: what owns its bars, its toolbar and tab bar, an adaptive grid, an arrangement, its sheets and alerts, and custom controls. Sizes are points. Ids of toolbar items, tabs, presentations and controls share one name space.",
        root: Keys.root)

    enum Keys {
        typealias Device = DeviceProfile.Keys

        static let root: SchemaObject = SchemaObject(
            "An app profile.",
            [
                name, displayName, Device.sourceKey, compression, verticalBars, container, splitView, groups, toolbar,
                additionalOverflowItems, supportedOrientations, requiresFullScreen, tabBar, grid, arrangement,
                presentations, controls, readings,
            ],
            rules: [
                SchemaRule(
                    when: .notEquals("container", [Container.navigationSplitView.rawValue]), .absent(["splitView"]),
                    "a splitView is a NavigationSplitView's"),
                SchemaRule(
                    when: .absent("splitView"), .notOneOf("container", [Container.navigationSplitView.rawValue]),
                    "a NavigationSplitView needs its column widths"),
            ])
        static let name: ProfileKey<String> = .text("name", "The profile's short name (--app NAME).", .identifier)
        static let displayName: ProfileKey<String> = .text(
            "displayName", "The app's name as people read it.", required: false, default: "the name")

        // MARK: Bars

        static let compression: ProfileKey<BarCompression> = ProfileKey<BarCompression>(
            "compression",
            "toolbarVerticalCompressionBehavior: which bar gives way first in the side column. navigationFocused and taskOriented are earlier names of automatic and prefersToolbarItems.",
            shape: .choice(BarCompression.allCases.map(\.rawValue) + BarCompression.legacyNames.keys.sorted()),
            fallback: .automatic, defaultValue: .text(BarCompression.automatic.rawValue)
        ) { node in
            let name = try node.string()
            guard let compression = BarCompression(rawValue: name) ?? BarCompression.legacyNames[name] else {
                let choices = BarCompression.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw node.error(
                    "\"\(name)\" is not one of \(choices) (navigationFocused and taskOriented are read as automatic and prefersToolbarItems)"
                )
            }
            return compression
        }
        static let verticalBars: ProfileKey<JSONNode> = .node(
            "verticalBars", "Side bars on (true) or off (false) in every window, or off in some windows only.",
            .anyOf([.flag, .object(disabledInWindows)]), required: false, default: .flag(true))
        static let disabledInWindows: SchemaObject = SchemaObject("Windows with side bars disabled.", [disabledIn])
        static let disabledIn: ProfileKey<JSONNode> = .node(
            "disabledIn", "The windows in which the app disables side bars.",
            .list(.choice(WindowID.allCases.map(\.rawValue)), minItems: 0))
        static let container: ProfileKey<Container> = .choice(
            "container", "What owns the bars: only a container's bars go vertical; custom keeps them horizontal.",
            default: .navigationStack)
        static let splitView: ProfileKey<JSONNode> = .node(
            "splitView", "A NavigationSplitView's columns (with container navigationSplitView).",
            .object(
                SchemaObject(
                    "The columns' preferred widths, which the system rebalances around the fold.",
                    [sidebarWidth, contentWidth, inspectorWidth, detailMinimumWidth, Device.sourceKey])),
            required: false)
        static let sidebarWidth: ProfileKey<Double> = .number(
            "sidebarWidth", "The sidebar column's width.", in: Limits.size, .points)
        static let contentWidth: ProfileKey<Double> = .number(
            "contentWidth", "The content column's width, for three columns.", in: Limits.size, .points,
            required: false)
        static let inspectorWidth: ProfileKey<Double> = .number(
            "inspectorWidth", "The inspector column's width.", in: Limits.size, .points, required: false)
        static let detailMinimumWidth: ProfileKey<Double> = .number(
            "detailMinimumWidth",
            "The narrowest the detail may be before a column gives way (absent: the narrowest column the app sized).",
            in: Limits.size, .points, required: false)

        // MARK: Readings

        static let readings: ProfileKey<JSONNode> = .node(
            "readings",
            "The reading duosim simulates wherever the documents leave room (Docs/DOMAIN.md §10), by name; --reading NAME=VALUE overrides one.",
            .object(SchemaObject("Readings by name.", readingKeys)), required: false)
        static let readingKeys = Readings.choices.map { reading in
            ProfileKey.choice(
                reading.name, "One of its readings, the default first: \(reading.values.joined(separator: ", ")).",
                reading.values, required: false, default: reading.values.first)
        }

        // MARK: Toolbar

        static let groups: ProfileKey<JSONNode> = .node(
            "groups", "visibilityPriority given to whole groups of toolbar items (ToolbarItemGroup), each listed once.",
            .list(.object(group), minItems: 0), required: false)
        static let group: SchemaObject = SchemaObject("A group's priority.", [groupID, groupPriority])
        static let groupID: ProfileKey<String> = .text(
            "id", "The group, as toolbar items name it in group.", .identifier)
        static let priorityWords: [String] = ["automatic"] + VisibilityPriority.allCases.map(\.rawValue)
        static let groupPriority: ProfileKey<JSONNode> = .node(
            "visibilityPriority", "What overflows first: low before standard before high (automatic is standard).",
            .choice(priorityWords))
        static let toolbar: ProfileKey<JSONNode> = .node(
            "toolbar", "The toolbar's items, in the order the app declares them.", .list(.object(item), minItems: 0),
            required: false)
        static let item: SchemaObject = SchemaObject(
            "A toolbar item.",
            [
                itemID, itemTitle, symbol, placement, itemGroup, itemPriority, axisBehavior, badge, itemKind, height,
            ],
            rules: [
                SchemaRule(
                    when: .notEquals("kind", [ToolbarItemKind.fixedSpacer.rawValue]), .absent(["height"]),
                    "only a fixedSpacer has a height")
            ])
        static let itemID: ProfileKey<String> = .text(
            "id", "The item's id, unique among items, tabs, presentations and controls.", .identifier)
        static let itemTitle: ProfileKey<String> = .text(
            "title", "The item's title.", required: false, default: "the id")
        static let symbol: ProfileKey<String> = .text(
            "symbol", "The item's SF Symbol; an item with one may go into the side column.", required: false,
            default: "none")
        static let placement: ProfileKey<BarItemPlacement> = .choice(
            "placement", "ToolbarItemPlacement: where the item goes.")
        static let itemGroup: ProfileKey<String> = .text(
            "group", "The group the item overflows with.", .identifier, required: false, default: "the id")
        static let itemPriority: ProfileKey<JSONNode> = .node(
            "visibilityPriority",
            "What overflows first; an item's own beats its group's; a badge keeps an item at least high.",
            .anyOf([.choice(priorityWords), .object(relative)]), required: false,
            default: .text("automatic"))
        static let relative: SchemaObject = SchemaObject(
            "A priority half a step above or below another item's.", relativeKeys,
            rules: [SchemaRule(.exactlyOne(relativeKeys.map(\.name)), "give one")])
        static let relativeKeys: [ProfileKey<String>] = [higherThan, lowerThan]
        static let higherThan: ProfileKey<String> = .text(
            "higherThan", "The toolbar item this one ranks above.", .identifier, required: false)
        static let lowerThan: ProfileKey<String> = .text(
            "lowerThan", "The toolbar item this one ranks below.", .identifier, required: false)
        static let axisBehavior: ProfileKey<AxisBehavior> = .choice(
            "axisBehavior",
            "May the item go into the side column: automatic (a symbol does, a title or custom view stays horizontal), horizontalOnly, verticalPreferred.",
            default: .automatic)
        static let badge: ProfileKey<JSONNode> = .node(
            "badge", "A badge's count, 0 to 99999.", .wholeNumber(0...99_999), required: false,
            default: .described("none"))
        static let itemKind: ProfileKey<ToolbarItemKind> = .choice(
            "kind", "A button, a custom view, a flexible spacer (zero height) or a fixed spacer (with height).",
            default: .button)
        static let height: ProfileKey<Double> = .number(
            "height", "A fixedSpacer's height in the side column.", in: Limits.length, .points, required: false)

        static let additionalOverflowItems: ProfileKey<JSONNode> = .node(
            "additionalOverflowItems",
            "Items the app adds to the overflow menu itself (a ToolbarOverflowMenu's content): only ever in the menu, which shows each with its symbol and title; its button then always shows, taking a slot.",
            .list(.object(overflowItem), minItems: 0), required: false)
        static let overflowItem: SchemaObject = SchemaObject(
            "An item of the overflow menu.", [overflowItemID, itemTitle, overflowItemSymbol])
        static let overflowItemID: ProfileKey<String> = .text(
            "id", "The item's id, unique among items, tabs, presentations and controls.", .identifier)
        static let overflowItemSymbol: ProfileKey<String> = .text(
            "symbol", "The item's SF Symbol, shown beside its title in the menu.", required: false, default: "none")

        static let supportedOrientations: ProfileKey<JSONNode> = .node(
            "supportedOrientations",
            "UISupportedInterfaceOrientations: the interface orientations the app allows; in another the interface stays in the first listed.",
            .list(.choice(Orientation.allCases.map(\.rawValue)), minItems: 1), required: false,
            default: .list(Orientation.allCases.map(\.rawValue)))
        static let requiresFullScreen: ProfileKey<Bool> = .flag(
            "requiresFullScreen", "UIRequiresFullScreen: the app opts out of Split View and has the whole display.",
            default: false)

        // MARK: Tab bar

        static let tabBar: ProfileKey<JSONNode> = .node(
            "tabBar", "The tab bar: its style and tabs.",
            .object(
                SchemaObject(
                    "A tab bar.", [tabItems, tabStyle, tabSidebarWidth, Device.optionalSourceKey],
                    rules: [
                        SchemaRule(
                            when: .equals("style", [TabBarStyle.sidebarAdaptable.rawValue]),
                            .required(["sidebarWidth", "source"]), "a sidebar needs its width")
                    ])),
            required: false)
        static let tabItems: ProfileKey<JSONNode> = .node(
            "items", "The tabs, in order.", .list(.object(tab), minItems: 0))
        static let tab: SchemaObject = SchemaObject("A tab.", [tabID, tabTitle, tabSymbol, badge])
        static let tabID: ProfileKey<String> = .text(
            "id", "The tab's id, unique among items, tabs, presentations and controls.", .identifier)
        static let tabTitle: ProfileKey<String> = .text("title", "The tab's title.", required: false, default: "the id")
        static let tabSymbol: ProfileKey<String> = .text("symbol", "The tab's SF Symbol.")
        static let tabStyle: ProfileKey<TabBarStyle> = .choice(
            "style", "automatic: a bar; sidebarAdaptable: a sidebar on the inner display.", default: .automatic)
        static let tabSidebarWidth: ProfileKey<Double> = .number(
            "sidebarWidth", "The sidebar's width (with style sidebarAdaptable).", in: Limits.size, .points,
            required: false)
    }
}
