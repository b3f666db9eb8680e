// MARK: - PartialRegionMode

/// How a region that only partly overlaps the view is reported (Docs/DOMAIN.md, Contradictions 1).
public enum PartialRegionMode: String, Sendable, CaseIterable, Codable {
    /// Clipped to the view, as measured in Split View (the 13.5 pt sliver). The default.
    case clip
    /// Whole, possibly starting at negative coordinates or extending past the view, as documented.
    case extend
}
