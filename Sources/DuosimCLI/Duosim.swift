import PoseEngine
import Reports

// MARK: - Duosim

/// The `duosim` command line: picks the command, handles help, version and errors.
public enum Duosim {
    public static let version = "0.1.0"

    /// Every command, in the order help lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(TUICommand.self), CommandEntry(QueryCommand.self), CommandEntry(RenderCommand.self),
        CommandEntry(RecordCommand.self), CommandEntry(SweepCommand.self),
        CommandEntry(DemoCommand.self),
        CommandEntry(AuditCommand.self), CommandEntry(BenchCommand.self),
        CommandEntry(ProfilesCommand.self),
    ]

    static var help: String {
        let list = commands.map { "  \(padColumn($0.name, 10)) \($0.summary)" }
            .joined(separator: "\n")
        return """
            OVERVIEW: Simulate iPhone Duo's poses at a terminal: the fold, the cameras and the island,
            Split View, side bars, and where an app's own controls collide with them. Names follow
            Apple's API (.division, .occlusion, FoldSide, toolbarVerticalEdge).

            USAGE: duosim [<command>] [options]      (no command: the terminal UI, 'duosim tui')

            COMMANDS:
            \(list)

            OPTIONS:
              -h, --help       show this help (or 'duosim COMMAND --help')
              --version        show the version

            EXAMPLES:
              duosim --pose laptop --app mail          the UI at the laptop pose with a sample app
              duosim query --split --rtl               the engine's answer as JSON
              duosim record demo.tape -o demo          a scripted session into captures and .cast
              duosim audit hud                         where an app's controls collide (exit 1 if any)

            EXIT CODES: 0 ok · 1 audit found collisions · 64 bad command line · 65 bad input data
                        66 input file missing · 73 output can't be created · 74 I/O error
            """
    }

    /// Runs a command line (without the program name) and returns the exit code.
    public static func run(_ words: [String], console: Console = .standard) -> Int32 {
        do {
            return try dispatch(words, console: console).rawValue
        } catch {
            let error = CLIError.from(error)
            console.err("duosim: \(error.message)\(error.hint.map { "; \($0)" } ?? "")\n")
            return error.code.rawValue
        }
    }

    private static func dispatch(_ words: [String], console: Console) throws -> ExitCode {
        guard let first = words.first else {
            // `duosim` alone is the terminal UI at the default pose.
            return try dispatch(["tui"], console: console)
        }
        switch first {
        case "-h", "--help", "help":
            if first == "help", words.count > 1, let command = commands.first(where: { $0.name == words[1] }) {
                console.out(command.help + "\n")
            } else {
                console.out(help + "\n")
            }
            return .success
        case "--version", "-V", "version":
            console.out("duosim \(version)\n")
            return .success
        default:
            break
        }
        // `duosim --pose laptop` is the terminal UI with those options.
        if first.hasPrefix("-") {
            return try dispatch(["tui"] + words, console: console)
        }
        guard let type = commands.first(where: { $0.name == first }) else {
            throw CLIError.usage(
                "unknown command '\(first)' (commands: \(commands.map(\.name).joined(separator: ", ")))")
        }
        let rest = Array(words.dropFirst())
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            console.out(type.help + "\n")
            return .success
        }
        var arguments = ArgumentList(rest, command: type.name)
        return try type.parseAndRun(&arguments, console)
    }
}
