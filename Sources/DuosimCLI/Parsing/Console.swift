import FileIO

// MARK: - Console

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// The first failed write to `out`, if any (the run then ends with 74).
    public var outFailure: @Sendable () -> OutputFileError?

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outFailure: @escaping @Sendable () -> OutputFileError? = { nil }
    ) {
        self.out = out
        self.err = err
        self.outFailure = outFailure
    }

    /// The process's standard output (unbuffered, every write checked) and standard error.
    public static let standard = Console(
        out: { text in StandardOutput.write(text) },
        err: { text in writeAll(text, to: 2) },
        outFailure: { StandardOutput.failure })

    /// Says `message` on standard error as one inert `duosim: …` line: control characters
    /// escaped, at most `InertText.lineLimit` characters. The one place such lines are written.
    /// - Parameter detail: lines that follow (a `Wait`'s screen): control characters other than
    ///   line feeds escaped.
    public func report(_ message: String, detail: String? = nil) {
        var text = "duosim: " + InertText.line(message) + "\n"
        if let detail { text += InertText.block(detail) }
        err(text)
    }
}

// MARK: - InertText

/// Text from outside (arguments, file names, profile strings, tape lines) made safe to print on a
/// terminal: every control character written as an escape (`\n`, `\u{1B}`), so nothing can split
/// a message line, move the cursor, set the title or reach the clipboard.
public enum InertText {
    /// The longest message line, in characters; a longer one keeps its start and its end.
    public static let lineLimit = 1000

    /// One line: every control character escaped, capped at `lineLimit` characters.
    public static func line(_ text: String) -> String {
        cap(escape(text, keepingLineFeeds: false))
    }

    /// Lines: control characters other than `\n` escaped; ends with a line feed.
    public static func block(_ text: String) -> String {
        let escaped = escape(text, keepingLineFeeds: true)
        return escaped.hasSuffix("\n") ? escaped : escaped + "\n"
    }

    /// `text` with control characters, bidirectional overrides and line separators escaped.
    public static func escape(_ text: String, keepingLineFeeds: Bool) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) && !(keepingLineFeeds && $0 == "\n") }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar), !(keepingLineFeeds && scalar == "\n") else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }

    /// Control characters (C0, DEL, C1), the bidirectional embeddings, overrides and isolates, and
    /// the line and paragraph separators.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// At most `lineLimit` characters: the first 600 and the last 300, and how many were left out.
    static func cap(_ text: String) -> String {
        guard text.count > lineLimit else { return text }
        let head = text.prefix(600), tail = text.suffix(300)
        return "\(head) … (\(text.count - 900) characters left out) … \(tail)"
    }
}
