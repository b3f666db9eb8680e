import PoseEngine

// MARK: - AuditReport

/// One `duosim audit` run: every app profile audited, each with the file it was read from, and
/// the report in the form asked for (`AuditFormat`): text for people, JSON, JUnit XML, SARIF, or
/// GitHub workflow commands.
public struct AuditReport: Sendable {
    /// One app profile's audit.
    public struct Entry: Sendable {
        public var audit: Audit
        /// The file it was read from, as named on the command line; `nil` for a bundled profile.
        public var file: String?

        public init(audit: Audit, file: String?) {
            self.audit = audit
            self.file = file
        }

        /// Where a control (or any entry with an id) is in `file`, when both are known.
        func place(of id: String) -> (file: String, span: SourceSpan)? {
            guard let file, let span = audit.app.sourceSpans[id] else { return nil }
            return (file, span)
        }
    }

    public var entries: [Entry]
    /// Warnings fail too.
    public var strict: Bool
    /// The command line named a folder or several profiles: the text ends with a summary of all,
    /// and the JSON lists them (`"profiles"`) even when there is one.
    public var isBatch: Bool

    public init(entries: [Entry], strict: Bool, isBatch: Bool) {
        self.entries = entries
        self.strict = strict
        self.isBatch = isBatch
    }

    /// 1 when any profile's audit fails (an error, or a warning when strict), else 0.
    public var exitCode: Int32 {
        entries.contains { $0.audit.exitCode(strict: strict) != 0 } ? 1 : 0
    }

    /// How many findings of a severity, over every profile.
    public func count(_ severity: Collision.Severity) -> Int {
        entries.reduce(0) { $0 + $1.audit.count(severity) }
    }

    /// The report in `format`; `color` paints the text for a terminal (the other formats have none).
    /// The text is made inert (`InertRule`, line feeds kept) before it is painted: a file's path
    /// or a title holds what it holds, and shows as its escapes.
    public func render(_ format: AuditFormat, color: Bool = false, toolVersion: String) -> String {
        switch format {
        case .text:
            let inert = InertRule.escaped(text, keeping: "\n")
            return color ? AuditPaint.paint(inert) : inert
        case .json: return json.render()
        case .junit: return junit
        case .sarif: return sarif(toolVersion: toolVersion).render()
        case .github: return github
        }
    }

    // MARK: Text

    /// Each profile's report; with several, each without its exit and then one summary of all.
    public var text: String {
        guard isBatch else { return entries.map { $0.audit.text(strict: strict) }.joined(separator: "\n") }
        var out = ""
        for entry in entries {
            var own = entry.audit.text(strict: strict)
            // The last line's " · exit N" is the run's to say, once, below.
            if let cut = own.ranges(of: " · exit ").last { own = String(own[..<cut.lowerBound]) + "\n" }
            out += own + "\n"
        }
        let failing = entries.filter { $0.audit.exitCode(strict: strict) != 0 }.map { $0.audit.app.name }
        let windows = entries.reduce(0) { $0 + $1.audit.windows.count }
        out +=
            "duosim audit · \(entries.count) app profile\(entries.count == 1 ? "" : "s") · \(windows) windows checked\n"
        for entry in entries {
            let audit = entry.audit
            out +=
                "  \(audit.exitCode(strict: strict) == 0 ? "✔" : "✘") \(padColumn(audit.app.name, 12)) \(Self.counts(audit.count(.error), audit.count(.warning), audit.count(.note)))\(entry.file.map { "  \($0)" } ?? "")\n"
        }
        out +=
            exitCode == 0
            ? "✔ none collides" : "✘ \(failing.count) of \(entries.count) collide\(failing.count == 1 ? "s" : "")"
        out += " · \(Self.counts(count(.error), count(.warning), count(.note)))"
        out += strict ? " (strict: warnings fail)" : ""
        return out + " · exit \(exitCode)\n"
    }

    /// `4 errors, 1 warning, 2 notes`.
    static func counts(_ errors: Int, _ warnings: Int, _ notes: Int) -> String {
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")"
    }

    // MARK: JSON

    /// One profile: its document. Several (or a folder): `profiles`, each one's document without
    /// a version of its own, and a `summary` of all.
    public var json: JSONValue {
        let documents = entries.map { $0.audit.members(strict: strict, file: $0.file) }
        guard isBatch else { return .document(documents.first ?? []) }
        let failing = entries.filter { $0.audit.exitCode(strict: strict) != 0 }.map {
            JSONValue.string($0.audit.app.name)
        }
        return .document([
            ("profiles", .array(documents.map { .object($0) })),
            (
                "summary",
                .object([
                    ("profiles", .number(Double(entries.count))), ("failing", .array(failing)),
                    ("errors", .number(Double(count(.error)))), ("warnings", .number(Double(count(.warning)))),
                    ("notes", .number(Double(count(.note)))), ("strict", .bool(strict)),
                    ("exitCode", .number(Double(exitCode))),
                ])
            ),
        ])
    }
}

// MARK: - AuditFormat

/// The forms `duosim audit --format` writes.
public enum AuditFormat: String, CaseIterable, Sendable {
    /// For people (coloured on a terminal).
    case text
    /// The report as JSON (`Schemas/audit.schema.json`).
    case json
    /// JUnit XML: a test case per app × pose × window, failing with every finding that fails it.
    case junit
    /// SARIF 2.1.0, each result at its control's or presentation's line and column in its profile.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`).
    case github
}

// MARK: - AuditPaint

/// The audit's text coloured for a terminal: severities in their colours, the verdict green or
/// red, control names bold. The words stay the same; only SGR sequences are added.
enum AuditPaint {
    static let red = "31", yellow = "33", cyan = "36", green = "32", bold = "1"

    static func paint(_ text: String) -> String {
        var lines: [String] = []
        var afterBlank = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            lines.append(paint(line: line, afterBlank: afterBlank))
            afterBlank = line.isEmpty
        }
        return lines.joined(separator: "\n")
    }

    private static func paint(line: String, afterBlank: Bool) -> String {
        for (word, color) in [("error", red), ("warning", yellow), ("note", cyan), ("ok", green)] {
            if line.hasPrefix("  \(word) ") { return "  " + sgr(color, word) + line.dropFirst(2 + word.count) }
        }
        for (mark, color) in [("✘", red), ("✔", green)] {
            if line.hasPrefix(mark) { return sgr(color, line) }
            if line.hasPrefix("  \(mark) ") { return "  " + sgr(color, mark) + line.dropFirst(3) }
        }
        // A control's heading: the line after a blank one, up to its " (group …".
        if afterBlank, let cut = line.firstRange(of: " (group ") {
            return sgr(bold, String(line[..<cut.lowerBound])) + line[cut.lowerBound...]
        }
        return line
    }

    private static func sgr(_ code: String, _ text: String) -> String { "\u{1B}[\(code)m\(text)\u{1B}[0m" }
}
