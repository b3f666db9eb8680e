import PoseEngine
import Simulator

// MARK: - The page

extension DemoBook {
    /// The page: every combination's frames, each degree written as the changes from the degree
    /// before, and the sheets that say what each stretch of degrees shows. The first frames are
    /// written one after the other; the combinations' sweeps side by side, a thread a core.
    public func page() -> String {
        var codec = FrameCodec(width: columns, height: rows)
        let baseGrid = render(bits: 0, angle: 0).grid
        let base = codec.diff(from: nil, to: baseGrid)
        let existing = (0..<(1 << toggles.count)).filter(exists)
        var firsts: [Int: (screen: RenderedScreen, reference: Int, runs: String)] = [:]
        for bits in existing {
            let first = render(bits: bits, angle: 0, elements: true)
            // Each first frame is written against the combination one switch away that differs
            // from it least (or the base).
            var reference = -1
            var fewest = first.grid.changedCells(from: baseGrid).count
            for bit in toggles.indices where bits & (1 << bit) != 0 {
                guard let candidate = firsts[bits & ~(1 << bit)]?.screen.grid else { continue }
                let changed = first.grid.changedCells(from: candidate).count
                if changed < fewest { (fewest, reference) = (changed, bits & ~(1 << bit)) }
            }
            let runs = codec.diff(from: firsts[reference]?.screen.grid ?? baseGrid, to: first.grid)
            firsts[bits] = (first, reference, runs)
        }
        let start = initial
        let seed = codec
        let starts = firsts.mapValues(\.screen)
        let sweeps = inParallel(existing.count) { index in
            sweep(bits: existing[index], from: starts[existing[index]] ?? .nothing, codec: seed, keep: start)
        }
        var sheets = DemoSheets()
        var combos: [DemoPage.Combination?] = Array(repeating: nil, count: 1 << toggles.count)
        var initialGrid = baseGrid
        for (bits, sweep) in zip(existing, sweeps) {
            let segments = sweep.segments.map { segment in
                DemoPage.Segment(angle: segment.angle, sheet: sheets.sheet(for: segment.draft), pose: segment.pose)
            }
            combos[bits] = DemoPage.Combination(
                reference: firsts[bits]?.reference ?? -1, first: firsts[bits]?.runs ?? "",
                steps: codec.restyle(sweep.steps, from: sweep.codec), segments: segments)
            if let kept = sweep.kept { initialGrid = kept }
        }
        return DemoPage.interactive(
            book: self, codec: codec, base: base, combos: combos, sheets: sheets,
            initial: (initialGrid, start.bits, start.angle))
    }

    /// What the engine calls an angle between the presets (`custom`), asked at one no preset has.
    var betweenPoses: String {
        let angle = Limits.degrees.first { angle in !profile.poses.contains { Int(checked: $0.angle) == angle } } ?? 1
        return state(bits: 0, angle: angle).scene.poseName
    }

    /// The page's title: the device and the app.
    var title: String { profile.displayName + (app.map { " · \($0.displayName)" } ?? "") }

    /// A combination's sweep: its 180 steps from 0° (each the changes from the degree before, in
    /// its codec's styles) and its segments, each with its sheet's draft; the frame at `keep`'s
    /// angle when `keep` names this combination.
    struct Sweep: Sendable {
        var steps: [String] = []
        var codec: FrameCodec
        var segments: [(angle: Int, draft: DemoSheets.Draft, pose: Int)] = []
        var kept: Grid?
    }

    /// The sweep of the combination `bits` from its first frame (0°, rendered with its elements),
    /// with a codec of its own that starts from `codec`. A segment starts where the engine's scene
    /// changes (besides the angle) or the screen's places do: that frame is drawn with its
    /// elements, unless the sweep has met its stretch before (`custom` again past a preset's
    /// degree): then it is drawn from the frame that stretch began with, and has its sheet.
    private func sweep(bits: Int, from first: RenderedScreen, codec: FrameCodec, keep: (bits: Int, angle: Int))
        -> Sweep
    {
        var sweep = Sweep(codec: FrameCodec(continuing: codec))
        sweep.steps.reserveCapacity(Limits.degrees.count - 1)
        var state = state(bits: bits, angle: Limits.degrees.lowerBound)
        var scene = state.scene
        var key = Self.sceneKey(scene)
        let firstDraft = DemoSheets.draft(for: first, state: state, scene: scene)
        sweep.segments = [(0, firstDraft, pose(of: scene))]
        // Each stretch met: its first frame (with its elements), state, scene and sheet.
        var stretches = [(state: state, scene: scene, screen: first, draft: firstDraft)]
        if keep == (bits, 0) { sweep.kept = first.grid }
        var previous = first
        for angle in Limits.degrees.dropFirst() {
            let before = (state: state, scene: scene, screen: previous)
            state.pose = pose(bits: bits, angle: angle)
            scene = state.scene
            let next = Self.sceneKey(scene)
            var screen: RenderedScreen
            if next == key {
                // Within a stretch only the angle moves: the frame before with its angle's rows drawn again.
                screen = ScreenRenderer.render(
                    state, scene: scene, after: before, columns: columns, rows: rows, options: options(elements: false))
                if !Self.samePlaces(screen.layout, previous.layout) {
                    screen = render(state, scene: scene, elements: true)
                    sweep.segments.append(
                        (angle, DemoSheets.draft(for: screen, state: state, scene: scene), pose(of: scene)))
                }
            } else if let met = stretches.first(where: {
                ScreenRenderer.differOnlyInAngle(state, scene, $0.state, $0.scene)
            }) {
                screen = ScreenRenderer.render(
                    state, scene: scene, after: (met.state, met.scene, met.screen), columns: columns, rows: rows,
                    options: options(elements: false))
                sweep.segments.append((angle, met.draft, pose(of: scene)))
            } else {
                screen = render(state, scene: scene, elements: true)
                let draft = DemoSheets.draft(for: screen, state: state, scene: scene)
                sweep.segments.append((angle, draft, pose(of: scene)))
                stretches.append((state, scene, screen, draft))
            }
            key = next
            sweep.steps.append(sweep.codec.diff(from: previous.grid, to: screen.grid))
            if keep == (bits, angle) { sweep.kept = screen.grid }
            previous = screen
        }
        return sweep
    }

    /// The scene with the angle left out: what decides whether a sheet still holds (a rotated
    /// preset's name is only the header's, drawn anew in every frame).
    static func sceneKey(_ scene: PoseScene) -> PoseScene {
        var scene = scene
        scene.angle = 0
        if case .rotated = scene.pose { scene.pose = .custom }
        return scene
    }

    /// Whether two screens put the displays, windows and slider in the same cells.
    static func samePlaces(_ a: ScreenLayout, _ b: ScreenLayout) -> Bool {
        a.windows == b.windows && a.displays == b.displays && a.slider == b.slider
    }

    /// The index of the pose button a scene is exactly at, or -1.
    func pose(of scene: PoseScene) -> Int {
        profile.poses.firstIndex { $0.name == scene.poseName } ?? -1
    }
}
