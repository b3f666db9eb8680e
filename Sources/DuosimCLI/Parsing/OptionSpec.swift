import Reports

// MARK: - OptionSpec

/// One option a command takes: its names, the value it needs and how that value reads, its help,
/// how USAGE shows it and what a shell may complete for the value. Each command lists its options
/// once (`Command.options`): `OptionValues` reads the command line from the list (each value by its
/// `kind`), `--help` prints it and its USAGE line, and `duosim completions` completes it.
public struct OptionSpec: Sendable {
    /// `["-o", "--output"]`: the short name first when there is one.
    public var names: [String]
    /// What the value is called in help (`FILE`); `nil` for a flag.
    public var value: String?
    /// What completes the value.
    public var completion: ValueCompletion
    /// How the value reads (`.flag` for a flag).
    var kind: OptionKind
    /// Whether it may be given more than once, every value kept (else the last one wins).
    var repeats = false
    /// How the USAGE line shows it.
    var usage = UsageForm.optional
    /// The help's lines, made when asked: some name the bundled profiles' poses.
    private var makeHelp: @Sendable () -> [String]

    /// The help's lines: the first beside the names, the others under it.
    public var help: [String] {
        get { makeHelp() }
        set { makeHelp = { newValue } }
    }

    /// The option, its value read as `kind` (a flag without a value name, free text with one); its
    /// completion the kind's choices unless given.
    init(
        _ names: [String], _ value: String? = nil, _ help: String..., kind: OptionKind? = nil,
        completion: ValueCompletion? = nil
    ) {
        self.init(names, value, kind: kind, completion: completion) { help }
    }

    init(
        _ name: String, _ value: String? = nil, _ help: String..., kind: OptionKind? = nil,
        completion: ValueCompletion? = nil
    ) {
        self.init([name], value, kind: kind, completion: completion) { help }
    }

    /// The option with its help made when asked.
    init(
        _ names: [String], _ value: String?, kind: OptionKind? = nil, completion: ValueCompletion? = nil,
        help: @escaping @Sendable () -> [String]
    ) {
        self.names = names
        self.value = value
        let kind = kind ?? (value == nil ? .flag : .text)
        self.kind = kind
        if case .choice(let words) = kind {
            self.completion = completion ?? .choices(words)
        } else {
            self.completion = completion ?? .none
        }
        makeHelp = help
    }

    /// The name values are kept under (`-o` for `-o, --output`).
    var key: String { names.first ?? "" }

    /// This option, repeatable.
    var repeatable: OptionSpec {
        var option = self
        option.repeats = true
        return option
    }

    /// This option as USAGE shows it: `form`, its value written `value` instead of its name.
    func shown(_ form: UsageForm, value: String? = nil) -> OptionSpec {
        var option = self
        option.usage = form
        if let value { option.usageValue = value }
        return option
    }

    /// The value as USAGE writes it, when it isn't `value` (`text|json|…`, `PAGE.html`).
    private(set) var usageValue: String?

    /// `-h, --help`, which every command takes (`Duosim.dispatch` reads it before the command does).
    static let help = OptionSpec(["-h", "--help"], nil, "show this help")

    /// `--color WHEN` (`ColorChoice`), for the commands that write ANSI colour.
    static func color(_ what: String, _ more: String...) -> OptionSpec {
        var option = OptionSpec(
            "--color", "WHEN", "auto (default), always or never: colour in \(what);",
            "auto is off when NO_COLOR is set, on when CLICOLOR_FORCE is", kind: .choice(of: ColorChoice.self))
        option.help += more
        return option
    }

    /// The help's lines for `options`: names and value padded to 25 columns, then the help.
    static func lines(_ options: [OptionSpec]) -> String {
        options.map { option in
            let head = option.names.joined(separator: ", ") + (option.value.map { " \($0)" } ?? "")
            // A name too long for its column has its help on the lines below.
            let indent = String(repeating: " ", count: 27)
            let help = option.help
            var text =
                head.count < 25
                ? "  \(padColumn(head, 24)) \(help.first ?? "")"
                : "  \(head)\n\(indent)\(help.first ?? "")"
            for line in help.dropFirst() { text += "\n" + indent + line }
            return text
        }.joined(separator: "\n")
    }

    /// The USAGE word of this option (`[--size COLSxROWS]`, `-o PAGE.html`), `inner` nested in it.
    func usageWord(inner: [String]) -> String {
        let value = usageValue ?? self.value
        let word = ([key] + (value.map { [$0] } ?? []) + inner).joined(separator: " ")
        return usage == .required ? word : "[\(word)]"
    }
}

// MARK: - OptionKind

/// What an option's value is, and so how it reads: a bad value is a `CLIError.usage` naming the option.
enum OptionKind: Sendable, Equatable {
    /// No value: present or not.
    case flag
    /// Any text (an id, a profile's name or file, which the loader reads).
    case text
    /// A path written to: a name holding control characters is refused (`OutputPolicy.nameProblem`).
    case output
    /// One of these words (`'x' is not one of: a, b`).
    case choice([String])
    /// A hinge angle in degrees within `Limits.angle` (`°` allowed), as a tape's `Hinge` reads it.
    case angle
    /// A number of degrees within the range, one message for a word and a number outside it.
    case degrees(ClosedRange<Double>)
    /// `COLSxROWS`, each within `Limits.terminalCells`, as a tape's `Resize` reads it.
    case size
    /// `NAME=VALUE`: one of `AppProfile.readingChoices` and one of its values.
    case reading

    /// One of an enumeration's raw values.
    static func choice<E: RawRepresentable & CaseIterable>(of type: E.Type) -> OptionKind where E.RawValue == String {
        .choice(E.allCases.map(\.rawValue))
    }
}

// MARK: - UsageForm

/// How a command's USAGE line shows an option.
enum UsageForm: Sendable, Equatable {
    /// `[--name VALUE]`.
    case optional
    /// `--name VALUE`: the command needs it.
    case required
    /// Inside the brackets of the option named (`[--check [--junit FILE]]`).
    case inside(String)
    /// Only under OPTIONS (and pose options as `[pose options]`).
    case hidden
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

/// A command's words that aren't options (`audit PATH…`, `record TAPE`).
public struct PositionalSpec: Sendable {
    /// What help calls them (`APP`).
    var name: String
    public var completion: ValueCompletion
    /// How USAGE writes them (`PATH…`, `TAPE|-`).
    var usage: String
}
