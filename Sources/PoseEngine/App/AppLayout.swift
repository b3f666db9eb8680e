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
}

/// A sheet or alert where the system puts it.
public struct PlacedPresentation: Hashable, Sendable {
    public var id: String
    public var kind: PresentationSpec.Kind
    public var frame: Rect
    /// `leadingEdge`, `centered`, `trailingSide`.
    public var placement: String
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
    public static func make(
        app: AppProfile, device: DeviceProfile, size: Size, verticalEdge: PhysicalEdge?,
        regions: [ReservedRegion], status: HingeStatus, direction: LayoutDirection
    ) -> AppLayout {
        let metrics = device.bars
        let edge = app.allowsVerticalBars ? verticalEdge : nil
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
        let anyDivision = regions.contains { $0.kind == .division }
        var layout = AppLayout(
            bars: bars, safeArea: safe,
            presentations: app.presentations.map { placePresentation($0, metrics: metrics, content: content, fold: activeFold, status: status, direction: direction) },
            arrangement: app.arrangement.map { placeArrangement($0, area: content, fold: activeFold, direction: direction) },
            grid: app.grid.map { placeGrid($0, area: content, fold: activeFold, divisionExists: anyDivision) })
        layout.placeControls(app.controls, size: size, regions: regions, content: content, fold: activeFold, direction: direction)
        return layout
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
        // Column order: navigation, prominent, the other top-bar items, a space, the bottom-bar items.
        var buckets: [[ToolbarItemSpec]] = [[], [], [], []]
        var horizontal: [String] = []
        for item in app.toolbarItems {
            if item.staysHorizontal { horizontal.append(item.id); continue }
            switch item.placement {
            case .navigation: buckets[0].append(item)
            case .prominent: buckets[1].append(item)
            case .topBar: buckets[2].append(item)
            case .bottomBar: buckets[3].append(item)
            }
        }
        let ordered = buckets[0] + buckets[1] + buckets[2] + buckets[3]
        let tabCount = app.tabItems.count
        func toolbarHeight(_ kept: Kept, overflowButton: Bool) -> Double {
            Double(kept.count + (overflowButton ? 1 : 0)) * metrics.itemHeight + (kept.topItems > 0 && kept.bottomItems > 0 ? metrics.groupGap : 0)
        }
        func counts(_ items: [ToolbarItemSpec]) -> Kept {
            let bottom = items.filter { $0.placement == .bottomBar }.count
            return Kept(count: items.count, topItems: items.count - bottom, bottomItems: bottom)
        }
        var minimized = false
        func available() -> Double {
            column.height - top - bottom - Double(minimized ? min(1, tabCount) : tabCount) * metrics.tabItemHeight
        }
        var visible = ordered
        var overflowed: [String] = []
        if toolbarHeight(counts(visible), overflowButton: false) > available() {
            if app.compression == .taskOriented && tabCount > 1 {
                minimized = true
            }
            if toolbarHeight(counts(visible), overflowButton: false) > available() {
                (visible, overflowed) = overflow(ordered) { toolbarHeight($0, overflowButton: true) <= available() }
                // The column still can't hold the navigation items: the tab bar gives way too.
                if toolbarHeight(counts(visible), overflowButton: !overflowed.isEmpty) > available() && tabCount > 1 && !minimized {
                    minimized = true
                    (visible, overflowed) = overflow(ordered) { toolbarHeight($0, overflowButton: true) <= available() }
                }
            }
        }
        var items: [PlacedItem] = []
        var y = column.minY + top
        var previous: ToolbarPlacement?
        for item in visible {
            if item.placement == .bottomBar, let previous, previous != .bottomBar { y += metrics.groupGap }
            items.append(PlacedItem(
                id: item.id, symbol: item.symbol, title: item.title, badge: item.badge,
                frame: Rect(x: column.minX, y: y, width: column.width, height: metrics.itemHeight), isOverflowButton: false))
            y += metrics.itemHeight
            previous = item.placement
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
        let topItems = app.toolbarItems.filter { $0.placement != .bottomBar }
        let bottomItems = app.toolbarItems.filter { $0.placement == .bottomBar }
        let slots = Int(checked: size.width / metrics.horizontalItemWidth, .down)
        // Each bar overflows on its own, along its width.
        let (topVisible, topOverflow) = overflow(topItems) { $0.count + 1 <= slots }
        let (bottomVisible, bottomOverflow) = overflow(bottomItems) { $0.count + 1 <= slots }
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

    /// Removes items until `fits` holds: bottom-to-top, lowest priority first, by group and then
    /// by item (Docs/DOMAIN.md §5). Navigation and pinned prominent items stay.
    /// - Returns: the items kept, in order, and the ids that overflowed, in bar order.
    public static func overflow(_ items: [ToolbarItemSpec], fits: (Kept) -> Bool) -> ([ToolbarItemSpec], [String]) {
        var kept = Kept(count: items.count, topItems: items.filter { $0.placement != .bottomBar }.count,
                        bottomItems: items.filter { $0.placement == .bottomBar }.count)
        guard !fits(kept) else { return (items, []) }
        // Groups by first appearance, holding item positions.
        var groupNames: [String] = []
        var groupItems: [[Int]] = []
        for (position, item) in items.enumerated() where !item.neverOverflows {
            if let index = groupNames.firstIndex(of: item.group) {
                groupItems[index].append(position)
            } else {
                groupNames.append(item.group)
                groupItems.append([position])
            }
        }
        // A group's priority is its highest item's; lower groups go first, the lowest in the bar first.
        let ranked = groupItems.map { positions in
            (positions: positions, priority: positions.map { items[$0].visibilityPriority }.max()!, lowest: positions.max()!)
        }
        let order = ranked.sorted { a, b in a.priority != b.priority ? a.priority < b.priority : a.lowest > b.lowest }
        var removed = [Bool](repeating: false, count: items.count)
        outer: for group in order {
            let sorted = group.positions.sorted { a, b in
                let pa = items[a].visibilityPriority, pb = items[b].visibilityPriority
                return pa != pb ? pa < pb : a > b
            }
            for position in sorted {
                removed[position] = true
                kept.count -= 1
                if items[position].placement == .bottomBar { kept.bottomItems -= 1 } else { kept.topItems -= 1 }
                if fits(kept) { break outer }
            }
        }
        return (items.indices.filter { !removed[$0] }.map { items[$0] }, items.indices.filter { removed[$0] }.map { items[$0].id })
    }

    /// What overflow keeps, as the fit test needs it.
    public struct Kept: Sendable {
        public var count: Int
        /// Kept items from the top bar (navigation, prominent and top-bar items).
        public var topItems: Int
        public var bottomItems: Int
    }

    // MARK: Presentations

    static func placePresentation(
        _ spec: PresentationSpec, metrics: BarMetrics, content: Rect, fold: ReservedRegion?,
        status: HingeStatus, direction: LayoutDirection
    ) -> PlacedPresentation {
        let wanted = spec.kind == .alert ? metrics.alertSize : (spec.size ?? metrics.alertSize)
        let size = Size(width: min(wanted.width, content.width), height: min(wanted.height, content.height))
        func centered(in area: Rect) -> Rect {
            Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        }
        switch spec.kind {
        case .sheet:
            // Folded: to the leading edge; flat: centred (Docs/DOMAIN.md §6).
            guard status == .partiallyOpen else {
                return PlacedPresentation(id: spec.id, kind: .sheet, frame: centered(in: content), placement: "centered")
            }
            let x = direction == .leftToRight ? content.minX : content.maxX - size.width
            return PlacedPresentation(
                id: spec.id, kind: .sheet, frame: Rect(x: x, y: content.midY - size.height / 2, width: size.width, height: size.height),
                placement: "leadingEdge")
        case .alert:
            let middle = centered(in: content)
            // Book pose: an alert the fold would cut goes to the trailing side.
            if let fold, fold.frame.height >= fold.frame.width, middle.meets(fold.frame) {
                let trailing = direction == .leftToRight
                    ? Rect(x: fold.frame.maxX, y: content.minY, width: max(0, content.maxX - fold.frame.maxX), height: content.height)
                    : Rect(x: content.minX, y: content.minY, width: max(0, fold.frame.minX - content.minX), height: content.height)
                if trailing.width >= size.width {
                    return PlacedPresentation(id: spec.id, kind: .alert, frame: centered(in: trailing), placement: "trailingSide")
                }
            }
            return PlacedPresentation(id: spec.id, kind: .alert, frame: middle, placement: "centered")
        }
    }

    // MARK: Arrangement

    static func placeArrangement(_ spec: ArrangementSpec, area: Rect, fold: ReservedRegion?, direction: LayoutDirection) -> PlacedArrangement {
        let rtl = direction == .rightToLeft
        let foldInArea = fold.flatMap { f -> ReservedRegion? in
            let inside = f.frame.height >= f.frame.width
                ? f.frame.minX > area.minX && f.frame.maxX < area.maxX
                : f.frame.minY > area.minY && f.frame.maxY < area.maxY
            return inside ? f : nil
        }
        switch spec.style {
        case .overlay:
            guard let fold = foldInArea else {
                return PlacedArrangement(style: .overlay, axis: nil, panes: [("secondary", area), ("primary", area)], reason: "primary over secondary")
            }
            if fold.frame.height >= fold.frame.width {
                let left = Rect(x: area.minX, y: area.minY, width: fold.frame.minX - area.minX, height: area.height)
                let right = Rect(x: fold.frame.maxX, y: area.minY, width: area.maxX - fold.frame.maxX, height: area.height)
                // Primary to the trailing side, secondary to the leading side.
                return PlacedArrangement(
                    style: .overlay, axis: .horizontal,
                    panes: rtl ? [("secondary", right), ("primary", left)] : [("secondary", left), ("primary", right)],
                    reason: "partially folded: primary trailing, secondary leading")
            }
            let top = Rect(x: area.minX, y: area.minY, width: area.width, height: fold.frame.minY - area.minY)
            let bottom = Rect(x: area.minX, y: fold.frame.maxY, width: area.width, height: area.maxY - fold.frame.maxY)
            return PlacedArrangement(style: .overlay, axis: .vertical, panes: [("secondary", top), ("primary", bottom)],
                                     reason: "partially folded: primary bottom, secondary top")
        case .split:
            let natural: ArrangementAxis = area.width >= area.height ? .horizontal : .vertical
            let candidates = [natural, natural == .horizontal ? .vertical : .horizontal].filter { spec.axes.contains($0) }
            for axis in candidates {
                let panes = splitPanes(area: area, axis: axis, fold: foldInArea)
                let fits = panes.allSatisfy { $0.width >= spec.minimumPaneSize.width && $0.height >= spec.minimumPaneSize.height }
                guard fits else { continue }
                let ordered = axis == .horizontal && rtl ? [panes[1], panes[0]] : panes
                return PlacedArrangement(
                    style: .split, axis: axis, panes: [("primary", ordered[0]), ("secondary", ordered[1])],
                    reason: axis == natural ? "split \(axis.rawValue)ly" : "split \(axis.rawValue)ly (the natural axis isn't allowed or doesn't fit)")
            }
            // No allowed axis fits: one view, the higher layout priority, else the primary.
            let one = spec.secondaryLayoutPriority > spec.primaryLayoutPriority ? "secondary" : "primary"
            return PlacedArrangement(style: .split, axis: nil, panes: [(one, area)], reason: "no allowed axis fits: only the \(one) view shows")
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
        if let fold, fold.frame.height >= fold.frame.width, fold.frame.minX > content.minX, fold.frame.maxX < content.maxX {
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
                return PlacedGrid(mode: "aroundFold", columns: columns)
            }
        }
        let count = evenColumnCount(width: content.width, spec: spec, divisionExists: divisionExists)
        let width = max(0, (content.width - Double(count - 1) * spec.spacing) / Double(count))
        return PlacedGrid(mode: "even", columns: (0..<count).map {
            Rect(x: content.minX + Double($0) * (width + spec.spacing), y: content.minY, width: width, height: content.height)
        })
    }

    /// columns = max(1, ⌊(width + spacing) / (minimum + spacing)⌋), plus one when a division
    /// exists and the count is odd and more than one (Docs/DOMAIN.md §6).
    public static func evenColumnCount(width: Double, spec: GridSpec, divisionExists: Bool) -> Int {
        var count = max(1, Int(checked: (width + spec.spacing) / (spec.minimumItemWidth + spec.spacing), .down))
        if divisionExists && count > 1 && count % 2 == 1 { count += 1 }
        return count
    }
}
