extension Engine {
    // MARK: FoldSide

    /// Classifies a window by the division regions it meets (Docs/DOMAIN.md §4), tolerance 0.5 pt.
    /// - Parameters:
    ///   - size: the window's size.
    ///   - divisions: the division regions in window coordinates (inactive included).
    public static func foldSide(of size: Size, divisions: [PoseRegion]) -> FoldSide {
        foldSide(of: size, divisionFrame: divisions.first(where: { $0.kind == .division })?.frame)
    }

    /// Classifies a window by the frame of its first division region, if any.
    static func foldSide(of size: Size, divisionFrame: Rect?) -> FoldSide {
        guard let f = divisionFrame else { return .noFold }
        let t = foldSideTolerance
        // Along the axis the fold crosses: whether it reaches the window's near and far edge.
        let (low, high, extent) = f.isVertical ? (f.minX, f.maxX, size.width) : (f.minY, f.maxY, size.height)
        switch (low <= t, high >= extent - t) {
        case (false, true): return f.isVertical ? .leftOfFold : .aboveFold
        case (true, false): return f.isVertical ? .rightOfFold : .belowFold
        default: return .acrossFold
        }
    }
}
