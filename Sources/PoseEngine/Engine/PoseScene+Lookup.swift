// MARK: - RegionID

/// A reserved region's id, as the device profile names it. The bundled profile's are below;
/// another profile may name its own (`"hinge"` is a `RegionID` too).
public struct RegionID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The id as the profile writes it.
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    /// The id as the profile writes it.
    public var description: String { rawValue }

    /// The fold: a `.division`, with its margins, on the inner display.
    public static let fold: RegionID = "fold"
    /// The Dynamic Island: an `.occlusion` on either display.
    public static let island: RegionID = "island"
    /// The outer display's camera, an `.occlusion`.
    public static let outerCamera: RegionID = "outerCamera"
    /// The inner display's camera, an `.occlusion` while in use.
    public static let innerCamera: RegionID = "innerCamera"
}

// MARK: - Looking things up

extension PoseScene {
    /// The window with `id`, or nil when the scene has none (`.left` exists only in Split View).
    ///
    /// ```swift
    /// let scene = Engine(profile: duo).scene(for: duo.state(at: duo.pose(named: "book")!))
    /// scene.window(.main)?.foldSide   // .acrossFold
    /// ```
    public func window(_ id: WindowID) -> WindowScene? {
        windows.first { $0.id == id }
    }
}

extension WindowScene {
    /// The reserved region with `id` in this window's answer, or nil when the query left it out
    /// (an inactive fold without `.includeInactive`, a region outside the window).
    ///
    /// ```swift
    /// scene.window(.left)?.region(.fold)?.frame.width   // 13.5, the fold's sliver in the left window
    /// ```
    public func region(_ id: RegionID) -> PoseRegion? {
        regions.first { $0.id == id }
    }

    /// The regions of one kind (`.division` or `.occlusion`) in this window's answer.
    public func regions(_ kind: ReservedRegionKind) -> [PoseRegion] {
        regions.filter { $0.kind == kind }
    }
}
