// MARK: - Sweep

/// What changes as the hinge moves between two angles: the status, the display in use,
/// the fold, and each window's fold side, bar edge and regions.
public struct Sweep: Sendable {
    /// The state at one angle, reduced to what a sweep reports.
    public struct Snapshot: Hashable, Sendable {
        /// The hinge angle, in degrees.
        public var angle: Double
        /// The hinge status at that angle.
        public var status: HingeStatus
        /// The display in use.
        public var display: DisplayID
        /// The fold of the display in use.
        public var fold: FoldState
        /// Every window, reduced.
        public var windows: [WindowSnapshot]
    }

    /// The fold of the display in use: active, inactive, or none (that display has no division).
    public enum FoldState: String, Hashable, Sendable {
        case active, inactive, none
    }

    /// One window at one angle.
    public struct WindowSnapshot: Hashable, Sendable {
        /// The window.
        public var id: WindowID
        /// Its fold side.
        public var foldSide: FoldSide
        /// Where its vertical bars stand, if vertical.
        public var toolbarVerticalEdge: ToolbarVerticalEdge?
        /// Its active regions' ids.
        public var regions: [String]
        /// What each of the sweep's vocabularies reports for the window.
        public var vocabulary: [PlatformVocabulary: Words] = [:]
        /// The app's layout in a few facts, when an app profile is loaded.
        public var app: AppFacts?
    }

    /// The angle where some things change, and what.
    public struct Step: Hashable, Sendable {
        /// The angle where the changes happen.
        public var angle: Double
        /// Everything that differs from the step before.
        public var changes: [Change]
    }

    /// The first angle, in degrees.
    public var from: Double
    /// The last angle, in degrees.
    public var to: Double
    /// Degrees between looks.
    public var step: Double
    /// The state at the first angle.
    public var start: Snapshot
    /// The angles where something changes, in sweep order.
    public var steps: [Step]
    /// The platforms' words followed besides Apple's (`sweep --vocabulary`).
    public var vocabularies: [PlatformVocabulary] = []

    /// The number of whole steps between `from` and `to` (never traps: a step that isn't positive counts 0).
    package static func stepCount(from: Double, to: Double, step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        return Int(checked: abs(to - from) / step, .down)
    }

    /// Walks the hinge from `from` to `to` by `step` degrees (both ends included).
    ///
    /// ```swift
    /// let closed = duo.state(at: duo.pose(named: "closed")!)
    /// let sweep = Sweep(
    ///     engine: Engine(profile: duo), state: closed, query: RegionQuery(), from: 0, to: 180, step: 1)
    /// sweep.steps.first?.changes.first?.property   // .status: it leaves .closed first
    /// ```
    public init(
        engine: Engine, state: PoseState, query: RegionQuery, from: Double, to: Double, step: Double,
        vocabularies: [PlatformVocabulary] = []
    ) {
        self.vocabularies = vocabularies
        self.from = from
        self.to = to
        self.step = step
        let direction = to >= from ? 1.0 : -1.0
        let count = Swift.min(Sweep.stepCount(from: from, to: to, step: step), Limits.sweepSteps)
        var angles = (0...count).map { from + direction * Double($0) * step }
        if angles.last != to { angles.append(to) }
        func snapshot(_ angle: Double) -> Snapshot {
            var pose = state
            pose.angle = angle
            return Sweep.snapshot(
                engine.scene(for: pose, query: query), profile: engine.profile, vocabularies: vocabularies)
        }
        var previous = snapshot(angles[0])
        start = previous
        steps = []
        for angle in angles.dropFirst() {
            let next = snapshot(angle)
            let changes = Sweep.differences(previous, next, vocabularies: vocabularies)
            if !changes.isEmpty { steps.append(Step(angle: angle, changes: changes)) }
            previous = next
        }
    }

    /// A scene reduced to what a sweep follows.
    static func snapshot(_ scene: PoseScene, profile: DeviceProfile, vocabularies: [PlatformVocabulary]) -> Snapshot {
        let division = scene.display(scene.displayInUse).regions.first { $0.kind == .division }
        let words = vocabularies.map { ($0, Words.of($0, scene: scene, profile: profile)) }
        return Snapshot(
            angle: scene.angle, status: scene.status, display: scene.displayInUse,
            fold: division.map { $0.isActive ? .active : .inactive } ?? .none,
            windows: scene.windows.map { window in
                var said: [PlatformVocabulary: Words] = [:]
                for (vocabulary, byWindow) in words { said[vocabulary] = byWindow[window.id] }
                return WindowSnapshot(
                    id: window.id, foldSide: window.foldSide, toolbarVerticalEdge: window.toolbarVerticalEdge,
                    regions: window.regions.map(\.id), vocabulary: said, app: window.app.map(AppFacts.init))
            })
    }
}
