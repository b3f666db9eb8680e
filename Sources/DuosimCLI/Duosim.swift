import CTerminalRestore
import FileIO
import PoseEngine
import Reports

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Duosim

/// The `duosim` command line: picks the command, handles help, version and errors.
public enum Duosim {
    /// duosim's version, in the one place it is written: `--version` prints it, a release is a git
    /// tag of it, CHANGELOG.md's newest release and the README's dependency line name it
    /// (`VersionTests`), and Docs/VERSIONING.md says what each part may change.
    public static let version = "0.2.0"

    /// Every command, in the order help lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(TUICommand.self), CommandEntry(QueryCommand.self), CommandEntry(RenderCommand.self),
        CommandEntry(RecordCommand.self), CommandEntry(SweepCommand.self),
        CommandEntry(DemoCommand.self),
        CommandEntry(AuditCommand.self), CommandEntry(BenchCommand.self),
        CommandEntry(ProfilesCommand.self), CommandEntry(CompletionsCommand.self),
    ]

    static var help: String {
        let list = commands.map { "  \(padColumn($0.name, 11)) \($0.summary)" }
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

    /// The process's entry: prepares the process (`prepareProcess`), runs the command line and
    /// exits with its status: the process's one `exit`.
    public static func main() -> Never {
        prepareProcess()
        CrashTest.atStart()
        exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    /// What every command needs of the process before it starts: a standard stream that was
    /// closed is held by a descriptor that fails (so a file opened later can't take its number and
    /// receive the program's output); a terminating signal removes staged files; SIGPIPE and
    /// SIGXFSZ are ignored, so a closed pipe and a file-size limit are reported as errors (74).
    /// The terminal UI then installs its own handlers over these.
    public static func prepareProcess() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            // Opened the wrong way round: every read of 0 and write of 1 or 2 fails with EBADF.
            let placeholder = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
            if placeholder >= 0, placeholder != fd {
                dup2(placeholder, fd)
                close(placeholder)
            }
        }
        duosim_stage_install_signal_cleanup()
    }

    /// Runs a command line (without the program name) and returns the exit status. Every complaint
    /// is one `duosim: …` line (`Console.report`); a failed write to standard output is 74.
    public static func run(_ words: [String], console: Console = .standard) -> ExitStatus {
        let code: ExitStatus
        // What this run took back from runs that were killed, said once it is over.
        defer { for note in Leftovers.take() { console.report(note) } }
        do {
            code = try dispatch(words, console: console)
        } catch {
            let error = CLIError.from(error)
            console.report(error.message + (error.hint.map { "; \($0)" } ?? ""), detail: error.detail)
            for other in error.others { console.report(other) }
            return .code(error.code)
        }
        if let failure = console.outFailure() {
            console.report(failure.description)
            return .code(.ioError)
        }
        return code
    }

    private static func dispatch(_ words: [String], console: Console) throws -> ExitStatus {
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
        return try type.parseAndRun(rest, console)
    }
}
