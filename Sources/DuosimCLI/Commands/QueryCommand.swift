import PoseEngine
import Reports

// MARK: - QueryCommand

/// `duosim query`: the engine's state as JSON.
struct QueryCommand: Command {
    static let name = "query"
    static let summary = "print the engine's state for a pose as JSON"
    static let help = """
        OVERVIEW: Print reserved regions, fold sides and bar edges for a pose as JSON.

        USAGE: duosim query [pose options] [--vocabulary V] [--css] [--compact]

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
          --vocabulary V           answer in a platform's own words as well: apple (adds
                                   onHingeChange and UIHinge), android (Jetpack WindowManager),
                                   flutter (MediaQuery.displayFeatures), web (Device Posture and
                                   Viewport Segments), or all; without it, Apple's answer alone
          --css                    print the web's CSS for this pose instead of JSON
          --compact                one line of JSON instead of indented
          -h, --help               show this help

        EXAMPLES:
          duosim query --pose book --split
          duosim query --angle 180 --include-inactive --partial-regions extend
          duosim query --vocabulary android --pose laptop
          duosim query --css
        """

    /// The values `--vocabulary` takes.
    static let vocabularyChoices = PlatformVocabulary.allCases.map(\.rawValue) + ["all"]

    var options: PoseOptions
    var compact: Bool
    var css: Bool
    /// nil: today's answer, untouched.
    var vocabulary: String?

    init(arguments: inout ArgumentList) throws {
        vocabulary = try arguments.value("--vocabulary")
        if let vocabulary, !Self.vocabularyChoices.contains(vocabulary) {
            throw CLIError.usage(
                "--vocabulary: '\(vocabulary)' is not one of: \(Self.vocabularyChoices.joined(separator: ", "))",
                command: Self.name)
        }
        css = try arguments.flag("--css")
        options = try PoseOptions.parse(&arguments, command: Self.name)
        compact = try arguments.flag("--compact")
    }

    func run(console: Console) throws -> ExitCode {
        let scene = Engine(profile: options.profile, app: options.app).scene(for: options.state, query: options.query)
        if css {
            let web = WebVocabulary.report(scene, profile: options.profile)
            let text = web.windows.map { window in
                "/* duosim · \(scene.deviceName) · \(scene.poseName) · \(formatPoints(scene.angle))° · \(window.window.rawValue) "
                    + "(\(formatPoints(window.size.width)) × \(formatPoints(window.size.height))) · devicePosture \(web.devicePosture) */\n"
                    + window.css
            }
            console.out(text.joined(separator: "\n"))
            return .success
        }
        console.out(
            Self.document(scene, vocabulary: vocabulary, profile: options.profile).render(pretty: !compact)
                + (compact ? "\n" : ""))
        return .success
    }

    /// The query document in the vocabularies asked for.
    static func document(_ scene: PoseScene, vocabulary: String?, profile: DeviceProfile) -> JSONValue {
        guard let vocabulary, case .object(var members) = scene.json else { return scene.json }
        switch vocabulary {
        case "apple", "all":
            let chosen = vocabulary == "all" ? PlatformVocabulary.allCases : [.apple]
            members.insert(("vocabulary", .string(vocabulary)), at: 1)
            return .object(members + scene.vocabularyMembers(chosen, profile: profile))
        default:
            let one = PlatformVocabulary(rawValue: vocabulary)!
            // The pose in common words, then the platform's own; Apple's windows are left out.
            let common = members.filter {
                ["profile", "device", "hinge", "pose", "display", "orientation", "layoutDirection", "app"].contains(
                    $0.0)
            }
            return .object(
                [("vocabulary", .string(vocabulary))] + common + scene.vocabularyMembers([one], profile: profile))
        }
    }
}
