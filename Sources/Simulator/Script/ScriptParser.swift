import PoseEngine

// MARK: - ScriptParser

/// Reads `.tape` scripts. Verbs are case-sensitive, `#` starts a comment line, strings are
/// in double quotes (`\"` and `\\` escape).
public enum ScriptParser {
    /// The verbs, for "unknown verb" messages.
    public static let verbs =
        [
            "Set", "Output", "Pose", "Hinge", "Open", "Close", "Half", "Sweep", "Key", "Type",
            "Click", "Drag", "Resize", "Sleep", "Capture", "Hide", "Show",
            "Screenshot", "Require", "Env", "Source", "Wait",
        ] + vhsKeys

    /// VHS's bare key commands (`Right 3`, `Enter`); `Ctrl+…`, `Alt+…` and `Shift+…` too.
    public static let vhsKeys = [
        "Enter", "Space", "Backspace", "Delete", "Insert", "Tab", "Escape", "Up", "Down", "Left", "Right",
        "PageUp", "PageDown", "Home", "End",
    ]

    /// VHS settings that mean nothing in a text terminal: accepted and reported as ignored.
    public static let ignoredSettings = [
        "Shell", "FontFamily", "FontSize", "Framerate", "PlaybackSpeed", "LetterSpacing",
        "LineHeight", "Theme", "Padding", "Margin", "MarginFill", "BorderRadius", "WindowBar",
        "WindowBarSize", "CursorBlink", "LoopOffset", "WaitTimeout", "WaitPattern",
    ]

    /// The formats `Screenshot` and `Capture` can write, by extension.
    public static let captureExtensions = ["txt", "ans", "html", "svg"]

    /// Parses a whole script into memory.
    /// - Throws: `ScriptError` for the first line that is wrong.
    public static func parse(_ text: String, file: String) throws -> Script {
        var lines: [ScriptLine] = []
        try forEachLine(.bytes(Array(text.utf8)), file: file) { lines.append($0) }
        return Script(file: file, lines: lines)
    }

    /// Parses bytes one line at a time (see `forEachLine(_:file:readSource:_:)`).
    public static func forEachLine(
        _ bytes: [UInt8], file: String,
        readSource: ((String) throws -> (file: String, text: ScriptText))? = nil,
        _ body: (ScriptLine) throws -> Void
    ) throws {
        try forEachLine(.bytes(bytes), file: file, readSource: readSource, body)
    }

    /// Parses a script one line at a time, handing each command to `body` as it is read, so a
    /// script of any length costs no more memory than a line (when read from a file).
    /// - Throws: `ScriptError` for the first line that is wrong (or not UTF-8); whatever `body` throws.
    /// - Parameter readSource: reads the tape a `Source` line names (`file` is the name for messages);
    ///   with it, that tape's lines run in place of the `Source` line, its `Output` lines ignored as
    ///   VHS does, and a `Source` inside it is an error (one level). Without it, `Source` reaches `body`.
    public static func forEachLine(
        _ text: ScriptText, file: String,
        readSource: ((String) throws -> (file: String, text: ScriptText))? = nil,
        _ body: (ScriptLine) throws -> Void
    ) throws {
        guard let readSource else { return try forEachOwnLine(text, file: file, body) }
        try forEachOwnLine(text, file: file) { line in
            guard case .source(let path) = line.command else { return try body(line) }
            let sourced: (file: String, text: ScriptText)
            do {
                sourced = try readSource(path)
            } catch {
                throw ScriptError(file: file, line: line.number, message: "Source \"\(path)\": \(error)", cause: error)
            }
            try forEachOwnLine(sourced.text, file: sourced.file) { inner in
                switch inner.command {
                case .output: return  // VHS ignores a sourced tape's outputs
                case .source:
                    throw ScriptError(
                        file: sourced.file, line: inner.number,
                        message: "Source can't be nested (\(file):\(line.number) sources this tape already)")
                default:
                    var inner = inner
                    inner.file = sourced.file
                    try body(inner)
                }
            }
        }
    }

    static func forEachOwnLine(_ text: ScriptText, file: String, _ body: (ScriptLine) throws -> Void) throws {
        var number = 0
        try text.forEachRawLine { bytes in
            number += 1
            guard let raw = String(validating: bytes, as: UTF8.self) else {
                throw ScriptError(file: file, line: number, message: "not UTF-8 text")
            }
            let line = raw.trimming([" ", "\t", "\r"])
            if line.isEmpty || line.hasPrefix("#") { return }
            let parsed: (command: ScriptCommand, speed: Double?)
            do {
                parsed = try parseLineWithSpeed(line)
            } catch let message as Message {
                throw ScriptError(file: file, line: number, message: message.text)
            }
            try body(ScriptLine(number: number, command: parsed.command, speed: parsed.speed))
        }
    }

    struct Message: Error { var text: String }

    // MARK: Lines

    /// A line's command and its `@speed`, if the verb carries one (`Left@100ms 3`, `Type@50ms "s"`).
    static func parseLineWithSpeed(_ line: String) throws -> (command: ScriptCommand, speed: Double?) {
        // `Wait[+Screen|+Line][@timeout] /regex/`: the regex is the rest of the line, spaces and all.
        if line.hasPrefix("Wait") {
            return (try parseWait(line), nil)
        }
        let words = try tokenize(line)
        var verb = words[0].text
        var speed: Double?
        if let at = verb.utf8.firstIndex(of: UInt8(ascii: "@")), !words[0].quoted {
            let text = String(verb[verb.index(after: at)...])
            verb = String(verb[..<at])
            speed = try duration(Word(text: text, quoted: false), "\(verb)@")
            guard ["Type"].contains(verb) || vhsKey(verb) != nil else {
                throw Message(text: "\(verb) takes no @speed (only Type and key commands do)")
            }
        }
        let args = Array(words.dropFirst())
        if let key = vhsKey(verb) {
            guard args.count <= 1 else { throw Message(text: "\(verb) takes an optional count: \(verb) 3") }
            let repeats = args.isEmpty ? 1 : try integer(args[0], "\(verb) count", 1...1000)
            return (.key(key, count: repeats), speed)
        }
        return (try parseCommand(verb, args), speed)
    }

    /// The key a VHS bare key command names (`Right`, `Ctrl+C`, `Alt+x`, `Shift+Tab`), if it is one.
    static func vhsKey(_ verb: String) -> Key? {
        if vhsKeys.contains(verb) { return Key(name: verb) }
        for prefix in ["Ctrl+", "Alt+", "Shift+"] where verb.hasPrefix(prefix) && verb.count > prefix.count {
            return Key(name: verb)
        }
        return nil
    }

    static func parseWait(_ line: String) throws -> ScriptCommand {
        var rest = Substring(line.dropFirst("Wait".count))
        var scope = WaitScope.line
        for candidate in [WaitScope.screen, .line] where rest.hasPrefix("+\(candidate.rawValue)") {
            scope = candidate
            rest = rest.dropFirst(candidate.rawValue.count + 1)
        }
        if rest.hasPrefix("@") {
            let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? rest.endIndex
            _ = try duration(Word(text: String(rest[rest.index(after: rest.startIndex)..<end]), quoted: false), "Wait@")
            rest = rest[end...]
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else {
            throw Message(
                text: "unknown verb 'Wait\(rest.prefix { $0 != " " })' (Wait, Wait+Screen or Wait+Line, then @timeout)")
        }
        let pattern = rest.trimming([" ", "\t"])
        guard pattern.count >= 2, pattern.hasPrefix("/"), pattern.hasSuffix("/") else {
            throw Message(text: "Wait needs a regular expression between slashes: Wait+Screen /127° partiallyOpen/")
        }
        let body = String(pattern.dropFirst().dropLast())
        guard !body.isEmpty else {
            throw Message(text: "Wait needs a regular expression between slashes, not an empty one")
        }
        do {
            _ = try Regex(body)
        } catch {
            throw Message(text: "Wait: /\(body)/ is not a regular expression (\(error))")
        }
        return .wait(scope, body)
    }

    static func parseCommand(_ verb: String, _ args: [Word]) throws -> ScriptCommand {
        func count(_ expected: ClosedRange<Int>, _ usage: String) throws {
            guard expected.contains(args.count) else { throw Message(text: "\(verb) takes \(usage)") }
        }
        switch verb {
        case "Set":
            guard let setting = args.first?.text else {
                throw Message(text: "Set needs a setting: Width, Height, Profile, App, TypingSpeed or Vocabulary")
            }
            let rest = Array(args.dropFirst())
            guard rest.count == 1 else { throw Message(text: "Set \(setting) takes one value") }
            switch setting {
            case "Width":
                return .setWidth(try integer(rest[0], "Set Width", 20...1000, note: " (cells, not VHS's pixels)"))
            case "Height":
                return .setHeight(try integer(rest[0], "Set Height", 5...1000, note: " (cells, not VHS's pixels)"))
            case "Profile": return .setProfile(try path(rest[0], "Set Profile"))
            case "App": return .setApp(try path(rest[0], "Set App"))
            case "TypingSpeed": return .setTypingSpeed(try duration(rest[0], "Set TypingSpeed"))
            case "Vocabulary":
                guard let vocabulary = PlatformVocabulary(rawValue: rest[0].text) else {
                    throw Message(
                        text:
                            "Set Vocabulary: '\(rest[0].text)' is not one of: \(PlatformVocabulary.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                return .setVocabulary(vocabulary)
            case let name where ignoredSettings.contains(name): return .ignoredSetting(name)
            default:
                throw Message(
                    text:
                        "unknown setting '\(setting)' (expected Width, Height, Profile, App, TypingSpeed or Vocabulary)"
                )
            }
        case "Output":
            try count(1...1, "a quoted file name: Output \"demo.cast\"")
            let path = try relativePath(try self.path(args[0], "Output"), "Output")
            let lower = path.lowercased()
            guard lower.hasSuffix(".txt") || lower.hasSuffix(".cast") || lower.hasSuffix(".html") else {
                throw Message(
                    text:
                        "Output \"\(path)\": use a .txt (every frame), .cast (asciicast) or .html (a player page) file; duosim writes text, not video"
                )
            }
            return .output(path)
        case "Screenshot":
            try count(1...1, "a file name: Screenshot \"book.txt\" (.txt, .ans, .html or .svg)")
            let path = try relativePath(try self.path(args[0], "Screenshot"), "Screenshot")
            let ext = path.split(separator: "/").last.flatMap { $0.contains(".") ? $0.split(separator: ".").last : nil }
                .map { $0.lowercased() }
            guard let ext, captureExtensions.contains(ext) else {
                throw Message(
                    text:
                        "Screenshot \"\(path)\": duosim can't write \(ext.map { "'.\($0)'" } ?? "a file without an extension") (formats: .txt, .ans, .html, .svg)"
                )
            }
            return .screenshot(path)
        case "Require":
            try count(1...1, "a program: Require git")
            let program = try self.path(args[0], "Require")
            guard !program.isEmpty else { throw Message(text: "Require needs a program name") }
            return .require(program)
        case "Env":
            try count(2...2, "a name and a quoted value: Env NO_COLOR \"1\"")
            let name = args[0].text
            guard !args[0].quoted, !name.isEmpty, isPlainName(name, orAnyOf: "_") else {
                throw Message(text: "Env: '\(name)' is not a variable name")
            }
            return .env(name, args[1].text)
        case "Source":
            try count(1...1, "a tape: Source \"setup.tape\"")
            return .source(try self.path(args[0], "Source"))
        case "Pose":
            try count(1...1, "a pose name: Pose book")
            return .pose(args[0].text)
        case "Hinge":
            try count(1...1, "an angle: Hinge 127")
            return .hinge(try angle(args[0], "Hinge"))
        case "Hide", "Show":
            try count(0...0, "no arguments")
            return .show(verb == "Show")
        case "Open", "Close", "Half":
            try count(0...0, "no arguments")
            return .hinge(verb == "Open" ? 180 : verb == "Close" ? 0 : 90)
        case "Sweep":
            try count(2...3, "two angles and an optional duration: Sweep 180 0 2s")
            let from = try angle(args[0], "Sweep"), to = try angle(args[1], "Sweep")
            let time = args.count == 3 ? try duration(args[2], "Sweep") : abs(to - from) * 0.02
            return .sweep(from: from, to: to, duration: time)
        case "Key":
            try count(1...2, "a key name and an optional count: Key Right 3")
            guard !args[0].quoted, let key = Key(name: args[0].text) else {
                throw Message(
                    text:
                        "unknown key '\(args[0].text)' (for example Left, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, q)"
                )
            }
            let repeats = args.count == 2 ? try integer(args[1], "Key count", 1...1000) : 1
            return .key(key, count: repeats)
        case "Type":
            try count(1...1, "a quoted text: Type \"s\"")
            let text = try string(args[0], "Type")
            guard !text.isEmpty else { throw Message(text: "Type needs some text") }
            return .type(text)
        case "Click":
            try count(2...2, "a column and a row: Click 40 33")
            return .click(
                column: try integer(args[0], "Click column", 0...999), row: try integer(args[1], "Click row", 0...999))
        case "Drag":
            try count(4...4, "two cells: Drag COL ROW COL ROW")
            return .drag(
                fromColumn: try integer(args[0], "Drag column", 0...999),
                fromRow: try integer(args[1], "Drag row", 0...999),
                toColumn: try integer(args[2], "Drag column", 0...999), toRow: try integer(args[3], "Drag row", 0...999)
            )
        case "Resize":
            try count(2...2, "columns and rows: Resize 100 30")
            return .resize(
                columns: try integer(args[0], "Resize columns", 1...1000),
                rows: try integer(args[1], "Resize rows", 1...1000))
        case "Sleep":
            try count(1...1, "a duration: Sleep 500ms")
            return .sleep(try duration(args[0], "Sleep"))
        case "Capture":
            try count(1...1, "a quoted name: Capture \"book-split\"")
            let name = try string(args[0], "Capture")
            let allowed = isPlainName(name, orAnyOf: "-_.")
            guard !name.isEmpty, allowed, !name.hasPrefix("."), name.count <= 100 else {
                throw Message(text: "Capture \"\(name)\": use a plain file name (letters, digits, - _ .)")
            }
            return .capture(name)
        default:
            let suggestion =
                verbs.first { $0.lowercased() == verb.lowercased() }.map {
                    " (verbs are case-sensitive: did you mean \($0)?)"
                } ?? ""
            throw Message(text: "unknown verb '\(verb)'\(suggestion)")
        }
    }

    // MARK: Words

    struct Word {
        var text: String
        var quoted: Bool
    }

    static func tokenize(_ line: String) throws -> [Word] {
        // Nearly every tape line is ASCII: its bytes are its characters, no grapheme breaking.
        if line.utf8.allSatisfy({ $0 < 0x80 }) {
            return try words(Array(line.utf8), ascii: { $0 }, text: { String(decoding: $0, as: UTF8.self) })
        }
        return try words(Array(line), ascii: \.asciiValue, text: { String($0) })
    }

    /// Splits a line's characters (or bytes) into words: spaces and tabs separate, quotes (`"`, `'`,
    /// `` ` ``) keep spaces and `\` escapes in a word, `#` starts a comment. Only ASCII has a meaning.
    private static func words<Unit>(_ units: [Unit], ascii: (Unit) -> UInt8?, text: ([Unit]) -> String) throws
        -> [Word]
    {
        var words: [Word] = []
        var current: [Unit] = []
        var quoted = false
        var inQuotes = false
        var escaping = false
        var quote = UInt8(ascii: "\"")
        for unit in units {
            let byte = ascii(unit)
            if inQuotes {
                if escaping {
                    current.append(unit)
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else if byte == quote {
                    inQuotes = false
                } else {
                    current.append(unit)
                }
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if !current.isEmpty || quoted { words.append(Word(text: text(current), quoted: quoted)) }
                current.removeAll(keepingCapacity: true)
                quoted = false
            } else if let byte, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`"),
                current.isEmpty, !quoted
            {
                inQuotes = true
                quote = byte
                quoted = true
            } else if byte == UInt8(ascii: "#") && current.isEmpty && !quoted {
                break  // a comment after the command
            } else {
                current.append(unit)
            }
        }
        if inQuotes { throw Message(text: "unterminated string") }
        if !current.isEmpty || quoted { words.append(Word(text: text(current), quoted: quoted)) }
        return words
    }

    /// A path inside the output folder, written the one way (`./a/../b.txt` → `b.txt`).
    static func relativePath(_ path: String, _ what: String) throws -> String {
        guard !path.hasPrefix("/") else {
            throw Message(
                text: "\(what) \"\(path)\": use a path relative to the output folder (-o), not an absolute one")
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." {
                guard !parts.isEmpty else {
                    throw Message(text: "\(what) \"\(path)\" leads outside the output folder (-o)")
                }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        guard !parts.isEmpty else { throw Message(text: "\(what) \"\(path)\" names no file") }
        return parts.joined(separator: "/")
    }

    static func string(_ word: Word, _ what: String) throws -> String {
        guard word.quoted else { throw Message(text: "\(what) needs a quoted string, found '\(word.text)'") }
        return word.text
    }

    /// A file name or program: quoted, or a bare word as VHS allows (`Output demo.txt`).
    static func path(_ word: Word, _ what: String) throws -> String {
        word.text
    }

    static func integer(_ word: Word, _ what: String, _ range: ClosedRange<Int>, note: String = "") throws -> Int {
        guard !word.quoted, let value = Int(word.text) else {
            throw Message(text: "\(what): '\(word.text)' is not a whole number")
        }
        guard range.contains(value) else {
            throw Message(text: "\(what): \(value) is outside \(range.lowerBound)…\(range.upperBound)\(note)")
        }
        return value
    }

    static func angle(_ word: Word, _ what: String) throws -> Double {
        let text = word.text.hasSuffix("°") ? String(word.text.dropLast()) : word.text
        guard !word.quoted, let value = Double(text), value.isFinite else {
            throw Message(text: "\(what): '\(word.text)' is not a number of degrees")
        }
        guard (0...180).contains(value) else { throw Message(text: "\(what): \(word.text) is outside 0…180") }
        return value
    }

    /// `500ms`, `2s`, `1.5s`, `1m`, `0.2` (seconds, as VHS reads a bare number).
    static func duration(_ word: Word, _ what: String) throws -> Double {
        var text = word.text
        var scale = 1.0
        if text.hasSuffix("ms") {
            text.removeLast(2)
            scale = 0.001
        } else if text.hasSuffix("s") {
            text.removeLast()
        } else if text.hasSuffix("m") {
            text.removeLast()
            scale = 60
        }
        guard !word.quoted, let value = Double(text), value.isFinite, value >= 0 else {
            throw Message(text: "\(what): '\(word.text)' is not a duration (like 500ms, 2s, 1 or 1m)")
        }
        guard value * scale <= 3600 else { throw Message(text: "\(what): \(word.text) is longer than an hour") }
        return value * scale
    }
}

extension StringProtocol {
    /// The text without the characters of `set` at either end.
    func trimming(_ set: Set<Character>) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = lastIndex(where: { !set.contains($0) })!
        return String(self[first...last])
    }
}
