import CellGrid
import FileIO
import PoseEngine
import Reports
import Runtime
import Simulator

// MARK: - DemoCommand

/// `duosim demo`: one self-contained HTML page with a working hinge.
struct DemoCommand: Command {
    static let name = "demo"
    static let summary = "write one self-contained HTML page with a hinge a designer can drag"
    static var help: String {
        """
        OVERVIEW: Write one HTML file that shows duosim's screen and lets anyone fold the phone in a
        browser, offline: a hinge slider (every whole degree; the arrow keys too), buttons for the
        poses, Split View, right-to-left, .includeInactive, rotation and the app's overlays, and a
        click on a window to focus it. The address holds the pose (#angle=127&split=1&rtl=0…), so a
        link opens that exact pose. Every frame is computed here; the page only picks frames, and
        stores each as the cells that changed. Without JavaScript the page shows the first frame.

        \(usage)

        POSE OPTIONS (the page opens at this pose):
        \(PoseOptions.help)

        OPTIONS:
        \(optionLines)

        EXAMPLE:
          duosim demo --app mail -o mail-demo.html
        """
    }

    static var options: [OptionSpec] {
        PoseOptions.options + [Option.size, Option.output, Option.force]
    }

    /// The rows of its table.
    enum Option {
        static let size = OptionSpec("--size", "COLSxROWS", "the screen (default: 160x48)", kind: .size)
        static let output = OptionSpec(
            ["-o", "--output"], "PAGE.html", "where to write the page (atomically; - for standard output)",
            kind: .output, completion: .files("html")
        ).shown(.required)
        static let force = OptionSpec("--force", nil, "overwrite PAGE.html if it exists")
    }

    var options: PoseOptions
    var columns = 160
    var rows = 48
    var output: String?
    var force: Bool

    init(options values: inout OptionValues, positionals: [String]) throws {
        if let size = values.size(Option.size) { (columns, rows) = size }
        output = values.text(Option.output)
        force = values.flag(Option.force)
        options = try PoseOptions(&values)
    }

    /// `-o PAGE.html`, an HTML page.
    func validate() throws {
        guard let output else {
            throw CLIError.usage("demo needs an output page: -o PAGE.html", command: Self.name)
        }
        let ext = PathText.pathExtension(output).lowercased()
        guard ext == "html" || ext == "htm" || output == "-" else {
            throw CLIError.usage("-o \(output): the demo is an HTML page; name it PAGE.html", command: Self.name)
        }
    }

    /// An app past the demo page's sizes (`Limits.demoControls`, `demoItems`) is 65, before any work.
    static func checkSize(_ app: AppProfile?) throws {
        guard let app else { return }
        let counts = [
            ("custom controls", app.controls.count, Limits.demoControls),
            ("toolbar items", app.toolbarItems.count, Limits.demoItems), ("tabs", app.tabItems.count, Limits.demoItems),
            ("presentations", app.presentations.count, Limits.demoItems),
        ]
        for (what, count, limit) in counts where count > limit {
            throw CLIError(
                .dataError,
                "demo: the app '\(app.name)' has \(count) \(what); the demo page takes at most \(limit) (every degree × toggle is drawn ahead; render, sweep and audit take up to \(what == "custom controls" ? Limits.controls : Limits.items))"
            )
        }
    }

    func run(console: Console) throws -> ExitStatus {
        guard let output else { return .code(.usage) }
        try Self.checkSize(options.app)
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
            "wrote \(InertText.line(output)): \(book.frameCount) frames (\(book.toggles.map(\.name).joined(separator: ", ")) × 181 degrees), \(formatDecimals(kilobytes, 1)) KiB\n"
        )
        return .success
    }
}

extension DemoBook {
    /// The book of the page the pose options open at.
    init(options: PoseOptions, columns: Int, rows: Int) {
        self.init(
            profile: options.profile, app: options.app, pose: options.state, query: options.query, columns: columns,
            rows: rows)
    }
}
