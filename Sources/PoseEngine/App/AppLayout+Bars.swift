// MARK: - Bars

extension AppLayout {
    // MARK: Vertical bars

    static func verticalBars(app: AppProfile, metrics: BarMetrics, column: Rect, top: Double, bottom: Double = 0)
        -> BarLayout
    {
        // Column order: cancellation and navigation, pinned prominent actions, the other top-bar
        // items, a space, the bottom-bar items (Docs/DOMAIN.md §5).
        var horizontal: [String] = []
        var inColumn: [ToolbarItemSpec] = []
        for item in app.toolbarItems {
            if item.staysHorizontal { horizontal.append(item.id) } else { inColumn.append(item) }
        }
        let ordered = inColumn.enumerated().sorted {
            ($0.element.columnRank, $0.offset) < ($1.element.columnRank, $1.offset)
        }.map(\.element)
        let tabCount = app.tabItems.count
        func height(_ item: ToolbarItemSpec) -> Double {
            switch item.kind {
            case .flexibleSpacer: return 0
            case .fixedSpacer: return item.spacerHeight ?? metrics.itemHeight
            case .button, .customView: return metrics.itemHeight
            }
        }
        func toolbarHeight(_ kept: Kept, overflowButton: Bool) -> Double {
            kept.height + (overflowButton ? metrics.itemHeight : 0)
                + (kept.topItems > 0 && kept.bottomItems > 0 ? metrics.groupGap : 0)
        }
        var minimized = false
        func available() -> Double {
            column.height - top - bottom - Double(minimized ? min(1, tabCount) : tabCount) * metrics.tabItemHeight
        }
        let ranks = overflowRanks(ordered, groups: app.groupPriorities)
        func overflowing(_ fits: (Kept) -> Bool) -> ([ToolbarItemSpec], [String]) {
            overflow(ordered, ranks: ranks, height: height, fits: fits)
        }
        let all = Kept(items: ordered, height: height)
        var visible = ordered
        var overflowed: [String] = []
        if toolbarHeight(all, overflowButton: false) > available() {
            // Task-oriented: the tab bar gives way first.
            if app.compression == .prefersToolbarItems && tabCount > 1 {
                minimized = true
            }
            if toolbarHeight(all, overflowButton: false) > available() {
                (visible, overflowed) = overflowing { toolbarHeight($0, overflowButton: true) <= available() }
                // The column still can't hold the navigation items: the tab bar gives way too.
                if toolbarHeight(Kept(items: visible, height: height), overflowButton: !overflowed.isEmpty)
                    > available() && tabCount > 1 && !minimized
                {
                    minimized = true
                    (visible, overflowed) = overflowing { toolbarHeight($0, overflowButton: true) <= available() }
                }
            }
        }
        // Spacers that overflowed are just gone; they are no menu items.
        overflowed.removeAll { id in ordered.first { $0.id == id }?.isSpacer == true }
        var items: [PlacedItem] = []
        var y = column.minY + top
        var previous: ToolbarPlacement?
        for item in visible {
            if item.placement == .bottomBar, let previous, previous != .bottomBar { y += metrics.groupGap }
            previous = item.placement
            if item.isSpacer {
                y += height(item)  // a flexible spacer is zero-size in the column; a fixed one keeps its size
                continue
            }
            items.append(
                PlacedItem(
                    id: item.id, symbol: item.symbol, title: item.title, badge: item.badge,
                    frame: Rect(x: column.minX, y: y, width: column.width, height: metrics.itemHeight),
                    isOverflowButton: false))
            y += metrics.itemHeight
        }
        if !overflowed.isEmpty {
            items.append(
                PlacedItem(
                    id: "overflow", symbol: "ellipsis", title: "More (\(overflowed.count))", badge: nil,
                    frame: Rect(x: column.minX, y: y, width: column.width, height: metrics.itemHeight),
                    isOverflowButton: true))
        }
        var tabBar: PlacedTabBar?
        if tabCount > 0 {
            let shown = minimized ? Array(app.tabItems.prefix(1)) : app.tabItems
            let height = Double(shown.count) * metrics.tabItemHeight
            let frame = Rect(x: column.minX, y: column.maxY - bottom - height, width: column.width, height: height)
            tabBar = PlacedTabBar(
                frame: frame, minimized: minimized,
                items: shown.enumerated().map { index, tab in
                    PlacedItem(
                        id: tab.id, symbol: tab.symbol, title: tab.title, badge: tab.badge,
                        frame: Rect(
                            x: frame.minX, y: frame.minY + Double(index) * metrics.tabItemHeight, width: frame.width,
                            height: metrics.tabItemHeight),
                        isOverflowButton: false)
                })
        }
        return BarLayout(
            axis: .vertical, edge: column.minX == 0 ? .left : .right, frame: column,
            statusFrame: Rect(x: column.minX, y: column.minY, width: column.width, height: top),
            items: items, overflowed: overflowed, horizontalItems: horizontal, tabBar: tabBar)
    }

    // MARK: Horizontal bars

    static func horizontalBars(app: AppProfile, metrics: BarMetrics, size: Size, top: Double) -> BarLayout {
        let navigation = Rect(x: 0, y: top, width: size.width, height: metrics.navigationBarHeight)
        let buttons = app.toolbarItems.filter { !$0.isSpacer }
        let topItems = buttons.filter { $0.placement != .bottomBar }.enumerated().sorted {
            ($0.element.columnRank, $0.offset) < ($1.element.columnRank, $1.offset)
        }.map(\.element)
        let bottomItems = buttons.filter { $0.placement == .bottomBar }
        let slots = Int(checked: size.width / metrics.horizontalItemWidth, .down)
        // Each bar overflows on its own, along its width.
        let (topVisible, topOverflow) = overflow(topItems, ranks: overflowRanks(topItems, groups: app.groupPriorities))
        { $0.count + 1 <= slots }
        let (bottomVisible, bottomOverflow) = overflow(
            bottomItems, ranks: overflowRanks(bottomItems, groups: app.groupPriorities)
        ) { $0.count + 1 <= slots }
        let fitsTop = topItems.count <= slots, fitsBottom = bottomItems.count <= slots
        var items: [PlacedItem] = []
        func place(_ list: [ToolbarItemSpec], overflowing: Bool, in bar: Rect) {
            // Navigation at the leading end, the rest after it, left to right.
            for (index, item) in list.enumerated() {
                items.append(
                    PlacedItem(
                        id: item.id, symbol: item.symbol, title: item.title, badge: item.badge,
                        frame: Rect(
                            x: bar.minX + Double(index) * metrics.horizontalItemWidth, y: bar.minY,
                            width: metrics.horizontalItemWidth, height: bar.height),
                        isOverflowButton: false))
            }
            if overflowing {
                items.append(
                    PlacedItem(
                        id: "overflow", symbol: "ellipsis", title: "More", badge: nil,
                        frame: Rect(
                            x: bar.maxX - metrics.horizontalItemWidth, y: bar.minY, width: metrics.horizontalItemWidth,
                            height: bar.height),
                        isOverflowButton: true))
            }
        }
        place(fitsTop ? topItems : topVisible, overflowing: !fitsTop, in: navigation)
        var bottom = size.height
        var tabBar: PlacedTabBar?
        if !app.tabItems.isEmpty {
            bottom -= metrics.tabBarHeight
            let frame = Rect(x: 0, y: bottom, width: size.width, height: metrics.tabBarHeight)
            let width = size.width / Double(app.tabItems.count)
            tabBar = PlacedTabBar(
                frame: frame, minimized: false,
                items: app.tabItems.enumerated().map { index, tab in
                    PlacedItem(
                        id: tab.id, symbol: tab.symbol, title: tab.title, badge: tab.badge,
                        frame: Rect(x: Double(index) * width, y: frame.minY, width: width, height: frame.height),
                        isOverflowButton: false)
                })
        }
        if !bottomItems.isEmpty {
            bottom -= metrics.toolbarHeight
            place(
                fitsBottom ? bottomItems : bottomVisible, overflowing: !fitsBottom,
                in: Rect(x: 0, y: bottom, width: size.width, height: metrics.toolbarHeight))
        }
        return BarLayout(
            axis: .horizontal, edge: nil, frame: navigation,
            statusFrame: Rect(x: 0, y: 0, width: size.width, height: top),
            items: items, overflowed: (fitsTop ? [] : topOverflow) + (fitsBottom ? [] : bottomOverflow),
            horizontalItems: [], tabBar: tabBar)
    }

    // MARK: Overflow

    /// Each item's overflow rank (higher stays longer): its own `visibilityPriority`, else its
    /// group's, else standard; an item with a badge at least high; `higherThan`/`lowerThan` half a
    /// step above or below the other item; spacers lowest (Docs/DOMAIN.md §5).
    public static func overflowRanks(_ items: [ToolbarItemSpec], groups: [String: VisibilityPriority]) -> [Double] {
        func base(_ item: ToolbarItemSpec) -> Double {
            if item.isSpacer { return -1 }
            var rank = Double(
                item.hasOwnPriority
                    ? item.visibilityPriority.rank : (groups[item.group]?.rank ?? VisibilityPriority.standard.rank))
            if let badge = item.badge, badge > 0 { rank = max(rank, Double(VisibilityPriority.high.rank)) }
            return rank
        }
        func rank(_ index: Int, depth: Int) -> Double {
            let item = items[index]
            guard let relative = item.relativePriority, depth < 8,
                let other = items.firstIndex(where: { $0.id == relative.other })
            else { return base(item) }
            return rank(other, depth: depth + 1) + (relative.higher ? 0.5 : -0.5)
        }
        return items.indices.map { rank($0, depth: 0) }
    }

    /// Removes items until `fits` holds: the lowest rank first, and among equals bottom-to-top.
    /// Navigation, cancellation and pinned prominent items stay (Docs/DOMAIN.md §5).
    /// - Returns: the items kept, in order, and the ids that overflowed, in bar order.
    public static func overflow(
        _ items: [ToolbarItemSpec], ranks: [Double]? = nil, height: (ToolbarItemSpec) -> Double = { _ in 1 },
        fits: (Kept) -> Bool
    ) -> ([ToolbarItemSpec], [String]) {
        var kept = Kept(items: items, height: height)
        guard !fits(kept) else { return (items, []) }
        let ranks = ranks ?? overflowRanks(items, groups: [:])
        let order = items.indices.filter { !items[$0].neverOverflows }.sorted { a, b in
            ranks[a] != ranks[b] ? ranks[a] < ranks[b] : a > b
        }
        var removed = [Bool](repeating: false, count: items.count)
        for position in order {
            removed[position] = true
            kept.remove(items[position], height: height(items[position]))
            if fits(kept) { break }
        }
        return (
            items.indices.filter { !removed[$0] }.map { items[$0] },
            items.indices.filter { removed[$0] }.map { items[$0].id }
        )
    }

    /// What overflow keeps, as the fit test needs it.
    public struct Kept: Sendable {
        /// How many items stay in the bar.
        public var count: Int
        /// Kept items from the top bar (navigation, prominent and top-bar items).
        public var topItems: Int
        /// How many of them are bottom-bar items.
        public var bottomItems: Int
        /// Their heights in the column, added up.
        public var height: Double

        init(items: [ToolbarItemSpec], height: (ToolbarItemSpec) -> Double) {
            let buttons = items.filter { !$0.isSpacer }
            count = buttons.count
            bottomItems = buttons.filter { $0.placement == .bottomBar }.count
            topItems = count - bottomItems
            self.height = items.map(height).reduce(0, +)
        }

        mutating func remove(_ item: ToolbarItemSpec, height: Double) {
            self.height -= height
            guard !item.isSpacer else { return }
            count -= 1
            if item.placement == .bottomBar { bottomItems -= 1 } else { topItems -= 1 }
        }
    }
}
