// MARK: - PoseState

/// What the device is doing: the hinge, each display's orientation, and the
/// system settings that change reserved regions. A plain value; the UI and
/// scripts change it through actions, the engine reads it.
public struct PoseState: Hashable, Sendable, Codable {
    /// Hinge angle in degrees, 0 (closed) … 180 (flat).
    public var angle: Double
    /// Interface orientation of the inner display.
    public var innerOrientation: Orientation
    /// Interface orientation of the outer display.
    public var outerOrientation: Orientation
    /// Split View on the display that supports it (50/50).
    public var splitView: Bool
    /// Left-to-right or right-to-left.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The inner camera is in use (it becomes an active occlusion).
    public var innerCameraInUse: Bool
    /// A Live Activity is running (the island grows).
    public var liveActivity: Bool
    /// The hinge tells apps nothing: UIKit's `UIHinge.status` is `.unknown` and SwiftUI's
    /// `DeviceHinge` is nil (003). The layout doesn't change: the hinge is an input for
    /// interactions, never a layout signal (Docs/DOMAIN.md §2).
    public var hingeUnknown = false

    public init(
        angle: Double, innerOrientation: Orientation, outerOrientation: Orientation,
        splitView: Bool = false, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        innerCameraInUse: Bool = false, liveActivity: Bool = false
    ) {
        self.angle = angle
        self.innerOrientation = innerOrientation
        self.outerOrientation = outerOrientation
        self.splitView = splitView
        self.layoutDirection = layoutDirection
        self.innerCameraInUse = innerCameraInUse
        self.liveActivity = liveActivity
    }

    /// The interface orientation of `display`.
    public func orientation(of display: DisplayID) -> Orientation {
        display == .outer ? outerOrientation : innerOrientation
    }

    /// Sets the interface orientation of `display`.
    public mutating func setOrientation(_ orientation: Orientation, of display: DisplayID) {
        if display == .outer { outerOrientation = orientation } else { innerOrientation = orientation }
    }
}

// MARK: - Presets

extension DeviceProfile {
    /// The pose duosim starts in: `book` when the profile has it, else its first pose.
    public var defaultPose: PosePreset {
        pose(named: "book") ?? poses[0]
    }

    /// The display in use at `angle`: the outer one while closed, else the inner one.
    public func displayInUse(at angle: Double) -> DisplayID {
        hinge.status(at: angle) == .closed ? .outer : .inner
    }

    /// A state at `preset`: its angle, and its orientation on the display in use
    /// there; the other display stays in its native orientation.
    public func state(at preset: PosePreset) -> PoseState {
        var state = PoseState(
            angle: preset.angle, innerOrientation: inner.nativeOrientation, outerOrientation: outer.nativeOrientation)
        state.setOrientation(preset.orientation, of: displayInUse(at: preset.angle))
        return state
    }

    /// The name of the preset that `state` is exactly in, or `custom` (a preset's angle with the
    /// display turned is `custom` here, as `query` writes it; `pose(for:)` tells it apart).
    public func poseName(for state: PoseState) -> String {
        if case .preset(let name) = pose(for: state) { return name }
        return "custom"
    }

    /// Which pose `state` is in: exactly a preset, a preset's angle with the display in use
    /// turned from the preset's orientation (`book` held portrait), or none.
    public func pose(for state: PoseState) -> PoseMatch {
        let orientation = state.orientation(of: displayInUse(at: state.angle))
        if let exact = poses.first(where: { $0.angle == state.angle && $0.orientation == orientation }) {
            return .preset(exact.name)
        }
        return poses.first { $0.angle == state.angle }.map { .rotated($0.name) } ?? .custom
    }
}

// MARK: - PoseMatch

/// Which of the device's poses a state is in.
public enum PoseMatch: Hashable, Sendable, Codable {
    /// Exactly a preset: its angle and its orientation on the display in use.
    case preset(String)
    /// A preset's angle with the display in use turned from the preset's orientation (the
    /// book pose held portrait): the preset's name.
    case rotated(String)
    /// At no preset's angle.
    case custom

    /// The preset's name, exact or rotated; `nil` at no preset's angle.
    public var presetName: String? {
        switch self {
        case .preset(let name), .rotated(let name): name
        case .custom: nil
        }
    }
}
