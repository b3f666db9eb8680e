// MARK: - PoseRegion

/// Part of a view that hardware reserves: the fold (`.division`) or a camera / the island
/// (`.occlusion`), as SwiftUI's `ReservedRegion` reports it (named apart so both can be written).
public struct PoseRegion: Hashable, Sendable, Codable {
    /// The id the device profile gives the feature (`.fold`, `.island`, …).
    public var id: RegionID
    /// A `.division` (the fold) or an `.occlusion` (a camera, the island).
    public var kind: ReservedRegionKind
    /// In the coordinates of the view asked; margins included.
    public var frame: Rect
    /// The margins inside the frame, leading and trailing as the query's behavior reads them.
    public var margins: DirectionalMargins
    /// Whether the region reserves space now (the fold only while partially folded).
    public var isActive: Bool

    public init(id: RegionID, kind: ReservedRegionKind, frame: Rect, margins: DirectionalMargins, isActive: Bool) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.margins = margins
        self.isActive = isActive
    }
}

// MARK: - PhysicalRegion

/// A feature placed on a display in its current interface orientation, before any view asks.
public struct PhysicalRegion: Hashable, Sendable, Codable {
    /// The feature's id from the profile.
    public var id: RegionID
    /// A `.division` or an `.occlusion`.
    public var kind: ReservedRegionKind
    /// Display coordinates, current orientation, margins included.
    public var frame: Rect
    /// The margins inside the frame, by physical side.
    public var margins: PhysicalInsets
    /// Whether the region reserves space now.
    public var isActive: Bool

    public init(id: RegionID, kind: ReservedRegionKind, frame: Rect, margins: PhysicalInsets, isActive: Bool) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.margins = margins
        self.isActive = isActive
    }

    /// The frame without its margins (the line itself, for the fold).
    public var core: Rect { Self.core(of: frame, margins: margins) }

    /// A frame without its margins.
    static func core(of frame: Rect, margins: PhysicalInsets) -> Rect {
        Rect(
            x: frame.x + margins.left, y: frame.y + margins.top,
            width: max(0, frame.width - margins.left - margins.right),
            height: max(0, frame.height - margins.top - margins.bottom))
    }
}

// MARK: - RegionQuery

/// The options of a reserved-region query (Docs/DOMAIN.md §3).
public struct RegionQuery: Hashable, Sendable, Codable {
    /// How a region query treats right-to-left: `.mirrors` flips frames, `.fixed` keeps them
    /// physical (SwiftUI's `LayoutDirectionBehavior`, nested here so both can be written).
    public enum LayoutDirectionBehavior: String, Sendable, CaseIterable, Codable {
        case mirrors
        case fixed
    }

    /// Only this kind, or every kind when `nil`.
    public var kind: ReservedRegionKind?
    /// `.includeInactive`: also return regions that aren't active.
    public var includeInactive: Bool
    /// How leading and trailing read in right-to-left: `.mirrors` or `.fixed`.
    public var behavior: LayoutDirectionBehavior
    /// Whether a region partly inside a view is clipped to it or kept whole.
    public var partialRegions: PartialRegionMode
    /// Whose query this is: SwiftUI's (with a `layoutDirectionBehavior`) or UIKit's, which has
    /// none and returns physical frames (Docs/DOMAIN.md §3).
    public var api: RegionAPI = .swiftUI

    public init(
        kind: ReservedRegionKind? = nil, includeInactive: Bool = false,
        behavior: LayoutDirectionBehavior = .mirrors, partialRegions: PartialRegionMode = .clip
    ) {
        self.kind = kind
        self.includeInactive = includeInactive
        self.behavior = behavior
        self.partialRegions = partialRegions
    }
}
