import CellGrid
import FileIO
import PoseEngine
import Runtime
import Simulator

// MARK: - DemoCommand

/// `duosim demo`: one self-contained HTML page with a working hinge.
struct DemoCommand: Command {
    static let name = "demo"
    static let summary = "write one self-contained HTML page with a hinge a designer can drag"
    static let help = """
        OVERVIEW: Write one HTML file that shows duosim's screen and lets anyone fold the phone in a
        browser, offline: a hinge slider (every whole degree; the arrow keys too), buttons for the
        poses, Split View, right-to-left, .includeInactive, rotation and the app's overlays, and a
        click on a window to focus it. The address holds the pose (#angle=127&split=1&rtl=0…), so a
        link opens that exact pose. Every frame is computed here; the page only picks frames, and
        stores each as the cells that changed. Without JavaScript the page shows the first frame.

        USAGE: duosim demo [pose options] [--size COLSxROWS] -o PAGE.html [--force]

        POSE OPTIONS (the page opens at this pose):
        \\(PoseOptions.help)

        OPTIONS:
          --size COLSxROWS         the screen (default: 160x48)
          -o, --output PAGE.html   where to write the page (atomically; - for standard output)
          --force                  overwrite PAGE.html if it exists
          -h, --help               show this help

        EXAMPLE:
          duosim demo --app mail -o mail-demo.html
        """

    var options: PoseOptions
    var columns = 160
    var rows = 48
    var output: String
    var force: Bool

    init(arguments: inout ArgumentList) throws {
        if let size = try arguments.value("--size") {
            (columns, rows) = try RenderCommand.parseSize(size)
        }
        guard let output = try arguments.outputPath("-o", "--output") else {
            throw CLIError.usage("demo needs an output page: -o PAGE.html", command: Self.name)
        }
        let ext = PathText.pathExtension(output).lowercased()
        guard ext == "html" || ext == "htm" || output == "-" else {
            throw CLIError.usage("-o \(output): the demo is an HTML page; name it PAGE.html", command: Self.name)
        }
        self.output = output
        force = try arguments.flag("--force")
        options = try PoseOptions.parse(&arguments, command: Self.name)
    }

    func run(console: Console) throws -> ExitCode {
        if output == "-" {
            // The page itself is standard output: no summary after it.
            console.out(DemoBook(options: options, columns: columns, rows: rows).page())
            return .success
        }
        try OutputFile.check(output, force: force)
        let book = DemoBook(options: options, columns: columns, rows: rows)
        let page = book.page()
        try OutputFile.write(page, to: output, force: force)
        let kilobytes = Double(page.utf8.count) / 1024
        console.out(
            "wrote \(output): \(book.frameCount) frames (\(book.toggles.map(\.name).joined(separator: ", ")) × 181 degrees), \(formatDecimals(kilobytes, 1)) KiB\n"
        )
        return .success
    }
}

// MARK: - DemoBook

/// Every frame of the page: each whole degree × each combination of the toggles.
struct DemoBook {
    let options: PoseOptions
    let columns: Int
    let rows: Int
    let toggles: [DemoPage.Toggle]
    /// The overlays the app gives meaning to, in toggle order.
    let overlays: [OverlayKind]

    init(options: PoseOptions, columns: Int, rows: Int) {
        self.options = options
        self.columns = columns
        self.rows = rows
        var overlays: [OverlayKind] = []
        if let app = options.app {
            if !app.controls.isEmpty { overlays.append(.controls) }
            if !app.presentations.isEmpty { overlays.append(.presentations) }
            if app.arrangement != nil { overlays.append(.arrangement) }
            if app.grid != nil { overlays.append(.grid) }
        }
        self.overlays = overlays
        let labels: [OverlayKind: String] = [
            .controls: "controls", .presentations: "sheets", .arrangement: "arrangement", .grid: "grid",
        ]
        toggles =
            [
                DemoPage.Toggle(name: "split", label: "Split View"),
                DemoPage.Toggle(name: "rtl", label: "right-to-left"),
                DemoPage.Toggle(name: "inactive", label: ".includeInactive"),
                DemoPage.Toggle(name: "rotate", label: "rotate"),
            ] + overlays.map { DemoPage.Toggle(name: $0.rawValue, label: labels[$0] ?? $0.rawValue) }
            + [DemoPage.Toggle(name: "focus", label: "second window")]
    }

    func bit(_ name: String) -> Int { 1 << toggles.firstIndex { $0.name == name }! }

    /// Combinations that exist: focus on the second window needs Split View.
    func exists(_ bits: Int) -> Bool { bits & bit("focus") == 0 || bits & bit("split") != 0 }

    var frameCount: Int { (0..<(1 << toggles.count)).filter(exists).count * 181 }

    /// The simulator's state for a combination at a whole degree: `render`'s state for the same options.
    func state(bits: Int, angle: Int) -> SimState {
        let profile = options.profile
        var pose = profile.state(at: profile.defaultPose)
        pose.angle = Double(angle)
        let display = profile.displayInUse(at: pose.angle)
        let native = profile.display(display).nativeOrientation
        pose.setOrientation(bits & bit("rotate") != 0 ? native.toggled : native, of: display)
        pose.splitView = bits & bit("split") != 0
        pose.layoutDirection = bits & bit("rtl") != 0 ? .rightToLeft : .leftToRight
        pose.innerCameraInUse = options.state.innerCameraInUse
        pose.liveActivity = options.state.liveActivity
        var query = options.query
        query.includeInactive = bits & bit("inactive") != 0
        var state = SimState(profile: profile, pose: pose, query: query, app: options.app)
        for overlay in overlays where bits & bit(overlay.rawValue) == 0 {
            state = reduce(state, .toggleOverlay(overlay))
        }
        state.focus = bits & bit("focus") != 0 ? 1 : 0
        return state
    }

    /// The combination and whole degree the pose options name.
    var initial: (bits: Int, angle: Int) {
        let pose = options.state
        let angle = Int(checked: min(180, max(0, pose.angle)))
        let display = options.profile.displayInUse(at: Double(angle))
        var bits = overlays.reduce(0) { $0 | bit($1.rawValue) }
        if pose.splitView { bits |= bit("split") }
        if pose.layoutDirection == .rightToLeft { bits |= bit("rtl") }
        if options.query.includeInactive { bits |= bit("inactive") }
        if pose.orientation(of: display) != options.profile.display(display).nativeOrientation { bits |= bit("rotate") }
        return (bits, angle)
    }

    /// The pose buttons: each preset's angle and whether its display is turned from native.
    var poses: [DemoPage.PoseButton] {
        options.profile.poses.map { preset in
            let display = options.profile.displayInUse(at: preset.angle)
            return DemoPage.PoseButton(
                name: preset.name, angle: Int(checked: preset.angle),
                rotated: preset.orientation != options.profile.display(display).nativeOrientation)
        }
    }

    func page() -> String {
        var codec = FrameCodec(width: columns, height: rows)
        let baseGrid = render(bits: 0, angle: 0).grid
        let base = codec.diff(from: nil, to: baseGrid)
        var combos: [(reference: Int, first: String, steps: [String], hits: DemoPage.HitMap)?] = []
        var firstGrids: [(bits: Int, grid: Grid)] = []
        let start = initial
        var initialGrid = baseGrid
        for bits in 0..<(1 << toggles.count) {
            guard exists(bits) else {
                combos.append(nil)
                continue
            }
            var previous = render(bits: bits, angle: 0)
            // Each first frame is written against the earlier one it differs from least.
            var reference = -1
            var first = codec.diff(from: baseGrid, to: previous.grid)
            for candidate in firstGrids {
                let runs = codec.diff(from: candidate.grid, to: previous.grid)
                if runs.utf8.count < first.utf8.count {
                    first = runs
                    reference = candidate.bits
                }
            }
            firstGrids.append((bits, previous.grid))
            var steps: [String] = []
            steps.reserveCapacity(180)
            var hits: DemoPage.HitMap = [(0, Self.hits(previous))]
            if bits == start.bits && start.angle == 0 { initialGrid = previous.grid }
            for angle in 1...180 {
                let next = render(bits: bits, angle: angle)
                steps.append(codec.diff(from: previous.grid, to: next.grid))
                let windows = Self.hits(next)
                if windows.map(\.0) != hits.last!.windows.map(\.0) || windows.map(\.1) != hits.last!.windows.map(\.1) {
                    hits.append((angle, windows))
                }
                if bits == start.bits && angle == start.angle { initialGrid = next.grid }
                previous = next
            }
            combos.append((reference, first, steps, hits))
        }
        let title = "duosim demo · \(options.profile.displayName)" + (options.app.map { " · \($0.displayName)" } ?? "")
        return DemoPage.interactive(
            title: title, codec: codec, base: base, toggles: toggles, poses: poses, combos: combos,
            initial: (initialGrid, start.bits, start.angle))
    }

    func render(bits: Int, angle: Int) -> RenderedScreen {
        ScreenRenderer.render(
            state(bits: bits, angle: angle), columns: columns, rows: rows,
            options: RenderOptions(recordsElements: false))
    }

    /// The windows on the screen, by their index in the scene (0 = the first window, 1 = the second).
    static func hits(_ screen: RenderedScreen) -> [(CellRect, Int)] {
        screen.layout.windows.enumerated().map { ($0.element.rect, $0.offset) }
    }
}
