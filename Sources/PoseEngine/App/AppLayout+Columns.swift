// MARK: - NavigationSplitView columns

extension AppLayout {
    /// A NavigationSplitView's columns (Docs/DOMAIN.md §5): the declared widths are preferences
    /// that the system rebalances. One pane (the detail) when `collapsed`; folded (an active fold
    /// across `area`), one column on each side of the fold — the detail on the trailing side,
    /// the column before it on the leading side — as equal panes about the fold or each filling
    /// its side, as `folded` reads it; otherwise the declared widths from the leading side, the
    /// detail taking the rest, and the inspector, then the sidebar, then the content hidden while
    /// the detail would be narrower than its minimum. Hidden columns are listed with why.
    /// - Parameters:
    ///   - area: the content, already off a fold's sliver at the window's edge.
    ///   - fold: the active fold when it crosses `area`.
    static func placeColumns(
        _ spec: SplitColumnsSpec, area: Rect, fold: PoseRegion?, direction: UserInterfaceLayoutDirection,
        collapsed: Bool, detailVertical: Bool, folded: Readings.FoldedColumns
    ) -> (shown: [PlacedColumn], hidden: [HiddenColumn]) {
        let leadingIDs = spec.contentWidth == nil ? ["sidebar"] : ["sidebar", "content"]
        let trailingIDs = spec.inspectorWidth == nil ? [] : ["inspector"]
        func detail(_ frame: Rect) -> PlacedColumn {
            PlacedColumn(id: "detail", frame: frame, verticalBars: detailVertical)
        }
        if collapsed {
            return ([detail(area)], (leadingIDs + trailingIDs).map { HiddenColumn(id: $0, reason: .collapsed) })
        }
        if let fold, fold.frame.isVertical {
            var left = Rect(x: area.minX, y: area.minY, width: fold.frame.minX - area.minX, height: area.height)
            var right = Rect(x: fold.frame.maxX, y: area.minY, width: area.maxX - fold.frame.maxX, height: area.height)
            if folded == .equalPanes {
                let width = min(left.width, right.width)
                left = Rect(x: fold.frame.minX - width, y: area.minY, width: width, height: area.height)
                right.width = width
            }
            let (leadingPane, trailingPane) = direction == .leftToRight ? (left, right) : (right, left)
            let leading = leadingIDs.last ?? "sidebar"
            let hidden = (leadingIDs.dropLast() + trailingIDs).map { HiddenColumn(id: $0, reason: .folded) }
            return (
                [PlacedColumn(id: leading, frame: leadingPane, verticalBars: false), detail(trailingPane)],
                hidden
            )
        }
        return unfoldedColumns(spec, area: area, direction: direction, detailVertical: detailVertical)
    }

    /// The declared widths from the leading side, the detail taking the rest; the inspector, then
    /// the sidebar, then the content give way while the detail would be under its minimum.
    private static func unfoldedColumns(
        _ spec: SplitColumnsSpec, area: Rect, direction: UserInterfaceLayoutDirection, detailVertical: Bool
    ) -> (shown: [PlacedColumn], hidden: [HiddenColumn]) {
        var fixed: [(id: String, width: Double)] = [("sidebar", spec.sidebarWidth)]
        if let width = spec.contentWidth { fixed.append(("content", width)) }
        if let width = spec.inspectorWidth { fixed.append(("inspector", width)) }
        var hidden: [HiddenColumn] = []
        for id in ["inspector", "sidebar", "content"] {
            guard fixed.map(\.width).reduce(0, +) + spec.detailMinimum > area.width else { break }
            guard let index = fixed.firstIndex(where: { $0.id == id }) else { continue }
            fixed.remove(at: index)
            hidden.append(HiddenColumn(id: id, reason: .narrow))
        }
        let detailWidth = max(0, area.width - fixed.map(\.width).reduce(0, +))
        var order = fixed.filter { $0.id != "inspector" } + [("detail", detailWidth)]
        order += fixed.filter { $0.id == "inspector" }
        var x = 0.0
        let shown = order.map { id, width -> PlacedColumn in
            let w = min(width, max(0, area.width - x))
            let frame =
                direction == .leftToRight
                ? Rect(x: area.minX + x, y: area.minY, width: w, height: area.height)
                : Rect(x: area.maxX - x - w, y: area.minY, width: w, height: area.height)
            x += w
            return PlacedColumn(id: id, frame: frame, verticalBars: id == "detail" && detailVertical)
        }
        return (shown, hidden)
    }

    /// The part of `area` a view may use, and the fold when it crosses that part: a fold that
    /// only reaches in at an edge (Split View's sliver) leaves a strip every view stays off
    /// (Docs/DOMAIN.md §6: columns, grids and content are kept off the hinge).
    static func areaOffFold(_ area: Rect, fold: PoseRegion?) -> (area: Rect, crossing: PoseRegion?) {
        guard let fold else { return (area, nil) }
        let f = fold.frame
        let vertical = f.isVertical
        let crosses = vertical ? f.minX > area.minX && f.maxX < area.maxX : f.minY > area.minY && f.maxY < area.maxY
        if crosses { return (area, fold) }
        guard let common = f.intersection(area), common.width > 0 || common.height > 0 else { return (area, nil) }
        if vertical {
            return (
                f.midX < area.midX
                    ? Rect(x: f.maxX, y: area.minY, width: max(0, area.maxX - f.maxX), height: area.height)
                    : Rect(x: area.minX, y: area.minY, width: max(0, f.minX - area.minX), height: area.height), nil
            )
        }
        return (
            f.midY < area.midY
                ? Rect(x: area.minX, y: f.maxY, width: area.width, height: max(0, area.maxY - f.maxY))
                : Rect(x: area.minX, y: area.minY, width: area.width, height: max(0, f.minY - area.minY)), nil
        )
    }
}
