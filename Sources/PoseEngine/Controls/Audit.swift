// MARK: - Audit

/// Every named pose × orientation × window (full screen, each Split View side) × layout
/// direction × inner camera × Live Activity, and what the app's controls collide with.
public struct Audit: Sendable {
    /// One configuration of the matrix.
    public struct Configuration: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The pose's name.
        public var pose: String
        /// The display's orientation.
        public var orientation: Orientation
        /// The window checked.
        public var window: WindowID
        /// The layout direction.
        public var direction: UserInterfaceLayoutDirection
        /// Whether the inner camera was in use.
        public var innerCamera: Bool
        /// Whether a Live Activity was showing.
        public var liveActivity: Bool

        /// The configuration of a state of the matrix, in its main window (the audit sets the window).
        package init(_ entry: MatrixState) {
            self.init(
                pose: entry.pose.name, orientation: entry.orientation, window: .main, direction: entry.direction,
                innerCamera: entry.innerCamera, liveActivity: entry.liveActivity)
        }

        init(
            pose: String, orientation: Orientation, window: WindowID, direction: UserInterfaceLayoutDirection,
            innerCamera: Bool, liveActivity: Bool
        ) {
            self.pose = pose
            self.orientation = orientation
            self.window = window
            self.direction = direction
            self.innerCamera = innerCamera
            self.liveActivity = liveActivity
        }

        /// `book landscape left LTR`, with the camera and Live Activity when on.
        public var description: String {
            var text = "\(pose) \(orientation.rawValue) \(window.rawValue) \(direction == .leftToRight ? "LTR" : "RTL")"
            if innerCamera { text += " +camera" }
            if liveActivity { text += " +live" }
            return text
        }
    }

    /// One kind of collision of one control, and everywhere it happens.
    public struct Finding: Sendable {
        /// The control's id.
        public var control: String
        /// What kind of collision.
        public var kind: Collision.Kind
        /// Error, warning or note.
        public var severity: Collision.Severity
        /// The region or edge it collides with.
        public var with: String
        /// By how many points in the first configuration where it happens (the collision's `amount`).
        public var amount: Double
        /// For an occlusion: the overlap's size in the first configuration where it happens.
        public var overlap: Size?
        /// Every configuration where it happens.
        public var configurations: [Configuration]
        /// Distinct suggested moves for the control's group, each with the first configuration it applies to.
        public var moves: [SuggestedMove]
    }

    /// One window checked: its configuration and what collided in it.
    public struct CheckedWindow: Hashable, Sendable {
        /// The pose, orientation, window, direction, camera and Live Activity it was checked in.
        public var configuration: Configuration
        /// What collided in it, each with its own amount, the most severe first per control.
        public var collisions: [Collision]

        public init(configuration: Configuration, collisions: [Collision]) {
            self.configuration = configuration
            self.collisions = collisions
        }
    }

    /// A move that would fix a finding, and the first configuration it applies to.
    public struct SuggestedMove: Hashable, Sendable {
        /// The control group's move.
        public var move: GroupMove
        /// The first configuration (of the finding's) where it was suggested.
        public var configuration: Configuration

        public init(move: GroupMove, configuration: Configuration) {
            self.move = move
            self.configuration = configuration
        }
    }

    /// The app audited.
    public var app: AppProfile
    /// The device it was audited on.
    public var profile: DeviceProfile
    /// Every window checked, with what collided in it.
    public var windows: [CheckedWindow]
    /// Every window's configuration, in the order `windows` lists them.
    public var configurations: [Configuration] { windows.map(\.configuration) }
    /// The findings, one per control, collision and severity.
    public var findings: [Finding]
    /// The findings about presentations, one per presentation and kind, in the profile's order.
    public var presentationFindings: [PresentationFinding] = []
    /// The findings about the arrangement view (its `presentation` is `arrangement`): inside a
    /// container 003 rules out.
    public var arrangementFindings: [PresentationFinding] = []
    /// The part of the matrix that was checked.
    public var scope: Scope

    /// Runs the whole matrix.
    /// - Parameters:
    ///   - profile: the device.
    ///   - app: the app whose controls and presentations are checked.
    ///   - scope: the part of the matrix to run; all of it by default.
    ///   - progress: called after each configuration with (done, total).
    ///
    /// ```swift
    /// let audit = Audit(profile: duo, app: AppProfile.bundled("hud")!)
    /// audit.count(.error)   // > 0: the HUD's fire button sits on the fold
    /// ```
    public init(
        profile: DeviceProfile, app: AppProfile, scope: Scope = Scope(), progress: ((Int, Int) -> Void)? = nil
    ) {
        self.init(
            profile: profile, app: app, scope: scope, states: Audit.matrix(profile, scope: scope), progress: progress)
    }

    /// The audit of `states`, each with its configuration (the window is set per window of its
    /// scene): the whole matrix's rules over any list of states (PoseEngineTesting's `PoseMatrix`).
    /// `scope` is only what the report says was checked.
    package init(
        profile: DeviceProfile, app: AppProfile, scope: Scope, states matrix: [(Configuration, PoseState)],
        progress: ((Int, Int) -> Void)? = nil
    ) {
        self.app = app
        self.profile = profile
        self.scope = scope
        let engine = Engine(profile: profile, app: app)
        var windows: [CheckedWindow] = []
        var findings = Findings(app)
        var presented: [PresentationFinding] = []
        var arranged: [PresentationFinding] = []
        let total = matrix.count
        var keeper = LayoutKeeper(engine, matrix.map(\.1))
        for (index, (base, state)) in matrix.enumerated() {
            let scene = engine.scene(for: state) { key, make in keeper.layout(key, make) }
            for window in scene.windows {
                var configuration = base
                configuration.window = window.id
                windows.append(CheckedWindow(configuration: configuration, collisions: window.app?.collisions ?? []))
                guard let layout = window.app else { continue }
                findings.add(layout, in: windows.count - 1)
                for issue in Audit.presentationIssues(layout, regions: Audit.physicalRegions(scene, window)) {
                    Audit.record(issue, in: configuration, into: &presented)
                }
                if let issue = Audit.arrangementIssue(layout) {
                    Audit.record(issue, in: configuration, into: &arranged)
                }
            }
            progress?(index + 1, total)
        }
        self.windows = windows
        presentationFindings = Audit.ordered(presented)
        arrangementFindings = arranged
        self.findings = Audit.ordered(findings.list(windows.map(\.configuration)), app: app)
    }

    /// Presentations in the order the layouts list them; within one, the most severe first.
    static func ordered(_ presented: [PresentationFinding]) -> [PresentationFinding] {
        let presentationOrder = presented.map(\.presentation)
        return presented.enumerated().sorted { a, b in
            let ia = presentationOrder.firstIndex(of: a.element.presentation) ?? 0
            let ib = presentationOrder.firstIndex(of: b.element.presentation) ?? 0
            if ia != ib { return ia < ib }
            if a.element.severity != b.element.severity { return a.element.severity > b.element.severity }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Controls in the profile's order; within a control, the most severe first.
    static func ordered(_ findings: [Finding], app: AppProfile) -> [Finding] {
        var order: [String: Int] = [:]
        order.reserveCapacity(app.controls.count)
        for (index, control) in app.controls.enumerated() where order[control.id] == nil { order[control.id] = index }
        return findings.sorted { a, b in
            let ia = order[a.control] ?? 0, ib = order[b.control] ?? 0
            if ia != ib { return ia < ib }
            if a.severity != b.severity { return a.severity > b.severity }
            return a.configurations.count > b.configurations.count
        }
    }

    /// Every pose × orientation × window × direction × camera × Live Activity in `scope`, with the
    /// state to look at (the window is set per window of the scene).
    static func matrix(_ profile: DeviceProfile, scope: Scope) -> [(Configuration, PoseState)] {
        profile.stateMatrix(
            presets: scope.poses(of: profile), orientations: scope.orientations, splitView: scope.splitView,
            directions: scope.directions, innerCamera: scope.innerCamera, liveActivity: scope.liveActivity
        ).map { (Configuration($0), $0.state) }
    }

    /// How many findings of a severity, the controls' and the presentations'.
    public func count(_ severity: Collision.Severity) -> Int {
        findings.filter { $0.severity == severity }.count
            + presentationFindings.filter { $0.severity == severity }.count
            + arrangementFindings.filter { $0.severity == severity }.count
    }
}

// MARK: - Scope

extension Audit {
    /// Which part of the matrix to check: every named pose (or one angle), orientation, Split View
    /// or full screen, layout direction, inner camera and Live Activity setting, or fewer of each.
    public struct Scope: Sendable, Hashable {
        /// The named poses to check, by name; `nil` for every pose of the profile.
        public var poseNames: [String]?
        /// One hinge angle instead of the named poses (its configurations' pose is named `127°`).
        public var angle: Double?
        public var orientations: [Orientation]
        /// `false` for full screen, `true` for each Split View side.
        public var splitView: [Bool]
        public var directions: [UserInterfaceLayoutDirection]
        public var innerCamera: [Bool]
        public var liveActivity: [Bool]

        /// The whole matrix, or a part of it.
        public init(
            poseNames: [String]? = nil, angle: Double? = nil, orientations: [Orientation] = Orientation.allCases,
            splitView: [Bool] = [false, true],
            directions: [UserInterfaceLayoutDirection] = UserInterfaceLayoutDirection.allCases,
            innerCamera: [Bool] = [false, true], liveActivity: [Bool] = [false, true]
        ) {
            self.poseNames = poseNames
            self.angle = angle
            self.orientations = orientations
            self.splitView = splitView
            self.directions = directions
            self.innerCamera = innerCamera
            self.liveActivity = liveActivity
        }

        /// Whether it is the whole matrix.
        public var isEverything: Bool { self == Scope() }

        /// The poses checked: the named ones (a name the profile lacks is left out), or the one angle.
        public func poses(of profile: DeviceProfile) -> [PosePreset] {
            if let angle {
                return [PosePreset(name: "\(formatPoints(angle))°", angle: angle, orientation: .portrait)]
            }
            guard let poseNames else { return profile.poses }
            return poseNames.compactMap { profile.pose(named: $0) }
        }
    }
}
