// MARK: - Command

/// One `duosim` command: parses its own words, then runs.
public protocol Command: SendableMetatype {
    /// The word that selects it (`query`).
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text (its options printed from `options`).
    static var help: String { get }
    /// Every option it reads, in the order help lists them (`-h, --help` is added to every command).
    static var options: [OptionSpec] { get }
    /// Its words that aren't options, if it takes any (for completions).
    static var positional: PositionalSpec? { get }
    /// Reads the command's arguments; throws `CLIError` on a bad command line.
    init(arguments: inout ArgumentList) throws
    /// Does the work and returns the exit status (a code of CONTRACT's, or a signal the UI ended on).
    func run(console: Console) throws -> ExitStatus
}

extension Command {
    static var positional: PositionalSpec? { nil }

    /// The help's OPTIONS lines: `options` but the pose options (help lists them apart), and `-h, --help`.
    static var optionLines: String {
        let pose = Set(PoseOptions.options.flatMap(\.names))
        return OptionSpec.lines(options.filter { !$0.names.contains(where: pose.contains) } + [.help])
    }
}

// MARK: - CommandEntry

/// A command's name, texts, and how to run it, without its type.
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    /// Made when asked, as the help is.
    let makeOptions: @Sendable () -> [OptionSpec]
    let positional: PositionalSpec?
    /// Made when asked: some help lists the bundled profiles, which would cost every start.
    let makeHelp: @Sendable () -> String
    let parseAndRun: @Sendable (inout ArgumentList, Console) throws -> ExitStatus
    /// Reads the arguments without running (the option tables' check).
    let parse: @Sendable (inout ArgumentList) throws -> Void

    var help: String { makeHelp() }
    /// Its options, `-h, --help` included.
    var options: [OptionSpec] { makeOptions() + [.help] }

    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        makeOptions = { C.options }
        positional = C.positional
        makeHelp = { C.help }
        parse = { arguments in _ = try C(arguments: &arguments) }
        parseAndRun = { arguments, console in
            let command = try C(arguments: &arguments)
            try arguments.finish()
            return try command.run(console: console)
        }
    }
}
