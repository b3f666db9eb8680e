import FileIO
import PoseEngine
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - TUICommand

/// `duosim tui` (and `duosim` alone): the interactive terminal UI.
struct TUICommand: Command {
    static let name = "tui"
    static let summary = "the interactive terminal UI (the default command)"
    static var help: String {
        """
        OVERVIEW: Show both displays, drag the hinge, and watch the fold, the cameras and
        Split View change. Press ? inside for every key.

        USAGE: duosim tui [pose options] [--vocabulary V] [--no-mouse] [--capture-dir DIR]
               duosim [pose options]       (the same; alone, at the book pose)

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
          --vocabulary V           the info panel also speaks android, flutter or web (w cycles)
          --no-mouse               don't ask the terminal for mouse reports
          --capture-dir DIR        where p (text capture) and a (asciicast) save files
                                   (default: the current folder; files are never overwritten)
          -h, --help               show this help

        KEYS (the key map's own list, as the help inside shows it):
        \(ProfileLoader.bundledDevice().map { KeyMap(profile: $0).helpText } ?? "")

        MOUSE: click or drag the slider to set the angle; click a window to focus it.

        Needs a terminal of at least 60 × 16. Without one, use 'duosim render'.
        NO_COLOR turns colours off; a non-UTF-8 locale draws with ASCII.
        """
    }

    var options: PoseOptions
    var mouse: Bool
    var captureFolder: String
    var vocabulary: PlatformVocabulary?

    init(arguments: inout ArgumentList) throws {
        vocabulary = try PoseOptions.parsePanelVocabulary(&arguments, command: Self.name)
        mouse = !(try arguments.flag("--no-mouse"))
        captureFolder = try arguments.outputPath("--capture-dir") ?? "."
        options = try PoseOptions.parse(&arguments, command: Self.name)
    }

    func run(console: Console) throws -> ExitCode {
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            throw CLIError(
                .usage,
                "the terminal UI needs a terminal (standard input and output aren't one); use 'duosim render' for a text capture"
            )
        }
        var state = SimState(profile: options.profile, pose: options.state, query: options.query, app: options.app)
        if let vocabulary { state.vocabulary = vocabulary }
        guard FileSystem.isDirectory(captureFolder) else {
            throw CLIError(.cantCreate, "--capture-dir: \(captureFolder) is not a folder")
        }
        let status = try LiveSession(state: state, mouse: mouse, captureFolder: captureFolder).run()
        if status != 0 { exit(status) }
        return .success
    }
}
