import PoseEngine
import Reports

// MARK: - SweepCommand

/// `duosim sweep`: what changes as the hinge moves.
struct SweepCommand: Command {
    static let name = "sweep"
    static let summary = "list what changes as the hinge moves between two angles"
    static var help: String {
        """
        OVERVIEW: Move the hinge from one angle to another and print, one line per angle where
        something changes: the status, the display in use, the fold (active or not), and each
        window's FoldSide, bar edge and reserved regions appearing or leaving.

        USAGE: duosim sweep [pose options] [--from DEG] [--to DEG] [--step DEG] [--vocabulary V] [--json]

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
        \(optionLines)
        """
    }

    static var options: [OptionSpec] {
        PoseOptions.options + [
            OptionSpec("--from", "DEG", "the first angle (default \(formatPoints(Limits.angle.lowerBound)))"),
            OptionSpec("--to", "DEG", "the last angle (default \(formatPoints(Limits.angle.upperBound)))"),
            OptionSpec("--step", "DEG", "degrees between looks (default 1)"),
            OptionSpec(
                "--vocabulary", "V", "also what android, flutter, web (or apple, or all) report",
                completion: .choices(VocabularyChoice.names)),
            OptionSpec("--json", nil, "the timeline as JSON"),
        ]
    }

    var options: PoseOptions
    var from = Limits.angle.lowerBound
    var to = Limits.angle.upperBound
    var step = 1.0
    var json: Bool
    var vocabularies: [PlatformVocabulary] = []

    init(arguments: inout ArgumentList) throws {
        if let text = try arguments.value("--vocabulary") {
            vocabularies = try QueryCommand.vocabulary(text, command: Self.name).vocabularies
        }
        if let text = try arguments.value("--from") {
            from = try PoseOptions.parseAngle(text, option: "--from", command: Self.name)
        }
        if let text = try arguments.value("--to") {
            to = try PoseOptions.parseAngle(text, option: "--to", command: Self.name)
        }
        if let text = try arguments.value("--step") {
            guard let value = Double(text), value.isFinite, Limits.sweepStep.contains(value) else {
                throw CLIError.usage(
                    "--step: '\(text)' is not a number of degrees within \(Limits.describe(Limits.sweepStep))",
                    command: Self.name)
            }
            step = value
        }
        guard Sweep.stepCount(from: from, to: to, step: step) <= Limits.sweepSteps else {
            throw CLIError.usage(
                "--step: \(formatPoints(step))° from \(formatPoints(from))° to \(formatPoints(to))° takes more than "
                    + "\(Limits.sweepSteps) steps", command: Self.name)
        }
        json = try arguments.flag("--json")
        options = try PoseOptions.parse(&arguments, command: Self.name)
    }

    func run(console: Console) throws -> ExitStatus {
        let sweep = Sweep(
            engine: Engine(profile: options.profile, app: options.app), state: options.state, query: options.query,
            from: from, to: to, step: step, vocabularies: vocabularies)
        if json {
            console.out(sweep.document(profile: options.profile, query: options.query).render())
        } else {
            console.out(
                sweep.report(
                    profile: options.profile, settings: SettingsWords(pose: options.state, query: options.query)))
        }
        return .success
    }
}
