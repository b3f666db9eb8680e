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
        if f.isVertical {
            let touchesLeft = f.minX <= t
            let touchesRight = f.maxX >= size.width - t
            switch (touchesLeft, touchesRight) {
            case (false, true): return .leftOfFold
            case (true, false): return .rightOfFold
            default: return .acrossFold
            }
        } else {
            let touchesTop = f.minY <= t
            let touchesBottom = f.maxY >= size.height - t
            switch (touchesTop, touchesBottom) {
            case (false, true): return .aboveFold
            case (true, false): return .belowFold
            default: return .acrossFold
            }
        }
    }
}
