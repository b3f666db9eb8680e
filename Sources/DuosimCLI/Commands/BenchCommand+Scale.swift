import CellGrid
import PoseEngine
import Reports
import Simulator

// MARK: - Scale

extension BenchCommand {
    /// How `render`, `audit` and `sweep` grow with an app's size: apps of 100, 1,000 and 10,000
    /// controls (with 10, 100 and 1,000 toolbar items), each figure in the thread's CPU time,
    /// followed by its growth per ×10. The sizes take turns, run after run, so each meets the
    /// same spells of load from other programs, and each sample takes about as long whatever the
    /// size; the growth compares each size's fastest sample (the least disturbed: load only ever
    /// adds time), so it is best-of-N on both sides, over samples of the same length.
    func scaleFigures(_ profile: DeviceProfile, _ pose: PoseState) -> [Figure] {
        let live = RenderOptions(recordsElements: false)
        let sizes = [100, 1_000, 10_000]
        let apps = sizes.map { Self.scaledApp(controls: $0, items: $0 / 10) }
        let parts: [(what: String, runs: Int, body: (AppProfile) -> Void)] = [
            // As `duosim render --split` does: a new engine (nothing remembered), one 160×48 frame.
            (
                "render", 15,
                { app in
                    let state = SimState(profile: profile, pose: pose, app: app)
                    _ = ScreenRenderer.render(state, columns: 160, rows: 48, options: live)
                }
            ),
            // As `duosim audit` does: every window, then the report.
            ("audit", 7, { app in _ = Audit(profile: profile, app: app).text(strict: false) }),
            // As `duosim sweep --split --step 0.1` does: 1,801 looks, then the timeline.
            (
                "sweep 0.1°", 7,
                { app in
                    let sweep = Sweep(
                        engine: Engine(profile: profile, app: app), state: pose, query: RegionQuery(),
                        from: Limits.angle.lowerBound, to: Limits.angle.upperBound, step: 0.1)
                    _ = sweep.report(profile: profile, settings: SettingsWords(pose: pose, query: RegionQuery()))
                }
            ),
        ]
        var figures: [Figure] = []
        for part in parts {
            for app in apps { part.body(app) }  // warm up
            var samples = [[Double]](repeating: [], count: apps.count)
            for _ in 0..<(quick ? 1 : part.runs) {
                for (index, app) in apps.enumerated() {
                    // Every sample lasts about as long: a smaller app runs as many times over as
                    // it is smaller (100 controls 100 times, 1,000 ten times), and the sample is
                    // the mean of its runs. The fastest of short samples is more likely to have
                    // missed every pause of the machine than the fastest of long ones, which
                    // made the growth read high by as much as the machine was noisy.
                    let times = quick ? 1 : sizes[sizes.count - 1] / sizes[index]
                    let start = Self.threadCPUTime()
                    for _ in 0..<times { part.body(app) }
                    samples[index].append((Self.threadCPUTime() - start) * 1e3 / Double(times))
                }
            }
            for index in apps.indices {
                let size = "\(Self.thousands(sizes[index])) controls, \(Self.thousands(sizes[index] / 10)) items"
                figures.append(Self.summary("\(part.what) · \(size)", unit: "ms", budget: nil, samples[index]))
                guard index > 0, let fastest = samples[index].min(), let before = samples[index - 1].min() else {
                    continue
                }
                figures.append(
                    Self.summary(
                        "  growth per ×10 (\(part.what))", unit: "×", budget: Self.growthBudget, [fastest / before]))
            }
        }
        return figures
    }

    /// The most a figure may grow when the app grows ten times (issue 30: O(n log n) or better
    /// leaves room for 10 × log₁₀ growth and the memory it touches).
    static let growthBudget = 15.0

    /// `10,000`.
    static func thousands(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// An app of `controls` custom controls in groups of five, spread over the window by each
    /// kind of placement (some text, some scrolling), and `items` toolbar items of every placement
    /// and priority (some relative to another, some with badges), with four tabs: large on purpose.
    static func scaledApp(controls: Int, items: Int) -> AppProfile {
        var app = AppProfile(name: "scale\(controls)", displayName: "scale")
        let placements: [BarItemPlacement] = [.navigation, .prominent, .topBar, .bottomBar, .topBar, .bottomBar]
        let priorities: [VisibilityPriority] = [.low, .standard, .high]
        app.toolbarItems = (0..<items).map { (index: Int) -> ToolbarItemSpec in
            var relative: RelativePriority?
            if index % 5 == 4 {
                relative = RelativePriority(higher: index % 2 == 0, other: "item\((index * 7) % items)")
            }
            let badge: Int? = index % 10 == 0 ? index % 4 : nil
            return ToolbarItemSpec(
                id: "item\(index)", title: "Item \(index)", symbol: "circle",
                placement: placements[index % placements.count], group: "g\(index % 13)",
                visibilityPriority: priorities[index % 3], badge: badge, relativePriority: relative)
        }
        app.tabItems = (0..<4).map { TabItemSpec(id: "tab\($0)", title: "Tab \($0)", symbol: "square") }
        let anchors = ControlAnchor.allCases
        let widths: [Double] = [20, 44, 88], heights: [Double] = [44, 20, 60]
        app.controls = (0..<controls).map { (index: Int) -> ControlSpec in
            // A fixed spread: the index's digits pick the place, so every size has the same mix.
            let x = Double((index * 37) % 100) / 100, y = Double((index * 53) % 100) / 100
            let placement: ControlPlacement
            switch index % 3 {
            case 0: placement = .fraction(x: x, y: y)
            case 1: placement = .anchor(anchors[index % anchors.count], offset: Size(width: x * 200, height: y * 300))
            default: placement = .frame(x: x * 800, y: y * 900)
            }
            let size = Size(width: widths[index % 3], height: heights[(index / 3) % 3])
            return ControlSpec(
                id: "control\(index)", group: "group\(index / 5)", placement: placement, size: size,
                interactive: index % 7 != 0, scrollsWithContent: index % 11 == 0)
        }
        return app
    }
}
