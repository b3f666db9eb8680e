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
        /// What each of the sweep's vocabularies reports for the window, in their order.
        public var vocabulary: [String] = []
        /// The app's layout in a few words, when an app profile is loaded.
        public var app: AppFacts?
    }

    /// What a sweep follows of an app's layout.
    public struct AppFacts: Hashable, Sendable {
        /// `vertical right`, `horizontal`, `none`.
        public var bars: String
        /// The items in the overflow menu.
        public var overflowed: [String]
        /// `control × region (severity)`.
        public var collisions: [String]
        /// `id placement`.
        public var presentations: [String]
        /// `split horizontal`, `one view: primary`, `overlay apart vertical`, …
        public var arrangement: String?

        init(_ layout: AppLayout) {
            bars =
                layout.bars.isEmpty
                ? "none" : layout.bars.axis == .vertical ? "vertical \(layout.bars.edge?.rawValue ?? "")" : "horizontal"
            overflowed = layout.bars.overflowed
            collisions = layout.collisions.map { "\($0.control) × \($0.with) (\($0.severity.rawValue))" }
            presentations = layout.presentations.map {
                "\($0.id) \($0.placement.rawValue)\($0.constrained ? " constrained" : "")"
            }
            arrangement = layout.arrangement.map { arrangement in
                if let axis = arrangement.axis { return "\(arrangement.style.rawValue) \(axis.rawValue)" }
                return arrangement.style == .split ? "one view: \(arrangement.panes.first?.id ?? "")" : "overlaid"
            }
        }
    }

    /// One thing that changed.
    public struct Change: Hashable, Sendable {
        /// `status`, `display`, `fold`, `window`, `foldSide`, `toolbarVerticalEdge`, `regions`.
        public var property: String
        /// The window it happened in; nil for the whole device.
        public var window: WindowID?
        /// The value before, for a property with one value.
        public var from: String?
        /// The value after.
        public var to: String?
        /// What joined a list property (regions, overflow).
        public var added: [String] = []
        /// What left it.
        public var removed: [String] = []
    }

    /// The angle where some things change, and what.
    public struct Step: Hashable, Sendable {
        /// The angle where the changes happen.
        public var angle: Double
        /// Everything that differs from the step before.
        public var changes: [Change]
    }

    /// The state at the first angle.
    public var start: Snapshot
    /// The angles where something changes, in sweep order.
    public var steps: [Step]
    /// The platforms' words followed besides Apple's (`sweep --vocabulary`).
    public var vocabularies: [PlatformVocabulary] = []

    /// The number of whole steps between `from` and `to` (never traps: a step that isn't positive counts 0).
    public static func stepCount(from: Double, to: Double, step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        return Int(checked: abs(to - from) / step, .down)
    }

    /// Walks the hinge from `from` to `to` by `step` degrees (both ends included).
    ///
    /// ```swift
    /// let closed = duo.state(at: duo.pose(named: "closed")!)
    /// let sweep = Sweep(
    ///     engine: Engine(profile: duo), state: closed, query: RegionQuery(), from: 0, to: 180, step: 1)
    /// sweep.steps.first?.changes   // the status leaves .closed first
    /// ```
    public init(
        engine: Engine, state: PoseState, query: RegionQuery, from: Double, to: Double, step: Double,
        vocabularies: [PlatformVocabulary] = []
    ) {
        self.vocabularies = vocabularies
        let direction = to >= from ? 1.0 : -1.0
        let count = Swift.min(Sweep.stepCount(from: from, to: to, step: step), Limits.sweepSteps)
        var angles = (0...count).map { from + direction * Double($0) * step }
        if angles.last != to { angles.append(to) }
        func snapshot(_ angle: Double) -> Snapshot {
            var pose = state
            pose.angle = angle
            let scene = engine.scene(for: pose, query: query)
            let division = scene.display(scene.displayInUse).regions.first { $0.kind == .division }
            let words = vocabularies.map { Sweep.tokens($0, scene: scene, profile: engine.profile) }
            return Snapshot(
                angle: angle, status: scene.status, display: scene.displayInUse,
                fold: division.map { $0.isActive ? .active : .inactive } ?? .none,
                windows: scene.windows.map { window in
                    WindowSnapshot(
                        id: window.id, foldSide: window.foldSide, toolbarVerticalEdge: window.toolbarVerticalEdge,
                        regions: window.regions.map(\.id), vocabulary: words.map { $0[window.id] ?? "" },
                        app: window.app.map(AppFacts.init))
                })
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

    /// A short account, per window, of what `vocabulary` reports: the words that change with the pose.
    static func tokens(_ vocabulary: PlatformVocabulary, scene: PoseScene, profile: DeviceProfile) -> [WindowID: String]
    {
        var out: [WindowID: String] = [:]
        switch vocabulary {
        case .apple:
            for window in scene.windows { out[window.id] = "onHingeChange \(scene.status.rawValue)" }
        case .android:
            let report = AndroidVocabulary.report(scene, profile: profile)
            for window in report.windows {
                let features = window.reported.map {
                    "\($0.orientation) \($0.state)\($0.isSeparating ? " separating" : "")"
                }
                out[window.window] =
                    "posture \(report.posture.rawValue), displayFeatures [\(features.joined(separator: ", "))]"
            }
        case .flutter:
            for window in FlutterVocabulary.report(scene, profile: profile).windows {
                let features = window.displayFeatures.filter { $0.type != "cutout" }.map { "\($0.type) \($0.state)" }
                out[window.window] = "[\(features.joined(separator: ", "))], subScreen \(window.subScreen.short)"
            }
        case .web:
            let report = WebVocabulary.report(scene, profile: profile)
            for window in report.windows {
                out[window.window] =
                    "\(report.devicePosture), \(window.segments.count) segment\(window.segments.count == 1 ? "" : "s")"
            }
        }
        return out
    }

    /// The app's layout changes between two looks: bars, overflow, collisions, presentations, arrangement.
    static func appChanges(_ a: AppFacts, _ b: AppFacts, window: WindowID) -> [Change] {
        var changes: [Change] = []
        if a.bars != b.bars { changes.append(Change(property: "bars", window: window, from: a.bars, to: b.bars)) }
        func list(_ property: String, _ old: [String], _ new: [String]) {
            let added = new.filter { !old.contains($0) }, removed = old.filter { !new.contains($0) }
            if !added.isEmpty || !removed.isEmpty {
                changes.append(Change(property: property, window: window, added: added, removed: removed))
            }
        }
        list("overflow", a.overflowed, b.overflowed)
        list("collisions", a.collisions, b.collisions)
        list("presentations", a.presentations, b.presentations)
        if a.arrangement != b.arrangement {
            changes.append(
                Change(
                    property: "arrangement", window: window, from: a.arrangement ?? "none", to: b.arrangement ?? "none")
            )
        }
        return changes
    }

    static func differences(_ a: Snapshot, _ b: Snapshot, vocabularies: [PlatformVocabulary] = []) -> [Change] {
        var changes: [Change] = []
        if a.status != b.status {
            changes.append(Change(property: "status", from: a.status.rawValue, to: b.status.rawValue))
        }
        if a.display != b.display {
            changes.append(Change(property: "display", from: a.display.rawValue, to: b.display.rawValue))
        }
        if a.fold != b.fold { changes.append(Change(property: "fold", from: a.fold.rawValue, to: b.fold.rawValue)) }
        for window in b.windows {
            let old: WindowSnapshot
            if let existing = a.windows.first(where: { $0.id == window.id }) {
                old = existing
            } else {
                // A new window: what it shows counts as changes from nothing.
                changes.append(Change(property: "window", window: window.id, from: nil, to: "appears"))
                old = WindowSnapshot(id: window.id, foldSide: .noFold, toolbarVerticalEdge: nil, regions: [])
                if window.foldSide != .noFold {
                    changes.append(
                        Change(property: "foldSide", window: window.id, from: "none", to: window.foldSide.rawValue))
                }
                changes.append(
                    Change(
                        property: "toolbarVerticalEdge", window: window.id,
                        from: "none", to: window.toolbarVerticalEdge?.rawValue ?? "none"))
                if !window.regions.isEmpty {
                    changes.append(Change(property: "regions", window: window.id, added: window.regions, removed: []))
                }
                for (index, vocabulary) in vocabularies.enumerated() where index < window.vocabulary.count {
                    changes.append(
                        Change(
                            property: vocabulary.rawValue, window: window.id, from: "none", to: window.vocabulary[index]
                        ))
                }
                continue
            }
            if old.foldSide != window.foldSide {
                changes.append(
                    Change(
                        property: "foldSide", window: window.id, from: old.foldSide.rawValue,
                        to: window.foldSide.rawValue))
            }
            if old.toolbarVerticalEdge != window.toolbarVerticalEdge {
                changes.append(
                    Change(
                        property: "toolbarVerticalEdge", window: window.id,
                        from: old.toolbarVerticalEdge?.rawValue ?? "none",
                        to: window.toolbarVerticalEdge?.rawValue ?? "none"))
            }
            for (index, vocabulary) in vocabularies.enumerated()
            where index < old.vocabulary.count && index < window.vocabulary.count {
                if old.vocabulary[index] != window.vocabulary[index] {
                    changes.append(
                        Change(
                            property: vocabulary.rawValue, window: window.id, from: old.vocabulary[index],
                            to: window.vocabulary[index]))
                }
            }
            if let before = old.app, let after = window.app {
                changes += Sweep.appChanges(before, after, window: window.id)
            }
            // Another display's regions are other regions, whatever their ids.
            let sameDisplay = a.display == b.display
            let added = window.regions.filter { !sameDisplay || !old.regions.contains($0) }
            let removed = old.regions.filter { !sameDisplay || !window.regions.contains($0) }
            if !added.isEmpty || !removed.isEmpty {
                changes.append(Change(property: "regions", window: window.id, added: added, removed: removed))
            }
        }
        for window in a.windows where !b.windows.contains(where: { $0.id == window.id }) {
            changes.append(Change(property: "window", window: window.id, from: nil, to: "leaves"))
        }
        return changes
    }
}
