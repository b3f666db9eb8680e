import FileIO
import PoseEngine

// MARK: - CompletionModel

/// What the shells complete, read from the same tables as `--help`: the commands
/// (`Duosim.commands`), each one's options (`Command.options`) and arguments, and the bundled
/// data (poses, device and app profiles). `CompletionScript` writes it for bash, zsh or fish.
struct CompletionModel {
    /// One command and what it takes.
    struct CommandModel {
        var name: String
        var summary: String
        var options: [OptionSpec]
        var positional: PositionalSpec?
    }

    var commands: [CommandModel]
    /// What `duosim` takes before any command: `--help`, `--version`, and the UI's options.
    var topOptions: [OptionSpec]
    var poses: [String]
    var apps: [String]
    var devices: [String]

    /// The model of this build's command line.
    static var current: CompletionModel {
        var commands = Duosim.commands.map {
            CommandModel(name: $0.name, summary: $0.summary, options: $0.options, positional: $0.positional)
        }
        commands.append(
            CommandModel(
                name: "help", summary: "show a command's help", options: [],
                positional: PositionalSpec(name: "COMMAND", completion: .commands, usage: "COMMAND")))
        let tui = commands.first { $0.name == TUICommand.name }?.options ?? []
        return CompletionModel(
            commands: commands,
            topOptions: tui.filter { $0.names != OptionSpec.help.names } + [
                OptionSpec.help, OptionSpec("--version", nil, "show the version"),
            ],
            poses: ProfileLoader.bundledDevice()?.poses.map(\.name) ?? [],
            apps: AppProfile.bundledNames, devices: DeviceProfile.bundledNames)
    }

    /// The words a fixed completion offers (`nil` for files and folders, which the shell finds).
    func words(_ completion: ValueCompletion) -> [String] {
        switch completion {
        case .none, .files, .folders: return []
        case .choices(let words): return words
        case .poses: return poses
        case .deviceProfiles: return devices
        case .appProfiles, .appProfilesOrFolders: return apps
        case .commands: return commands.map(\.name)
        }
    }

    /// The file extension completed (`"tape"`), `""` for any file, `nil` for no files.
    static func fileExtension(_ completion: ValueCompletion) -> String? {
        switch completion {
        case .files(let ext): return ext ?? ""
        case .deviceProfiles, .appProfiles, .appProfilesOrFolders: return "json"
        default: return nil
        }
    }
}

// MARK: - Shell

/// The shells `duosim completions` writes for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

// MARK: - Quoting

extension String {
    /// The text in single quotes for a POSIX shell (`'` as `'\''`).
    var shellQuoted: String { "'" + replacing("'", with: "'\\''") + "'" }
}
