// MARK: - Sweep

/// What changes as the hinge moves between two angles: the status, the display in use,
/// the fold, and each window's fold side, bar edge and regions.
package struct Sweep: Sendable {
    /// The state at one angle, reduced to what a sweep reports.
    package struct Snapshot: Hashable, Sendable {
        /// The hinge angle, in degrees.
        package var angle: Double
        /// The hinge status at that angle.
        package var status: HingeStatus
        /// The display in use.
        package var display: DisplayID
        /// The fold of the display in use.
        package var fold: FoldState
        /// Every window, reduced.
        package var windows: [WindowSnapshot]
    }

    /// The fold of the display in use: active, inactive, or none (that display has no division).
    package enum FoldState: String, Hashable, Sendable {
        case active, inactive, none
    }

    /// One window at one angle.
    package struct WindowSnapshot: Hashable, Sendable {
        /// The window.
        package var id: WindowID
        /// Its fold side.
        package var foldSide: FoldSide
        /// Where its vertical bars stand, if vertical.
        package var toolbarVerticalEdge: ToolbarVerticalEdge?
        /// Its active regions' ids.
        package var regions: [String]
        /// What each of the sweep's vocabularies reports for the window.
        package var vocabulary: [PlatformVocabulary: Words] = [:]
        /// The app's layout in a few facts, when an app profile is loaded.
        package var app: AppFacts?
    }

    /// The angle where some things change, and what.
    package struct Step: Hashable, Sendable {
        /// The angle where the changes happen.
        package var angle: Double
        /// Everything that differs from the step before.
        package var changes: [Change]
    }

    /// The first angle, in degrees.
    package var from: Double
    /// The last angle, in degrees.
    package var to: Double
    /// Degrees between looks.
    package var step: Double
    /// The state at the first angle.
    package var start: Snapshot
    /// The angles where something changes, in sweep order.
    package var steps: [Step]
    /// The platforms' words followed besides Apple's (`sweep --vocabulary`).
    package var vocabularies: [PlatformVocabulary] = []

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
    package init(
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
                    regions: window.regions.map(\.id.rawValue), vocabulary: said, app: window.app.map(AppFacts.init))
            })
    }
}
