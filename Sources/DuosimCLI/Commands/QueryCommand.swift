import PoseEngine
import Reports

// MARK: - QueryCommand

/// `duosim query`: the engine's state as JSON.
struct QueryCommand: Command {
    static let name = "query"
    static let summary = "print the engine's state for a pose as JSON"
    static var help: String {
        """
        OVERVIEW: Print reserved regions, fold sides and bar edges for a pose as JSON.

        \(usage)

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
        \(optionLines)

        EXAMPLES:
          duosim query --pose book --split
          duosim query --angle 180 --include-inactive --partial-regions extend
          duosim query --vocabulary android --pose laptop
          duosim query --css
        """
    }

    static var options: [OptionSpec] {
        PoseOptions.options + [Option.vocabulary, Option.closeWindow, Option.openWindow, Option.css, Option.compact]
    }

    /// The rows of its table.
    enum Option {
        static let vocabulary = OptionSpec(
            "--vocabulary", "V", "answer in a platform's own words as well: apple (adds",
            "onHingeChange and UIHinge), android (Jetpack WindowManager),",
            "flutter (MediaQuery.displayFeatures), web (Device Posture and",
            "Viewport Segments), or all; without it, Apple's answer alone", kind: .choice(VocabularyChoice.names))
        static let closeWindow = OptionSpec(
            "--close-window", "W", "with --split: close that Split View window (left, right, top or",
            "bottom); the answer is the scene after, with windowEvent",
            kind: .choice(WindowID.allCases.filter { $0 != .main }.map(\.rawValue))
        ).shown(.hidden)
        static let openWindow = OptionSpec(
            "--open-window", nil, "the app calls openWindow; the answer is the scene after, with windowEvent"
        ).shown(.hidden)
        static let css = OptionSpec("--css", nil, "print the web's CSS for this pose instead of JSON")
        static let compact = OptionSpec("--compact", nil, "one line of JSON instead of indented")
    }

    var options: PoseOptions
    var compact: Bool
    var css: Bool
    /// nil: today's answer, untouched.
    var vocabulary: VocabularyChoice?
    /// `--close-window` or `--open-window`: the scene after it, and what it came to.
    var event: WindowEvent?
    /// Both were given (`validate` refuses it).
    private var bothEvents = false

    init(options values: inout OptionValues, positionals: [String]) throws {
        vocabulary = values.text(Option.vocabulary).flatMap(VocabularyChoice.init)
        css = values.flag(Option.css)
        let close = values.choice(Option.closeWindow, as: WindowID.self)
        let open = values.flag(Option.openWindow)
        bothEvents = close != nil && open
        event = close.map { .close($0) } ?? (open ? .openWindow : nil)
        options = try PoseOptions(&values)
        compact = values.flag(Option.compact)
    }

    func validate() throws {
        if bothEvents { throw CLIError.usage("--close-window and --open-window: give one", command: Self.name) }
    }

    func run(console: Console) throws -> ExitStatus {
        let engine = Engine(profile: options.profile, app: options.app)
        var state = options.state
        var outcome: WindowEventOutcome?
        if let event {
            do {
                outcome = try engine.outcome(of: event, in: state)
            } catch {
                throw CLIError.usage(
                    "--\(event.name == "closeWindow" ? "close-window" : "open-window"): \(error.message)",
                    command: Self.name)
            }
            state = outcome?.state ?? state
        }
        let scene = engine.scene(for: state, query: options.query)
        if css {
            console.out(WebVocabulary.report(scene, profile: options.profile).cssDocument(scene))
        } else {
            var document = scene.queryDocument(vocabulary: vocabulary, profile: options.profile)
            if let outcome { document = document.appending("windowEvent", outcome.json) }
            if let app = options.app, app.supportedOrientations != nil || app.requiresFullScreen {
                document = document.appending("appWindowing", engine.appWindowing(state).json(app: app))
            }
            console.out(document.render(pretty: !compact) + (compact ? "\n" : ""))
        }
        return .success
    }
}
