// MARK: - Loading

extension AppProfile {
    /// Reads and validates an app profile.
    /// - Throws: `DataError` naming the JSON path and what is wrong.
    ///
    /// The bytes are the file's, however the caller reads them: the engine itself reads no files.
    ///
    /// ```swift
    /// let text = #"{"name": "notes", "source": "assumed: a sketch", "toolbar": []}"#
    /// let notes = try AppProfile.decode(Array(text.utf8), file: "notes.json")
    /// notes.displayName   // "notes"
    /// ```
    public static func decode(_ data: some Collection<UInt8>, file: String) throws -> AppProfile {
        let root = try JSONNode.parse(data, file: file)
        try root.rejectUnknownKeys([
            "name", "displayName", "source", "compression", "verticalBars", "toolbar", "tabBar", "grid", "arrangement",
            "presentations",
            "controls", "groups", "container", "splitView", "readings",
        ])
        try DeviceProfile.requireSource(root)
        let name = try root.member("name").string()
        guard !name.isEmpty else { throw try root.member("name").error("must not be empty") }
        var profile = AppProfile(name: name, displayName: try root.optionalMember("displayName")?.string() ?? name)
        // Each part in the order a reader meets it, so the first complaint is the first wrong thing.
        try profile.decodeBars(root)
        var ids = UniqueIDs()
        try profile.decodeToolbar(root, ids: &ids)
        try profile.decodeTabBar(root, ids: &ids)
        try profile.decodeGrid(root)
        try profile.decodeArrangement(root)
        try profile.decodePresentations(root, ids: &ids)
        try profile.decodeControls(root, ids: &ids)
        try profile.decodeReadings(root)
        profile.sourceSpans = Dictionary(
            zip(ids.placed.map(\.id), root.sourceSpans(ids.placed.map(\.span))), uniquingKeysWith: { first, _ in first }
        )
        return profile
    }

    /// The ids of toolbar items, tabs, presentations and controls: one name space.
    struct UniqueIDs {
        private var seen = Set<String>()
        /// Each entry's id and the bytes its object spans, in the order they were claimed.
        private(set) var placed: [(id: String, span: Range<Int>)] = []

        /// Fails on an empty id, or one another entry already has.
        mutating func claim(_ id: String, _ node: JSONNode) throws {
            guard !id.isEmpty else { throw try node.member("id").error("must not be empty") }
            guard seen.insert(id).inserted else {
                throw try node.member("id").error("\"\(id)\" is already used by another item")
            }
            if let span = node.span { placed.append((id, span)) }
        }
    }

    // MARK: Parts

    /// `compression`, `verticalBars`, `container` and `splitView`: what owns the bars and how they give way.
    private mutating func decodeBars(_ root: JSONNode) throws {
        if let node = try root.optionalMember("compression") {
            let name = try node.string()
            guard let compression = BarCompression(rawValue: name) ?? BarCompression.legacyNames[name] else {
                let choices = BarCompression.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw node.error(
                    "\"\(name)\" is not one of \(choices) (navigationFocused and taskOriented are read as automatic and prefersToolbarItems)"
                )
            }
            self.compression = compression
        }
        if let node = try root.optionalMember("verticalBars") {
            if node.isObject {
                // {"disabledIn": ["left", "right"]}: side bars disabled in those windows only.
                try node.rejectUnknownKeys(["disabledIn"])
                verticalBarsDisabledIn = Set(
                    try node.member("disabledIn").array().map { try $0.oneOf(WindowID.self) })
            } else {
                allowsVerticalBars = try node.bool()
            }
        }
        container = try root.optionalMember("container")?.oneOf(AppProfile.Container.self) ?? .navigationStack
        if let node = try root.optionalMember("splitView") {
            guard container == .navigationSplitView else {
                throw node.error("a splitView needs \"container\": \"navigationSplitView\"")
            }
            try node.rejectUnknownKeys([
                "sidebarWidth", "contentWidth", "inspectorWidth", "detailMinimumWidth", "source",
            ])
            try DeviceProfile.requireSource(node)
            splitColumns = SplitColumnsSpec(
                sidebarWidth: try node.member("sidebarWidth").number(in: Limits.size),
                contentWidth: try node.optionalMember("contentWidth")?.number(in: Limits.size),
                inspectorWidth: try node.optionalMember("inspectorWidth")?.number(in: Limits.size),
                detailMinimumWidth: try node.optionalMember("detailMinimumWidth")?.number(in: Limits.size))
        } else if container == .navigationSplitView {
            throw try root.member("container").error(
                "a navigationSplitView needs a \"splitView\" with its column widths")
        }
    }

    /// `groups` and `toolbar`: collected, then set once (setting them works out the toolbar's plan).
    private mutating func decodeToolbar(_ root: JSONNode, ids: inout UniqueIDs) throws {
        var groupPriorities: [String: VisibilityPriority] = [:]
        for node in try root.optionalMember("groups")?.array() ?? [] {
            try node.rejectUnknownKeys(["id", "visibilityPriority"])
            let id = try node.member("id").string()
            guard groupPriorities[id] == nil else {
                throw try node.member("id").error("group \"\(id)\" is listed twice")
            }
            let (value, relative) = try Self.priority(node.member("visibilityPriority"))
            if relative != nil {
                throw try node.member("visibilityPriority").error("a group's priority is low, standard or high")
            }
            groupPriorities[id] = value
        }
        var toolbarItems: [ToolbarItemSpec] = []
        for node in try root.optionalMember("toolbar")?.array() ?? [] {
            toolbarItems.append(try Self.toolbarItem(node, ids: &ids))
        }
        // A relative priority names another item.
        for (index, item) in toolbarItems.enumerated() {
            if let relative = item.relativePriority, !toolbarItems.contains(where: { $0.id == relative.other }) {
                let node = try root.member("toolbar").array()[index].member("visibilityPriority")
                throw node.error(
                    "no toolbar item \"\(relative.other)\" to be \(relative.higher ? "higher" : "lower") than")
            }
        }
        self.groupPriorities = groupPriorities
        self.toolbarItems = toolbarItems
    }

    /// One entry of `toolbar`.
    private static func toolbarItem(_ node: JSONNode, ids: inout UniqueIDs) throws -> ToolbarItemSpec {
        try node.rejectUnknownKeys([
            "id", "title", "symbol", "placement", "group", "visibilityPriority", "axisBehavior", "badge", "kind",
            "height",
        ])
        let id = try node.member("id").string()
        try ids.claim(id, node)
        var value = VisibilityPriority.standard
        var relative: RelativePriority?
        let priorityNode = try node.optionalMember("visibilityPriority")
        if let priorityNode { (value, relative) = try priority(priorityNode) }
        let placement = try node.member("placement").oneOf(BarItemPlacement.self)
        let kind = try node.optionalMember("kind")?.oneOf(ToolbarItemKind.self) ?? .button
        let height = try node.optionalMember("height")?.number(in: Limits.length)
        if height != nil && kind != .fixedSpacer {
            throw try node.member("height").error("only a fixedSpacer has a height")
        }
        return ToolbarItemSpec(
            id: id, title: try node.optionalMember("title")?.string() ?? id,
            symbol: try node.optionalMember("symbol")?.string(),
            placement: placement, group: try node.optionalMember("group")?.string() ?? id,
            visibilityPriority: value,
            axisBehavior: try node.optionalMember("axisBehavior")?.oneOf(AxisBehavior.self) ?? .automatic,
            badge: try badge(node), kind: kind,
            hasOwnPriority: priorityNode != nil && (try? priorityNode?.string()) != "automatic",
            relativePriority: relative,
            spacerHeight: height)
    }

    /// `"automatic"` (standard), `"low"`, `"standard"`, `"high"`, or `{"higherThan": ID}` / `{"lowerThan": ID}`.
    private static func priority(_ node: JSONNode) throws -> (VisibilityPriority, RelativePriority?) {
        if let object = try? node.members() {
            try node.rejectUnknownKeys(["higherThan", "lowerThan"])
            guard object.count == 1 else { throw node.error("give one of \"higherThan\" or \"lowerThan\"") }
            let higher = object["higherThan"] != nil
            return (
                .standard,
                RelativePriority(
                    higher: higher, other: try node.member(higher ? "higherThan" : "lowerThan").string())
            )
        }
        let name = try node.string()
        guard name == "automatic" || VisibilityPriority(rawValue: name) != nil else {
            throw node.error(
                "\"\(name)\" is not one of \"automatic\", \"low\", \"standard\", \"high\", or {\"higherThan\": ID} / {\"lowerThan\": ID}"
            )
        }
        return (VisibilityPriority(rawValue: name) ?? .standard, nil)
    }

    /// `tabBar`: its style, a sidebar's width, and the tabs.
    private mutating func decodeTabBar(_ root: JSONNode, ids: inout UniqueIDs) throws {
        guard let tabBar = try root.optionalMember("tabBar") else { return }
        try tabBar.rejectUnknownKeys(["items", "style", "sidebarWidth", "source"])
        tabBarStyle = try tabBar.optionalMember("style")?.oneOf(AppProfile.TabBarStyle.self) ?? .automatic
        if tabBarStyle == .sidebarAdaptable {
            try DeviceProfile.requireSource(tabBar)
            tabSidebarWidth = try tabBar.member("sidebarWidth").number(in: Limits.size)
        }
        for node in try tabBar.member("items").array() {
            try node.rejectUnknownKeys(["id", "title", "symbol", "badge"])
            let id = try node.member("id").string()
            try ids.claim(id, node)
            tabItems.append(
                TabItemSpec(
                    id: id, title: try node.optionalMember("title")?.string() ?? id,
                    symbol: try node.member("symbol").string(), badge: try Self.badge(node)))
        }
    }

    /// `grid`: an adaptive grid's numbers.
    private mutating func decodeGrid(_ root: JSONNode) throws {
        guard let grid = try root.optionalMember("grid") else { return }
        try grid.rejectUnknownKeys([
            "minimumItemWidth", "spacing", "padding", "evenColumns", "activeFold", "scrollAxis", "source",
        ])
        try DeviceProfile.requireSource(grid)
        var spec = AdaptiveGridSpec(
            minimumItemWidth: try grid.member("minimumItemWidth").number(in: Limits.size),
            spacing: try grid.member("spacing").number(in: Limits.length),
            padding: try grid.member("padding").number(in: Limits.length),
            evenColumns: try grid.optionalMember("evenColumns")?.oneOf(EvenColumnRule.self) ?? .roundDown,
            scrollAxis: try grid.optionalMember("scrollAxis")?.oneOf(ArrangementAxis.self) ?? .vertical)
        spec.activeFold =
            try grid.optionalMember("activeFold")?.oneOf(AdaptiveGridSpec.ActiveFoldRule.self) ?? .fourColumns
        self.grid = spec
    }

    /// `arrangement`: two views split or overlaid.
    private mutating func decodeArrangement(_ root: JSONNode) throws {
        guard let node = try root.optionalMember("arrangement") else { return }
        try node.rejectUnknownKeys([
            "style", "axes", "primaryLayoutPriority", "secondaryLayoutPriority", "minimumPaneSize", "source",
        ])
        try DeviceProfile.requireSource(node)
        let axesNode = try node.optionalMember("axes")
        let axes = try axesNode?.array().map { try $0.oneOf(ArrangementAxis.self) } ?? ArrangementAxis.allCases
        if let axesNode, axes.isEmpty { throw axesNode.error("needs at least one axis") }
        let minimum = try node.member("minimumPaneSize")
        try minimum.rejectUnknownKeys(["width", "height"])
        arrangement = ArrangementSpec(
            style: try node.member("style").oneOf(ArrangementSpec.Style.self), axes: axes,
            primaryLayoutPriority: try node.optionalMember("primaryLayoutPriority")?.number(in: Limits.priority)
                ?? 0,
            secondaryLayoutPriority: try node.optionalMember("secondaryLayoutPriority")?.number(in: Limits.priority)
                ?? 0,
            minimumPaneSize: Size(
                width: try minimum.member("width").number(in: Limits.length),
                height: try minimum.member("height").number(in: Limits.length)))
    }

    /// `presentations`: sheets (with their size) and alerts.
    private mutating func decodePresentations(_ root: JSONNode, ids: inout UniqueIDs) throws {
        for node in try root.optionalMember("presentations")?.array() ?? [] {
            try node.rejectUnknownKeys(["id", "kind", "size", "presentationPlacement", "verticalBars", "source"])
            let kind = try node.member("kind").oneOf(PresentationSpec.Kind.self)
            var size: Size?
            if let sizeNode = try node.optionalMember("size") {
                try DeviceProfile.requireSource(node)
                try sizeNode.rejectUnknownKeys(["width", "height"])
                size = Size(
                    width: try sizeNode.member("width").number(in: Limits.size),
                    height: try sizeNode.member("height").number(in: Limits.size))
            } else if kind == .sheet {
                throw node.error("missing key \"size\": a sheet needs its preferred size")
            }
            let id = try node.optionalMember("id")?.string() ?? kind.rawValue
            try ids.claim(id, node)
            presentations.append(
                PresentationSpec(
                    id: id, kind: kind, size: size,
                    placement: try node.optionalMember("presentationPlacement")?.oneOf(PresentationSpec.Placement.self)
                        ?? .leading,
                    allowsVerticalBars: try node.optionalMember("verticalBars")?.bool() ?? true))
        }
    }

    private static func badge(_ node: JSONNode) throws -> Int? {
        guard let badge = try node.optionalMember("badge") else { return nil }
        let value = try badge.number(in: 0...99_999)
        guard value == value.rounded() else { throw badge.error("must be a whole number of at most 99999") }
        return Int(value)
    }
}
