// MARK: - Arrangement

extension AppLayout {
    // MARK: Arrangement

    /// A split shows its two views along its natural axis (horizontal when its area is wider than
    /// tall), divided at an active fold that crosses it. Only one view shows — the higher layout
    /// priority, else the primary — when that axis isn't allowed, the window is compact along it,
    /// the fold runs the other way, or a pane would be under its minimum; it never switches axis.
    /// An overlay moves its views to opposite sides of an active fold along an allowed axis, else
    /// the primary stays on top of the secondary (Docs/DOMAIN.md §6).
    static func placeArrangement(
        _ spec: ArrangementSpec, area: Rect, fold: ReservedRegion?, direction: UserInterfaceLayoutDirection,
        sizeClasses: SizeClasses = SizeClasses(horizontal: .regular, vertical: .regular)
    ) -> PlacedArrangement {
        let rtl = direction == .rightToLeft
        var area = area
        var foldInArea: ReservedRegion?
        if let f = fold?.frame, let fold {
            let vertical = f.isVertical
            let crosses = vertical ? f.minX > area.minX && f.maxX < area.maxX : f.minY > area.minY && f.maxY < area.maxY
            if crosses {
                foldInArea = fold
            } else if let common = f.intersection(area), common.width > 0 || common.height > 0 {
                // A sliver at the edge: the arrangement stays off it.
                if vertical {
                    area =
                        f.midX < area.midX
                        ? Rect(x: f.maxX, y: area.minY, width: max(0, area.maxX - f.maxX), height: area.height)
                        : Rect(x: area.minX, y: area.minY, width: max(0, f.minX - area.minX), height: area.height)
                } else {
                    area =
                        f.midY < area.midY
                        ? Rect(x: area.minX, y: f.maxY, width: area.width, height: max(0, area.maxY - f.maxY))
                        : Rect(x: area.minX, y: area.minY, width: area.width, height: max(0, f.minY - area.minY))
                }
            }
        }
        let foldAxis: ArrangementAxis? = foldInArea.map { $0.frame.isVertical ? .horizontal : .vertical }
        switch spec.style {
        case .overlay:
            guard let fold = foldInArea, let axis = foldAxis else {
                return PlacedArrangement(
                    style: .overlay, axis: nil, panes: [("secondary", area), ("primary", area)],
                    reason: "primary over secondary")
            }
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
                    panes: rtl
                        ? [("secondary", panes[1]), ("primary", panes[0])]
                        : [("secondary", panes[0]), ("primary", panes[1])],
                    reason: "partially folded: primary trailing, secondary leading")
            }
            return PlacedArrangement(
                style: .overlay, axis: .vertical, panes: [("secondary", panes[0]), ("primary", panes[1])],
                reason: "partially folded: primary bottom, secondary top")
        case .split:
            let natural: ArrangementAxis = area.width >= area.height ? .horizontal : .vertical
            let one = spec.secondaryLayoutPriority > spec.primaryLayoutPriority ? "secondary" : "primary"
            func single(_ why: String) -> PlacedArrangement {
                PlacedArrangement(
                    style: .split, axis: nil, panes: [(one, area)], reason: "\(why): only the \(one) view shows")
            }
            guard spec.axes.contains(natural) else {
                return single("its natural axis (\(natural.rawValue)) isn't allowed")
            }
            if natural == .horizontal && sizeClasses.horizontal == .compact {
                return single("a horizontal split needs regular width")
            }
            if natural == .vertical && sizeClasses.vertical == .compact {
                return single("a vertical split needs regular height")
            }
            if let foldAxis, foldAxis != natural {
                return single("the fold runs along the split, so the views can't sit on its two sides")
            }
            let panes = splitPanes(area: area, axis: natural, fold: foldInArea)
            guard
                panes.allSatisfy({ $0.width >= spec.minimumPaneSize.width && $0.height >= spec.minimumPaneSize.height })
            else {
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
