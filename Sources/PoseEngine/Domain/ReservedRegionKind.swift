// MARK: - ReservedRegionKind

/// What a reserved region is.
public enum ReservedRegionKind: String, Sendable, CaseIterable, Codable {
    /// The fold: it splits the space.
    case division
    /// Pixels a camera or the Dynamic Island covers.
    case occlusion
    /// The system's own controls in a window — the side column, or the status area with the
    /// navigation bar above and the bottom and tab bars below — which custom chrome pads itself
    /// by (001: `.reservedRegion(.systemControls)`). Never a device feature; a query returns them
    /// only when it names this kind (Docs/DOMAIN.md §3).
    case systemControls

    /// The kinds hardware has: what a device profile's feature may be.
    package static let hardware: [ReservedRegionKind] = [.division, .occlusion]
}
