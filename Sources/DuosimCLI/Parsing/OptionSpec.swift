import Reports

// MARK: - OptionSpec

/// One option a command takes: its names, the value it needs, its help, and what a shell may
/// complete for the value. Each command lists its options once (`Command.options`): `--help`
/// prints them from the list, `duosim completions` completes them from it, and a test holds the
/// parsers to it (every option read is listed, every option listed is read).
public struct OptionSpec: Sendable {
    /// `["-o", "--output"]`: the short name first when there is one.
    public var names: [String]
    /// What the value is called in help (`FILE`); `nil` for a flag.
    public var value: String?
    /// The help's lines: the first beside the names, the others under it.
    public var help: [String]
    /// What completes the value.
    public var completion: ValueCompletion

    init(_ names: [String], _ value: String? = nil, _ help: String..., completion: ValueCompletion = .none) {
        self.names = names
        self.value = value
        self.help = help
        self.completion = completion
    }

    init(_ name: String, _ value: String? = nil, _ help: String..., completion: ValueCompletion = .none) {
        self.names = [name]
        self.value = value
        self.help = help
        self.completion = completion
    }

    /// `-h, --help`, which every command takes (`Duosim.dispatch` reads it before the command does).
    static let help = OptionSpec(["-h", "--help"], nil, "show this help")

    /// `--color WHEN` (`ColorChoice`), for the commands that write ANSI colour.
    static func color(_ what: String, _ more: String...) -> OptionSpec {
        var option = OptionSpec(
            "--color", "WHEN", "auto (default), always or never: colour in \(what);",
            "auto is off when NO_COLOR is set, on when CLICOLOR_FORCE is",
            completion: .choices(ColorChoice.allCases.map(\.rawValue)))
        option.help += more
        return option
    }

    /// The help's lines for `options`: names and value padded to 25 columns, then the help.
    static func lines(_ options: [OptionSpec]) -> String {
        options.map { option in
            let head = option.names.joined(separator: ", ") + (option.value.map { " \($0)" } ?? "")
            // A name too long for its column has its help on the lines below.
            let indent = String(repeating: " ", count: 27)
            var text =
                head.count < 25
                ? "  \(padColumn(head, 24)) \(option.help.first ?? "")"
                : "  \(head)\n\(indent)\(option.help.first ?? "")"
            for line in option.help.dropFirst() { text += "\n" + indent + line }
            return text
        }.joined(separator: "\n")
    }
}

// MARK: - ValueCompletion

/// What a shell completes for an option's value or a command's arguments.
public enum ValueCompletion: Sendable, Equatable {
    /// Nothing (a number, a size, free text).
    case none
    /// One of these words.
    case choices([String])
    /// The device profile's poses.
    case poses
    /// A bundled device profile or a `.json` file.
    case deviceProfiles
    /// A bundled app profile or a `.json` file.
    case appProfiles
    /// A bundled app profile, a `.json` file or a folder (`audit`'s paths).
    case appProfilesOrFolders
    /// A file with this extension (or any file, `nil`), and folders to reach it.
    case files(String?)
    /// A folder.
    case folders
    /// A command's name.
    case commands
}

// MARK: - Positional

/// A command's words that aren't options (`audit PATH…`, `record TAPE`), for completions.
public struct PositionalSpec: Sendable {
    /// What help calls them (`APP`).
    var name: String
    public var completion: ValueCompletion
}
