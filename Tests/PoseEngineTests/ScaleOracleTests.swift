import PoseEngine
import TestSupport
import Testing

/// The engine's answers for large apps come from algorithms linear in the controls and items
/// (issue 30): the audit finds a finding through its control, a sweep compares lists through
/// sets, overflow ranks look the other item up by id. Each is checked here against the
/// straightforward way the engine once did it, kept as the oracle, on random apps.
@Suite("Linear algorithms agree with the straightforward ones")
struct ScaleOracleTests {
    /// An app with controls in groups of every size (some alone, one of a dozen), every kind of
    /// placement, some off the window, some text, some scrolling; toolbar items in most rounds.
    func randomApp(_ random: inout SplitMix64, controls: Int) -> AppProfile {
        var app = AppProfile(name: "r", displayName: "r")
        app.toolbarItems = randomItems(&random, count: random.below(12))
        let groups = 1 + random.below(max(1, controls / 3))
        app.controls = (0..<controls).map { index in
            let size = Size(width: [12, 44, 88, 300][random.below(4)], height: [20, 44, 120][random.below(3)])
            let placement: ControlPlacement
            switch random.below(3) {
            case 0: placement = .fraction(x: Double(random.below(101)) / 100, y: Double(random.below(101)) / 100)
            case 1:
                placement = .anchor(
                    ControlAnchor.allCases[random.below(9)],
                    offset: Size(width: Double(random.below(60)) - 20, height: Double(random.below(60)) - 20))
            default: placement = .frame(x: Double(random.below(1_100)) - 50, y: Double(random.below(1_000)) - 50)
            }
            return ControlSpec(
                id: "c\(index)", group: "k\(random.below(groups))", placement: placement, size: size,
                interactive: random.below(4) != 0, scrollsWithContent: random.below(6) == 0)
        }
        return app
    }

    /// Toolbar items of every placement, some with a badge, some relative to another item (which
    /// may be missing, or relative in turn, in a cycle), some sharing an id.
    func randomItems(_ random: inout SplitMix64, count: Int) -> [ToolbarItemSpec] {
        (0..<count).map { index in
            let relative =
                random.below(3) == 0
                ? RelativePriority(higher: random.below(2) == 0, other: "i\(random.below(count + 2))") : nil
            return ToolbarItemSpec(
                id: random.below(10) == 0 ? "i0" : "i\(index)", title: "I", symbol: "circle",
                placement: [.navigation, .topBar, .bottomBar, .prominent, .topBar][random.below(5)],
                group: "g\(random.below(3))", visibilityPriority: [.low, .standard, .high][random.below(3)],
                badge: random.below(5) == 0 ? random.below(3) : nil,
                kind: random.below(8) == 0 ? .flexibleSpacer : .button, hasOwnPriority: random.below(3) != 0,
                relativePriority: relative)
        }
    }

    @Test("The audit's findings, their windows and their moves are what a search of every finding gives")
    func auditMatchesTheSearch() {
        var random = SplitMix64(seed: 30)
        var findings = 0, moves = 0
        for round in 0..<12 {
            let app = randomApp(&random, controls: 1 + random.below(40))
            let audit = Audit(profile: duo, app: app)
            let expected = Self.plainAudit(app)
            #expect(audit.findings.count == expected.count, "round \(round)")
            for (got, want) in zip(audit.findings, expected) {
                let same =
                    got.control == want.control && got.kind == want.kind && got.severity == want.severity
                    && got.with == want.with && got.message == want.message
                    && got.configurations.map(Place.init) == want.configurations
                    && got.moves.map(\.move) == want.moves.map(\.move)
                    && got.moves.map { Place($0.configuration) } == want.moves.map(\.configuration)
                #expect(same, "round \(round): \(got.control) \(got.kind) \(got.with)")
                moves += got.moves.count
            }
            findings += audit.findings.count
        }
        #expect(findings > 300 && moves > 100, "enough to say something: \(findings) findings, \(moves) moves")
    }

    @Test("Overflow ranks are what looking each other item up among all of them gives")
    func ranksMatchTheSearch() {
        var random = SplitMix64(seed: 5)
        var relative = 0
        for round in 0..<300 {
            let items = randomItems(&random, count: 1 + random.below(30))
            var groups: [String: VisibilityPriority] = [:]
            if random.below(2) == 0 { groups["g\(random.below(3))"] = [.low, .high][random.below(2)] }
            #expect(
                AppLayout.overflowRanks(items, groups: groups) == Self.plainRanks(items, groups: groups),
                "round \(round)")
            relative += items.count { $0.relativePriority != nil }
        }
        #expect(relative > 500)
    }

    @Test("What joined a list and what left it are what filtering each list by the other gives")
    func listChangesMatchTheFilters() {
        var random = SplitMix64(seed: 99)
        for round in 0..<500 {
            // Short words from a small alphabet: lists that share members, and repeat them.
            let old = (0..<random.below(20)).map { _ in "w\(random.below(12))" }
            let new = (0..<random.below(20)).map { _ in "w\(random.below(12))" }
            let changes = Sweep.listChanges(old, new)
            #expect(changes.added == new.filter { !old.contains($0) }, "round \(round)")
            #expect(changes.removed == old.filter { !new.contains($0) }, "round \(round)")
        }
    }

    @Test("A sweep of a large app lists the collisions that come and go, as comparing the looks gives")
    func sweepListsMatchTheLooks() {
        var random = SplitMix64(seed: 8)
        var changes = 0
        for split in [true, false, true] {
            let app = randomApp(&random, controls: 120)
            var state = duo.state(at: duo.poses[0])
            state.splitView = split
            changes += sweepChanges(Engine(profile: duo, app: app), from: state)
        }
        #expect(changes > 100, "enough to say something: \(changes) collisions came or went")
    }

    /// Checks a sweep's collision changes against comparing each look with the one before.
    /// - Returns: how many collisions came or went.
    func sweepChanges(_ engine: Engine, from start: PoseState) -> Int {
        var state = start
        let sweep = Sweep(engine: engine, state: state, query: RegionQuery(), from: 0, to: 180, step: 1)
        var previous = engine.scene(for: state).windows
        var changes = 0
        for angle in stride(from: 1.0, through: 180, by: 1) {
            state.angle = angle
            let windows = engine.scene(for: state).windows
            for window in windows {
                guard let before = previous.first(where: { $0.id == window.id })?.app, let after = window.app else {
                    continue
                }
                let old = before.collisions.map {
                    Sweep.AppFacts.CollisionFact(control: $0.control, with: $0.with, severity: $0.severity)
                }
                let new = after.collisions.map {
                    Sweep.AppFacts.CollisionFact(control: $0.control, with: $0.with, severity: $0.severity)
                }
                let added = new.filter { !old.contains($0) }, removed = old.filter { !new.contains($0) }
                guard !added.isEmpty || !removed.isEmpty else { continue }
                let listed = sweep.steps.first { $0.angle == angle }?.changes.compactMap { change in
                    if case .collisions(window.id, let added, let removed) = change { return (added, removed) }
                    return nil
                }.first
                #expect(listed.map { $0.0 == added && $0.1 == removed } ?? false, "\(angle)° \(window.id)")
                changes += added.count + removed.count
            }
            previous = windows
        }
        return changes
    }

    // MARK: The oracles: the engine's earlier code

    /// A configuration as the oracle writes it.
    struct Place: Equatable {
        var pose: String
        var orientation: Orientation
        var window: WindowID
        var direction: UserInterfaceLayoutDirection
        var innerCamera: Bool
        var liveActivity: Bool

        init(_ c: Audit.Configuration) {
            self.init(
                pose: c.pose, orientation: c.orientation, window: c.window, direction: c.direction,
                innerCamera: c.innerCamera, liveActivity: c.liveActivity)
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
    }

    /// A finding as the oracle collects it.
    struct PlainFinding {
        var control: String
        var kind: Collision.Kind
        var severity: Collision.Severity
        var with: String
        var message: String
        var configurations: [Place]
        var moves: [(move: GroupMove, configuration: Place)]
    }

    /// The audit as it was: every finding searched for each collision, each control's move
    /// searched among all the moves, findings sorted by their control's place in the profile.
    static func plainAudit(_ app: AppProfile) -> [PlainFinding] {
        let engine = Engine(profile: duo, app: app)
        var findings: [PlainFinding] = []
        for (base, state) in plainMatrix() {
            for window in engine.scene(for: state).windows {
                var configuration = base
                configuration.window = window.id
                guard let layout = window.app else { continue }
                for collision in layout.collisions {
                    let move = layout.moves.first { $0.controls.contains(collision.control) }
                    if let at = findings.firstIndex(where: {
                        $0.control == collision.control && $0.kind == collision.kind
                            && $0.severity == collision.severity && $0.with == collision.with
                    }) {
                        findings[at].configurations.append(configuration)
                        if let move, !findings[at].moves.contains(where: { $0.move.description == move.description }) {
                            findings[at].moves.append((move, configuration))
                        }
                    } else {
                        findings.append(
                            PlainFinding(
                                control: collision.control, kind: collision.kind, severity: collision.severity,
                                with: collision.with, message: collision.message, configurations: [configuration],
                                moves: move.map { [($0, configuration)] } ?? []))
                    }
                }
            }
        }
        let order = app.controls.map(\.id)
        return findings.sorted { a, b in
            let ia = order.firstIndex(of: a.control) ?? 0, ib = order.firstIndex(of: b.control) ?? 0
            if ia != ib { return ia < ib }
            if a.severity != b.severity { return a.severity > b.severity }
            return a.configurations.count > b.configurations.count
        }
    }

    /// The audit's matrix, written out: every pose × orientation × window × direction × camera × Live Activity.
    static func plainMatrix() -> [(Place, PoseState)] {
        var matrix: [(Place, PoseState)] = []
        for preset in duo.poses {
            let display = duo.displayInUse(at: preset.angle)
            for orientation in Orientation.allCases {
                for split in [false, true] where !split || display == duo.splitView.display {
                    for direction in UserInterfaceLayoutDirection.allCases {
                        for camera in [false, true] {
                            for live in [false, true] {
                                var state = duo.state(at: preset)
                                state.setOrientation(orientation, of: display)
                                state.splitView = split
                                state.layoutDirection = direction
                                state.innerCameraInUse = camera
                                state.liveActivity = live
                                matrix.append(
                                    (
                                        Place(
                                            pose: preset.name, orientation: orientation, window: .main,
                                            direction: direction, innerCamera: camera, liveActivity: live), state
                                    ))
                            }
                        }
                    }
                }
            }
        }
        return matrix
    }

    /// Overflow ranks as they were: the other item of a relative priority found by a search of
    /// all. An item's own rank is the engine's with no relative priorities (what the oracle checks
    /// is how the other item is found, not the rules of priorities and badges).
    static func plainRanks(_ items: [ToolbarItemSpec], groups: [String: VisibilityPriority]) -> [Double] {
        var plain = items
        for index in plain.indices { plain[index].relativePriority = nil }
        let bases = AppLayout.overflowRanks(plain, groups: groups)
        func rank(_ index: Int, depth: Int) -> Double {
            guard let relative = items[index].relativePriority, depth < 8,
                let other = items.indices.first(where: { items[$0].id == relative.other })
            else { return bases[index] }
            return rank(other, depth: depth + 1) + (relative.higher ? 0.5 : -0.5)
        }
        return items.indices.map { rank($0, depth: 0) }
    }
}
