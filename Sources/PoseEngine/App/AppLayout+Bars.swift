// MARK: - Bars

extension AppLayout {
    // MARK: Vertical bars

    /// The bars standing in a side column: toolbar items from the top, the tab bar at the foot,
    /// what doesn't fit in the overflow menu.
    /// - Parameter tabs: the tabs the bars show (none while they show as a sidebar).
    static func verticalBars(
        app: AppProfile, tabs: [TabItemSpec], metrics: BarMetrics, column: Rect, top: Double, bottom: Double = 0
    ) -> BarLayout {
        // Column order: cancellation and navigation, pinned prominent actions, the other top-bar
        // items, a space, the bottom-bar items (Docs/DOMAIN.md §5), as the app's toolbar plan has
        // it. Items are worked on by their index in the profile: a layout copies none of them.
        let all = app.toolbarItems
        let plan = app.toolbarPlan
        // Each item's height in the column, by its index in the profile.
        var heights = [Double](filled: 0, count: all.count)
        for index in plan.column {
            switch plan.traits[index].kind {
            case .flexibleSpacer: heights[index] = 0
            case .fixedSpacer: heights[index] = plan.traits[index].spacerHeight ?? metrics.itemHeight
            case .button, .customView: heights[index] = metrics.itemHeight
            }
        }
        let (visible, overflowed, tabFit) = fitColumn(
            plan, heights: heights, compression: app.compression, tabOverflow: app.readings.tabBarOverflow,
            room: column.height - top - bottom, tabCount: tabs.count, metrics: metrics,
            menuButton: !app.additionalOverflowItems.isEmpty)
        let menu = overflowMenu(app, overflowed: overflowed)
        var items: [PlacedItem] = []
        items.reserveCapacity(visible.count + 1)
        var y = column.minY + top
        var previous: BarItemPlacement?
        for index in visible {
            let placement = plan.traits[index].placement
            if placement == .bottomBar, let previous, previous != .bottomBar { y += metrics.groupGap }
            previous = placement
            if plan.traits[index].isSpacer {
                y += heights[index]  // a flexible spacer is zero-size in the column; a fixed one keeps its size
                continue
            }
            items.append(
                PlacedItem(
                    id: all[index].id, symbol: all[index].symbol, title: all[index].title, badge: all[index].badge,
                    frame: Rect(x: column.minX, y: y, width: column.width, height: metrics.itemHeight),
                    role: .item))
            y += metrics.itemHeight
        }
        if !menu.isEmpty {
            items.append(
                PlacedItem(
                    id: "overflow", symbol: "ellipsis", title: "", badge: nil,
                    frame: Rect(x: column.minX, y: y, width: column.width, height: metrics.itemHeight),
                    role: .overflowButton(count: menu.count)))
        }
        return BarLayout(
            axis: .vertical, edge: column.minX == 0 ? .left : .right, frame: column,
            statusFrame: Rect(x: column.minX, y: column.minY, width: column.width, height: top),
            items: items, overflowed: overflowed.map { all[$0].id }, horizontalItems: plan.horizontalIDs,
            tabBar: columnTabBar(tabs, fit: tabFit, column: column, bottom: bottom, metrics: metrics),
            overflowMenu: menu)
    }

    /// The overflow menu: the items at `overflowed` (indices into the toolbar, in bar order), then
    /// the app's `additionalOverflowItems`, each with its symbol and title (Docs/DOMAIN.md §5).
    static func overflowMenu(_ app: AppProfile, overflowed: [Int]) -> [OverflowMenuEntry] {
        let all = app.toolbarItems
        return overflowed.map {
            OverflowMenuEntry(id: all[$0].id, title: all[$0].title, symbol: all[$0].symbol, origin: .overflowed)
        }
            + app.additionalOverflowItems.map {
                OverflowMenuEntry(id: $0.id, title: $0.title, symbol: $0.symbol, origin: .additional)
            }
    }

    /// How much of the tab bar a side column shows.
    enum TabFit: Equatable {
        case whole
        /// One tab.
        case minimized
        /// The first `shown` tabs and a More tab holding the rest (`tabBarOverflow: moreTab`).
        case more(shown: Int)
    }

    /// Which items the column keeps (in column order) and which overflow, and how much of the tab
    /// bar it shows, in `room` points between the column's top and its foot: a navigation-focused
    /// app's tab bar gives way only when it can't fit with every toolbar item overflowed, then
    /// minimized or, with `tabBarOverflow: moreTab`, keeping the tabs that fit beside a More tab.
    private static func fitColumn(
        _ plan: ToolbarPlan, heights: [Double], compression: BarCompression, tabOverflow: Readings.TabBarOverflow,
        room: Double, tabCount: Int, metrics: BarMetrics, menuButton: Bool = false
    ) -> (visible: [Int], overflowed: [Int], tabs: TabFit) {
        let traits = plan.traits
        let ordered = plan.column
        // With items of the app's own in the menu, its button always takes a slot.
        func toolbarHeight(_ kept: Kept, overflowButton: Bool) -> Double {
            kept.height + (overflowButton || menuButton ? metrics.itemHeight : 0)
                + (kept.topItems > 0 && kept.bottomItems > 0 ? metrics.groupGap : 0)
        }
        var minimized = false
        func available() -> Double {
            room - Double(minimized ? min(1, tabCount) : tabCount) * metrics.tabItemHeight
        }
        func overflowing(_ fits: (Kept) -> Bool) -> (kept: [Int], overflowed: [Int]) {
            overflow(traits, positions: ordered, ranks: plan.columnRanks, heights: heights, fits: fits)
        }
        let whole = Kept(traits, positions: ordered, heights: heights)
        var visible = ordered
        var overflowed: [Int] = []
        guard toolbarHeight(whole, overflowButton: false) > available() else { return (visible, overflowed, .whole) }
        // Task-oriented: the tab bar gives way first.
        if compression == .prefersToolbarItems && tabCount > 1 {
            minimized = true
        }
        if toolbarHeight(whole, overflowButton: false) > available() {
            (visible, overflowed) = overflowing { toolbarHeight($0, overflowButton: true) <= available() }
            // The column still can't hold the navigation items: the tab bar gives way too.
            let kept = toolbarHeight(
                Kept(traits, positions: visible, heights: heights), overflowButton: !overflowed.isEmpty)
            if kept > available() && tabCount > 1 && !minimized {
                let fit = Int(checked: (room - kept) / metrics.tabItemHeight, .down)
                if tabOverflow == .moreTab && fit >= 2 { return (visible, overflowed, .more(shown: fit - 1)) }
                minimized = true
                (visible, overflowed) = overflowing { toolbarHeight($0, overflowButton: true) <= available() }
            }
        }
        return (visible, overflowed, minimized ? .minimized : .whole)
    }

    /// The tab bar at the column's foot: one tab when minimized, the tabs that fit and a More tab.
    private static func columnTabBar(
        _ tabs: [TabItemSpec], fit: TabFit, column: Rect, bottom: Double, metrics: BarMetrics
    ) -> PlacedTabBar? {
        guard !tabs.isEmpty else { return nil }
        var shown = tabs.count
        if fit == .minimized { shown = min(1, tabs.count) }
        if case .more(let count) = fit { shown = min(count, tabs.count) }
        let more = shown < tabs.count && fit != .minimized
        let height = Double(shown + (more ? 1 : 0)) * metrics.tabItemHeight
        let frame = Rect(x: column.minX, y: column.maxY - bottom - height, width: column.width, height: height)
        func slot(_ index: Int) -> Rect {
            Rect(
                x: frame.minX, y: frame.minY + Double(index) * metrics.tabItemHeight, width: frame.width,
                height: metrics.tabItemHeight)
        }
        var items = placedTabs(tabs.prefix(shown), frame: slot)
        if more {
            items.append(
                PlacedItem(
                    id: "more", symbol: "ellipsis", title: "", badge: nil, frame: slot(shown), role: .moreTab))
        }
        return PlacedTabBar(
            frame: frame, minimized: fit == .minimized, items: items,
            overflowed: more ? tabs[shown...].map(\.id) : [])
    }

    /// Tabs placed at the frames `frame(index)` gives.
    static func placedTabs(_ tabs: ArraySlice<TabItemSpec>, frame: (Int) -> Rect) -> [PlacedItem] {
        var placed: [PlacedItem] = []
        placed.reserveCapacity(tabs.count)
        for (offset, index) in tabs.indices.enumerated() {
            placed.append(
                PlacedItem(
                    id: tabs[index].id, symbol: tabs[index].symbol, title: tabs[index].title, badge: tabs[index].badge,
                    frame: frame(offset), role: .item))
        }
        return placed
    }

    // MARK: Overflow

    /// Removes items until `fits` holds: the lowest rank first, and among equals bottom-to-top.
    /// Navigation, cancellation and pinned prominent items stay, and so do spacers (a fixed
    /// spacer keeps its size: Docs/DOMAIN.md §5).
    /// - Returns: the items kept, in order, and the ids that overflowed, in bar order.
    package static func overflow(
        _ items: [ToolbarItemSpec], ranks: [Double]? = nil, height: (ToolbarItemSpec) -> Double = { _ in 1 },
        fits: (Kept) -> Bool
    ) -> ([ToolbarItemSpec], [String]) {
        let (kept, overflowed) = overflow(
            ItemTraits.of(items), positions: Array(items.indices), ranks: ranks ?? overflowRanks(items, groups: [:]),
            heights: items.map(height), fits: fits)
        return (kept.map { items[$0] }, overflowed.map { items[$0].id })
    }

    /// `overflow` over the items at `positions` (indices into `traits`, in bar order), with their
    /// `ranks` (one per position) and `heights` (by index into `traits`): no item is copied.
    /// - Returns: the indices kept and the indices that overflowed, each in bar order.
    static func overflow(
        _ traits: [ItemTraits], positions: [Int], ranks: [Double], heights: [Double], fits: (Kept) -> Bool
    ) -> (kept: [Int], overflowed: [Int]) {
        var kept = Kept(traits, positions: positions, heights: heights)
        guard !fits(kept) else { return (positions, []) }
        // Positions that may go, lowest rank first, among equals the lowest in the bar first.
        var order: [Int] = []
        order.reserveCapacity(positions.count)
        // Spacers never go: a fixed one keeps its size, so the overflow takes items instead (Docs/DOMAIN.md §5).
        for position in positions.indices
        where !traits[positions[position]].neverOverflows && !traits[positions[position]].isSpacer {
            order.append(position)
        }
        order.sort { a, b in ranks[a] != ranks[b] ? ranks[a] < ranks[b] : a > b }
        var removed = [Bool](filled: false, count: positions.count)
        for position in order {
            removed[position] = true
            let index = positions[position]
            kept.remove(
                isSpacer: traits[index].isSpacer, isBottom: traits[index].isBottom, height: heights[index])
            if fits(kept) { break }
        }
        var keptPositions: [Int] = []
        var overflowed: [Int] = []
        keptPositions.reserveCapacity(positions.count)
        for position in positions.indices {
            if removed[position] {
                overflowed.append(positions[position])
            } else {
                keptPositions.append(positions[position])
            }
        }
        return (keptPositions, overflowed)
    }

    /// What overflow keeps, as the fit test needs it.
    package struct Kept: Sendable {
        /// How many items stay in the bar.
        public var count: Int
        /// Kept items from the top bar (navigation, prominent and top-bar items).
        public var topItems: Int
        /// How many of them are bottom-bar items.
        public var bottomItems: Int
        /// Their heights in the column, added up.
        public var height: Double

        /// The items at `positions` (indices into `traits`), with `heights` by the same index.
        init(_ traits: [ItemTraits], positions: [Int], heights: [Double]) {
            count = 0
            bottomItems = 0
            height = 0
            for index in positions {
                height += heights[index]
                guard !traits[index].isSpacer else { continue }
                count += 1
                if traits[index].isBottom { bottomItems += 1 }
            }
            topItems = count - bottomItems
        }

        mutating func remove(isSpacer: Bool, isBottom: Bool, height: Double) {
            self.height -= height
            guard !isSpacer else { return }
            count -= 1
            if isBottom { bottomItems -= 1 } else { topItems -= 1 }
        }
    }
}
