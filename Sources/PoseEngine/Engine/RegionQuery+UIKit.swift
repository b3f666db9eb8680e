// MARK: - RegionAPI

/// Which framework's reserved-region query a `RegionQuery` stands for (Docs/DOMAIN.md §3).
public enum RegionAPI: String, Sendable, CaseIterable, Codable {
    /// SwiftUI's `reservedRegions(kind:options:layoutDirectionBehavior:)`: `.mirrors` by default.
    case swiftUI = "swiftui"
    /// UIKit's `reservedRegions(kind:options:)`: no `layoutDirectionBehavior`, so physical
    /// frames, never mirrored in right to left.
    case uiKit = "uikit"
}

extension RegionQuery {
    /// UIKit's query, `reservedRegions(kind:options:)`: it has no layout-direction behavior, so
    /// its frames are the physical ones, in right to left too (003) [documented].
    ///
    /// ```swift
    /// var state = duo.state(at: duo.pose(named: "book")!)
    /// state.splitView = true
    /// state.layoutDirection = .rightToLeft
    /// engine.scene(for: state, query: .uiKit()).window(.right)?.region(.fold)?.frame.x  // 0
    /// engine.scene(for: state).window(.right)?.region(.fold)?.frame.x                  // 455.5 (mirrored)
    /// ```
    public static func uiKit(
        kind: ReservedRegionKind? = nil, includeInactive: Bool = false, partialRegions: PartialRegionMode = .clip
    ) -> RegionQuery {
        var query = RegionQuery(
            kind: kind, includeInactive: includeInactive, behavior: .fixed, partialRegions: partialRegions)
        query.api = .uiKit
        return query
    }

    /// The behavior the frames are computed with: the query's own for SwiftUI, `.fixed` for UIKit,
    /// whatever `behavior` holds.
    public var appliedBehavior: LayoutDirectionBehavior {
        api == .uiKit ? .fixed : behavior
    }
}
