// MARK: - ReservedRegionKind

/// What a reserved region is.
public enum ReservedRegionKind: String, Sendable, CaseIterable, Codable {
    /// The fold: it splits the space.
    case division
    /// Pixels a camera or the Dynamic Island covers.
    case occlusion
}
