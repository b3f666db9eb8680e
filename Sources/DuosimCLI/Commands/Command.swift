// MARK: - Command

/// One `duosim` command: parses its own words, then runs.
public protocol Command: SendableMetatype {
    /// The word that selects it (`query`).
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Reads the command's arguments; throws `CLIError` on a bad command line.
    init(arguments: inout ArgumentList) throws
    /// Does the work and returns the exit code.
    func run(console: Console) throws -> ExitCode
}

// MARK: - CommandEntry

/// A command's name, texts, and how to run it, without its type.
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    /// Made when asked: some help lists the bundled profiles, which would cost every start.
    let makeHelp: @Sendable () -> String
    let parseAndRun: @Sendable (inout ArgumentList, Console) throws -> ExitCode

    var help: String { makeHelp() }

    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        makeHelp = { C.help }
        parseAndRun = { arguments, console in
            let command = try C(arguments: &arguments)
            try arguments.finish()
            return try command.run(console: console)
        }
    }
}
