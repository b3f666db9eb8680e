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
        compactSplit: Readings.CompactSplit = .alongAxis, insideContainer: String? = nil
    ) -> PlacedArrangement {
        let (area, foldInArea) = areaOffFold(area, fold: fold)
        var placed: PlacedArrangement
        if spec.secondaryCollapsed {
            // A collapsed secondary leaves the primary alone, whatever the fold (003).
            placed = PlacedArrangement(
                style: spec.style, axis: nil, panes: [PlacedArrangement.Pane("primary", area)],
                reason: .secondaryCollapsed)
        } else {
            switch spec.style {
            case .overlay: placed = placeOverlay(spec, area: area, fold: foldInArea, direction: direction)
            case .split:
                placed = placeSplit(
                    spec, area: area, fold: foldInArea, direction: direction, sizeClasses: sizeClasses,
                    compactSplit: compactSplit)
            }
        }
        if spec.usesOptions || insideContainer != nil {
            placed.options = PlacedArrangement.Options(
                overlayEdge: spec.style == .overlay ? spec.overlayEdge ?? .trailing : nil, ratio: spec.ratio,
                onTop: spec.style == .overlay && !spec.secondaryCollapsed
                    ? (secondaryOnTop(spec) ? "secondary" : "primary") : nil,
                secondaryCollapsed: spec.secondaryCollapsed, insideContainer: insideContainer)
        }
        return placed
    }

    /// Whether an overlay's secondary view has the higher `overlayArrangementZIndex`.
    private static func secondaryOnTop(_ spec: ArrangementSpec) -> Bool {
        guard let z = spec.zIndex else { return false }
        return z.secondary > z.primary
    }

    /// An overlay's views with no fold parting them: the secondary over the whole area, the
    /// primary over it at its edge — its `overlaySize`, or its `ratio` of the width at full
    /// height, centred vertically — or over the whole area too; the higher z-index last (on top).
    private static func overlaid(
        _ spec: ArrangementSpec, area: Rect, direction: UserInterfaceLayoutDirection,
        why: PlacedArrangement.OverlayCause
    ) -> PlacedArrangement {
        var primary = area
        var edgeShown: ArrangementSpec.OverlayEdge?
        if spec.overlaySize != nil || spec.ratio != nil {
            let width = min(area.width, spec.overlaySize?.width ?? (spec.ratio ?? 1) * area.width)
            let height = min(area.height, spec.overlaySize?.height ?? area.height)
            let edge = spec.overlayEdge ?? .trailing
            let right = (edge == .trailing) == (direction == .leftToRight)
            primary = Rect(
                x: right ? area.maxX - width : area.minX, y: area.minY + (area.height - height) / 2, width: width,
                height: height)
            edgeShown = edge
        }
        guard secondaryOnTop(spec) else {
            return PlacedArrangement(
                style: .overlay, axis: nil,
                panes: [PlacedArrangement.Pane("secondary", area), PlacedArrangement.Pane("primary", primary)],
                reason: .overlaid(why, primaryEdge: edgeShown, secondaryOnTop: false))
        }
        return PlacedArrangement(
            style: .overlay, axis: nil,
            panes: [PlacedArrangement.Pane("primary", primary), PlacedArrangement.Pane("secondary", area)],
            reason: .overlaid(why, primaryEdge: edgeShown, secondaryOnTop: true))
    }

    /// An overlay: its views on the fold's two sides along an allowed axis, else primary over secondary.
    private static func placeOverlay(
        _ spec: ArrangementSpec, area: Rect, fold: PoseRegion?, direction: UserInterfaceLayoutDirection
    ) -> PlacedArrangement {
        guard let fold else { return overlaid(spec, area: area, direction: direction, why: .noFold) }
        let axis: ArrangementAxis = fold.frame.isVertical ? .horizontal : .vertical
        guard spec.axes.contains(axis) else {
            return overlaid(spec, area: area, direction: direction, why: .axisNotAllowed(axis))
        }
        let panes = splitPanes(area: area, axis: axis, fold: fold)
        if axis == .horizontal {
            // Primary to its edge's side (trailing unless overlayArrangementEdge says leading), secondary to the other.
            let edge = spec.overlayEdge ?? .trailing
            let right = (edge == .trailing) == (direction == .leftToRight)
            return PlacedArrangement(
                style: .overlay, axis: .horizontal,
                panes: right
                    ? [PlacedArrangement.Pane("secondary", panes[0]), PlacedArrangement.Pane("primary", panes[1])]
                    : [PlacedArrangement.Pane("secondary", panes[1]), PlacedArrangement.Pane("primary", panes[0])],
                reason: .partedSideBySide(primaryEdge: edge))
        }
        return PlacedArrangement(
            style: .overlay, axis: .vertical,
            panes: [PlacedArrangement.Pane("secondary", panes[0]), PlacedArrangement.Pane("primary", panes[1])],
            reason: .partedAboveAndBelow)
    }

    /// A split: both views along its natural axis, divided at a crossing fold, or one view and why.
    private static func placeSplit(
        _ spec: ArrangementSpec, area: Rect, fold: PoseRegion?, direction: UserInterfaceLayoutDirection,
        sizeClasses: SizeClasses, compactSplit: Readings.CompactSplit
    ) -> PlacedArrangement {
        let natural: ArrangementAxis = area.width >= area.height ? .horizontal : .vertical
        let one = spec.secondaryLayoutPriority > spec.primaryLayoutPriority ? "secondary" : "primary"
        func single(_ why: PlacedArrangement.OneViewCause) -> PlacedArrangement {
            PlacedArrangement(
                style: .split, axis: nil, panes: [PlacedArrangement.Pane(one, area)],
                reason: .oneView(one, because: why))
        }
        guard spec.axes.contains(natural) else {
            return single(.naturalAxisNotAllowed(natural))
        }
        if compactSplit == .anyCompact && (sizeClasses.horizontal == .compact || sizeClasses.vertical == .compact) {
            return single(.compactSizeClass)
        }
        if natural == .horizontal && sizeClasses.horizontal == .compact {
            return single(.needsRegularWidth)
        }
        if natural == .vertical && sizeClasses.vertical == .compact {
            return single(.needsRegularHeight)
        }
        let foldAxis: ArrangementAxis? = fold.map { $0.frame.isVertical ? .horizontal : .vertical }
        if let foldAxis, foldAxis != natural {
            return single(.foldAlongSplit)
        }
        // A ratio sizes the primary while no fold divides the split; it stands first (leading or top).
        let share = spec.ratio.map { natural == .horizontal && direction == .rightToLeft ? 1 - $0 : $0 } ?? 0.5
        let panes = splitPanes(area: area, axis: natural, fold: fold, share: share)
        guard
            panes.allSatisfy({ $0.width >= spec.minimumPaneSize.width && $0.height >= spec.minimumPaneSize.height })
        else {
            return single(.paneBelowMinimum)
        }
        let ordered = natural == .horizontal && direction == .rightToLeft ? [panes[1], panes[0]] : panes
        return PlacedArrangement(
            style: .split, axis: natural,
            panes: [PlacedArrangement.Pane("primary", ordered[0]), PlacedArrangement.Pane("secondary", ordered[1])],
            reason: .split(natural, atFold: fold != nil))
    }

    /// Two panes along `axis`, divided at the fold when one crosses the area, else halved.
    /// - Parameter share: the first (left or top) pane's share when halving.
    static func splitPanes(area: Rect, axis: ArrangementAxis, fold: PoseRegion?, share: Double = 0.5) -> [Rect] {
        if axis == .horizontal {
            if let fold, fold.frame.isVertical {
                return [
                    Rect(x: area.minX, y: area.minY, width: fold.frame.minX - area.minX, height: area.height),
                    Rect(x: fold.frame.maxX, y: area.minY, width: area.maxX - fold.frame.maxX, height: area.height),
                ]
            }
            let half = area.width * share
            return [
                Rect(x: area.minX, y: area.minY, width: half, height: area.height),
                Rect(x: area.minX + half, y: area.minY, width: area.width - half, height: area.height),
            ]
        }
        if let fold, fold.frame.width > fold.frame.height {
            return [
                Rect(x: area.minX, y: area.minY, width: area.width, height: fold.frame.minY - area.minY),
                Rect(x: area.minX, y: fold.frame.maxY, width: area.width, height: area.maxY - fold.frame.maxY),
            ]
        }
        let half = area.height * share
        return [
            Rect(x: area.minX, y: area.minY, width: area.width, height: half),
            Rect(x: area.minX, y: area.minY + half, width: area.width, height: area.height - half),
        ]
    }
}
