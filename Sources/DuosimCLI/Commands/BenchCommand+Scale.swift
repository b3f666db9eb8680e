import CellGrid
import PoseEngine
import Reports
import Simulator

// MARK: - Scale

extension BenchCommand {
    /// How `render`, `audit` and `sweep` grow with an app's size: apps of 100, 1,000 and 10,000
    /// controls (with 10, 100 and 1,000 toolbar items), each figure followed by its growth per ×10.
    /// In the thread's CPU time; the growth compares the fastest runs (the 10th percentile), which
    /// other programs on the machine disturb least.
    func scaleFigures(_ profile: DeviceProfile, _ pose: PoseState) -> [Figure] {
        let live = RenderOptions(recordsElements: false)
        var figures: [Figure] = []
        var previous: [String: Double] = [:]
        func add(_ what: String, _ size: String, repeats: Int, _ body: () -> Void) {
            let figure = measure(
                "\(what) · \(size)", unit: "ms", budget: nil, repeats: quick ? 1 : repeats, inner: 1, cpu: true, body)
            figures.append(figure)
            if let before = previous[what] {
                figures.append(
                    Self.summary(
                        "  growth per ×10 (\(what))", unit: "×", budget: Self.growthBudget, [figure.low / before]))
            }
            previous[what] = figure.low
        }
        for controls in [100, 1_000, 10_000] {
            let app = Self.scaledApp(controls: controls, items: controls / 10)
            let size = "\(Self.thousands(controls)) controls, \(Self.thousands(controls / 10)) items"
            let large = controls >= 10_000
            // As `duosim render --split` does: a new engine (nothing remembered), one 160×48 frame.
            add("render", size, repeats: 15) {
                let state = SimState(profile: profile, pose: pose, app: app)
                _ = ScreenRenderer.render(state, columns: 160, rows: 48, options: live)
            }
            // As `duosim audit` does: every window, then the report.
            add("audit", size, repeats: large ? 5 : 11) {
                _ = Audit(profile: profile, app: app).text(strict: false)
            }
            // As `duosim sweep --split --step 0.1` does: 1,801 looks, then the timeline.
            add("sweep 0.1°", size, repeats: large ? 5 : 11) {
                let sweep = Sweep(
                    engine: Engine(profile: profile, app: app), state: pose, query: RegionQuery(), from: 0, to: 180,
                    step: 0.1)
                _ = sweep.report(profile: profile, settings: SettingsWords(pose: pose, query: RegionQuery()))
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
