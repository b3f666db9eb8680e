import FileIO
import PoseEngine
import Simulator

// MARK: - TapeSource

/// A tape a `Source` line names, read: its name for messages, and its bytes.
public struct TapeSource: Hashable, Sendable {
    public var file: String
    public var bytes: [UInt8]

    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }
}

// MARK: - TapeParser

/// Reads a tape's tokens into commands the way VHS's parser does (`parser/parser.go`): line ends
/// mean nothing (`Type "ls" Sleep 1 Enter` is three commands), each verb takes what it needs from
/// the tokens after it (`TapeVerb`'s table), and every error is kept, with its line and column,
/// so one pass reports them all.
public struct TapeParser {
    /// Reads the tape a `Source` names: its name for messages, and its bytes.
    public typealias SourceReader = (String) throws -> TapeSource

    /// What `next()` read: a command (nil after an error, or at the end), and whether the tape is over.
    public struct NextCommand: Hashable, Sendable {
        public var line: ScriptLine?
        public var atEnd: Bool

        public init(line: ScriptLine?, atEnd: Bool) {
            self.line = line
            self.atEnd = atEnd
        }
    }

    var lexer: TapeLexer
    /// The token being read, and the one after it.
    var current: Token
    var peek: Token
    let file: String
    /// The verbs it reads.
    let verbs: TapeVerbs
    public internal(set) var errors: [ScriptError] = []
    /// The verb being read and the word that named it, for messages about its arguments.
    var verb: TapeVerb?
    var verbName = ""
    /// The speed a verb was given with `@`.
    var speed: Double?
    /// Whether the command read is duosim's own (a verb or a setting VHS doesn't have).
    var isDuosims = false
    /// Where the last error was.
    var lastFailure: (line: Int, column: Int)?

    /// The most errors one run reports.
    public static let errorLimit = 100

    public init(_ bytes: [UInt8], file: String, verbs: TapeVerbs = .standard) {
        self.file = file
        self.verbs = verbs
        lexer = TapeLexer(bytes)
        current = lexer.next()
        peek = lexer.next()
        if let bad = Self.firstInvalidUTF8(bytes) {
            errors.append(ScriptError(file: file, line: bad.line, column: bad.column, message: "not UTF-8 text"))
            current.kind = .end
        }
    }

    /// Moves on one token.
    mutating func advance() {
        current = peek
        peek = lexer.next()
    }

    /// The next command, or nil at the end. Errors are kept in `errors`; a command that had one
    /// comes back as nil too, after which reading goes on at the next token.
    public mutating func next() -> NextCommand {
        while current.kind == .comment { advance() }
        guard current.kind != .end, errors.count < Self.errorLimit else { return NextCommand(line: nil, atEnd: true) }
        let start = current
        let errorsBefore = errors.count
        let read = readCommand()
        guard let (command, step) = read, errors.count == errorsBefore else {
            // One mistake, one error: reading goes on at the next verb or line.
            while peek.kind != .end, !peek.startsLine, verbs.named(peek) == nil { advance() }
            advance()
            return NextCommand(line: nil, atEnd: false)
        }
        advance()
        let line = ScriptLine(
            number: start.line, column: start.column, command: command, speed: speed, isDuosims: isDuosims,
            verb: verbName, step: step)
        return NextCommand(line: line, atEnd: false)
    }

    /// One command: the verb at `current`, its `@speed`, its arguments.
    mutating func readCommand() -> (ScriptCommand, TapeStep)? {
        speed = nil
        guard let verb = verbs.named(current) else {
            fail(at: current, unknownVerbMessage())
            return nil
        }
        self.verb = verb
        verbName = current.text
        isDuosims = verb.isDialect
        // VHS's lexer skips spaces: `Left @100ms 2` is `Left@100ms 2`.
        if peek.isSymbol("@") && !peek.startsLine {
            guard verb.takesSpeed else {
                fail(at: peek, "\(verbName) takes no @speed (only Type, Wait and key commands do)")
                return nil
            }
            advance()
            guard let time = readTime("\(verbName)@") else { return nil }
            speed = time
        }
        return verb.reader.read(&self)
    }

    /// What the verb being read takes, with its example as the tape named it: `a duration: Sleep 500ms`.
    var usage: String { verb?.usage(verbName) ?? "" }

    /// Why the token at a command's place is no verb: a stray argument, a case slip, or unknown.
    func unknownVerbMessage() -> String {
        if !current.startsLine, let verb {
            return "\(verbName) takes \(verb.usage(verbName)) (found \(current.shown))"
        }
        let word = current.text
        if let match = verbs.caseSlip(word) {
            return "unknown verb \(current.shown) (verbs are case-sensitive: did you mean \(match)?)"
        }
        return "unknown verb \(current.shown)"
    }

    // MARK: Errors

    mutating func fail(at token: Token, _ message: String) {
        // One token, one error: a bad argument isn't also an unknown verb when reading goes on there.
        if let last = lastFailure, last == (token.line, token.column) { return }
        lastFailure = (token.line, token.column)
        errors.append(ScriptError(file: file, line: token.line, column: token.column, message: message))
    }

    /// The first byte that isn't UTF-8, as a line and a column.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
        // Nearly every tape is ASCII: then it is UTF-8, and nothing needs decoding.
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: return nil
            case .error: return (line, column)
            }
        }
    }

    // MARK: Whole tapes

    /// Parses `bytes`, handing each command to `body` as it is read (a tape of any length costs a
    /// command at a time), `Source` lines expanded in place when `readSource` is given. After the
    /// first error nothing more reaches `body`, unless `keepGoing` (checking a tape, not running
    /// it); `check` adds its own errors about each command, in order with the parser's.
    /// - Returns: every error, in order (none: the tape is good).
    /// - Throws: whatever `body` throws.
    public static func parse(
        _ bytes: [UInt8], file: String, readSource: SourceReader? = nil, keepGoing: Bool = false,
        verbs: TapeVerbs = .standard, check: (ScriptLine) -> [ScriptError] = { _ in [] },
        _ body: (ScriptLine) throws -> Void
    ) throws -> [ScriptError] {
        var errors: [ScriptError] = []
        try withoutActuallyEscaping(check) { check in
            try withoutActuallyEscaping(body) { body in
                var reading = Reading(
                    readSource: readSource, keepGoing: keepGoing, verbs: verbs, check: check, body: body)
                try reading.read(bytes, file: file, into: &errors, sourcedBy: nil)
            }
        }
        return errors
    }

    /// A whole tape in memory.
    /// - Throws: `ScriptErrors`, every problem it has.
    public static func parse(
        _ text: String, file: String, readSource: SourceReader? = nil, verbs: TapeVerbs = .standard
    ) throws -> Script {
        var lines: [ScriptLine] = []
        let errors = try parse(Array(text.utf8), file: file, readSource: readSource, verbs: verbs) {
            lines.append($0)
        }
        guard errors.isEmpty else { throw ScriptErrors(errors) }
        return Script(file: file, lines: lines)
    }

    /// One reading of a tape and the tapes it sources.
    struct Reading {
        let readSource: SourceReader?
        let keepGoing: Bool
        let verbs: TapeVerbs
        let check: (ScriptLine) -> [ScriptError]
        let body: (ScriptLine) throws -> Void

        /// Reads one tape's commands. In a `Source`d tape (`sourcedBy`, where it was named) the
        /// `Output`s are ignored, as VHS does, and a `Source` is an error (one level).
        mutating func read(_ bytes: [UInt8], file: String, into errors: inout [ScriptError], sourcedBy: String?) throws
        {
            var parser = TapeParser(bytes, file: file, verbs: verbs)
            while errors.count < TapeParser.errorLimit {
                let next = parser.next()
                errors += parser.errors
                parser.errors.removeAll()
                if next.atEnd { break }
                guard var line = next.line else { continue }
                if let sourcedBy {
                    line.file = file
                    if case .output = line.command { continue }
                    if case .source = line.command {
                        errors.append(
                            ScriptError(
                                file: file, line: line.number, column: line.column,
                                message: "Source can't be nested (\(sourcedBy) sources this tape already)"))
                        continue
                    }
                } else if case .source(let path) = line.command, readSource != nil {
                    try expand(path, at: line, from: file, into: &errors)
                    continue
                }
                let running = keepGoing || errors.isEmpty
                errors += check(line)
                if running { try body(line) }
            }
        }

        mutating func expand(_ path: String, at line: ScriptLine, from file: String, into errors: inout [ScriptError])
            throws
        {
            var here = ScriptError(file: file, line: line.number, column: line.column, message: "")
            let sourced: TapeSource
            do {
                guard let readSource else { return }
                sourced = try readSource(path)
            } catch {
                here.message = "Source \"\(Token.inert(path))\": \(error)"
                here.fault = (error as? InputFileError)?.fault ?? (error as? ScriptError)?.fault ?? .badData
                return errors.append(here)
            }
            // As VHS: a tape's name ends in .tape (checked once it is read, so a missing one is 66
            // here as anywhere; what isn't a tape is never echoed).
            guard path.hasSuffix(".tape") else {
                here.message = "Source \"\(Token.inert(path))\": a tape's name ends in .tape"
                return errors.append(here)
            }
            try read(sourced.bytes, file: sourced.file, into: &errors, sourcedBy: "\(file):\(line.number)")
        }
    }
}
