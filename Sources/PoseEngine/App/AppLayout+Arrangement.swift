// MARK: - Arrangement

extension AppLayout {
    // MARK: Arrangement

    /// A split shows its two views along its natural axis (horizontal when its area is wider than
    /// tall), divided at an active fold that crosses it. Only one view shows — the higher layout
    /// priority, else the primary — when that axis isn't allowed, the window is compact along it,
    /// the fold runs the other way, or a pane would be under its minimum; it never switches axis.
    /// An overlay moves its views to opposite sides of an active fold along an allowed axis, else
    /// the primary stays on top of the secondary (Docs/DOMAIN.md §6). With `compactSplit: anyCompact`
    /// any compact size class shows one view (Docs/DOMAIN.md §10).
    static func placeArrangement(
        _ spec: ArrangementSpec, area: Rect, fold: PoseRegion?, direction: UserInterfaceLayoutDirection,
        sizeClasses: SizeClasses = SizeClasses(horizontal: .regular, vertical: .regular),
        compactSplit: Readings.CompactSplit = .alongAxis
    ) -> PlacedArrangement {
        let (area, foldInArea) = areaOffFold(area, fold: fold)
        switch spec.style {
        case .overlay: return placeOverlay(spec, area: area, fold: foldInArea, direction: direction)
        case .split:
            return placeSplit(
                spec, area: area, fold: foldInArea, direction: direction, sizeClasses: sizeClasses,
                compactSplit: compactSplit)
        }
    }

    /// An overlay: its views on the fold's two sides along an allowed axis, else primary over secondary.
    private static func placeOverlay(
        _ spec: ArrangementSpec, area: Rect, fold: PoseRegion?, direction: UserInterfaceLayoutDirection
    ) -> PlacedArrangement {
        guard let fold else {
            return PlacedArrangement(
                style: .overlay, axis: nil, panes: [("secondary", area), ("primary", area)],
                reason: "primary over secondary")
        }
        let axis: ArrangementAxis = fold.frame.isVertical ? .horizontal : .vertical
        guard spec.axes.contains(axis) else {
            return PlacedArrangement(
                style: .overlay, axis: nil, panes: [("secondary", area), ("primary", area)],
                reason:
                    "the fold would part the views \(axis.rawValue)ly, an axis that isn't allowed: primary over secondary"
            )
        }
        let panes = splitPanes(area: area, axis: axis, fold: fold)
        if axis == .horizontal {
            // Primary to the trailing side, secondary to the leading side.
            return PlacedArrangement(
                style: .overlay, axis: .horizontal,
                panes: direction == .rightToLeft
                    ? [("secondary", panes[1]), ("primary", panes[0])]
                    : [("secondary", panes[0]), ("primary", panes[1])],
                reason: "partially folded: primary trailing, secondary leading")
        }
        return PlacedArrangement(
            style: .overlay, axis: .vertical, panes: [("secondary", panes[0]), ("primary", panes[1])],
            reason: "partially folded: primary bottom, secondary top")
    }

    /// A split: both views along its natural axis, divided at a crossing fold, or one view and why.
    private static func placeSplit(
        _ spec: ArrangementSpec, area: Rect, fold: PoseRegion?, direction: UserInterfaceLayoutDirection,
        sizeClasses: SizeClasses, compactSplit: Readings.CompactSplit
    ) -> PlacedArrangement {
        let natural: ArrangementAxis = area.width >= area.height ? .horizontal : .vertical
        let one = spec.secondaryLayoutPriority > spec.primaryLayoutPriority ? "secondary" : "primary"
        func single(_ why: String) -> PlacedArrangement {
            PlacedArrangement(
                style: .split, axis: nil, panes: [(one, area)], reason: "\(why): only the \(one) view shows")
        }
        guard spec.axes.contains(natural) else {
            return single("its natural axis (\(natural.rawValue)) isn't allowed")
        }
        if compactSplit == .anyCompact && (sizeClasses.horizontal == .compact || sizeClasses.vertical == .compact) {
            return single("a compact size class (reading compactSplit: anyCompact)")
        }
        if natural == .horizontal && sizeClasses.horizontal == .compact {
            return single("a horizontal split needs regular width")
        }
        if natural == .vertical && sizeClasses.vertical == .compact {
            return single("a vertical split needs regular height")
        }
        let foldAxis: ArrangementAxis? = fold.map { $0.frame.isVertical ? .horizontal : .vertical }
        if let foldAxis, foldAxis != natural {
            return single("the fold runs along the split, so the views can't sit on its two sides")
        }
        let panes = splitPanes(area: area, axis: natural, fold: fold)
        guard
            panes.allSatisfy({ $0.width >= spec.minimumPaneSize.width && $0.height >= spec.minimumPaneSize.height })
        else {
            return single("a pane would be smaller than its minimum")
        }
        let ordered = natural == .horizontal && direction == .rightToLeft ? [panes[1], panes[0]] : panes
        return PlacedArrangement(
            style: .split, axis: natural, panes: [("primary", ordered[0]), ("secondary", ordered[1])],
            reason: "split \(natural.rawValue)ly" + (fold != nil ? " at the fold" : ""))
    }

    /// Two panes along `axis`, divided at the fold when one crosses the area, else halved.
    static func splitPanes(area: Rect, axis: ArrangementAxis, fold: PoseRegion?) -> [Rect] {
        if axis == .horizontal {
            if let fold, fold.frame.isVertical {
                return [
                    Rect(x: area.minX, y: area.minY, width: fold.frame.minX - area.minX, height: area.height),
                    Rect(x: fold.frame.maxX, y: area.minY, width: area.maxX - fold.frame.maxX, height: area.height),
                ]
            }
            let half = area.width / 2
            return [
                Rect(x: area.minX, y: area.minY, width: half, height: area.height),
                Rect(x: area.minX + half, y: area.minY, width: half, height: area.height),
            ]
        }
        if let fold, fold.frame.width > fold.frame.height {
            return [
                Rect(x: area.minX, y: area.minY, width: area.width, height: fold.frame.minY - area.minY),
                Rect(x: area.minX, y: fold.frame.maxY, width: area.width, height: area.maxY - fold.frame.maxY),
            ]
        }
        let half = area.height / 2
        return [
            Rect(x: area.minX, y: area.minY, width: area.width, height: half),
            Rect(x: area.minX, y: area.minY + half, width: area.width, height: half),
        ]
    }
}
