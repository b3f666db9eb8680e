import CellGrid
import Simulator

// MARK: - TapeVerb

/// The tape's verbs, one table, a row a verb: its names, how it is written, an example, whose verb
/// it is, how it reads its arguments (`parse`), what the command is (`command`), what checking the
/// whole tape learns from it (`check`) and what it does when it runs (`perform`). The parser
/// dispatches through it and the replay runs what each row made (`TapeStep`); `record --help`,
/// `--validate`, VHS's keywords (`Token.vhsKeywords`) and Docs/TAPES.md are made from it (a test
/// walks every row through parse and perform). Adding a verb is one row here and the behaviour its
/// `perform` calls (Docs/ARCHITECTURE.md, "Where to add …").
public struct TapeVerb: Sendable {
    /// Whose verb it is: VHS's (a tape written for VHS runs unchanged), or duosim's own.
    public enum Origin: String, Sendable {
        case vhs = "VHS"
        case duosim
    }

    /// The words that name it (a key verb has many).
    public var names: [String]
    /// How it is written: `Sleep TIME`.
    public var syntax: String
    /// What it takes, for messages: `a duration`, `nothing`.
    public var arguments: String
    /// A command as a tape writes it, named by the row's first name: `Sleep 500ms`. Messages show
    /// it with the name the tape used (`Down 3`).
    public var example: String
    public var summary: String
    /// A few words for `record --help`.
    public var brief: String
    public var origin: Origin
    /// Using it makes a tape duosim's dialect, which starts in the UI (duosim's verbs but the keys
    /// a prompt takes too, `Home` and `End`).
    public var isDialect: Bool
    /// `Verb@TIME`: keys at this speed (a `Wait`'s timeout).
    public var takesSpeed: Bool
    let reader: TapeRowReader

    public var name: String { names[0] }

    /// A row whose parse reads a `Value` that the command, the check and the perform all take.
    /// - Parameters:
    ///   - needsUI: it acts on duosim's UI, so a tape at the prompt can't run it yet.
    init<Value: Sendable>(
        _ names: [String], syntax: String, arguments: String, example: String, summary: String, brief: String,
        origin: Origin = .vhs, isDialect: Bool? = nil, takesSpeed: Bool = false, needsUI: Bool = false,
        parse: @escaping @Sendable (inout TapeParser) -> Value?,
        command: @escaping @Sendable (Value) -> ScriptCommand,
        check: @escaping @Sendable (inout TapeFacts, Value, ScriptLine) -> String? = { _, _, _ in nil },
        perform: @escaping @Sendable (inout ReplaySession, Value) throws -> Void
    ) {
        self.init(
            names, syntax: syntax, arguments: arguments, example: example, summary: summary, brief: brief,
            origin: origin, isDialect: isDialect, takesSpeed: takesSpeed,
            reader: TapeRowReader(parse: parse, command: command, check: check, perform: perform, needsUI: needsUI))
    }

    init(
        _ names: [String], syntax: String, arguments: String, example: String, summary: String, brief: String,
        origin: Origin, isDialect: Bool?, takesSpeed: Bool, reader: TapeRowReader
    ) {
        self.names = names
        self.syntax = syntax
        self.arguments = arguments
        self.example = example
        self.summary = summary
        self.brief = brief
        self.origin = origin
        self.isDialect = isDialect ?? (origin == .duosim)
        self.takesSpeed = takesSpeed
        self.reader = reader
    }

    /// What it takes and its example, as the tape named it: `an optional count: Down 3`.
    public func usage(_ name: String) -> String {
        guard arguments != "nothing" else { return arguments }
        return "\(arguments): \(example(name))"
    }

    /// The example with `name` in the row's first name's place: `Down 3`.
    public func example(_ name: String) -> String {
        guard names.contains(name), example.hasPrefix(self.name) else { return example }
        return name + example.dropFirst(self.name.count)
    }

    /// Every verb's name.
    public static let allNames = all.flatMap(\.names)

    /// Every verb: VHS's, then duosim's.
    public static let all: [TapeVerb] = vhsVerbs + duosimVerbs
}

// MARK: - TapeVerbs

/// A table of verbs as the parser reads it: by name. `TapeVerbs.standard` is `TapeVerb.all`; a
/// test may read a tape with a row of its own (the recipe's test).
public struct TapeVerbs: Sendable {
    public let rows: [TapeVerb]
    private let byName: [String: TapeVerb]

    public init(_ rows: [TapeVerb]) {
        self.rows = rows
        byName = Dictionary(
            rows.flatMap { verb in verb.names.map { ($0, verb) } }, uniquingKeysWith: { first, _ in first })
    }

    public static let standard = TapeVerbs(TapeVerb.all)

    /// The verb a bare word names, if any.
    func named(_ token: Token) -> TapeVerb? {
        token.kind == .word ? byName[token.text] : nil
    }

    /// The verb a word names in another case (`enter` for `Enter`), for messages.
    func caseSlip(_ word: String) -> String? {
        rows.lazy.flatMap(\.names).first { $0.lowercased() == word.lowercased() }
    }
}
