import FileIO
import PoseEngine

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

    /// `text` with control characters, bidirectional controls and line separators escaped: the
    /// one rule every output follows (`InertRule`).
    public static func escape(_ text: String, keepingLineFeeds: Bool) -> String {
        InertRule.escaped(text, keeping: keepingLineFeeds ? "\n" : nil)
    }

    /// At most `lineLimit` characters: the first 600 and the last 300, and how many were left out.
    static func cap(_ text: String) -> String {
        guard text.count > lineLimit else { return text }
        let head = text.prefix(600), tail = text.suffix(300)
        return "\(head) … (\(text.count - 900) characters left out) … \(tail)"
    }
}
