import CellGrid
import FileIO
import PoseEngine
import Reports
import Runtime
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - BenchCommand

/// `duosim bench`: how fast the hinge, the frames and recording are, measured, not asserted.
struct BenchCommand: Command {
    static let name = "bench"
    static let summary = "measure scenes, frames, bytes per hinge step, recording, pictures, audit and growth"
    static var help: String {
        """
        OVERVIEW: Measure duosim's speed on this machine and print median and spread (10th–90th
        percentile) of: one scene (both displays, Split View, an app with 50 controls and 12
        toolbar items), a full frame of mail at 80×24, 160×48 and 300×90 and at 160×48 of the
        bundled app whose frame in Split View has the most elements, the bytes a one-degree hinge
        step sends at 160×48, a headless recording of a 181-step sweep with a capture per step,
        a VHS user's 10 s tape at 1200×600 and 50 fps recorded as text, as a GIF and as frames
        (with tape-seconds per second: VHS records in real time), a frame as a GIF frame and as
        a PNG (frames per CPU-second), an audit of the largest sample app, and how render, audit and a sweep by 0.1° grow
        with an app's size (100, 1,000 and 10,000 controls with a tenth as many toolbar items,
        in CPU time, the sizes taking turns in samples of one length, each followed by its
        growth per ×10 from each size's fastest sample); each figure with a target is printed
        next to it with ✔ or ✘.
        Build with -c release for real figures.

        \(usage)

        OPTIONS:
        \(optionLines)

        .ci/bench.sh adds what needs a process or a terminal: the same sweep driven through
        tmux (send-keys, capture-pane) against duosim record, startup to the first frame,
        and peak memory, each next to what bounds it on the machine (the files alone, an
        empty Swift program).
        """
    }

    static var options: [OptionSpec] { [Option.quick, Option.only, Option.json] }

    /// The rows of its table.
    enum Option {
        static let quick = OptionSpec("--quick", nil, "fewer repetitions (for a smoke test)")
        static let only = OptionSpec(
            "--only", "PART", "one part: scene, frame, bytes, record, pictures, audit, demo or scale (for profiling)",
            kind: .choice(of: Part.self))
        static let json = OptionSpec("--json", nil, "the figures as JSON")
    }

    /// What `--only` picks, in the order the figures print.
    enum Part: String, CaseIterable {
        case scene, frame, bytes, record, pictures, audit, demo, scale
    }

    var quick: Bool
    var json: Bool
    var only: Part?

    init(options values: inout OptionValues, positionals: [String]) throws {
        quick = values.flag(Option.quick)
        only = values.choice(Option.only, as: Part.self)
        json = values.flag(Option.json)
    }

    /// One measured figure.
    struct Figure {
        var name: String
        var unit: String
        var median: Double
        var low: Double
        var high: Double
        var budget: Double?
    }

    func run(console: Console) throws -> ExitStatus {
        guard let profile = DeviceProfile.bundled() else {
            throw CLIError(.dataError, "the bundled \(DeviceProfile.defaultBundledName) profile doesn't decode")
        }
        // Split View, as the heaviest scenes are.
        var pose = profile.state(at: profile.defaultPose)
        pose.splitView = true
        var figures: [Figure] = []
        for part in Part.allCases where only == nil || only == part {
            switch part {
            case .scene: figures += sceneFigures(profile, pose)
            case .frame: figures += frameFigures(profile, pose)
            case .bytes: figures += byteFigures(profile, pose)
            case .record: figures += try recordFigures(profile)
            case .pictures: figures += try pictureFigures(profile)
            case .audit: figures += auditFigures(profile)
            case .demo: figures += demoFigures(profile)
            case .scale: figures += scaleFigures(profile, pose)
            }
        }
        #if DEBUG
            let build = "debug build: build with -c release for real figures"
        #else
            let build = "release build"
        #endif
        console.out(json ? Self.document(figures, build: build).render() : Self.table(figures, build: build))
        return .success
    }

    // MARK: Parts

    /// A headless recording of a 181-step sweep, one capture per step, in memory.
    func recordFigures(_ profile: DeviceProfile) throws -> [Figure] {
        var tape = "Set Width 160\nSet Height 48\nOutput \"sweep.cast\"\nOutput \"sweep.txt\"\n"
        for angle in Limits.degrees { tape += "Hinge \(angle)\nCapture \"step-\(angle)\"\n" }
        let script = try TapeParser.parse(tape, file: "bench.tape")
        return [
            measure(
                "record a 181-step sweep, a capture per step", unit: "ms", budget: nil, repeats: quick ? 3 : 9, inner: 1
            ) {
                _ = try? Replayer.run(
                    script, defaultProfile: profile, loadProfile: ProfileLoader.uiDevice, loadApp: ProfileLoader.app)
            }
        ]
    }

    /// The audit of the largest sample app: the most controls (what an audit checks), then the most items.
    func auditFigures(_ profile: DeviceProfile) -> [Figure] {
        let apps = AppProfile.bundledNames.compactMap { AppProfile.bundled($0) }
        let largest = apps.max {
            ($0.controls.count, $0.toolbarItems.count + $0.tabItems.count)
                < ($1.controls.count, $1.toolbarItems.count + $1.tabItems.count)
        }
        guard let largest else { return [] }
        return [
            measure("audit \(largest.name) (208 windows)", unit: "ms", budget: nil, repeats: quick ? 3 : 9, inner: 1) {
                _ = Audit(profile: profile, app: largest)
            }
        ]
    }

    /// The demo page of the mail app at 160 × 48: every degree × every toggle; its time and its size.
    func demoFigures(_ profile: DeviceProfile) -> [Figure] {
        guard let mail = AppProfile.bundled("mail") else { return [] }
        let options = PoseOptions(
            profile: profile, state: profile.state(at: profile.defaultPose), query: RegionQuery(), app: mail)
        var size = 0.0
        let time = measure(
            "demo page, mail at 160×48 (every degree × toggle)", unit: "ms", budget: 500, repeats: quick ? 1 : 3,
            inner: 1
        ) {
            size = Double(DemoBook(options: options, columns: 160, rows: 48).page().utf8.count)
        }
        return [time, Self.summary("  its size", unit: "KiB", budget: 1024, [size / 1024])]
    }

    // MARK: Output

    /// The figures as JSON.
    static func document(_ figures: [Figure], build: String) -> JSONValue {
        .document([
            ("build", .string(build)),
            (
                "figures",
                .array(
                    figures.map { figure in
                        .object([
                            ("name", .string(figure.name)), ("unit", .string(figure.unit)),
                            ("median", .number(round(figure.median))),
                            ("p10", .number(round(figure.low))), ("p90", .number(round(figure.high))),
                            ("budget", figure.budget.map { .number($0) } ?? .null),
                            ("withinBudget", figure.budget.map { .bool(figure.median <= $0) } ?? .null),
                        ])
                    })
            ),
        ])
    }

    /// The figures as a table, each with its budget and ✔ or ✘.
    static func table(_ figures: [Figure], build: String) -> String {
        var text = "duosim bench · \(build) · \(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) cores\n\n"
        text += "  " + padColumn("what", 56) + "median".leftPadded(10) + "p10–p90".leftPadded(20) + "   budget\n"
        for figure in figures {
            let spread = "\(format(figure.low))–\(format(figure.high))"
            var line = "  " + padColumn(figure.name, 56)
            line += "\(format(figure.median)) \(figure.unit)".leftPadded(10) + spread.leftPadded(20)
            if let budget = figure.budget {
                line += "   ≤ \(format(budget)) \(figure.unit) \(figure.median <= budget ? "✔" : "✘")"
            }
            text += line + "\n"
        }
        return text
    }

    // MARK: Measuring

    /// Times `inner` calls of `body`, `repeats` times; per call, in `unit`. `cpu`: the thread's
    /// CPU time rather than the time that passed (what other programs on a busy machine don't move).
    func measure(
        _ name: String, unit: String, budget: Double?, repeats: Int, inner: Int, cpu: Bool = false, _ body: () -> Void
    ) -> Figure {
        let scale: Double = unit == "µs" ? 1e6 : 1e3
        body()  // warm up
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<repeats {
            let seconds: Double
            if cpu {
                let start = Self.threadCPUTime()
                for _ in 0..<inner { body() }
                seconds = Self.threadCPUTime() - start
            } else {
                seconds = clock.measure { for _ in 0..<inner { body() } }.inSeconds
            }
            samples.append(seconds / Double(inner) * scale)
        }
        return Self.summary(name, unit: unit, budget: budget, samples)
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func summary(_ name: String, unit: String, budget: Double?, _ samples: [Double]) -> Figure {
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> Double {
            sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
        return Figure(
            name: name, unit: unit, median: percentile(0.5), low: percentile(0.1), high: percentile(0.9), budget: budget
        )
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : formatDecimals(value, value >= 10 ? 1 : 2)
    }

    static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// An app with 12 toolbar items and 50 controls spread over the window.
    static func heavyApp() -> AppProfile {
        var app = AppProfile(name: "bench", displayName: "bench")
        let placements: [BarItemPlacement] = [
            .navigation, .prominent, .topBar, .topBar, .topBar, .topBar, .bottomBar, .bottomBar, .bottomBar, .bottomBar,
            .bottomBar, .bottomBar,
        ]
        app.toolbarItems = placements.enumerated().map { index, placement in
            ToolbarItemSpec(
                id: "item\(index)", title: "Item \(index)", symbol: "circle", placement: placement,
                group: "g\(index / 3)",
                visibilityPriority: [.low, .standard, .high][index % 3])
        }
        app.tabItems = (0..<4).map { TabItemSpec(id: "tab\($0)", title: "Tab \($0)", symbol: "square") }
        var controls: [ControlSpec] = []
        for index in 0..<50 {
            let x: Double = Double(index % 10) / 10 + 0.05
            let y: Double = Double(index / 10) / 5 + 0.1
            controls.append(
                ControlSpec(
                    id: "control\(index)", group: "group\(index / 5)", placement: .fraction(x: x, y: y),
                    size: Size(width: 44, height: 44), interactive: index % 4 != 0))
        }
        app.controls = controls
        return app
    }
}
