import FileIO
import PoseEngine
import Simulator

// MARK: - Arguments

/// What verbs read after themselves. Each reader looks at `peek`, moves onto what it takes, and
/// on a mismatch records an error at the token it found and returns nil.
extension TapeParser {
    /// A string (quoted, or a bare word that is no keyword), as VHS's `STRING` token.
    /// - Parameters:
    ///   - what: the verb, for messages (the one being read when nil);
    ///   - usage: what it takes (its row's `usage` when nil).
    mutating func readString(_ what: String? = nil, _ usage: String? = nil) -> String? {
        guard peek.isString else {
            fail(at: peek, "\(what ?? verbName) takes \(usage ?? self.usage)\(found(peek))")
            return nil
        }
        advance()
        return current.text
    }

    /// Strings side by side, joined by a space (VHS's `Type "a" "b"` types `a b`). A bare word that
    /// starts a line and names a duosim verb is that verb, not more text.
    mutating func readStrings() -> String? {
        guard var text = readString() else { return nil }
        while peek.isString, !(peek.kind == .word && peek.startsLine && verbs.named(peek) != nil) {
            advance()
            text += " " + current.text
        }
        return text
    }

    /// `TIME`: a number of seconds, or with `ms`, `s` or `m` after it (`500ms`, `2s`, `1m`, `.5`).
    mutating func readTime(_ what: String) -> Double? {
        guard peek.kind == .number else {
            fail(
                at: peek,
                "\(what): \(peek.kind == .end ? "a duration is missing" : "\(peek.shown) is not a duration") (like 500ms, 2s, 1 or 1m)"
            )
            return nil
        }
        advance()
        let number = current
        var scale = 1.0
        var written = number.text
        if let unit = Self.unitScale(peek) {
            scale = unit
            advance()
            written += current.text
        } else if peek.kind == .word && peek.joined {
            advance()
            fail(at: number, "\(what): '\(number.text)\(current.text)' is not a duration (like 500ms, 2s, 1 or 1m)")
            return nil
        }
        guard let value = Double(number.text), value.isFinite else {
            fail(at: number, "\(what): '\(number.text)' is not a duration (like 500ms, 2s, 1 or 1m)")
            return nil
        }
        guard Limits.tapeDuration.contains(value * scale) else {
            fail(at: number, "\(what): \(written) is outside \(Limits.describe(Limits.tapeDuration)) s")
            return nil
        }
        return value * scale
    }

    /// The seconds a time unit stands for (`ms`, `s`, `m`), if the token is one.
    static func unitScale(_ token: Token) -> Double? {
        guard token.kind == .word else { return nil }
        switch token.text {
        case "ms": return 0.001
        case "s": return 1
        case "m": return 60
        default: return nil
        }
    }

    /// A number, with a `-` before it when it is negative; `unit` may follow it joined (`127°`).
    mutating func readNumber(_ what: String, unit: String? = nil) -> (value: Double, token: Token)? {
        var negative = false
        if peek.isSymbol("-") {
            advance()
            negative = true
            guard peek.joined else {
                fail(at: current, "\(what): '-' is not a number")
                return nil
            }
        }
        let start = negative ? current : peek
        guard peek.kind == .number, let value = Double(peek.text), value.isFinite else {
            fail(at: peek, "\(what): \(peek.kind == .end ? "a number is missing" : "\(peek.shown) is not a number")")
            return nil
        }
        advance()
        if let unit, peek.isWord(unit), peek.joined { advance() }
        return (negative ? -value : value, start)
    }

    /// A whole number within `range`.
    /// - Parameter shown: the range as messages write it, when it is more than `range` (a
    ///   setting whose range depends on the dialect says both, here and when it is checked).
    mutating func readInteger(_ what: String, _ range: ClosedRange<Int>, note: String = "", shown: String? = nil)
        -> Int?
    {
        guard let (value, token) = readNumber(what) else { return nil }
        guard let integer = Int(exactly: value) else {
            fail(at: token, "\(what): '\(formatPoints(value))' is not a whole number")
            return nil
        }
        guard range.contains(integer) else {
            fail(at: token, "\(what): \(integer) is outside \(shown ?? Limits.describe(range))\(note)")
            return nil
        }
        return integer
    }

    /// An angle in degrees, within `Limits.angle` (`127`, `127°`).
    mutating func readAngle(_ what: String) -> Double? {
        guard let (value, token) = readNumber(what, unit: "°") else { return nil }
        guard Limits.angle.contains(value) else {
            fail(at: token, "\(what): \(formatPoints(value)) is outside \(Limits.describe(Limits.angle))")
            return nil
        }
        return value
    }

    /// An optional count after a key (`Right 3`): 1 when none.
    mutating func readCount(_ what: String) -> Int? {
        guard peek.kind == .number || (peek.isSymbol("-") && !peek.startsLine) else { return 1 }
        return readInteger("\(what) count", Limits.keyCount)
    }

    /// The tokens side by side from `peek` on, as one word (`Shift+Right`, `Ctrl+C`, `PgUp`, `?`).
    mutating func readJoinedWord() -> (text: String, token: Token)? {
        guard peek.kind != .end, peek.kind != .comment, peek.kind != .string else { return nil }
        advance()
        let start = current
        var text = current.text
        while peek.joined, peek.kind != .end, peek.kind != .comment, peek.kind != .string {
            advance()
            text += current.text
        }
        return (text, start)
    }

    /// A file name or program, quoted or bare.
    mutating func readPath(_ what: String? = nil, _ usage: String? = nil) -> String? {
        guard let path = readString(what, usage) else { return nil }
        guard !path.isEmpty else {
            fail(at: current, "\(what ?? verbName) needs a name")
            return nil
        }
        return path
    }

    /// A path inside the output folder, written the one way (`./a/../b.txt` → `b.txt`).
    mutating func readOutputPath() -> String? {
        let what = verbName
        guard let path = readPath() else { return nil }
        if let problem = OutputPolicy.nameProblem(path) {
            fail(at: current, "\(what) \(current.shown): \(problem)")
            return nil
        }
        guard !path.hasPrefix("/") else {
            fail(at: current, "\(what) \"\(path)\": use a path relative to the output folder (-o), not an absolute one")
            return nil
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            guard part != ".." else {
                guard !parts.isEmpty else {
                    fail(at: current, "\(what) \"\(path)\" leads outside the output folder (-o)")
                    return nil
                }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        guard !parts.isEmpty else {
            fail(at: current, "\(what) \"\(path)\" names no file")
            return nil
        }
        // A folder (`frames/`) keeps its slash: VHS's picture-per-frame output.
        return parts.joined(separator: "/") + (path.hasSuffix("/") ? "/" : "")
    }

    /// ` (found X)`, for messages.
    func found(_ token: Token) -> String {
        token.kind == .end ? "" : " (found \(token.shown))"
    }
}
