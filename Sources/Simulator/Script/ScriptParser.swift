// MARK: - ScriptParser

/// Reads `.tape` scripts. Verbs are case-sensitive, `#` starts a comment line, strings are
/// in double quotes (`\"` and `\\` escape).
public enum ScriptParser {
    /// The verbs, for "unknown verb" messages.
    public static let verbs = ["Set", "Output", "Pose", "Hinge", "Open", "Close", "Half", "Sweep", "Key", "Type",
                               "Click", "Drag", "Resize", "Sleep", "Capture", "Hide", "Show"]

    /// Parses a whole script into memory.
    /// - Throws: `ScriptError` for the first line that is wrong.
    public static func parse(_ text: String, file: String) throws -> Script {
        var lines: [ScriptLine] = []
        try forEachLine(Array(text.utf8), file: file) { lines.append($0) }
        return Script(file: file, lines: lines)
    }

    /// Parses a script's bytes one line at a time, handing each command to `body` as it is read,
    /// so a script of any length costs no more memory than its bytes.
    /// - Throws: `ScriptError` for the first line that is wrong (or not UTF-8); whatever `body` throws.
    public static func forEachLine(_ bytes: [UInt8], file: String, _ body: (ScriptLine) throws -> Void) throws {
        var start = 0
        var number = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 10 { end += 1 }
            number += 1
            guard let raw = String(validating: bytes[start..<end], as: UTF8.self) else {
                throw ScriptError(file: file, line: number, message: "not UTF-8 text")
            }
            start = end + 1
            let line = raw.trimmingCharacters(in: [" ", "\t", "\r"])
            if line.isEmpty || line.hasPrefix("#") { continue }
            let command: ScriptCommand
            do {
                command = try parseLine(line)
            } catch let message as Message {
                throw ScriptError(file: file, line: number, message: message.text)
            }
            try body(ScriptLine(number: number, command: command))
        }
    }

    struct Message: Error { var text: String }

    // MARK: Lines

    static func parseLine(_ line: String) throws -> ScriptCommand {
        let words = try tokenize(line)
        let verb = words[0].text
        let args = Array(words.dropFirst())
        func count(_ expected: ClosedRange<Int>, _ usage: String) throws {
            guard expected.contains(args.count) else { throw Message(text: "\(verb) takes \(usage)") }
        }
        switch verb {
        case "Set":
            guard let setting = args.first?.text else {
                throw Message(text: "Set needs a setting: Width, Height, Profile, App or TypingSpeed")
            }
            let rest = Array(args.dropFirst())
            guard rest.count == 1 else { throw Message(text: "Set \(setting) takes one value") }
            switch setting {
            case "Width": return .setWidth(try integer(rest[0], "Set Width", 20...1000))
            case "Height": return .setHeight(try integer(rest[0], "Set Height", 5...1000))
            case "Profile": return .setProfile(try string(rest[0], "Set Profile"))
            case "App": return .setApp(try string(rest[0], "Set App"))
            case "TypingSpeed": return .setTypingSpeed(try duration(rest[0], "Set TypingSpeed"))
            default:
                throw Message(text: "unknown setting '\(setting)' (expected Width, Height, Profile, App or TypingSpeed)")
            }
        case "Output":
            try count(1...1, "a quoted file name: Output \"demo.cast\"")
            let path = try relativePath(try string(args[0], "Output"), "Output")
            let lower = path.lowercased()
            guard lower.hasSuffix(".txt") || lower.hasSuffix(".cast") else {
                throw Message(text: "Output \"\(path)\": use a .txt (every frame) or .cast (asciicast) file")
            }
            return .output(path)
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
                throw Message(text: "unknown key '\(args[0].text)' (for example Left, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, q)")
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
            return .click(column: try integer(args[0], "Click column", 0...999), row: try integer(args[1], "Click row", 0...999))
        case "Drag":
            try count(4...4, "two cells: Drag COL ROW COL ROW")
            return .drag(
                fromColumn: try integer(args[0], "Drag column", 0...999), fromRow: try integer(args[1], "Drag row", 0...999),
                toColumn: try integer(args[2], "Drag column", 0...999), toRow: try integer(args[3], "Drag row", 0...999))
        case "Resize":
            try count(2...2, "columns and rows: Resize 100 30")
            return .resize(columns: try integer(args[0], "Resize columns", 1...1000), rows: try integer(args[1], "Resize rows", 1...1000))
        case "Sleep":
            try count(1...1, "a duration: Sleep 500ms")
            return .sleep(try duration(args[0], "Sleep"))
        case "Capture":
            try count(1...1, "a quoted name: Capture \"book-split\"")
            let name = try string(args[0], "Capture")
            let allowed = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
            guard !name.isEmpty, allowed, !name.hasPrefix("."), name.count <= 100 else {
                throw Message(text: "Capture \"\(name)\": use a plain file name (letters, digits, - _ .)")
            }
            return .capture(name)
        default:
            let suggestion = verbs.first { $0.lowercased() == verb.lowercased() }.map { " (verbs are case-sensitive: did you mean \($0)?)" } ?? ""
            throw Message(text: "unknown verb '\(verb)'\(suggestion)")
        }
    }

    // MARK: Words

    struct Word { var text: String; var quoted: Bool }

    static func tokenize(_ line: String) throws -> [Word] {
        var words: [Word] = []
        var current = ""
        var quoted = false
        var inQuotes = false
        var escaping = false
        for character in line {
            if inQuotes {
                if escaping {
                    current.append(character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    current.append(character)
                }
            } else if character == " " || character == "\t" {
                if !current.isEmpty || quoted { words.append(Word(text: current, quoted: quoted)) }
                current = ""
                quoted = false
            } else if character == "\"" && current.isEmpty && !quoted {
                inQuotes = true
                quoted = true
            } else if character == "#" && current.isEmpty && !quoted {
                break  // a comment after the command
            } else {
                current.append(character)
            }
        }
        if inQuotes { throw Message(text: "unterminated string") }
        if !current.isEmpty || quoted { words.append(Word(text: current, quoted: quoted)) }
        return words
    }

    /// A path inside the output folder, written the one way (`./a/../b.txt` → `b.txt`).
    static func relativePath(_ path: String, _ what: String) throws -> String {
        guard !path.hasPrefix("/") else {
            throw Message(text: "\(what) \"\(path)\": use a path relative to the output folder (-o), not an absolute one")
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

    static func integer(_ word: Word, _ what: String, _ range: ClosedRange<Int>) throws -> Int {
        guard !word.quoted, let value = Int(word.text) else { throw Message(text: "\(what): '\(word.text)' is not a whole number") }
        guard range.contains(value) else { throw Message(text: "\(what): \(value) is outside \(range.lowerBound)…\(range.upperBound)") }
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

    /// `500ms`, `2s`, `1.5s`, `0.2` (seconds).
    static func duration(_ word: Word, _ what: String) throws -> Double {
        var text = word.text
        var scale = 1.0
        if text.hasSuffix("ms") {
            text.removeLast(2)
            scale = 0.001
        } else if text.hasSuffix("s") {
            text.removeLast()
        }
        guard !word.quoted, let value = Double(text), value.isFinite, value >= 0 else {
            throw Message(text: "\(what): '\(word.text)' is not a duration (like 500ms or 2s)")
        }
        guard value * scale <= 3600 else { throw Message(text: "\(what): \(word.text) is longer than an hour") }
        return value * scale
    }
}
