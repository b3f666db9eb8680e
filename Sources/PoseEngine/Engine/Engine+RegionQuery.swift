extension Engine {
    // MARK: Region queries

    /// The reserved regions that overlap a view at `viewFrame` (display coordinates), in its own coordinates.
    /// - Parameters:
    ///   - viewFrame: the view's frame in the display.
    ///   - display: the display the view is on.
    ///   - direction: the layout direction.
    ///   - query: kind, `.includeInactive`, `.mirrors`/`.fixed`, clip or extend.
    /// - Returns: the regions, in profile order.
    public func regions(
        in viewFrame: Rect, on display: DisplayScene, direction: UserInterfaceLayoutDirection, query: RegionQuery
    )
        -> [PoseRegion]
    {
        var found: [PoseRegion] = []
        found.reserveCapacity(display.regions.count)
        for index in display.regions.indices {
            if let region = Self.region(
                at: index, of: display.regions, in: viewFrame, direction: direction, query: query)
            {
                found.append(region)
            }
        }
        return found
    }

    /// The region at `index` of `regions` as a view at `viewFrame` sees it, or `nil` when the
    /// query leaves it out (read in place: only a region that is kept has its id copied).
    static func region(
        at index: Int, of regions: [PhysicalRegion], in viewFrame: Rect, direction: UserInterfaceLayoutDirection,
        query: RegionQuery
    ) -> PoseRegion? {
        let kind = regions[index].kind, isActive = regions[index].isActive
        if let wanted = query.kind, kind != wanted { return nil }
        if !isActive && !query.includeInactive { return nil }
        guard regions[index].frame.meets(viewFrame) else { return nil }
        let bounds = Rect(x: 0, y: 0, width: viewFrame.width, height: viewFrame.height)
        var frame = regions[index].frame.offsetBy(dx: -viewFrame.x, dy: -viewFrame.y)
        var margins = regions[index].margins
        if query.partialRegions == .clip, let clipped = frame.intersection(bounds), clipped != frame {
            let core = PhysicalRegion.core(of: frame, margins: margins)
            let cx0 = min(max(core.minX, clipped.minX), clipped.maxX),
                cx1 = min(max(core.maxX, clipped.minX), clipped.maxX)
            let cy0 = min(max(core.minY, clipped.minY), clipped.maxY),
                cy1 = min(max(core.maxY, clipped.minY), clipped.maxY)
            margins = PhysicalInsets(
                top: cy0 - clipped.minY, left: cx0 - clipped.minX,
                bottom: clipped.maxY - cy1, right: clipped.maxX - cx1)
            frame = clipped
        }
        if direction == .rightToLeft && query.appliedBehavior == .mirrors {
            frame = frame.mirrored(inWidth: viewFrame.width)
        }
        // Margins are named by layout direction whatever the behavior: in right-to-left the
        // physical right margin is the leading one.
        return PoseRegion(
            id: regions[index].id, kind: kind, frame: frame, margins: margins.directional(direction),
            isActive: isActive)
    }
}
