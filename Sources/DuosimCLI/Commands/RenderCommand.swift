import CellGrid
import FileIO
import Pixels
import PoseEngine
import Runtime
import Simulator

// MARK: - RenderCommand

/// `duosim render`: the UI's screen as a text capture, without a terminal.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "print the UI's screen for a pose as text (no terminal needed)"
    static var help: String {
        """
        OVERVIEW: Print the screen the terminal UI shows for a pose, as a text capture.

        \(usage)

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
        \(optionLines)
        """
    }

    static var options: [OptionSpec] {
        PoseOptions.options + [
            Option.size, Option.focus, Option.inspect, Option.zoom, Option.helpOverlay, Option.ascii,
            Option.vocabulary, Option.format, Option.output, Option.force, Option.color,
        ]
    }

    /// The rows of its table.
    enum Option {
        static let size = OptionSpec("--size", "COLSxROWS", "the virtual terminal (default: 120x40)", kind: .size)
        static let focus = OptionSpec(
            "--focus", "WINDOW", "focus a window: main, left, right, top or bottom", kind: .choice(of: WindowID.self)
        ).shown(.hidden)
        static let inspect = OptionSpec(
            "--inspect", "ID", "inspect mode on an element: outlined, and the panel tells what it is",
            "(an id `query` prints, or WINDOW:ID in Split View)")
        static let zoom = OptionSpec("--zoom", nil, "show only the display in use, large").shown(.hidden)
        static let helpOverlay = OptionSpec("--help-overlay", nil, "draw the key help over the screen").shown(.hidden)
        static let ascii = OptionSpec("--ascii", nil, "ASCII instead of box drawing").shown(.hidden)
        static let vocabulary = OptionSpec(
            "--vocabulary", "V", "the info panel also speaks android, flutter or web (default apple)",
            kind: .choice(of: PlatformVocabulary.self)
        ).shown(.hidden)
        static let format = OptionSpec(
            "--format", "FORMAT", "text (default: one line per row, trailing spaces trimmed),",
            "ansi (with colours, for a terminal), html (one self-contained",
            "page), svg (a picture), png (pixels as VHS draws a terminal, with",
            "-o FILE); -o FILE picks it from \(OutputFormat.list { $0.writes(.frame) }.joined(separator: " "))",
            kind: .choice(OutputFormat.choices)
        ).shown(.hidden)
        static let output = OptionSpec(
            ["-o", "--output"], "FILE", "write to FILE (atomically) instead of standard output (- is",
            "standard output; a device or FIFO is written in place)", kind: .output, completion: .files(nil))
        static let force = OptionSpec("--force", nil, "overwrite FILE if it exists")
        /// The formats --color turns the colours of: `ansi, html and svg`.
        static var color: OptionSpec {
            let colored = OutputFormat.all.filter { $0.showsColor && $0.frame != nil }.map(\.name)
            let spoken =
                colored.dropLast().joined(separator: ", ") + (colored.count > 1 ? " and " : "")
                + (colored.last ?? "")
            return .color("the \(spoken) formats")
        }
    }

    var options: PoseOptions
    var columns = 120
    var rows = 40
    var focus: WindowID?
    var inspect: String?
    var zoom: Bool
    var helpOverlay: Bool
    var ascii: Bool
    var vocabulary: PlatformVocabulary?
    var output: String?
    var force: Bool
    var format: OutputFormat?
    var color: ColorChoice

    init(options values: inout OptionValues, positionals: [String]) throws {
        color = values.choice(Option.color, as: ColorChoice.self) ?? .auto
        if let size = values.size(Option.size) { (columns, rows) = size }
        focus = values.choice(Option.focus, as: WindowID.self)
        inspect = values.text(Option.inspect)
        zoom = values.flag(Option.zoom)
        helpOverlay = values.flag(Option.helpOverlay)
        ascii = values.flag(Option.ascii)
        vocabulary = values.choice(Option.vocabulary, as: PlatformVocabulary.self)
        format = values.text(Option.format).flatMap(OutputFormat.choice)
        output = values.text(Option.output)
        force = values.flag(Option.force)
        options = try PoseOptions(&values)
    }

    /// `-o FILE` names a format duosim writes, and a picture goes to a file.
    func validate() throws {
        if let output, format == nil {
            let ext = PathText.pathExtension(output)
            guard ext.isEmpty || OutputFormat.named(ext)?.writes(.frame) == true else {
                let known = OutputFormat.extensions { $0.writes(.frame) }
                throw CLIError.usage(
                    "-o \(output): duosim can't write '.\(ext)' files (formats: \(known), or --format \(OutputFormat.choices.joined(separator: "|")))",
                    command: Self.name)
            }
        }
        let picture = format?.isPicture ?? output.flatMap { OutputFormat.named(PathText.pathExtension($0)) }?.isPicture
        if picture == true, output == nil || output == "-" {
            throw CLIError.usage(
                "--format \(format?.name ?? "png"): a picture goes to a file: add -o FILE.png", command: Self.name)
        }
    }

    /// The state inspecting `reference`, or a usage error naming the nearest ids there are.
    static func inspecting(_ reference: String, in state: SimState) throws -> SimState {
        let scene = state.scene
        let elements = SceneElements(scene: scene)
        let focused = scene.windows.isEmpty ? WindowID.main : scene.windows[state.focusedIndex(in: scene)].id
        guard elements.resolve(reference, focused: focused) != nil else {
            throw CLIError.usage(
                "--inspect: " + unknownElement(reference, elements: elements, scene: scene), command: name)
        }
        return reduce(state, .inspectElement(reference))
    }

    func run(console: Console) throws -> ExitStatus {
        // `-o -` is standard output, as no -o is.
        let file = output.flatMap { $0 == "-" ? nil : $0 }
        if let file { try OutputFile.check(file, force: force) }
        var state = SimState(profile: options.profile, pose: options.state, query: options.query, app: options.app)
        state.zoomed = zoom
        if let vocabulary { state.vocabulary = vocabulary }
        state.showHelp = helpOverlay
        if let focus {
            let next = reduce(state, .focusWindow(focus))
            guard state.scene.windows.contains(where: { $0.id == focus }) else {
                let ids = state.scene.windows.map(\.id.rawValue).joined(separator: ", ")
                throw CLIError.usage(
                    "--focus: no window '\(focus.rawValue)' in this pose (windows: \(ids))", command: Self.name)
            }
            state = next
        }
        if let inspect { state = try Self.inspecting(inspect, in: state) }
        let screen = ScreenRenderer.render(
            state, columns: columns, rows: rows, options: RenderOptions(unicode: !ascii, recordsElements: false))
        let named = output.flatMap { OutputFormat.named(PathText.pathExtension($0)) }.flatMap {
            $0.frame == nil ? nil : $0
        }
        guard let chosen = format ?? named ?? OutputFormat.choice("text"), let encoding = chosen.frame else {
            return .success
        }
        // A format with colour (ansi, html, svg) keeps it unless --color or the environment says no.
        let grid = color.isOn(terminal: nil) ? screen.grid : screen.grid.withoutColors()
        var context = OutputContext(width: columns, height: rows, title: state.captureTitle)
        if chosen.isPicture {
            let fonts = try PictureFonts(style: context.style)
            context.style = context.style.holding(columns: columns, rows: rows, fonts: fonts)
            context.fonts = fonts
        }
        let bytes = try encoding.encode(grid, title: state.captureTitle, context: context)
        if let file {
            try bytes.withUnsafeBufferPointer { try OutputFile.write($0, to: file, force: force) }
        } else {
            console.out(String(decoding: bytes, as: UTF8.self))
        }
        return .success
    }
}
