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
        return try root.collectingErrors {
            guard !root.isDeviceProfile else {
                throw root.error(
                    "a device profile, not an app profile: it has \"displays\" and \"poses\" (a device is given with --profile)"
                )
            }
            return try decode(root)
        }
    }

    /// Reads every part, each in the order a reader meets it; a part or an entry that is wrong is
    /// recorded (`recover`) and the next one read, so one pass finds every mistake.
    private static func decode(_ root: JSONNode) throws -> AppProfile {
        try root.checkKeys(Keys.root)
        try root.recover { try DeviceProfile.requireSource(root) }
        let name = try root.recover { try root.read(Keys.name) } ?? "?"
        let displayName = try root.recover { try root.readIfPresent(Keys.displayName) } ?? nil
        var profile = AppProfile(name: name, displayName: displayName ?? name)
        try root.recover { try profile.decodeBars(root) }
        var ids = UniqueIDs()
        try root.recover { try profile.decodeToolbar(root, ids: &ids) }
        try root.recover { try profile.decodeTabBar(root, ids: &ids) }
        try root.recover { try profile.decodeGrid(root) }
        try root.recover { try profile.decodeArrangement(root) }
        let anchors = try root.recover { try profile.decodePresentations(root, ids: &ids) } ?? []
        try root.recover { try profile.decodeControls(root, ids: &ids) }
        // An anchor may name an entry that failed: checked only when everything else read.
        if !root.hasErrors { try profile.checkAnchors(anchors) }
        try root.recover { try profile.decodeReadings(root) }
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
        compression = try root.read(Keys.compression)
        if let node = try root.readIfPresent(Keys.verticalBars) {
            if node.isObject {
                // {"disabledIn": ["left", "right"]}: side bars disabled in those windows only.
                try node.checkKeys(Keys.disabledInWindows)
                verticalBarsDisabledIn = Set(
                    try node.read(Keys.disabledIn).array().map { try $0.oneOf(WindowID.self) })
            } else {
                allowsVerticalBars = try node.bool()
            }
        }
        container = try root.read(Keys.container)
        if let node = try root.readIfPresent(Keys.splitView) {
            guard container == .navigationSplitView else {
                throw node.error("a splitView needs \"container\": \"navigationSplitView\"")
            }
            try node.checkKeys(Keys.splitView.object)
            try DeviceProfile.requireSource(node)
            splitColumns = SplitColumnsSpec(
                sidebarWidth: try node.read(Keys.sidebarWidth), contentWidth: try node.readIfPresent(Keys.contentWidth),
                inspectorWidth: try node.readIfPresent(Keys.inspectorWidth),
                detailMinimumWidth: try node.readIfPresent(Keys.detailMinimumWidth))
        } else if container == .navigationSplitView {
            throw try root.member("container").error(
                "a navigationSplitView needs a \"splitView\" with its column widths")
        }
    }

    /// `groups` and `toolbar`: collected, then set once (setting them works out the toolbar's plan).
    private mutating func decodeToolbar(_ root: JSONNode, ids: inout UniqueIDs) throws {
        var groupPriorities: [String: VisibilityPriority] = [:]
        let groups = try root.recover { try root.readIfPresent(Keys.groups)?.array(atMost: Limits.items, of: "groups") }
        for node in (groups ?? nil) ?? [] {
            try node.recover {
                try node.checkKeys(Keys.group)
                let id = try node.read(Keys.groupID)
                guard groupPriorities[id] == nil else {
                    throw try node.member("id").error("group \"\(id)\" is listed twice")
                }
                let (value, relative) = try Self.priority(node.read(Keys.groupPriority))
                if relative != nil {
                    throw try node.member("visibilityPriority").error("a group's priority is low, standard or high")
                }
                groupPriorities[id] = value
            }
        }
        let toolbarItems = try Self.toolbarItems(root.readIfPresent(Keys.toolbar), ids: &ids)
        self.groupPriorities = groupPriorities
        self.toolbarItems = toolbarItems
        if let node = try root.readIfPresent(Keys.supportedOrientations) {
            supportedOrientations = try node.array().map { try $0.oneOf(Orientation.self) }
            if supportedOrientations?.isEmpty == true { throw node.error("needs at least one orientation") }
        }
        requiresFullScreen = try root.read(Keys.requiresFullScreen)
        let menu = try root.readIfPresent(Keys.additionalOverflowItems)
        for node in try menu?.array(atMost: Limits.items, of: "overflow menu items") ?? [] {
            try node.recover {
                try node.checkKeys(Keys.overflowItem)
                let id = try node.read(Keys.overflowItemID)
                try ids.claim(id, node)
                additionalOverflowItems.append(
                    OverflowItemSpec(
                        id: id, title: try node.readIfPresent(Keys.itemTitle) ?? id,
                        symbol: try node.readIfPresent(Keys.overflowItemSymbol)))
            }
        }
    }

    /// A `toolbar` (the app's or a sheet's): its items, each relative priority naming another of them.
    static func toolbarItems(_ toolbar: JSONNode?, ids: inout UniqueIDs) throws -> [ToolbarItemSpec] {
        let nodes = try toolbar?.array(atMost: Limits.items, of: "toolbar items") ?? []
        var read: [(node: JSONNode, item: ToolbarItemSpec)] = []
        for node in nodes {
            if let item = try node.recover({ try toolbarItem(node, ids: &ids) }) { read.append((node, item)) }
        }
        let items = read.map(\.item)
        let itemIDs = Set(items.map(\.id))
        // A priority may name an item that failed: checked only when every item read.
        for (node, item) in read where read.count == nodes.count {
            if let relative = item.relativePriority, !itemIDs.contains(relative.other) {
                throw try node.member("visibilityPriority").error(
                    "no toolbar item \"\(relative.other)\" to be \(relative.higher ? "higher" : "lower") than")
            }
        }
        return items
    }

    /// One entry of `toolbar`.
    private static func toolbarItem(_ node: JSONNode, ids: inout UniqueIDs) throws -> ToolbarItemSpec {
        try node.checkKeys(Keys.item)
        let id = try node.read(Keys.itemID)
        try ids.claim(id, node)
        var value = VisibilityPriority.standard
        var relative: RelativePriority?
        let priorityNode = try node.readIfPresent(Keys.itemPriority)
        if let priorityNode { (value, relative) = try priority(priorityNode) }
        let placement = try node.read(Keys.placement)
        let kind = try node.read(Keys.itemKind)
        let height = try node.readIfPresent(Keys.height)
        if height != nil && kind != .fixedSpacer {
            throw try node.member("height").error("only a fixedSpacer has a height")
        }
        return ToolbarItemSpec(
            id: id, title: try node.readIfPresent(Keys.itemTitle) ?? id, symbol: try node.readIfPresent(Keys.symbol),
            placement: placement, group: try node.readIfPresent(Keys.itemGroup) ?? id, visibilityPriority: value,
            axisBehavior: try node.read(Keys.axisBehavior), badge: try badge(node), kind: kind,
            hasOwnPriority: priorityNode != nil && (try? priorityNode?.string()) != "automatic",
            relativePriority: relative, spacerHeight: height)
    }

    /// `"automatic"` (standard), `"low"`, `"standard"`, `"high"`, or `{"higherThan": ID}` / `{"lowerThan": ID}`.
    private static func priority(_ node: JSONNode) throws -> (VisibilityPriority, RelativePriority?) {
        if node.isObject {
            try node.checkKeys(Keys.relative)
            let given = try Keys.relativeKeys.filter { try node.optionalMember($0.name) != nil }
            guard given.count == 1, let key = given.first else {
                throw node.error("give one of \"higherThan\" or \"lowerThan\"")
            }
            return (.standard, RelativePriority(higher: key.name == Keys.higherThan.name, other: try node.read(key)))
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
        guard let tabBar = try root.readIfPresent(Keys.tabBar) else { return }
        try tabBar.checkKeys(Keys.tabBar.object)
        tabBarStyle = try tabBar.read(Keys.tabStyle)
        if tabBarStyle == .sidebarAdaptable {
            try DeviceProfile.requireSource(tabBar)
            tabSidebarWidth = try tabBar.read(Keys.tabSidebarWidth)
        } else {
            // Checked though a bar has no sidebar: a key given is a key read.
            try DeviceProfile.checkSourceIfPresent(tabBar)
            _ = try tabBar.readIfPresent(Keys.tabSidebarWidth)
        }
        for node in try tabBar.read(Keys.tabItems).array(atMost: Limits.items, of: "tabs") {
            try node.recover {
                try node.checkKeys(Keys.tab)
                let id = try node.read(Keys.tabID)
                try ids.claim(id, node)
                tabItems.append(
                    TabItemSpec(
                        id: id, title: try node.readIfPresent(Keys.tabTitle) ?? id,
                        symbol: try node.read(Keys.tabSymbol), badge: try Self.badge(node)))
            }
        }
    }

    /// `grid`: an adaptive grid's numbers.
    private mutating func decodeGrid(_ root: JSONNode) throws {
        guard let grid = try root.readIfPresent(Keys.grid) else { return }
        try grid.checkKeys(Keys.grid.object)
        try DeviceProfile.requireSource(grid)
        var spec = AdaptiveGridSpec(
            minimumItemWidth: try grid.read(Keys.minimumItemWidth), spacing: try grid.read(Keys.spacing),
            padding: try grid.read(Keys.padding), evenColumns: try grid.read(Keys.evenColumns),
            scrollAxis: try grid.read(Keys.scrollAxis))
        spec.activeFold = try grid.read(Keys.activeFold)
        self.grid = spec
    }

    /// `arrangement`: two views split or overlaid.
    private mutating func decodeArrangement(_ root: JSONNode) throws {
        guard let node = try root.readIfPresent(Keys.arrangement) else { return }
        try node.checkKeys(Keys.arrangement.object)
        try DeviceProfile.requireSource(node)
        let axesNode = try node.readIfPresent(Keys.axes)
        let axes = try axesNode?.array().map { try $0.oneOf(ArrangementAxis.self) } ?? ArrangementAxis.allCases
        if let axesNode, axes.isEmpty { throw axesNode.error("needs at least one axis") }
        let minimum = try node.read(Keys.minimumPaneSize)
        try minimum.checkKeys(Keys.minimumPaneSize.object)
        arrangement = ArrangementSpec(
            style: try node.read(Keys.arrangementStyle), axes: axes,
            primaryLayoutPriority: try node.read(Keys.primaryLayoutPriority),
            secondaryLayoutPriority: try node.read(Keys.secondaryLayoutPriority),
            minimumPaneSize: Size(width: try minimum.read(Keys.paneWidth), height: try minimum.read(Keys.paneHeight)))
        try arrangement?.readOptions(node)
    }

    /// A badge's count: a whole number within the key's range.
    private static func badge(_ node: JSONNode) throws -> Int? {
        guard let badge = try node.readIfPresent(Keys.badge) else { return nil }
        guard case .wholeNumber(let range) = Keys.badge.schema.shape else { return nil }
        let value = try badge.number(in: range)
        guard value == value.rounded() else { throw badge.error("must be a whole number of at most 99999") }
        return Int(value)
    }
}

extension JSONNode {
    /// Whether the document is a device profile's: an object with `displays` and `poses`, keys
    /// no app profile has, so a device profile given as an app is named as one.
    var isDeviceProfile: Bool {
        guard case .object(let members, _) = tree else { return false }
        return members["displays"] != nil && members["poses"] != nil
    }

    /// Whether the document is an app profile's: an object with none of a device profile's
    /// `displays`, `poses`, `hinge`, and one of an app's `toolbar`, `controls`, `tabBar`, `container`.
    var isAppProfile: Bool {
        guard case .object(let members, _) = tree else { return false }
        let device = ["displays", "poses", "hinge"].contains { members[$0] != nil }
        return !device && ["toolbar", "controls", "tabBar", "container"].contains { members[$0] != nil }
    }
}
