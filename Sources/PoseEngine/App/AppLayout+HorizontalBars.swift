// MARK: - Horizontal bars

extension AppLayout {
    /// The part of a window that framework bars may use: the window less every active division's
    /// frame at its edge (Split View's sliver, at a side or, stacked, at the top or the bottom).
    /// A fold that crosses the window leaves it whole: only what reaches in at an edge is cut
    /// (Docs/DOMAIN.md §5: tab bars and framework views already adjust for the fold).
    static func barArea(size: Size, regions: [PoseRegion]) -> Rect {
        offSlivers(Rect(x: 0, y: 0, width: size.width, height: size.height), regions: regions)
    }

    /// `area` less every active division's frame that reaches into it at an edge.
    static func offSlivers(_ area: Rect, regions: [PoseRegion]) -> Rect {
        var area = area
        for index in regions.indices where regions[index].kind == .division && regions[index].isActive {
            area = areaOffFold(area, fold: regions[index]).area
        }
        return area
    }

    /// The bars lying horizontally in `area` (the window off its slivers): the navigation bar, the
    /// bottom toolbar and the tab bar, each overflowing along its width. Pinned prominent actions
    /// stand at the top bar's trailing end, and the bars run from the leading side, as the
    /// `pinnedActions` and `rightToLeft` readings have it (Docs/DOMAIN.md §10).
    static func horizontalBars(
        app: AppProfile, tabs: [TabItemSpec], metrics: BarMetrics, area: Rect, top barsTop: Double,
        direction: UserInterfaceLayoutDirection, fold: PoseRegion? = nil
    ) -> BarLayout {
        let top = max(barsTop, area.minY)
        let navigation = Rect(x: area.minX, y: top, width: area.width, height: metrics.navigationBarHeight)
        let all = app.toolbarItems
        let plan = app.toolbarPlan
        let traits = plan.traits
        // The buttons of each bar, by index in the profile; the top bar's in column order.
        let topItems = plan.topBar
        let bottomItems = plan.bottomBar
        let slots = Int(checked: area.width / metrics.horizontalItemWidth, .down)
        // Each bar overflows on its own, along its width.
        let ones = [Double](filled: 1, count: all.count)
        let (topVisible, topOverflow) = overflow(
            traits, positions: topItems, ranks: plan.topBarRanks, heights: ones
        ) { $0.count + 1 <= slots }
        let (bottomVisible, bottomOverflow) = overflow(
            traits, positions: bottomItems, ranks: plan.bottomBarRanks, heights: ones
        ) { $0.count + 1 <= slots }
        // Items of the app's own in the menu keep its button in the top bar, taking a slot.
        let menuButton = !app.additionalOverflowItems.isEmpty
        let fitsTop = topItems.count + (menuButton ? 1 : 0) <= slots, fitsBottom = bottomItems.count <= slots
        let row = Row(
            itemWidth: metrics.horizontalItemWidth,
            pinnedTrailing: app.readings.pinnedActions == .trailingEnd,
            mirrored: direction == .rightToLeft && app.readings.rightToLeft == .mirrors)
        var items: [PlacedItem] = []
        row.place(
            all, traits, fitsTop ? topItems : topVisible, overflowing: !fitsTop || menuButton, in: navigation,
            into: &items)
        var bottom = area.maxY
        var tabBar: PlacedTabBar?
        if !tabs.isEmpty {
            bottom -= metrics.tabBarHeight
            let frame = Rect(x: area.minX, y: bottom, width: area.width, height: metrics.tabBarHeight)
            let slots = tabSlots(
                tabs.count, frame: frame,
                fold: app.container == .custom && app.readings.customTabBars == .sidesOfFold ? fold : nil)
            tabBar = PlacedTabBar(
                frame: frame, minimized: false, items: placedTabs(tabs[...]) { row.slot(slots[$0], in: frame) })
        }
        if !bottomItems.isEmpty {
            bottom -= metrics.toolbarHeight
            row.place(
                all, traits, fitsBottom ? bottomItems : bottomVisible, overflowing: !fitsBottom,
                in: Rect(x: area.minX, y: bottom, width: area.width, height: metrics.toolbarHeight), into: &items)
        }
        let overflowed = (fitsTop ? [] : topOverflow) + (fitsBottom ? [] : bottomOverflow)
        return BarLayout(
            axis: .horizontal, edge: nil, frame: navigation,
            statusFrame: Rect(x: area.minX, y: area.minY, width: area.width, height: top - area.minY),
            items: items, overflowed: overflowed.map { all[$0].id }, horizontalItems: [], tabBar: tabBar,
            overflowMenu: overflowMenu(app, overflowed: overflowed))
    }

    /// Each tab's frame in a horizontal tab bar, from its left: evenly across it, or, with `fold` (an
    /// active vertical fold crossing a custom tab bar, `customTabBars: sidesOfFold`), the first half
    /// of the tabs (one more when odd) evenly left of the fold's frame and the rest right of it.
    static func tabSlots(_ count: Int, frame: Rect, fold: PoseRegion?) -> [Rect] {
        func even(_ n: Int, from minX: Double, to maxX: Double) -> [Rect] {
            let width = (maxX - minX) / Double(max(1, n))
            return (0..<n).map { Rect(x: minX + Double($0) * width, y: frame.minY, width: width, height: frame.height) }
        }
        guard let fold, fold.isActive, fold.frame.isVertical, fold.frame.minX > frame.minX,
            fold.frame.maxX < frame.maxX, count > 1
        else { return even(count, from: frame.minX, to: frame.maxX) }
        let left = (count + 1) / 2
        return even(left, from: frame.minX, to: fold.frame.minX)
            + even(count - left, from: fold.frame.maxX, to: frame.maxX)
    }

    /// The top of the horizontal bottom bars (toolbar and tab bar), or the foot of `area`.
    static func bottomBarTop(_ app: AppProfile, tabs: [TabItemSpec], _ metrics: BarMetrics, area: Rect) -> Double {
        var top = area.maxY
        if !tabs.isEmpty { top -= metrics.tabBarHeight }
        if app.toolbarItems.contains(where: { $0.placement == .bottomBar }) { top -= metrics.toolbarHeight }
        return top
    }

    /// How one horizontal bar lays out its buttons.
    private struct Row {
        var itemWidth: Double
        /// Pinned prominent actions stand at the trailing end (`pinnedActions: trailingEnd`).
        var pinnedTrailing: Bool
        /// Right to left, the bar runs from the right (`rightToLeft: mirrors`).
        var mirrored: Bool

        /// `frame`, laid out from the left, as the bar's direction has it.
        func slot(_ frame: Rect, in bar: Rect) -> Rect {
            guard mirrored else { return frame }
            return Rect(x: bar.minX + bar.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }

        /// The items at `list` (indices into `all`) from the bar's leading end, the pinned ones at
        /// its trailing end, and the overflow button just before them when `overflowing`.
        func place(
            _ all: [ToolbarItemSpec], _ traits: [ItemTraits], _ list: [Int], overflowing: Bool, in bar: Rect,
            into items: inout [PlacedItem]
        ) {
            func frame(leading slot: Int) -> Rect {
                self.slot(
                    Rect(x: bar.minX + Double(slot) * itemWidth, y: bar.minY, width: itemWidth, height: bar.height),
                    in: bar)
            }
            func frame(trailing slot: Int) -> Rect {
                self.slot(
                    Rect(
                        x: bar.maxX - Double(slot + 1) * itemWidth, y: bar.minY, width: itemWidth, height: bar.height),
                    in: bar)
            }
            let pinned = pinnedTrailing ? list.filter { traits[$0].columnRank == 1 } : []
            var leading = 0
            var trailing = pinned.count - 1
            for index in list {
                let isPinned = pinnedTrailing && traits[index].columnRank == 1
                let place = isPinned ? frame(trailing: trailing) : frame(leading: leading)
                if isPinned { trailing -= 1 } else { leading += 1 }
                items.append(
                    PlacedItem(
                        id: all[index].id, symbol: all[index].symbol, title: all[index].title, badge: all[index].badge,
                        frame: place, role: .item))
            }
            if overflowing {
                items.append(
                    PlacedItem(
                        id: "overflow", symbol: "ellipsis", title: "", badge: nil,
                        frame: frame(trailing: pinned.count), role: .overflowButton(count: nil)))
            }
        }
    }
}
