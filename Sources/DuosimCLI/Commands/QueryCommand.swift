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

        USAGE: duosim query [pose options] [--vocabulary V] [--css] [--compact]

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
        PoseOptions.options + [
            OptionSpec(
                "--vocabulary", "V", "answer in a platform's own words as well: apple (adds",
                "onHingeChange and UIHinge), android (Jetpack WindowManager),",
                "flutter (MediaQuery.displayFeatures), web (Device Posture and",
                "Viewport Segments), or all; without it, Apple's answer alone",
                completion: .choices(VocabularyChoice.names)),
            OptionSpec(
                "--close-window", "W", "with --split: close that Split View window (left, right, top or",
                "bottom); the answer is the scene after, with windowEvent",
                completion: .choices(["left", "right", "top", "bottom"])),
            OptionSpec(
                "--open-window", nil, "the app calls openWindow; the answer is the scene after, with windowEvent"),
            OptionSpec("--css", nil, "print the web's CSS for this pose instead of JSON"),
            OptionSpec("--compact", nil, "one line of JSON instead of indented"),
        ]
    }

    var options: PoseOptions
    var compact: Bool
    var css: Bool
    /// nil: today's answer, untouched.
    var vocabulary: VocabularyChoice?
    /// `--close-window` or `--open-window`: the scene after it, and what it came to.
    var event: WindowEvent?

    init(arguments: inout ArgumentList) throws {
        vocabulary = try arguments.value("--vocabulary").map { try Self.vocabulary($0, command: Self.name) }
        css = try arguments.flag("--css")
        let close = try arguments.value("--close-window")
        let open = try arguments.flag("--open-window")
        if close != nil && open {
            throw CLIError.usage("--close-window and --open-window: give one", command: Self.name)
        }
        if let close {
            guard let window = WindowID(rawValue: close), window != .main else {
                throw CLIError.usage(
                    "--close-window: '\(close)' is not one of: left, right, top, bottom", command: Self.name)
            }
            event = .close(window)
        } else if open {
            event = .openWindow
        }
        options = try PoseOptions.parse(&arguments, command: Self.name)
        compact = try arguments.flag("--compact")
    }

    /// `--vocabulary`'s value, read once: a usage error names the choices.
    static func vocabulary(_ text: String, command: String) throws -> VocabularyChoice {
        guard let choice = VocabularyChoice(text) else {
            throw CLIError.usage(
                "--vocabulary: '\(text)' is not one of: \(VocabularyChoice.names.joined(separator: ", "))",
                command: command)
        }
        return choice
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
