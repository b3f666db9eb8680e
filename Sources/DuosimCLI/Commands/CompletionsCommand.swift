// MARK: - CompletionsCommand

/// `duosim completions bash|zsh|fish`: a completion script made from the same option tables
/// as `--help`.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "print a shell completion script (bash, zsh or fish)"
    static var help: String {
        """
        OVERVIEW: Print a script that teaches a shell to complete duosim's commands, options,
        poses, bundled profiles and profile files. It is made from the same tables as every
        command's --help, so it completes what this duosim takes.

        \(usage)

        OPTIONS:
        \(optionLines)

        EXAMPLES:
          source <(duosim completions bash)                           (in ~/.bashrc)
          source <(duosim completions zsh)                            (in ~/.zshrc, after compinit)
          duosim completions fish > ~/.config/fish/completions/duosim.fish
        """
    }

    static let options: [OptionSpec] = []
    static let positional: PositionalSpec? = PositionalSpec(
        name: "SHELL", completion: .choices(Shell.allCases.map(\.rawValue)),
        usage: Shell.allCases.map(\.rawValue).joined(separator: "|"))

    var shell: Shell?
    /// The words given (`validate` wants one shell).
    private var words: [String]

    init(options values: inout OptionValues, positionals: [String]) throws {
        words = positionals
        shell = positionals.first.flatMap(Shell.init(rawValue:))
    }

    func validate() throws {
        guard words.count == 1 else {
            throw CLIError.usage(
                words.isEmpty ? "completions needs a shell: bash, zsh or fish" : "completions takes one shell",
                command: Self.name)
        }
        _ = try PoseOptions.parseChoice(words[0], Shell.self, option: "completions", command: Self.name)
    }

    func run(console: Console) throws -> ExitStatus {
        let model = CompletionModel.current
        switch shell {
        case nil: return .code(.usage)
        case .bash: console.out(model.bash)
        case .zsh: console.out(model.zsh)
        case .fish: console.out(model.fish)
        }
        return .success
    }
}
