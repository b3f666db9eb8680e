import FileIO
import PoseEngine
import Runtime
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

        \(usage)
               duosim [pose options]       (the same; alone, at the book pose)

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
        \(optionLines)

        KEYS (the key map's own list, as the help inside shows it):
        \(ProfileLoader.bundledDevice().map { KeyMap(profile: $0).helpText } ?? "")

        MOUSE: click or drag the slider to set the angle; click a window to focus it.

        RELOAD: a --profile FILE or --app FILE is watched while the UI runs: save it and the UI
        reloads it where it was (pose, angle, toggles, focus); an edit that doesn't read shows its
        error in the status line and the last good profile stays.

        Needs a terminal of at least 60 × 16. Without one, use 'duosim render'.
        NO_COLOR (or --color never) turns colours off; a non-UTF-8 locale draws with ASCII.
        """
    }

    static var options: [OptionSpec] {
        PoseOptions.options + [Option.vocabulary, Option.noMouse, Option.captureFolder, Option.color]
    }

    /// The rows of its table.
    enum Option {
        static let vocabulary = OptionSpec(
            "--vocabulary", "V", "the info panel also speaks android, flutter or web (w cycles)",
            kind: .choice(of: PlatformVocabulary.self))
        static let noMouse = OptionSpec("--no-mouse", nil, "don't ask the terminal for mouse reports")
        static let captureFolder = OptionSpec(
            "--capture-dir", "DIR", "where p (text capture) and a (asciicast) save files",
            "(default: the current folder; files are never overwritten)", kind: .output, completion: .folders)
        static let color = OptionSpec.color("the UI and its recordings").shown(.hidden)
    }

    var options: PoseOptions
    var mouse: Bool
    var captureFolder: String
    var vocabulary: PlatformVocabulary?
    var color: ColorChoice

    init(options values: inout OptionValues, positionals: [String]) throws {
        vocabulary = values.choice(Option.vocabulary, as: PlatformVocabulary.self)
        color = values.choice(Option.color, as: ColorChoice.self) ?? .auto
        mouse = !values.flag(Option.noMouse)
        captureFolder = values.text(Option.captureFolder) ?? "."
        options = try PoseOptions(&values)
    }

    func run(console: Console) throws -> ExitStatus {
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            throw CLIError(
                .usage,
                "the terminal UI needs a terminal (standard input and output aren't one); use 'duosim render' for a text capture"
            )
        }
        var state = SimState(profile: options.profile, pose: options.state, query: options.query, app: options.app)
        if let vocabulary { state = reduce(state, .setVocabulary(vocabulary)) }
        guard FileSystem.isDirectory(captureFolder) else {
            throw CLIError(.cantCreate, "--capture-dir: \(captureFolder) is not a folder")
        }
        let options = options
        let watcher =
            options.profileFile == nil && options.appFile == nil
            ? nil : ProfileWatcher(device: options.profileFile, app: options.appFile) { options.adjust(&$0) }
        return try LiveSession(
            state: state, mouse: mouse, captureFolder: captureFolder, color: color.isOn(terminal: true),
            watcher: watcher
        ).run()
    }
}
