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
            OptionSpec("--css", nil, "print the web's CSS for this pose instead of JSON"),
            OptionSpec("--compact", nil, "one line of JSON instead of indented"),
        ]
    }

    var options: PoseOptions
    var compact: Bool
    var css: Bool
    /// nil: today's answer, untouched.
    var vocabulary: VocabularyChoice?

    init(arguments: inout ArgumentList) throws {
        vocabulary = try arguments.value("--vocabulary").map { try Self.vocabulary($0, command: Self.name) }
        css = try arguments.flag("--css")
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

    func run(console: Console) throws -> ExitCode {
        let scene = Engine(profile: options.profile, app: options.app).scene(for: options.state, query: options.query)
        if css {
            console.out(WebVocabulary.report(scene, profile: options.profile).cssDocument(scene))
        } else {
            let document = scene.queryDocument(vocabulary: vocabulary, profile: options.profile)
            console.out(document.render(pretty: !compact) + (compact ? "\n" : ""))
        }
        return .success
    }
}
