// MARK: - AppLayout

/// Where an app's bars, presentations, arrangement and grid go in one window.
/// Frames are in the window's coordinates, physical (bars keep their physical side).
public struct AppLayout: Hashable, Sendable {
    /// The toolbar and tab bar: where they stand, their items and what overflowed.
    public var bars: BarLayout
    /// Insets the bars and the status area take, per physical side.
    public var safeArea: PhysicalInsets
    /// Sheets and alerts where the system puts them.
    public var presentations: [PlacedPresentation]
    /// The two views of an arrangement, when the app has one.
    public var arrangement: PlacedArrangement?
    /// The adaptive grid's columns, when the app has one.
    public var grid: PlacedAdaptiveGrid?
    /// The app's custom controls where they land, with suggested frames.
    public var controls: [PlacedControl] = []
    /// What the controls collide with, most severe first within each control.
    public var collisions: [Collision] = []
    /// A move per group that has errors or warnings.
    public var moves: [GroupMove] = []
    /// A NavigationSplitView's columns shown, each with whether its bars are vertical.
    public var columns: [PlacedColumn] = []
    /// A NavigationSplitView's columns not shown in this window, and why.
    public var hiddenColumns: [HiddenColumn] = []
    /// A sidebar-adaptable tab bar shown as a sidebar (inner display), its frame.
    public var tabSidebar: Rect?
    /// The readings the layout was made in (Docs/DOMAIN.md §9, §10).
    public var readings = Readings()
    /// The window's systemControls regions (the side column, or the bands of the horizontal bars
    /// and the status area), physical; what a query naming `.systemControls` returns.
    public var systemControls: [PoseRegion] = []
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
    package static func make(
        app: AppProfile, device: DeviceProfile, size: Size, verticalEdge: PhysicalEdge?,
        regions: [PoseRegion], status: HingeStatus, direction: UserInterfaceLayoutDirection,
        display: DisplayID = .inner, sizeClasses: SizeClasses = SizeClasses(horizontal: .regular, vertical: .regular),
        window: WindowID = .main
    ) -> AppLayout {
        let metrics = device.bars
        // A sidebar-adaptable tab bar shows as a sidebar on the inner display: its tabs leave the bars.
        let tabsAsSidebar = app.tabBarStyle == .sidebarAdaptable && display == .inner && app.tabSidebarWidth != nil
        // The tabs the bars show (none when they show as a sidebar); the app itself isn't copied.
        let barTabs = tabsAsSidebar ? [] : app.tabItems
        var edge = barEdge(app, verticalEdge, display: display, direction: direction, window: window)
        if edge == nil, let verticalEdge, app.readings.detailAloneBars == .windowColumn,
            barEdge(app, verticalEdge, display: display, direction: direction, window: window, detailAlone: true)
                != nil,
            detailAlone(
                app, tabs: barTabs, device: device, size: size, regions: regions, direction: direction,
                collapsed: sizeClasses.horizontal == .compact)
        {
            edge = verticalEdge
        }
        let (bars, safe) = placeBars(
            app, tabs: barTabs, device: device, size: size, edge: edge, regions: regions, direction: direction)
        let content = Rect(
            x: safe.left, y: safe.top, width: max(0, size.width - safe.left - safe.right),
            height: max(0, size.height - safe.top - safe.bottom))
        let activeFold = regions.first { $0.kind == .division && $0.isActive }
        var layout = AppLayout(bars: bars, safeArea: safe, presentations: [])
        layout.readings = app.readings
        layout.systemControls = systemControlsRegions(bars: bars, safeArea: safe, size: size)
        layout.placeContent(
            app, content: content, fold: activeFold, regions: regions, direction: direction,
            window: ContentWindow(display: display, sizeClasses: sizeClasses, detailVertical: edge != nil))
        layout.placeControls(
            app.controls, groups: app.controlGroups, size: size, regions: regions, content: content, fold: activeFold,
            direction: direction)
        if tabsAsSidebar, let width = app.tabSidebarWidth {
            // Framework views keep off a fold's sliver at the window's edge, as the bars do.
            layout.placeTabSidebar(
                app.tabItems, width: width, content: offSlivers(content, regions: regions), metrics: metrics,
                direction: direction)
        }
        // Last: a popover or a context menu points at the bars, the controls or a sheet's items.
        layout.placePresentations(
            app, device: device, content: content, regions: regions, direction: direction,
            window: PresentationWindow(
                display: display, barsCanBeVertical: verticalEdge != nil,
                columnEdge: verticalEdge ?? device.sideColumn.fullScreenEdge,
                compactWidth: sizeClasses.horizontal == .compact))
        return layout
    }

    /// What a window's content depends on beyond its frame.
    struct ContentWindow {
        var display: DisplayID
        var sizeClasses: SizeClasses
        /// The detail column's bars stand in the side column.
        var detailVertical: Bool
    }

    /// A NavigationSplitView's columns, then the arrangement and the grid: in the detail column,
    /// or over the whole content, as `splitViewContent` reads it (Docs/DOMAIN.md §9, Contradiction 8).
    private mutating func placeContent(
        _ app: AppProfile, content: Rect, fold: PoseRegion?, regions: [PoseRegion],
        direction: UserInterfaceLayoutDirection, window: ContentWindow
    ) {
        var area = content
        if app.container == .navigationSplitView, let spec = app.splitColumns {
            let (clear, crossing) = Self.areaOffFold(content, fold: fold)
            (columns, hiddenColumns) = Self.placeColumns(
                spec, area: clear, fold: crossing, direction: direction,
                collapsed: window.display == .outer || window.sizeClasses.horizontal == .compact,
                detailVertical: window.detailVertical, folded: app.readings.foldedColumns)
            if app.readings.splitViewContent == .detailColumn, let detail = columns.first(where: { $0.id == "detail" })
            {
                area = detail.frame
            }
        }
        arrangement = app.arrangement.map {
            // 003: an arrangement view isn't placed inside a NavigationSplitView, a List or a ScrollView.
            let inside =
                $0.inside != .none
                ? $0.inside.rawValue : app.container == .navigationSplitView ? "navigationSplitView" : nil
            return Self.placeArrangement(
                $0, area: area, fold: fold, direction: direction, sizeClasses: window.sizeClasses,
                compactSplit: app.readings.compactSplit, insideContainer: inside)
        }
        grid = app.grid.map { Self.placeGrid($0, area: area, fold: fold, divisions: regions) }
    }

    /// Where vertical bars stand, or nil for horizontal bars: only a container's bars go vertical,
    /// and only where the app doesn't disable them; in a NavigationSplitView only the detail
    /// column's, so the column must stand on the detail's side (unless `splitViewBarsInRightToLeft`
    /// reads `vertical`: Docs/DOMAIN.md §10).
    /// - Parameter detailAlone: the split view shows its detail alone, beside the window's column.
    private static func barEdge(
        _ app: AppProfile, _ verticalEdge: PhysicalEdge?, display: DisplayID, direction: UserInterfaceLayoutDirection,
        window: WindowID, detailAlone: Bool = false
    ) -> PhysicalEdge? {
        let edge =
            app.allowsVerticalBars && !app.verticalBarsDisabledIn.contains(window) && app.container != .custom
            ? verticalEdge : nil
        let splitOnInner = app.container == .navigationSplitView && display == .inner && app.splitColumns != nil
        if splitOnInner, !detailAlone, app.readings.splitViewBarsInRightToLeft == .horizontal, let current = edge {
            let detailSide: PhysicalEdge = direction == .leftToRight ? .right : .left
            if current != detailSide { return nil }
        }
        return edge
    }

    /// Whether a NavigationSplitView shows its detail alone with horizontal bars, every other column
    /// having given way (a Split View window): then the detail stands beside the window's column
    /// whichever side it is on, and its bars go there (`detailAloneBars: windowColumn`, Docs/DOMAIN.md
    /// §10). A side column only narrows the content, so the detail stays alone beside it.
    private static func detailAlone(
        _ app: AppProfile, tabs: [TabItemSpec], device: DeviceProfile, size: Size, regions: [PoseRegion],
        direction: UserInterfaceLayoutDirection, collapsed: Bool
    ) -> Bool {
        guard app.container == .navigationSplitView, let spec = app.splitColumns else { return false }
        if collapsed { return true }
        let safe = placeBars(
            app, tabs: tabs, device: device, size: size, edge: nil, regions: regions, direction: direction
        )
        .1
        let content = Rect(
            x: safe.left, y: safe.top, width: max(0, size.width - safe.left - safe.right),
            height: max(0, size.height - safe.top - safe.bottom))
        let (clear, crossing) = areaOffFold(content, fold: regions.first { $0.kind == .division && $0.isActive })
        let shown = placeColumns(
            spec, area: clear, fold: crossing, direction: direction, collapsed: false, detailVertical: false,
            folded: app.readings.foldedColumns
        ).shown
        return shown.count == 1 && shown.first?.id == "detail"
    }

    /// The bars (a side column at `edge`, else horizontal) and the insets they take.
    private static func placeBars(
        _ app: AppProfile, tabs: [TabItemSpec], device: DeviceProfile, size: Size, edge: PhysicalEdge?,
        regions: [PoseRegion], direction: UserInterfaceLayoutDirection
    ) -> (BarLayout, PhysicalInsets) {
        let metrics = device.bars
        var safe = PhysicalInsets.zero
        guard !app.toolbarItems.isEmpty || !tabs.isEmpty || !app.additionalOverflowItems.isEmpty else {
            // No bars at all (a game): nothing reserved beyond the hardware's own regions.
            let none = BarLayout(
                axis: .horizontal, edge: nil, frame: Rect(x: 0, y: 0, width: size.width, height: 0), statusFrame: nil,
                items: [], overflowed: [], horizontalItems: [], tabBar: nil)
            return (none, safe)
        }
        guard let edge else {
            // The island (an active occlusion touching the top) or the status area tops the bars.
            let top = barsTop(regions, metrics, within: nil, inactiveToo: app.readings.statusArea == .anyOcclusion)
            // Framework bars keep off a fold's sliver at the window's edge (Split View).
            let area = barArea(size: size, regions: regions)
            let bars = horizontalBars(
                app: app, tabs: tabs, metrics: metrics, area: area, top: top, direction: direction,
                fold: regions.first { $0.kind == .division && $0.isActive })
            safe.top = bars.frame.maxY
            safe.bottom = size.height - bottomBarTop(app, tabs: tabs, metrics, area: area)
            return (bars, safe)
        }
        let columnWidth = device.sideColumn.width
        let column = Rect(
            x: edge == .right ? size.width - columnWidth : 0, y: 0, width: columnWidth, height: size.height)
        // The island and the status area top the column even while they reserve nothing (Docs/DOMAIN.md §1).
        let top = barsTop(regions, metrics, within: column, inactiveToo: true)
        // An occlusion at the column's foot (the island, when a display turns) sits under the tab bar.
        var bottom = 0.0
        for region in regions.indices where regions[region].kind == .occlusion {
            let frame = regions[region].frame
            if frame.meets(column), frame.maxY >= size.height - 0.5, frame.minY > top {
                bottom = max(bottom, size.height - frame.minY)
            }
        }
        let bars = verticalBars(app: app, tabs: tabs, metrics: metrics, column: column, top: top, bottom: bottom)
        if edge == .right { safe.right = columnWidth } else { safe.left = columnWidth }
        return (bars, safe)
    }

    /// A sidebar-adaptable tab bar as a sidebar on the leading side of the content, its tabs in a
    /// column. The sidebar is a list that scrolls: the tabs whole in its frame show, the rest are
    /// below its visible part (`overflowed`), so no tab runs past the sidebar onto a fold's sliver
    /// or out of the window (Docs/DOMAIN.md §5).
    private mutating func placeTabSidebar(
        _ tabs: [TabItemSpec], width: Double, content: Rect, metrics: BarMetrics,
        direction: UserInterfaceLayoutDirection
    ) {
        let w = min(width, content.width)
        let sidebar = Rect(
            x: direction == .leftToRight ? content.minX : content.maxX - w, y: content.minY, width: w,
            height: content.height)
        tabSidebar = sidebar
        let fit = metrics.tabItemHeight > 0 ? Int(checked: sidebar.height / metrics.tabItemHeight, .down) : tabs.count
        let shown = min(tabs.count, max(0, fit))
        bars.tabBar = PlacedTabBar(
            frame: sidebar, minimized: false,
            items: Self.placedTabs(tabs.prefix(shown)) { index in
                Rect(
                    x: sidebar.minX, y: sidebar.minY + Double(index) * metrics.tabItemHeight, width: w,
                    height: metrics.tabItemHeight)
            }, style: .sidebar, overflowed: tabs[shown...].map(\.id))
    }

    /// Where the bars start: below the status area, or below an occlusion touching the window's top
    /// (the island), whichever is lower; for a side column, only occlusions meeting it count, active
    /// or not (the island tops the column either way); for horizontal bars, only active ones
    /// unless `inactiveToo` (the `statusArea` reading, Docs/DOMAIN.md §10).
    private static func barsTop(_ regions: [PoseRegion], _ metrics: BarMetrics, within column: Rect?, inactiveToo: Bool)
        -> Double
    {
        var top = metrics.statusAreaHeight
        for index in regions.indices where regions[index].kind == .occlusion && (inactiveToo || regions[index].isActive)
        {
            let frame = regions[index].frame
            if frame.minY <= 0.5, column.map(frame.meets) ?? true { top = max(top, frame.maxY) }
        }
        return top
    }
}
