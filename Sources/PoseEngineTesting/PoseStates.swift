import PoseEngine

// MARK: - PoseStates

/// Every state a layout should be tested in: each named pose of a device × the orientations of
/// the display in use × Split View (where that display has it) × left-to-right and
/// right-to-left × the inner camera and a Live Activity (where the display has a feature they
/// change). What `duosim audit` walks, as a sequence of values.
///
/// ```swift
/// let duo = try #require(DeviceProfile.bundled())
/// for pose in try PoseStates(duo, poses: ["book", "laptop"], varying: [.splitView]) {
///     let scene = Engine(profile: duo).scene(for: pose.state)   // book and laptop, Split View off and on
/// }
/// ```
public struct PoseStates: Sequence, Sendable {
    /// What a `PoseStates` varies beyond the named poses.
    public struct Variations: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Both orientations of the display in use (else the pose's own).
        public static let orientation = Variations(rawValue: 1 << 0)
        /// Split View on and off, where the display in use has it (else off).
        public static let splitView = Variations(rawValue: 1 << 1)
        /// Right-to-left as well as left-to-right (else left-to-right).
        public static let layoutDirection = Variations(rawValue: 1 << 2)
        /// The inner camera in use, where a feature of the display in use waits for it (else not).
        public static let innerCamera = Variations(rawValue: 1 << 3)
        /// A Live Activity, where a feature of the display in use grows for it (else none).
        public static let liveActivity = Variations(rawValue: 1 << 4)
        /// Every variation.
        public static let all: Variations = [.orientation, .splitView, .layoutDirection, .innerCamera, .liveActivity]
    }

    /// The device.
    public let profile: DeviceProfile
    /// The states, in order: pose, orientation, Split View, direction, camera, Live Activity.
    public let cases: [PoseCase]
    /// The states as the matrix gave them (what an `Audit` is given).
    let entries: [MatrixState]

    /// The states of `profile`'s poses (all of them, or those named, in the profile's order).
    ///
    /// The inner camera and a Live Activity are only turned on where they change the windows'
    /// regions (the engine is asked): the iPhone Duo's closed pose has no inner camera to turn
    /// on, and its inner island grows only while the camera makes it an occlusion.
    /// - Throws: `PoseNameError` when `poses` names a pose the profile doesn't have, or none.
    public init(_ profile: DeviceProfile, poses names: [String]? = nil, varying variations: Variations = .all)
        throws
    {
        if let names {
            let unknown = names.filter { profile.pose(named: $0) == nil }
            if names.isEmpty || !unknown.isEmpty {
                throw PoseNameError(unknown: unknown, device: profile.name, poses: profile.poses.map(\.name))
            }
        }
        self.profile = profile
        let engine = Engine(profile: profile)
        func changes(_ state: PoseState, _ off: (inout PoseState) -> Void) -> Bool {
            var without = state
            off(&without)
            return engine.scene(for: state).windows != engine.scene(for: without).windows
        }
        entries = profile.stateMatrix().filter { entry in
            (names?.contains(entry.pose.name) ?? true)
                && (variations.contains(.orientation) || entry.orientation == entry.pose.orientation)
                && (variations.contains(.splitView) || !entry.splitView)
                && (variations.contains(.layoutDirection) || entry.direction == .leftToRight)
                && (!entry.innerCamera
                    || (variations.contains(.innerCamera) && changes(entry.state) { $0.innerCameraInUse = false }))
                && (!entry.liveActivity
                    || (variations.contains(.liveActivity) && changes(entry.state) { $0.liveActivity = false }))
        }
        cases = entries.map(PoseCase.init)
    }

    public func makeIterator() -> IndexingIterator<[PoseCase]> { cases.makeIterator() }

    /// How many states.
    public var count: Int { cases.count }
}

// MARK: - PoseCase

/// One state of a `PoseStates`: the pose it comes from and what differs from it.
public struct PoseCase: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The named pose.
    public var pose: PosePreset
    /// The orientation of the display in use.
    public var orientation: Orientation
    /// The state to give the engine.
    public var state: PoseState

    init(_ entry: MatrixState) {
        pose = entry.pose
        orientation = entry.orientation
        state = entry.state
    }

    /// `book 127° landscape, Split View, right-to-left, inner camera, Live Activity`: the pose,
    /// then what is on.
    public var description: String {
        var words = ["\(pose.name) \(formatPoints(state.angle))° \(orientation.rawValue)"]
        if state.splitView { words.append("Split View") }
        if state.layoutDirection == .rightToLeft { words.append("right-to-left") }
        if state.innerCameraInUse { words.append("inner camera") }
        if state.liveActivity { words.append("Live Activity") }
        return words.joined(separator: ", ")
    }
}

// MARK: - PoseNameError

/// A `PoseStates` or `PoseMatrix` asked for a pose its device doesn't have (or for no pose).
public struct PoseNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The names asked for that the device lacks (empty when no pose was asked for).
    public var unknown: [String]
    /// The device's name.
    public var device: String
    /// The poses it has, in its profile's order.
    public var poses: [String]

    /// `no pose named "boook" on iphone-duo (its poses: closed, book, laptop, tent, flat)`.
    public var description: String {
        let known = "its poses: " + poses.joined(separator: ", ")
        guard !unknown.isEmpty else { return "no pose asked for on \(device) (\(known))" }
        let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
        return "no pose named \(names) on \(device) (\(known))"
    }
}
