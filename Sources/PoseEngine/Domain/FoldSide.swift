// MARK: - FoldSide

/// Where a window lies relative to the fold (Docs/DOMAIN.md §4).
public enum FoldSide: String, Sendable, CaseIterable {
    case leftOfFold
    case rightOfFold
    case aboveFold
    case belowFold
    case acrossFold
    case noFold
}
