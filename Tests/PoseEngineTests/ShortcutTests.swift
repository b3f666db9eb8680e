import PoseEngine
import TestSupport
import Testing

/// The engine takes shortcuts for speed (issue 16): it remembers app layouts by a key of plain
/// values, and it searches a group's move without trying every offset. Each shortcut must give
/// what the plain way gives; these tests do it the plain way and compare.
@Suite("Shortcuts agree with the plain way")
struct ShortcutTests {
    /// Seeded numbers, and a fraction in 0..<1 (four decimals, as a profile would write it).
    struct Seeded {
        var numbers: SplitMix64
        init(state: UInt64) { numbers = SplitMix64(seed: state) }
        mutating func below(_ n: Int) -> Int { numbers.below(n) }
        mutating func unit() -> Double { Double(numbers.below(10_000)) / 10_000 }
    }

    /// An app with controls in a few groups, some scrolling, some not interactive, and bars.
    func randomApp(_ random: inout Seeded) -> AppProfile {
        var app = AppProfile(name: "r", displayName: "r")
        app.toolbarItems = (0..<random.below(8)).map { index in
            ToolbarItemSpec(
                id: "i\(index)", title: "I\(index)", symbol: "circle",
                placement: [.navigation, .topBar, .bottomBar][random.below(3)], group: "g\(random.below(3))")
        }
        if random.below(2) == 0 {
            app.tabItems = (0..<(1 + random.below(4))).map { TabItemSpec(id: "t\($0)", title: "T", symbol: "square") }
        }
        let groups = 2 + random.below(6)
        app.controls = (0..<(1 + random.below(20))).map { index in
            let size = Size(width: [20, 44, 88, 160][random.below(4)], height: [20, 44, 120][random.below(3)])
            let placement: ControlPlacement =
                random.below(2) == 0
                ? .fraction(x: random.unit(), y: random.unit())
                : .anchor(ControlAnchor.allCases[random.below(9)], offset: Size(width: 8, height: 8))
            return ControlSpec(
                id: "c\(index)", group: "k\(random.below(groups))", placement: placement, size: size,
                interactive: random.below(4) != 0, scrollsWithContent: random.below(6) == 0)
        }
        return app
    }

    /// A state at a random pose and setting.
    func randomState(_ random: inout Seeded) -> PoseState {
        var state = duo.state(at: duo.poses[random.below(duo.poses.count)])
        state.angle = [0, 5, 90, 127, 150, 179, 180][random.below(7)]
        state.splitView = random.below(2) == 0
        state.layoutDirection = random.below(2) == 0 ? .leftToRight : .rightToLeft
        state.innerCameraInUse = random.below(2) == 0
        state.liveActivity = random.below(2) == 0
        state.innerOrientation = random.below(2) == 0 ? .portrait : .landscape
        state.outerOrientation = random.below(2) == 0 ? .portrait : .landscape
        return state
    }

    @Test("One engine across 400 states lays out every window as a new engine does")
    func rememberedLayouts() {
        var random = Seeded(state: 16)
        let app = randomApp(&random)
        let kept = Engine(profile: duo, app: app)
        for step in 0..<400 {
            let state = randomState(&random)
            let remembered = kept.scene(for: state)
            let fresh = Engine(profile: duo, app: app).scene(for: state)
            let same = remembered == fresh  // (the scenes themselves are too long to print)
            #expect(same, "step \(step): \(state)")
        }
    }

    @Test("An audit counts each window's layout by the key its scene looks the layout up by")
    func layoutKeysAreTheScenes() {
        var random = Seeded(state: 30)
        var shared = 0
        for round in 0..<4 {
            let engine = Engine(profile: duo, app: randomApp(&random))
            var seen = Set<AppLayoutCache.Key>()
            for entry in duo.stateMatrix() {
                var asked: [AppLayoutCache.Key] = []
                let scene = engine.scene(for: entry.state) { key, make in
                    asked.append(key)
                    return make()
                }
                #expect(asked == engine.layoutKeys(for: entry.state), "round \(round): \(entry.state)")
                #expect(asked.count == scene.windows.count)
                for key in asked where !seen.insert(key).inserted { shared += 1 }
            }
        }
        // Windows of poses with one hinge status share a layout: what the audit keeps for later.
        #expect(shared >= 4 * 48)
    }

    @Test("One engine shared by eight tasks gives each the scenes a new engine gives (its cache is locked)")
    func sharedAcrossTasks() async {
        var random = Seeded(state: 27)
        let app = randomApp(&random)
        let states = (0..<64).map { _ in randomState(&random) }
        let shared = Engine(profile: duo, app: app)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for (index, state) in states.enumerated() where index % 8 != task {
                        if shared.scene(for: state) != Engine(profile: duo, app: app).scene(for: state) { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("Every group move is the cheapest valid offset, found by trying every candidate in order")
    func groupMovesMatchTheExhaustiveSearch() {
        var random = Seeded(state: 61)
        var checked = 0, found = 0
        for round in 0..<150 {
            let app = randomApp(&random)
            let state = randomState(&random)
            let scene = Engine(profile: duo, app: app).scene(for: state)
            for window in scene.windows {
                guard let layout = window.app else { continue }
                for move in layout.moves {
                    let expected = exhaustiveMove(move.group, layout: layout, window: window, scene: scene)
                    #expect(
                        move.dx == expected.dx && move.dy == expected.dy && (move.noRoom == nil) == expected.found,
                        "round \(round), \(window.id), group \(move.group): \(move.description) ≠ \(expected)")
                    checked += 1
                    if move.noRoom == nil { found += 1 }
                }
            }
        }
        #expect(checked > 300 && found > 150, "enough moves to say something: \(found) of \(checked) found")
    }

    @Test("A move lists its group's controls in order, groups in order of first appearance, after any change")
    func groupsFollowTheControls() {
        var random = Seeded(state: 7)
        var checked = 0
        for round in 0..<60 {
            var app = randomApp(&random)
            // Changed in place after the app is made: regrouped, renamed, one more, one fewer.
            for index in app.controls.indices where random.below(3) == 0 {
                app.controls[index].group = "k\(random.below(3))"
            }
            if let last = app.controls.indices.last { app.controls[last].id = "renamed" }
            app.controls.append(
                ControlSpec(
                    id: "extra", group: "k0", placement: .frame(x: -30, y: 0), size: Size(width: 60, height: 60)))
            if round.isMultiple(of: 2) { app.controls.removeFirst() }
            let names = app.controls.map(\.group).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let scene = Engine(profile: duo, app: app).scene(for: randomState(&random))
            for window in scene.windows {
                guard let layout = window.app else { continue }
                let order = layout.moves.map { names.firstIndex(of: $0.group) ?? -1 }
                #expect(!order.contains(-1) && order == order.sorted(), "round \(round): \(layout.moves.map(\.group))")
                for move in layout.moves {
                    #expect(move.controls == app.controls.filter { $0.group == move.group }.map(\.id), "round \(round)")
                    checked += 1
                }
            }
        }
        #expect(checked > 60, "enough moves to say something: \(checked)")
    }

    @Test("Bars follow the toolbar items and group priorities however they are set or changed")
    func barsFollowTheToolbar() {
        var random = Seeded(state: 12)
        var compared = 0
        for round in 0..<60 {
            // Enough items to overflow, some taking their group's priority.
            let items = (0..<(4 + random.below(20))).map { index in
                ToolbarItemSpec(
                    id: "i\(index)", title: "I\(index)", symbol: random.below(5) == 0 ? nil : "circle",
                    placement: [.navigation, .topBar, .bottomBar, .topBar][random.below(4)],
                    group: "g\(random.below(3))",
                    visibilityPriority: [.low, .standard, .high][random.below(3)], hasOwnPriority: random.below(2) == 0)
            }
            let final = AppProfile(
                name: "r", displayName: "r", toolbarItems: items, tabItems: randomApp(&random).tabItems)
            var priorities: [String: VisibilityPriority] = [:]
            for group in ["g0", "g1", "g2"] where random.below(2) == 0 {
                priorities[group] = [.low, .standard, .high][random.below(3)]
            }
            // Made at once, through the initializer…
            var made = AppProfile(
                name: "r", displayName: "r", toolbarItems: final.toolbarItems, tabItems: final.tabItems)
            made.groupPriorities = priorities
            // …and changed into the same app: other items first, then edited in place.
            var changed = AppProfile(name: "r", displayName: "r", tabItems: final.tabItems)
            changed.toolbarItems = randomApp(&random).toolbarItems
            changed.groupPriorities = ["g0": .high]
            changed.toolbarItems = final.toolbarItems.map { item in
                var item = item
                item.placement = .topBar
                return item
            }
            changed.groupPriorities.removeAll()
            for (group, priority) in priorities { changed.groupPriorities[group] = priority }
            for index in changed.toolbarItems.indices {
                changed.toolbarItems[index].placement = final.toolbarItems[index].placement
            }
            for _ in 0..<4 {
                var state = randomState(&random)
                state.angle = [90, 127, 180][random.below(3)]
                let a = Engine(profile: duo, app: made).scene(for: state)
                let b = Engine(profile: duo, app: changed).scene(for: state)
                let same = a.windows.map { $0.app?.bars } == b.windows.map { $0.app?.bars }
                #expect(same, "round \(round): \(state)")
                compared += 1
            }
        }
        #expect(compared == 240)
    }

    @Test("Equal costs go to the smaller dx, then the smaller dy, however the search runs")
    func tiesBreakTheSameWay() {
        // A control on top of a camera the same size: left, right, up and down all cost 40 pt.
        var app = AppProfile(name: "t", displayName: "t")
        app.controls = [
            ControlSpec(id: "c", group: "c", placement: .frame(x: 180, y: 180), size: Size(width: 40, height: 40))
        ]
        let camera = PoseRegion(
            id: "camera", kind: .occlusion, frame: rect(180, 180, 40, 40),
            margins: DirectionalMargins(top: 0, leading: 0, bottom: 0, trailing: 0), isActive: true)
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let layout = AppLayout.make(
                app: app, device: duo, size: Size(width: 400, height: 400), verticalEdge: nil, regions: [camera],
                status: .fullyOpen, direction: direction)
            #expect(layout.moves.map { [$0.dx, $0.dy] } == [[-40, 0]], "\(direction): \(layout.moves)")
        }
        // Two ways of the same cost that differ in dy only: up wins.
        let wide = PoseRegion(
            id: "camera", kind: .occlusion, frame: rect(0, 180, 400, 40),
            margins: DirectionalMargins(top: 0, leading: 0, bottom: 0, trailing: 0), isActive: true)
        let layout = AppLayout.make(
            app: app, device: duo, size: Size(width: 400, height: 400), verticalEdge: nil, regions: [wide],
            status: .fullyOpen, direction: .leftToRight)
        #expect(layout.moves.map { [$0.dx, $0.dy] } == [[0, -40]], "\(layout.moves)")
    }

    /// The rule as written (Docs/DOMAIN.md §6): candidate offsets line an edge of the group up
    /// with an edge of the safe area or an obstacle; keep those inside the safe area; take them
    /// cheapest first (|dx| + |dy|, then dx, then dy); the first clear of every obstacle on the
    /// preferred side of a crossed fold wins, else the first clear one.
    func exhaustiveMove(_ group: String, layout: AppLayout, window: WindowScene, scene: PoseScene)
        -> (dx: Double, dy: Double, found: Bool)
    {
        let size = window.frameInDisplay.size
        let safe = Rect(
            x: layout.safeArea.left, y: layout.safeArea.top,
            width: max(0, size.width - layout.safeArea.left - layout.safeArea.right),
            height: max(0, size.height - layout.safeArea.top - layout.safeArea.bottom))
        let members = layout.controls.filter { $0.spec.group == group }
        let box = Self.box(members.map(\.frame))
        // The layout's regions: physical, inactive included (what the engine lays out with).
        let physical = Engine(profile: duo).regions(
            in: window.frameInDisplay, on: scene.display(window.display), direction: .leftToRight,
            query: RegionQuery(includeInactive: true, behavior: .fixed))
        let occlusions = physical.filter { $0.kind == .occlusion && $0.isActive }.map(\.frame)
        let activeFold = physical.first { $0.kind == .division && $0.isActive }?.frame
        let fold = members.contains { !$0.spec.scrollsWithContent } ? activeFold : nil
        guard box.width <= safe.width, box.height <= safe.height else { return (0, 0, false) }
        let overlaps = Self.overlaps
        let candidates = Self.candidates(box: box, safe: safe, obstacles: occlusions + (fold.map { [$0] } ?? []))
        let crossed =
            fold.map { f in members.contains { !$0.spec.scrollsWithContent && overlaps($0.frame, f) } } ?? false
        var fallback: (dx: Double, dy: Double)?
        for candidate in candidates {
            let clear = members.allSatisfy { member in
                let moved = member.frame.offsetBy(dx: candidate.dx, dy: candidate.dy)
                if occlusions.contains(where: { overlaps(moved, $0) }) { return false }
                if let fold, !member.spec.scrollsWithContent, overlaps(moved, fold) { return false }
                return true
            }
            guard clear else { continue }
            var preferred = true
            if crossed, let f = fold {
                let moved = box.offsetBy(dx: candidate.dx, dy: candidate.dy)
                if f.isVertical {
                    preferred =
                        scene.layoutDirection == .leftToRight
                        ? moved.minX >= f.maxX - pointTolerance : moved.maxX <= f.minX + pointTolerance
                } else {
                    preferred = moved.minY >= f.maxY - pointTolerance
                }
            }
            if preferred { return (candidate.dx, candidate.dy, true) }
            if fallback == nil { fallback = candidate }
        }
        if let fallback { return (fallback.dx, fallback.dy, true) }
        return (0, 0, false)
    }

    /// The smallest rectangle holding every frame.
    static func box(_ frames: [Rect]) -> Rect {
        var box = frames[0]
        for frame in frames {
            let x0 = min(box.minX, frame.minX), y0 = min(box.minY, frame.minY)
            box = Rect(x: x0, y: y0, width: max(box.maxX, frame.maxX) - x0, height: max(box.maxY, frame.maxY) - y0)
        }
        return box
    }

    /// Every offset lining an edge of `box` up with an edge of `safe` or an obstacle (or none),
    /// inside `safe`, cheapest first: |dx| + |dy|, then dx, then dy.
    static func candidates(box: Rect, safe: Rect, obstacles: [Rect]) -> [(dx: Double, dy: Double)] {
        var xs = [0, safe.minX - box.minX, safe.maxX - box.maxX]
        var ys = [0, safe.minY - box.minY, safe.maxY - box.maxY]
        for obstacle in obstacles {
            xs += [obstacle.maxX - box.minX, obstacle.minX - box.maxX]
            ys += [obstacle.maxY - box.minY, obstacle.minY - box.maxY]
        }
        xs = xs.filter { box.minX + $0 >= safe.minX - pointTolerance && box.maxX + $0 <= safe.maxX + pointTolerance }
        ys = ys.filter { box.minY + $0 >= safe.minY - pointTolerance && box.maxY + $0 <= safe.maxY + pointTolerance }
        var candidates: [(dx: Double, dy: Double)] = []
        for dx in xs { for dy in ys { candidates.append((dx, dy)) } }
        return candidates.sorted { a, b in
            let ca = abs(a.dx) + abs(a.dy), cb = abs(b.dx) + abs(b.dy)
            return ca != cb ? ca < cb : (a.dx, a.dy) < (b.dx, b.dy)
        }
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - pointTolerance && b.minX < a.maxX - pointTolerance && a.minY < b.maxY - pointTolerance
            && b.minY < a.maxY - pointTolerance
    }
}
