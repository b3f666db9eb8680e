import PoseEngine
import Reports

// MARK: - SweepCommand

/// `duosim sweep`: what changes as the hinge moves.
struct SweepCommand: Command {
    static let name = "sweep"
    static let summary = "list what changes as the hinge moves between two angles"
    static let help = """
        OVERVIEW: Move the hinge from one angle to another and print, one line per angle where
        something changes: the status, the display in use, the fold (active or not), and each
        window's FoldSide, bar edge and reserved regions appearing or leaving.

        USAGE: duosim sweep [pose options] [--from DEG] [--to DEG] [--step DEG] [--vocabulary V] [--json]

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
          --from DEG               the first angle (default 0)
          --to DEG                 the last angle (default 180)
          --step DEG               degrees between looks (default 1)
          --vocabulary V           also what android, flutter, web (or apple, or all) report
          --json                   the timeline as JSON
          -h, --help               show this help
        """

    var options: PoseOptions
    var from = 0.0
    var to = 180.0
    var step = 1.0
    var json: Bool
    var vocabularies: [PlatformVocabulary] = []

    init(arguments: inout ArgumentList) throws {
        if let text = try arguments.value("--vocabulary") {
            guard QueryCommand.vocabularyChoices.contains(text) else {
                throw CLIError.usage(
                    "--vocabulary: '\(text)' is not one of: \(QueryCommand.vocabularyChoices.joined(separator: ", "))",
                    command: Self.name)
            }
            vocabularies = text == "all" ? PlatformVocabulary.allCases : [PlatformVocabulary(rawValue: text)!]
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

    func run(console: Console) throws -> ExitCode {
        let sweep = Sweep(
            engine: Engine(profile: options.profile, app: options.app), state: options.state, query: options.query,
            from: from, to: to, step: step,
            vocabularies: vocabularies)
        if json {
            var document = sweep.json
            if case .object(let members) = document {
                document = .object(
                    [
                        ("profile", .string(options.profile.name)), ("from", .number(from)), ("to", .number(to)),
                        ("step", .number(step)),
                        ("query", options.query.json),
                    ] + members)
            }
            console.out(document.render())
        } else {
            let q = options.query, pose = options.state
            let settings = [
                pose.splitView ? "Split View" : "full screen", pose.layoutDirection == .leftToRight ? "LTR" : "RTL",
                q.behavior == .mirrors ? ".mirrors" : ".fixed", q.partialRegions.rawValue,
                q.includeInactive ? ".includeInactive" : "active only",
            ].joined(separator: " · ")
            console.out(
                sweep.text(
                    header:
                        "sweep \(formatPoints(from))° → \(formatPoints(to))° by \(formatPoints(step))° · \(options.profile.name) · \(settings)"
                ))
        }
        return .success
    }
}
