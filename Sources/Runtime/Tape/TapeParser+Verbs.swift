import PoseEngine
import Simulator

// MARK: - VHS's verbs

/// Each verb's reading of its arguments (`TapeVerb.all` points here). On return `current` is
/// the verb's last token, as in VHS's parser.
extension TapeParser {
    mutating func parseOutput() -> String? {
        guard let path = readOutputPath() else { return nil }
        // As VHS: a file has an extension (its format), a folder a trailing slash (a picture a frame).
        let name = path.split(separator: "/").last ?? ""
        guard path.hasSuffix("/") || name.dropFirst().contains(".") else {
            fail(
                at: current,
                "Output \"\(Token.inert(path))\": name a file with its extension (demo.txt, demo.cast) or a folder with a trailing slash"
            )
            return nil
        }
        return path
    }

    mutating func parseType() -> String? {
        guard let text = readStrings() else { return nil }
        guard !text.isEmpty else {
            fail(at: current, "Type needs some text")
            return nil
        }
        return text
    }

    mutating func parseKeyVerb() -> (Key, Int)? {
        let name = verbName
        guard let key = Key(name: name), let count = readCount(name) else { return nil }
        return (key, count)
    }

    mutating func parseScroll() -> Int? {
        let direction = verbName == "ScrollUp" ? -1 : 1
        return readCount(verbName).map { direction * $0 }
    }

    /// `Ctrl[+Alt][+Shift]+KEY`: modifiers first, then one key.
    mutating func parseCtrl() -> Key? {
        var modifiers: [String] = []
        var key: String?
        while peek.isSymbol("+") {
            advance()
            guard key == nil else {
                fail(at: current, "Ctrl takes one key after its modifiers (Ctrl+Shift+O)")
                return nil
            }
            if peek.isWord("Alt") || peek.isWord("Shift") {
                advance()
                modifiers.append(current.text)
                continue
            }
            guard let word = readControlKey() else { return nil }
            key = word
        }
        guard let key else {
            fail(at: current, "Ctrl needs a key: Ctrl+C")
            return nil
        }
        return Self.controlKey(key, alt: modifiers.contains("Alt"))
    }

    /// What may follow `Ctrl+`: one character, or Enter, Space, Backspace and the arrows.
    mutating func readControlKey() -> String? {
        let named = ["Enter", "Space", "Backspace", "Left", "Right", "Up", "Down"]
        let symbols = ["-", "@", "[", "]", "^", "\\"]
        guard
            (peek.kind == .word && named.contains(peek.text)) || (peek.kind == .symbol && symbols.contains(peek.text))
                || (peek.isString && peek.text.count == 1) || (peek.kind == .number && peek.text.count == 1)
        else {
            if peek.kind == .word, let unit = ["s": "seconds", "m": "minutes"][peek.text] {
                // VHS's lexer reads `s` and `m` as units of time, so its parser refuses them here too.
                let capital = peek.text.uppercased()
                fail(
                    at: peek,
                    "Ctrl+\(peek.text): VHS reads '\(peek.text)' as a unit (\(unit)), not a key; write Ctrl+\(capital), the same key"
                )
                return nil
            }
            fail(at: peek, "Ctrl takes one character or Enter, Space, Backspace or an arrow\(found(peek))")
            return nil
        }
        advance()
        return current.text
    }

    /// The key Ctrl+`name` sends: Ctrl and a letter, Esc for `[`, else a key bound to nothing.
    static func controlKey(_ name: String, alt: Bool) -> Key {
        let arrows = ["Left": "←", "Right": "→", "Up": "↑", "Down": "↓", "Enter": "⏎", "Space": " ", "Backspace": "⌫"]
        let character = Character(arrows[name] ?? name.lowercased())
        if alt { return .alt(character) }
        return name == "[" ? .escape : .control(character)
    }

    /// `Alt+KEY`, `Shift+KEY`: a character, Enter, Tab or a bracket (and Shift+Left/Right, duosim's).
    mutating func parseModifier() -> ModifiedKey? {
        let modifier = verbName
        guard peek.isSymbol("+") && !peek.startsLine else {
            fail(at: current, "\(modifier) needs a key: \(modifier)+x")
            return nil
        }
        advance()
        let extra = modifier == "Shift" ? ["Left", "Right"] : []
        guard
            peek.isString || peek.isWord("Enter") || peek.isWord("Tab") || peek.isSymbol("[") || peek.isSymbol("]")
                || (peek.kind == .word && extra.contains(peek.text))
        else {
            fail(at: peek, "\(modifier) takes a character, Enter or Tab\(found(peek))")
            return nil
        }
        advance()
        let name = current.text
        switch (modifier, name) {
        case ("Alt", _) where name.count == 1: return .key(.alt(Character(name)))
        case ("Alt", _): return .key(.alt(name == "Tab" ? "\t" : "\r"))
        case (_, "Enter"): return .key(.enter)
        case (_, "Tab"): return .key(.backTab)
        case (_, "Left"): return .key(.shiftLeft)
        case (_, "Right"): return .key(.shiftRight)
        default:
            // Shift+letter is the capital letter; anything longer types as it is written.
            return name.count == 1 ? .key(.character(Character(name.uppercased()))) : .text(name)
        }
    }

    /// `Wait[+Line|+Screen][@TIME] [/REGEX/]`.
    mutating func parseWait() -> (WaitScope, TapePattern?)? {
        var scope = WaitScope.line
        // Spaces mean nothing between the parts, as in VHS (`Wait + Screen @5s /x/`).
        if peek.isSymbol("+") && !peek.startsLine {
            advance()
            guard let named = WaitScope(rawValue: peek.text), peek.kind == .word, !peek.startsLine else {
                fail(at: peek, "Wait+ takes Line or Screen\(found(peek))")
                return nil
            }
            advance()
            scope = named
            if peek.isSymbol("@") && !peek.startsLine {
                advance()
                guard readTime("Wait@") != nil else { return nil }
            }
        }
        guard peek.kind == .regex else { return (scope, nil) }
        advance()
        guard let pattern = compile(current) else { return nil }
        return (scope, pattern)
    }

    /// A `Wait` pattern, checked now: it must compile, within the pattern engine's bounds.
    mutating func compile(_ token: Token) -> TapePattern? {
        guard !token.text.isEmpty else {
            fail(at: token, "Wait needs a regular expression between slashes, not an empty one")
            return nil
        }
        do {
            return try TapePattern(token.text)
        } catch {
            fail(at: token, "Wait: \(token.shown) is not a regular expression duosim reads (\(error))")
            return nil
        }
    }

    mutating func parseEnv() -> (String, String)? {
        guard peek.kind == .word || peek.kind == .string else {
            fail(at: peek, "Env takes \(usage)\(found(peek))")
            return nil
        }
        advance()
        let name = current
        guard name.kind == .word, isPlainName(name.text, orAnyOf: "_") else {
            fail(at: name, "Env: \(name.shown) is not a variable name")
            return nil
        }
        return readString("Env \(name.text)", "a value: Env NO_COLOR \"1\"").map { (name.text, $0) }
    }
}

// MARK: - ModifiedKey

/// What `Alt+KEY` or `Shift+KEY` reads: one key, or a word `Shift+"word"` types as written.
enum ModifiedKey: Sendable {
    case key(Key)
    case text(String)

    /// The command it is: a key pressed once, or the text typed.
    var command: ScriptCommand {
        switch self {
        case .key(let key): .key(key, count: 1)
        case .text(let text): .type(text)
        }
    }
}
