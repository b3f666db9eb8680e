// MARK: - AppLayout

/// Where an app's bars, presentations, arrangement and grid go in one window.
/// Frames are in the window's coordinates, physical (bars keep their physical side).
public struct AppLayout: Hashable, Sendable {
    public var bars: BarLayout
    /// Insets the bars and the status area take, per physical side.
    public var safeArea: PhysicalInsets
    public var presentations: [PlacedPresentation]
    public var arrangement: PlacedArrangement?
    public var grid: PlacedGrid?
    /// The app's custom controls where they land, with suggested frames.
    public var controls: [PlacedControl] = []
    /// What the controls collide with, most severe first within each control.
    public var collisions: [Collision] = []
    /// A move per group that has errors or warnings.
    public var moves: [GroupMove] = []
    /// A NavigationSplitView's columns, each with whether its bars are vertical.
    public var columns: [PlacedColumn] = []
    /// A sidebar-adaptable tab bar shown as a sidebar (inner display), its frame.
    public var tabSidebar: Rect?
}

/// One column of a NavigationSplitView.
public struct PlacedColumn: Hashable, Sendable {
    /// `sidebar`, `content`, `detail` or `inspector`.
    public var id: String
    public var frame: Rect
    /// Only the detail column's bars go vertical.
    public var verticalBars: Bool
}

// MARK: - BarLayout

/// The side column, or the horizontal bars.
public struct BarLayout: Hashable, Sendable {
    public enum Axis: String, Sendable { case vertical, horizontal }

    public var axis: Axis
    /// The side column's physical edge (vertical bars only).
    public var edge: PhysicalEdge?
    /// The column's frame (vertical) or the navigation bar's (horizontal).
    public var frame: Rect
    /// The top of the column reserved for the island and the status area.
    public var statusFrame: Rect?
    /// Toolbar items shown, in order, with the overflow button last when anything overflowed.
    public var items: [PlacedItem]
    /// Items that overflowed into the overflow menu, in their bar order.
    public var overflowed: [String]
    /// Text-only and horizontal-only items, kept in a horizontal bar.
    public var horizontalItems: [String]
    public var tabBar: PlacedTabBar?

    /// The app has no bars at all (a game).
    public var isEmpty: Bool { items.isEmpty && tabBar == nil && horizontalItems.isEmpty && frame.height == 0 }
}

/// A toolbar item with its frame.
public struct PlacedItem: Hashable, Sendable {
    public var id: String
    public var symbol: String?
    public var title: String
    public var badge: Int?
    public var frame: Rect
    /// The overflow button (`•••`) rather than an item of the app.
    public var isOverflowButton: Bool
}

/// The tab bar: its items, and whether it is minimized to one.
public struct PlacedTabBar: Hashable, Sendable {
    public var frame: Rect
    public var minimized: Bool
    public var items: [PlacedItem]
    /// `bar`, or `sidebar` for a sidebar-adaptable tab bar on the inner display.
    public var style: String = "bar"
}

/// A sheet or alert where the system puts it.
public struct PlacedPresentation: Hashable, Sendable {
    public var id: String
    public var kind: PresentationSpec.Kind
    public var frame: Rect
    /// `leadingEdge`, `trailingEdge`, `trailingSide`, `topHalf`, `bottomHalf` or `centered`.
    public var placement: String
    /// The size the app asked for.
    public var preferredSize: Size = Size(width: 0, height: 0)
    /// Shrunk to fit the side it must stay on.
    public var constrained: Bool = false
    /// Its own bars go vertical (a sheet on the outer display, or a trailing sheet on the inner one).
    public var verticalBars: Bool = false
}

/// The arrangement's panes.
public struct PlacedArrangement: Hashable, Sendable {
    public var style: ArrangementSpec.Style
    /// The split axis, or `nil` when one view shows or the views overlay.
    public var axis: ArrangementAxis?
    public var panes: [(id: String, frame: Rect)]
    /// Why it looks this way, for people.
    public var reason: String

    public static func == (lhs: PlacedArrangement, rhs: PlacedArrangement) -> Bool {
        lhs.style == rhs.style && lhs.axis == rhs.axis && lhs.reason == rhs.reason
            && lhs.panes.map(\.id) == rhs.panes.map(\.id) && lhs.panes.map(\.frame) == rhs.panes.map(\.frame)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(panes.map(\.frame))
    }
}

/// The grid's columns.
public struct PlacedGrid: Hashable, Sendable {
    /// `even` (the even-column rule) or `aroundFold` (four columns, the fold in the middle gap).
    public var mode: String
    /// The reading of the even-column rule that applied (nil: no fold to make the count even for).
    public var evenColumns: EvenColumnRule?
    public var columns: [Rect]
}

// MARK: - Layout

extension AppLayout {
    /// Lays out `app` in a window.
    /// - Parameters:
    ///   - size: the window's size.
    ///   - verticalEdge: where vertical bars stand (the engine's physical edge), or `nil` for horizontal bars.
    ///   - regions: the reserved regions meeting the window, physical, inactive included.
    ///   - status: the hinge status.
    ///   - direction: the layout direction (leading / trailing sides).
    ///   - display: the display the window is on (sheets there get vertical bars or not).
    ///   - sizeClasses: the window's size classes (a split needs regular width or height).
    public static func make(
        app: AppProfile, device: DeviceProfile, size: Size, verticalEdge: PhysicalEdge?,
        regions: [ReservedRegion], status: HingeStatus, direction: LayoutDirection,
        display: DisplayID = .inner, sizeClasses: SizeClasses = SizeClasses(horizontal: .regular, vertical: .regular),
        window: WindowID = .main
    ) -> AppLayout {
        let metrics = device.bars
        // Only a container's bars go vertical, and only where the app doesn't disable them; in a
        // NavigationSplitView only the detail column's, so the column must stand on the detail's side.
        var edge = app.allowsVerticalBars && !app.verticalBarsDisabledIn.contains(window) && app.container != .custom ? verticalEdge : nil
        let splitOnInner = app.container == .navigationSplitView && display == .inner && app.splitColumns != nil
        if splitOnInner, let current = edge {
            let detailSide: PhysicalEdge = direction == .leftToRight ? .right : .left
            if current != detailSide { edge = nil }
        }
        // A sidebar-adaptable tab bar shows as a sidebar on the inner display: its tabs leave the bars.
        let tabsAsSidebar = app.tabBarStyle == .sidebarAdaptable && display == .inner && app.tabSidebarWidth != nil
        var app = app
        let tabItems = app.tabItems
        if tabsAsSidebar { app.tabItems = [] }
        // The island (an active occlusion touching the top) or the status area tops the bars.
        let columnWidth = device.sideColumn.width
        let bars: BarLayout
        var safe = PhysicalInsets.zero
        if app.toolbarItems.isEmpty && app.tabItems.isEmpty {
            // No bars at all (a game): nothing reserved beyond the hardware's own regions.
            bars = BarLayout(axis: .horizontal, edge: nil, frame: Rect(x: 0, y: 0, width: size.width, height: 0), statusFrame: nil,
                             items: [], overflowed: [], horizontalItems: [], tabBar: nil)
        } else if let edge {
            let column = Rect(x: edge == .right ? size.width - columnWidth : 0, y: 0, width: columnWidth, height: size.height)
            // The island and the status area top the column even while they reserve nothing (Docs/DOMAIN.md §1).
            let occlusions = regions.filter { $0.kind == .occlusion && $0.frame.meets(column) }
            let top = max(metrics.statusAreaHeight, occlusions.filter { $0.frame.minY <= 0.5 }.map(\.frame.maxY).max() ?? 0)
            // An occlusion at the column's foot (the island, when a display turns) sits under the tab bar.
            let bottom = occlusions.filter { $0.frame.maxY >= size.height - 0.5 && $0.frame.minY > top }.map { size.height - $0.frame.minY }.max() ?? 0
            bars = verticalBars(app: app, metrics: metrics, column: column, top: top, bottom: bottom)
            if edge == .right { safe.right = columnWidth } else { safe.left = columnWidth }
        } else {
            let island = regions.filter { $0.kind == .occlusion && $0.frame.minY <= 0.5 }
            let top = max(metrics.statusAreaHeight, island.map(\.frame.maxY).max() ?? 0)
            bars = horizontalBars(app: app, metrics: metrics, size: size, top: top)
            safe.top = bars.frame.maxY
            safe.bottom = size.height - bottomBarTop(app, metrics, size)
        }
        let content = Rect(x: safe.left, y: safe.top, width: max(0, size.width - safe.left - safe.right), height: max(0, size.height - safe.top - safe.bottom))
        let activeFold = regions.first { $0.kind == .division && $0.isActive }
        // A vertically scrolling grid needs to avoid only a vertical fold (and a horizontal one, a horizontal fold).
        let gridAxis = app.grid?.scrollAxis ?? .vertical
        let anyDivision = regions.contains { $0.kind == .division && ($0.frame.height >= $0.frame.width) == (gridAxis == .vertical) }
        var layout = AppLayout(
            bars: bars, safeArea: safe,
            presentations: app.presentations.map {
                placePresentation($0, device: device, content: content, regions: regions, status: status, direction: direction, display: display)
            },
            arrangement: app.arrangement.map { placeArrangement($0, area: content, fold: activeFold, direction: direction, sizeClasses: sizeClasses) },
            grid: app.grid.map { placeGrid($0, area: content, fold: activeFold, divisionExists: anyDivision) })
        layout.placeControls(app.controls, size: size, regions: regions, content: content, fold: activeFold, direction: direction)
        if tabsAsSidebar, let width = app.tabSidebarWidth {
            let w = min(width, content.width)
            layout.tabSidebar = Rect(x: direction == .leftToRight ? content.minX : content.maxX - w, y: content.minY, width: w, height: content.height)
            layout.bars.tabBar = PlacedTabBar(frame: layout.tabSidebar!, minimized: false, items: tabItems.enumerated().map { index, tab in
                PlacedItem(id: tab.id, symbol: tab.symbol, title: tab.title, badge: tab.badge,
                           frame: Rect(x: layout.tabSidebar!.minX, y: content.minY + Double(index) * metrics.tabItemHeight,
                                       width: w, height: metrics.tabItemHeight), isOverflowButton: false)
            }, style: "sidebar")
        }
        if app.container == .navigationSplitView, let spec = app.splitColumns {
            layout.columns = placeColumns(spec, content: content, direction: direction, collapsed: display == .outer, detailVertical: edge != nil)
        }
        return layout
    }

    /// A NavigationSplitView's columns from the leading side: sidebar, content, then the detail, and
    /// an inspector on the trailing side; collapsed to the detail alone on the outer display.
    static func placeColumns(_ spec: SplitColumnsSpec, content: Rect, direction: LayoutDirection, collapsed: Bool, detailVertical: Bool) -> [PlacedColumn] {
        guard !collapsed else { return [PlacedColumn(id: "detail", frame: content, verticalBars: detailVertical)] }
        var widths: [(String, Double)] = [("sidebar", spec.sidebarWidth)]
        if let width = spec.contentWidth { widths.append(("content", width)) }
        let fixed = widths.map(\.1).reduce(0, +) + (spec.inspectorWidth ?? 0)
        widths.append(("detail", max(0, content.width - fixed)))
        if let width = spec.inspectorWidth { widths.append(("inspector", width)) }
        var x = 0.0
        return widths.map { id, width in
            let w = min(width, max(0, content.width - x))
            let frame = direction == .leftToRight
                ? Rect(x: content.minX + x, y: content.minY, width: w, height: content.height)
                : Rect(x: content.maxX - x - w, y: content.minY, width: w, height: content.height)
            x += w
            return PlacedColumn(id: id, frame: frame, verticalBars: id == "detail" && detailVertical)
        }
    }

    /// The top of the horizontal bottom bars (toolbar and tab bar), or the window's bottom.
    private static func bottomBarTop(_ app: AppProfile, _ metrics: BarMetrics, _ size: Size) -> Double {
        var top = size.height
        if !app.tabItems.isEmpty { top -= metrics.tabBarHeight }
        if app.toolbarItems.contains(where: { $0.placement == .bottomBar }) { top -= metrics.toolbarHeight }
        return top
    }

    // MARK: Controls

    /// Places the controls, finds their collisions, and a move for each group that needs one.
    mutating func placeControls(_ specs: [ControlSpec], size: Size, regions: [ReservedRegion], content: Rect, fold: ReservedRegion?, direction: LayoutDirection) {
        guard !specs.isEmpty else { return }
        let frames = specs.map { $0.frame(in: size, direction: direction) }
        // Groups by index, in first-appearance order (no hashing: a handful of short names).
        var groupNames: [String] = []
        var groupOf = [Int](repeating: 0, count: specs.count)
        for index in specs.indices {
            if let at = groupNames.firstIndex(of: specs[index].group) {
                groupOf[index] = at
            } else {
                groupOf[index] = groupNames.count
                groupNames.append(specs[index].group)
            }
        }
        var needsMove = [Bool](repeating: false, count: groupNames.count)
        let sideColumn = bars.axis == .vertical ? bars.frame : nil
        var found: [Collision] = []
        for index in specs.indices {
            found.removeAll(keepingCapacity: true)
            specs[index].appendCollisions(to: &found, frame: frames[index], size: size, regions: regions, sideColumn: sideColumn, safeArea: safeArea)
            guard !found.isEmpty else { continue }
            if found.contains(where: { $0.severity >= .warning }) { needsMove[groupOf[index]] = true }
            if found.count > 1 { found.sort { $0.severity > $1.severity } }
            collisions += found
        }
        controls = specs.indices.map { PlacedControl(spec: specs[$0], frame: frames[$0], suggestedFrame: nil) }
        guard needsMove.contains(true) else { return }
        let occlusions = regions.filter { $0.kind == .occlusion && $0.isActive }.map(\.frame)
        var membersOf = [[Int]](repeating: [], count: groupNames.count)
        for index in specs.indices where needsMove[groupOf[index]] { membersOf[groupOf[index]].append(index) }
        for (group, name) in groupNames.enumerated() where needsMove[group] {
            let indices = membersOf[group]
            let move = MoveFinder.move(
                group: name, ids: indices.map { specs[$0].id }, frames: indices.map { frames[$0] },
                foldApplies: indices.map { !specs[$0].scrollsWithContent }, safe: content, fold: fold, occlusions: occlusions, direction: direction)
            moves.append(move)
            if move.noRoom == nil {
                for index in indices { controls[index].suggestedFrame = frames[index].offsetBy(dx: move.dx, dy: move.dy) }
            }
        }
    }

    // MARK: Vertical bars

    static func verticalBars(app: AppProfile, metrics: BarMetrics, column: Rect, top: Double, bottom: Double = 0) -> BarLayout {
        // Column order: cancellation and navigation, pinned prominent actions, the other top-bar
        // items, a space, the bottom-bar items (Docs/DOMAIN.md §5).
        var horizontal: [String] = []
        var inColumn: [ToolbarItemSpec] = []
        for item in app.toolbarItems {
            if item.staysHorizontal { horizontal.append(item.id) } else { inColumn.append(item) }
        }
        let ordered = inColumn.enumerated().sorted { ($0.element.columnRank, $0.offset) < ($1.element.columnRank, $1.offset) }.map(\.element)
        let tabCount = app.tabItems.count
        func height(_ item: ToolbarItemSpec) -> Double {
            switch item.kind {
            case .flexibleSpacer: return 0
            case .fixedSpacer: return item.spacerHeight ?? metrics.itemHeight
            case .button, .customView: return metrics.itemHeight
            }
        }
        func toolbarHeight(_ kept: Kept, overflowButton: Bool) -> Double {
            kept.height + (overflowButton ? metrics.itemHeight : 0) + (kept.topItems > 0 && kept.bottomItems > 0 ? metrics.groupGap : 0)
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
                if toolbarHeight(Kept(items: visible, height: height), overflowButton: !overflowed.isEmpty) > available() && tabCount > 1 && !minimized {
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
            items.append(PlacedItem(
                id: item.id, symbol: item.symbol, title: item.title, badge: item.badge,
                frame: Rect(x: column.minX, y: y, width: column.width, height: metrics.itemHeight), isOverflowButton: false))
            y += metrics.itemHeight
        }
        if !overflowed.isEmpty {
            items.append(PlacedItem(
                id: "overflow", symbol: "ellipsis", title: "More (\(overflowed.count))", badge: nil,
                frame: Rect(x: column.minX, y: y, width: column.width, height: metrics.itemHeight), isOverflowButton: true))
        }
        var tabBar: PlacedTabBar?
        if tabCount > 0 {
            let shown = minimized ? Array(app.tabItems.prefix(1)) : app.tabItems
            let height = Double(shown.count) * metrics.tabItemHeight
            let frame = Rect(x: column.minX, y: column.maxY - bottom - height, width: column.width, height: height)
            tabBar = PlacedTabBar(frame: frame, minimized: minimized, items: shown.enumerated().map { index, tab in
                PlacedItem(
                    id: tab.id, symbol: tab.symbol, title: tab.title, badge: tab.badge,
                    frame: Rect(x: frame.minX, y: frame.minY + Double(index) * metrics.tabItemHeight, width: frame.width, height: metrics.tabItemHeight),
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
        let topItems = buttons.filter { $0.placement != .bottomBar }.enumerated().sorted { ($0.element.columnRank, $0.offset) < ($1.element.columnRank, $1.offset) }.map(\.element)
        let bottomItems = buttons.filter { $0.placement == .bottomBar }
        let slots = Int(checked: size.width / metrics.horizontalItemWidth, .down)
        // Each bar overflows on its own, along its width.
        let (topVisible, topOverflow) = overflow(topItems, ranks: overflowRanks(topItems, groups: app.groupPriorities)) { $0.count + 1 <= slots }
        let (bottomVisible, bottomOverflow) = overflow(bottomItems, ranks: overflowRanks(bottomItems, groups: app.groupPriorities)) { $0.count + 1 <= slots }
        let fitsTop = topItems.count <= slots, fitsBottom = bottomItems.count <= slots
        var items: [PlacedItem] = []
        func place(_ list: [ToolbarItemSpec], overflowing: Bool, in bar: Rect) {
            // Navigation at the leading end, the rest after it, left to right.
            for (index, item) in list.enumerated() {
                items.append(PlacedItem(
                    id: item.id, symbol: item.symbol, title: item.title, badge: item.badge,
                    frame: Rect(x: bar.minX + Double(index) * metrics.horizontalItemWidth, y: bar.minY, width: metrics.horizontalItemWidth, height: bar.height),
                    isOverflowButton: false))
            }
            if overflowing {
                items.append(PlacedItem(
                    id: "overflow", symbol: "ellipsis", title: "More", badge: nil,
                    frame: Rect(x: bar.maxX - metrics.horizontalItemWidth, y: bar.minY, width: metrics.horizontalItemWidth, height: bar.height),
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
            tabBar = PlacedTabBar(frame: frame, minimized: false, items: app.tabItems.enumerated().map { index, tab in
                PlacedItem(
                    id: tab.id, symbol: tab.symbol, title: tab.title, badge: tab.badge,
                    frame: Rect(x: Double(index) * width, y: frame.minY, width: width, height: frame.height), isOverflowButton: false)
            })
        }
        if !bottomItems.isEmpty {
            bottom -= metrics.toolbarHeight
            place(fitsBottom ? bottomItems : bottomVisible, overflowing: !fitsBottom, in: Rect(x: 0, y: bottom, width: size.width, height: metrics.toolbarHeight))
        }
        return BarLayout(
            axis: .horizontal, edge: nil, frame: navigation, statusFrame: Rect(x: 0, y: 0, width: size.width, height: top),
            items: items, overflowed: (fitsTop ? [] : topOverflow) + (fitsBottom ? [] : bottomOverflow), horizontalItems: [], tabBar: tabBar)
    }

    // MARK: Overflow

    /// Each item's overflow rank (higher stays longer): its own `visibilityPriority`, else its
    /// group's, else standard; an item with a badge at least high; `higherThan`/`lowerThan` half a
    /// step above or below the other item; spacers lowest (Docs/DOMAIN.md §5).
    public static func overflowRanks(_ items: [ToolbarItemSpec], groups: [String: VisibilityPriority]) -> [Double] {
        func base(_ item: ToolbarItemSpec) -> Double {
            if item.isSpacer { return -1 }
            var rank = Double(item.hasOwnPriority ? item.visibilityPriority.rank : (groups[item.group]?.rank ?? VisibilityPriority.standard.rank))
            if let badge = item.badge, badge > 0 { rank = max(rank, Double(VisibilityPriority.high.rank)) }
            return rank
        }
        func rank(_ index: Int, depth: Int) -> Double {
            let item = items[index]
            guard let relative = item.relativePriority, depth < 8, let other = items.firstIndex(where: { $0.id == relative.other }) else { return base(item) }
            return rank(other, depth: depth + 1) + (relative.higher ? 0.5 : -0.5)
        }
        return items.indices.map { rank($0, depth: 0) }
    }

    /// Removes items until `fits` holds: the lowest rank first, and among equals bottom-to-top.
    /// Navigation, cancellation and pinned prominent items stay (Docs/DOMAIN.md §5).
    /// - Returns: the items kept, in order, and the ids that overflowed, in bar order.
    public static func overflow(
        _ items: [ToolbarItemSpec], ranks: [Double]? = nil, height: (ToolbarItemSpec) -> Double = { _ in 1 }, fits: (Kept) -> Bool
    ) -> ([ToolbarItemSpec], [String]) {
        var kept = Kept(items: items, height: height)
        guard !fits(kept) else { return (items, []) }
        let ranks = ranks ?? overflowRanks(items, groups: [:])
        let order = items.indices.filter { !items[$0].neverOverflows }.sorted { a, b in ranks[a] != ranks[b] ? ranks[a] < ranks[b] : a > b }
        var removed = [Bool](repeating: false, count: items.count)
        for position in order {
            removed[position] = true
            kept.remove(items[position], height: height(items[position]))
            if fits(kept) { break }
        }
        return (items.indices.filter { !removed[$0] }.map { items[$0] }, items.indices.filter { removed[$0] }.map { items[$0].id })
    }

    /// What overflow keeps, as the fit test needs it.
    public struct Kept: Sendable {
        public var count: Int
        /// Kept items from the top bar (navigation, prominent and top-bar items).
        public var topItems: Int
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

    // MARK: Presentations

    /// Where the system puts a sheet or an alert: never over an active division's frame (margins
    /// included) or an active occlusion (Docs/DOMAIN.md §6). Book: sheets on the leading side of
    /// the fold (or the trailing one, by `presentationPlacement`), alerts on the trailing side;
    /// a horizontal fold: the half the device profile names per component; flat: centred. One
    /// larger than its side is shrunk to it (`constrained`). In Split View it stays in its window,
    /// off the window's sliver.
    static func placePresentation(
        _ spec: PresentationSpec, device: DeviceProfile, content: Rect, regions: [ReservedRegion],
        status: HingeStatus, direction: LayoutDirection, display: DisplayID
    ) -> PlacedPresentation {
        let metrics = device.bars
        let wanted = spec.kind == .alert ? metrics.alertSize : (spec.size ?? metrics.alertSize)
        var area = content
        var placement = "centered"
        let fold = regions.first { $0.kind == .division && $0.isActive && $0.frame.meets(content) }
        let leadingSide = spec.placement == .leading
        if let fold {
            let f = fold.frame
            if f.height >= f.width {
                let left = Rect(x: content.minX, y: content.minY, width: max(0, f.minX - content.minX), height: content.height)
                let right = Rect(x: f.maxX, y: content.minY, width: max(0, content.maxX - f.maxX), height: content.height)
                if left.width > 0 && right.width > 0 {
                    // The fold crosses the window: the component's side of it.
                    let leading = direction == .leftToRight ? left : right, trailing = direction == .leftToRight ? right : left
                    if spec.kind == .alert {
                        area = trailing
                        placement = "trailingSide"
                    } else {
                        area = leadingSide ? leading : trailing
                        placement = leadingSide ? "leadingEdge" : "trailingEdge"
                    }
                } else {
                    area = left.width > 0 ? left : right  // a sliver at the window's edge: the rest of the window
                }
            } else {
                let top = Rect(x: content.minX, y: content.minY, width: content.width, height: max(0, f.minY - content.minY))
                let bottom = Rect(x: content.minX, y: f.maxY, width: content.width, height: max(0, content.maxY - f.maxY))
                if top.height > 0 && bottom.height > 0 {
                    let half = device.presentationHalves[spec.kind] ?? .bottom
                    area = half == .top ? top : bottom
                    placement = half == .top ? "topHalf" : "bottomHalf"
                } else {
                    area = top.height > 0 ? top : bottom
                }
            }
        }
        // Clear of every active occlusion: the largest part of the area beside each.
        for occlusion in regions where occlusion.kind == .occlusion && occlusion.isActive {
            let o = occlusion.frame
            guard o.width > 0, o.height > 0, let common = o.intersection(area), common.width > 0, common.height > 0 else { continue }
            let candidates = [
                Rect(x: area.minX, y: o.maxY, width: area.width, height: area.maxY - o.maxY),
                Rect(x: area.minX, y: area.minY, width: area.width, height: o.minY - area.minY),
                Rect(x: area.minX, y: area.minY, width: o.minX - area.minX, height: area.height),
                Rect(x: o.maxX, y: area.minY, width: area.maxX - o.maxX, height: area.height),
            ].filter { $0.width > 0 && $0.height > 0 }
            area = candidates.max { $0.width * $0.height < $1.width * $1.height } ?? Rect(x: area.minX, y: area.minY, width: 0, height: 0)
        }
        let size = Size(width: min(wanted.width, area.width), height: min(wanted.height, area.height))
        let constrained = size != wanted
        var frame = Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        if placement == "leadingEdge" || placement == "trailingEdge" {
            let atLeft = (placement == "leadingEdge") == (direction == .leftToRight)
            frame.x = atLeft ? area.minX : area.maxX - size.width
        }
        // Sheets go vertical on the outer display; on the inner display only trailing sheets do.
        let vertical = spec.kind == .sheet && spec.allowsVerticalBars && (display == .outer || !leadingSide)
        return PlacedPresentation(
            id: spec.id, kind: spec.kind, frame: frame, placement: placement,
            preferredSize: wanted, constrained: constrained, verticalBars: vertical)
    }

    // MARK: Arrangement

    /// A split shows its two views along its natural axis (horizontal when its area is wider than
    /// tall), divided at an active fold that crosses it. Only one view shows — the higher layout
    /// priority, else the primary — when that axis isn't allowed, the window is compact along it,
    /// the fold runs the other way, or a pane would be under its minimum; it never switches axis.
    /// An overlay moves its views to opposite sides of an active fold along an allowed axis, else
    /// the primary stays on top of the secondary (Docs/DOMAIN.md §6).
    static func placeArrangement(
        _ spec: ArrangementSpec, area: Rect, fold: ReservedRegion?, direction: LayoutDirection,
        sizeClasses: SizeClasses = SizeClasses(horizontal: .regular, vertical: .regular)
    ) -> PlacedArrangement {
        let rtl = direction == .rightToLeft
        var area = area
        var foldInArea: ReservedRegion?
        if let f = fold?.frame, let fold {
            let vertical = f.height >= f.width
            let crosses = vertical ? f.minX > area.minX && f.maxX < area.maxX : f.minY > area.minY && f.maxY < area.maxY
            if crosses {
                foldInArea = fold
            } else if let common = f.intersection(area), common.width > 0 || common.height > 0 {
                // A sliver at the edge: the arrangement stays off it.
                if vertical {
                    area = f.midX < area.midX ? Rect(x: f.maxX, y: area.minY, width: max(0, area.maxX - f.maxX), height: area.height)
                        : Rect(x: area.minX, y: area.minY, width: max(0, f.minX - area.minX), height: area.height)
                } else {
                    area = f.midY < area.midY ? Rect(x: area.minX, y: f.maxY, width: area.width, height: max(0, area.maxY - f.maxY))
                        : Rect(x: area.minX, y: area.minY, width: area.width, height: max(0, f.minY - area.minY))
                }
            }
        }
        let foldAxis: ArrangementAxis? = foldInArea.map { $0.frame.height >= $0.frame.width ? .horizontal : .vertical }
        switch spec.style {
        case .overlay:
            guard let fold = foldInArea, let axis = foldAxis else {
                return PlacedArrangement(style: .overlay, axis: nil, panes: [("secondary", area), ("primary", area)], reason: "primary over secondary")
            }
            guard spec.axes.contains(axis) else {
                return PlacedArrangement(
                    style: .overlay, axis: nil, panes: [("secondary", area), ("primary", area)],
                    reason: "the fold would part the views \(axis.rawValue)ly, an axis that isn't allowed: primary over secondary")
            }
            let panes = splitPanes(area: area, axis: axis, fold: fold)
            if axis == .horizontal {
                // Primary to the trailing side, secondary to the leading side.
                return PlacedArrangement(
                    style: .overlay, axis: .horizontal,
                    panes: rtl ? [("secondary", panes[1]), ("primary", panes[0])] : [("secondary", panes[0]), ("primary", panes[1])],
                    reason: "partially folded: primary trailing, secondary leading")
            }
            return PlacedArrangement(style: .overlay, axis: .vertical, panes: [("secondary", panes[0]), ("primary", panes[1])],
                                     reason: "partially folded: primary bottom, secondary top")
        case .split:
            let natural: ArrangementAxis = area.width >= area.height ? .horizontal : .vertical
            let one = spec.secondaryLayoutPriority > spec.primaryLayoutPriority ? "secondary" : "primary"
            func single(_ why: String) -> PlacedArrangement {
                PlacedArrangement(style: .split, axis: nil, panes: [(one, area)], reason: "\(why): only the \(one) view shows")
            }
            guard spec.axes.contains(natural) else { return single("its natural axis (\(natural.rawValue)) isn't allowed") }
            if natural == .horizontal && sizeClasses.horizontal == .compact { return single("a horizontal split needs regular width") }
            if natural == .vertical && sizeClasses.vertical == .compact { return single("a vertical split needs regular height") }
            if let foldAxis, foldAxis != natural { return single("the fold runs along the split, so the views can't sit on its two sides") }
            let panes = splitPanes(area: area, axis: natural, fold: foldInArea)
            guard panes.allSatisfy({ $0.width >= spec.minimumPaneSize.width && $0.height >= spec.minimumPaneSize.height }) else {
                return single("a pane would be smaller than its minimum")
            }
            let ordered = natural == .horizontal && rtl ? [panes[1], panes[0]] : panes
            return PlacedArrangement(
                style: .split, axis: natural, panes: [("primary", ordered[0]), ("secondary", ordered[1])],
                reason: "split \(natural.rawValue)ly" + (foldInArea != nil ? " at the fold" : ""))
        }
    }

    /// Two panes along `axis`, divided at the fold when one crosses the area, else halved.
    static func splitPanes(area: Rect, axis: ArrangementAxis, fold: ReservedRegion?) -> [Rect] {
        if axis == .horizontal {
            if let fold, fold.frame.height >= fold.frame.width {
                return [Rect(x: area.minX, y: area.minY, width: fold.frame.minX - area.minX, height: area.height),
                        Rect(x: fold.frame.maxX, y: area.minY, width: area.maxX - fold.frame.maxX, height: area.height)]
            }
            let half = area.width / 2
            return [Rect(x: area.minX, y: area.minY, width: half, height: area.height), Rect(x: area.minX + half, y: area.minY, width: half, height: area.height)]
        }
        if let fold, fold.frame.width > fold.frame.height {
            return [Rect(x: area.minX, y: area.minY, width: area.width, height: fold.frame.minY - area.minY),
                    Rect(x: area.minX, y: fold.frame.maxY, width: area.width, height: area.maxY - fold.frame.maxY)]
        }
        let half = area.height / 2
        return [Rect(x: area.minX, y: area.minY, width: area.width, height: half), Rect(x: area.minX, y: area.minY + half, width: area.width, height: half)]
    }

    // MARK: Grid

    static func placeGrid(_ spec: GridSpec, area: Rect, fold: ReservedRegion?, divisionExists: Bool) -> PlacedGrid {
        let content = Rect(x: area.minX + spec.padding, y: area.minY + spec.padding,
                           width: max(0, area.width - 2 * spec.padding), height: max(0, area.height - 2 * spec.padding))
        // Around an active vertical fold inside the content: four equal columns from the narrower side.
        if spec.scrollAxis == .vertical, let fold, fold.frame.height >= fold.frame.width, fold.frame.minX > content.minX, fold.frame.maxX < content.maxX {
            let narrower = min(fold.frame.minX - content.minX, content.maxX - fold.frame.maxX)
            let width = (narrower - spec.spacing) / 2
            if width > 0 {
                let f0 = fold.frame.minX, f1 = fold.frame.maxX
                let columns = [
                    Rect(x: f0 - 2 * width - spec.spacing, y: content.minY, width: width, height: content.height),
                    Rect(x: f0 - width, y: content.minY, width: width, height: content.height),
                    Rect(x: f1, y: content.minY, width: width, height: content.height),
                    Rect(x: f1 + width + spec.spacing, y: content.minY, width: width, height: content.height),
                ]
                return PlacedGrid(mode: "aroundFold", evenColumns: nil, columns: columns)
            }
        }
        let count = evenColumnCount(width: content.width, spec: spec, divisionExists: divisionExists)
        let width = max(0, (content.width - Double(count - 1) * spec.spacing) / Double(count))
        return PlacedGrid(mode: "even", evenColumns: divisionExists ? spec.evenColumns : nil, columns: (0..<count).map {
            Rect(x: content.minX + Double($0) * (width + spec.spacing), y: content.minY, width: width, height: content.height)
        })
    }

    /// columns = max(1, ⌊(width + spacing) / (minimum + spacing)⌋); when a division exists and the
    /// count is odd and more than one, made even as `spec.evenColumns` reads the rule: rounded down
    /// (items never narrower than their minimum) or one added (Docs/DOMAIN.md §6, Contradictions 4).
    public static func evenColumnCount(width: Double, spec: GridSpec, divisionExists: Bool) -> Int {
        var count = max(1, Int(checked: (width + spec.spacing) / (spec.minimumItemWidth + spec.spacing), .down))
        if divisionExists && count > 1 && count % 2 == 1 { count += spec.evenColumns == .roundDown ? -1 : 1 }
        return count
    }
}
