import PoseEngine

// MARK: - SettingsWords

/// The settings in force, in the words the screen's options line and `sweep`'s header use: one
/// source for both, each listing them in its own order.
public struct SettingsWords: Sendable, Hashable {
    /// `LTR` or `RTL`.
    public var direction: String
    /// `.mirrors` or `.fixed`, or `UIKit` for UIKit's query (physical frames, no behavior).
    public var behavior: String
    /// `clip` or `extend`.
    public var partialRegions: String
    /// `.includeInactive` or `active only`.
    public var inactive: String
    /// `Split View` or `full screen`.
    public var windows: String
    /// `camera on` or `camera off`.
    public var camera: String
    /// `live activity on` or `live activity off`.
    public var liveActivity: String

    public init(pose: PoseState, query: RegionQuery) {
        direction = pose.layoutDirection == .leftToRight ? "LTR" : "RTL"
        behavior = query.api == .uiKit ? "UIKit" : query.behavior == .mirrors ? ".mirrors" : ".fixed"
        partialRegions = query.partialRegions.rawValue
        inactive = query.includeInactive ? ".includeInactive" : "active only"
        windows = pose.splitView ? "Split View" : "full screen"
        camera = "camera " + (pose.innerCameraInUse ? "on" : "off")
        liveActivity = "live activity " + (pose.liveActivity ? "on" : "off")
    }

    /// The screen's options line: the query, the windows, the camera and the Live Activity.
    public var optionsLine: [String] { [direction, behavior, partialRegions, inactive, windows, camera, liveActivity] }

    /// `sweep`'s header: the windows, then the query (the hinge moves; nothing else does).
    public var sweepHeader: [String] { [windows, direction, behavior, partialRegions, inactive] }
}
