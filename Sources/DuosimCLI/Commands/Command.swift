// MARK: - Command

/// One `duosim` command: its table of options, read from the command line by their kinds into
/// typed values, checked together, then run.
public protocol Command: SendableMetatype {
    /// The word that selects it (`query`).
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text (its USAGE line made from `options`, its options printed from them).
    static var help: String { get }
    /// Every option it reads, in the order help lists them (`-h, --help` is added to every command).
    static var options: [OptionSpec] { get }
    /// Its words that aren't options, if it takes any.
    static var positional: PositionalSpec? { get }
    /// Takes the values of its options (each read and refused by its row) and its positional words.
    /// - Throws: `CLIError` for a profile that doesn't load (the pose options read theirs here).
    init(options: inout OptionValues, positionals: [String]) throws
    /// The checks between values, after they are all read (`--check` and `--stdout` together, …).
    func validate() throws
    /// Does the work and returns the exit status (a code of CONTRACT's, or a signal the UI ended on).
    func run(console: Console) throws -> ExitStatus
}

extension Command {
    static var positional: PositionalSpec? { nil }

    func validate() throws {}

    /// Reads a command line: every option of the table by its kind, the positional words, the
    /// command's values, its checks, and nothing left over.
    static func parse(_ words: [String]) throws -> Self {
        try read(words).command
    }

    /// `parse`, with what the command asked of its table.
    static func read(_ words: [String]) throws -> (command: Self, values: OptionValues) {
        var arguments = ArgumentList(words, command: name)
        var values = try OptionValues(&arguments, options: options, command: name)
        let command = try Self(options: &values, positionals: positional == nil ? [] : arguments.positionals())
        try command.validate()
        try arguments.finish()
        try values.finish()
        return (command, values)
    }

    /// The help's OPTIONS lines: `options` but the pose options (help lists them apart), and `-h, --help`.
    static var optionLines: String {
        let pose = Set(PoseOptions.options.flatMap(\.names))
        return OptionSpec.lines(options.filter { !$0.names.contains(where: pose.contains) } + [.help])
    }

    /// The help's USAGE line, from the table: the positional words, each option as its `usage`
    /// says (the pose options as `[pose options]`, where the first of them is), wrapped before
    /// `usageWidth` under the first word after the command's name.
    static var usage: String {
        let pose = Set(PoseOptions.options.map(\.key))
        let table = options
        var words = positional.map { [$0.usage] } ?? []
        for option in table {
            if pose.contains(option.key) {
                if !words.contains("[pose options]") { words.append("[pose options]") }
                continue
            }
            guard option.usage == .optional || option.usage == .required else { continue }
            let inner = table.filter { $0.usage == .inside(option.key) }.map { $0.usageWord(inner: []) }
            words.append(option.usageWord(inner: inner))
        }
        let head = "USAGE: duosim \(name)"
        let indent = String(repeating: " ", count: head.count + 1)
        var lines = [head]
        for word in words {
            let last = lines[lines.count - 1]
            if last.count + 1 + word.count > usageWidth && last != head {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] = last + " " + word
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The widest a USAGE line gets before its words wrap.
let usageWidth = 104

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
    let parseAndRun: @Sendable ([String], Console) throws -> ExitStatus

    var help: String { makeHelp() }
    /// Its options, `-h, --help` included.
    var options: [OptionSpec] { makeOptions() + [.help] }

    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        makeOptions = { C.options }
        positional = C.positional
        makeHelp = { C.help }
        parseAndRun = { words, console in try C.parse(words).run(console: console) }
    }
}
