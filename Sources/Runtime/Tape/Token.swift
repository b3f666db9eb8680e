import Simulator

// MARK: - Token

/// One word of a tape, as VHS's lexer cuts it (`token/token.go`): where it starts, and whether a
/// space came before it (`Shift+Right`, `Left@100ms`, `2s` are tokens side by side).
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A bare word: a keyword (`Set`, `Enter`, `ms`) or, as VHS reads any other, a string.
        case word
        /// Text in `"…"`, `'…'` or `` `…` ``.
        case string
        /// Digits and dots (`127`, `.5`, `1.5`).
        case number
        /// `/…/`, for `Wait`.
        case regex
        /// `{…}`, for `Set Theme`.
        case json
        /// `# …` to the end of the line.
        case comment
        /// One of `@ = + % - [ ] ^ \`.
        case symbol
        /// A byte VHS's lexer has no token for.
        case illegal
        case end
    }

    public var kind: Kind
    public var text: String
    /// Where it starts: line and column count from 1, columns in characters.
    public var line: Int
    public var column: Int
    /// No space between this token and the one before it.
    public var joined: Bool
    /// The first token on its line.
    public var startsLine: Bool

    /// The bare word `word` (a keyword, a verb, a unit), never a quoted one.
    public func isWord(_ word: String) -> Bool { kind == .word && text == word }

    public func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

    /// A string as VHS takes it: quoted text, or a bare word that is no keyword of VHS's.
    public var isString: Bool { kind == .string || (kind == .word && !Token.vhsKeywords.contains(text)) }

    /// How the token is quoted in messages: `'word'`, or the quoted text as written; cut after 40
    /// characters, control characters written as escapes, so a message stays one inert line.
    public var shown: String {
        let inert = Token.inert(text)
        switch kind {
        case .end: return "the end of the tape"
        case .string: return "\"\(inert)\""
        case .regex: return "/\(inert)/"
        default: return "'\(inert)'"
        }
    }

    /// `text` cut to `limit` characters (with `…`), control characters as `\u{…}`.
    public static func inert(_ text: String, limit: Int = 40) -> String {
        var out = ""
        for (index, character) in text.enumerated() {
            guard index < limit else { return out + "…" }
            if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                out += character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// VHS's keywords (`token.Keywords`): bare words that are never strings — its verbs' and its
    /// settings' names from the tables, its units, its booleans, and `End`, a keyword VHS's parser
    /// takes as no command.
    public static let vhsKeywords: Set<String> = Set(
        TapeVerb.all.filter { $0.origin == .vhs }.flatMap(\.names)
            + TapeSetting.all.filter { !$0.isDuosims }.map(\.name) + [
                "em", "px", "ms", "s", "m", "true", "false", "End",
            ])
}
