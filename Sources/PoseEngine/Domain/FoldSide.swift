// MARK: - FoldSide

/// Where a window lies relative to the fold (Docs/DOMAIN.md §4). Left and right are physical
/// when the region query's behavior is `.fixed`, and leading and trailing (swapped in right to
/// left) with `.mirrors`: `WindowScene.physicalFoldSide` and `mirroredFoldSide` give both.
public enum FoldSide: String, Sendable, CaseIterable, Codable {
    case leftOfFold
    case rightOfFold
    case aboveFold
    case belowFold
    case acrossFold
    case noFold
}
