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

        \(usage)

        POSE OPTIONS:
        \(PoseOptions.help)

        OPTIONS:
        \(optionLines)
        """
    }

    static var options: [OptionSpec] {
        PoseOptions.options + [Option.from, Option.to, Option.step, Option.vocabulary, Option.json]
    }

    /// The rows of its table.
    enum Option {
        static let from = OptionSpec(
            "--from", "DEG", "the first angle (default \(formatPoints(Limits.angle.lowerBound)))", kind: .angle)
        static let to = OptionSpec(
            "--to", "DEG", "the last angle (default \(formatPoints(Limits.angle.upperBound)))", kind: .angle)
        static let step = OptionSpec(
            "--step", "DEG", "degrees between looks (default 1)", kind: .degrees(Limits.sweepStep))
        static let vocabulary = OptionSpec(
            "--vocabulary", "V", "also what android, flutter, web (or apple, or all) report",
            kind: .choice(VocabularyChoice.names))
        static let json = OptionSpec("--json", nil, "the timeline as JSON")
    }

    var options: PoseOptions
    var from = Limits.angle.lowerBound
    var to = Limits.angle.upperBound
    var step = 1.0
    var json: Bool
    var vocabularies: [PlatformVocabulary] = []

    init(options values: inout OptionValues, positionals: [String]) throws {
        vocabularies = values.text(Option.vocabulary).flatMap(VocabularyChoice.init)?.vocabularies ?? []
        from = values.number(Option.from) ?? from
        to = values.number(Option.to) ?? to
        step = values.number(Option.step) ?? step
        json = values.flag(Option.json)
        options = try PoseOptions(&values)
    }

    /// At most `Limits.sweepSteps` looks.
    func validate() throws {
        guard Sweep.stepCount(from: from, to: to, step: step) <= Limits.sweepSteps else {
            throw CLIError.usage(
                "--step: \(formatPoints(step))° from \(formatPoints(from))° to \(formatPoints(to))° takes more than "
                    + "\(Limits.sweepSteps) steps", command: Self.name)
        }
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
