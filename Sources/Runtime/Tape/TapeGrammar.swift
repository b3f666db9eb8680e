import Simulator

// MARK: - TapeGrammar

/// The grammar as people read it, made from the verb and setting tables: Docs/TAPES.md's tables
/// (a test keeps them current) and `record --help`'s lines.
public enum TapeGrammar {
    /// The verbs as a Markdown table.
    public static var verbsTable: String { verbsTable(TapeVerb.all) }

    /// The verbs of a table as a Markdown table.
    public static func verbsTable(_ verbs: [TapeVerb]) -> String {
        var lines = ["| verb | from | what it does |", "|---|---|---|"]
        for verb in verbs {
            lines.append("| `\(cell(verb.syntax))` | \(verb.origin.rawValue) | \(cell(verb.summary)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The settings as a Markdown table.
    public static var settingsTable: String {
        let meanings: [TapeSetting.Meaning: String] = [
            .used: "used", .sizes: "draws the pictures, and sizes the terminal at the prompt",
            .draws: "draws the pictures", .ignored: "means nothing here (said once)",
        ]
        var lines = ["| setting | value | here |", "|---|---|---|"]
        for setting in TapeSetting.all {
            let meaning = meanings[setting.meaning] ?? ""
            let origin = setting.isDuosims ? " (duosim's)" : ""
            lines.append(
                "| `Set \(setting.name)` | `\(cell(setting.value))` | \(cell(setting.summary)); \(meaning)\(origin) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `record --help`'s grammar: a verb a line, then the settings.
    public static var helpLines: String { helpLines(TapeVerb.all) }

    /// The grammar of a table of verbs, for help.
    public static func helpLines(_ verbs: [TapeVerb]) -> String {
        let syntaxes = verbs.map { verb in
            verb.syntax.count <= 38 ? verb.syntax : String(verb.syntax.split(separator: "·")[0].trimmed) + " …"
        }
        let width = syntaxes.map(\.count).max() ?? 0
        var lines: [String] = []
        for (verb, syntax) in zip(verbs, syntaxes) {
            let pad = String(repeating: " ", count: width - syntax.count + 2)
            lines.append("  \(syntax)\(pad)\(verb.brief)\(verb.origin == .duosim ? " (duosim's)" : "")")
        }
        let used = TapeSetting.all.filter { $0.meaning == .used }.map(\.name)
        let pictures = TapeSetting.all.filter { $0.meaning == .sizes || $0.meaning == .draws }.map(\.name)
        let ignored = TapeSetting.all.filter { $0.meaning == .ignored }.map(\.name)
        lines += wrap("  Settings: ", used)
        lines += wrap("  For pictures (\(OutputFormat.pictures.joined(separator: " "))): ", pictures)
        lines += wrap("  Accepted, meaning nothing here: ", ignored)
        return lines.joined(separator: "\n")
    }

    /// `words` after `lead`, wrapped at 96 columns with the continuation lines indented.
    static func wrap(_ lead: String, _ words: [String]) -> [String] {
        var lines = [lead]
        for word in words {
            if lines[lines.count - 1].count + word.count + 1 > 96 { lines.append("    ") }
            lines[lines.count - 1] += (lines[lines.count - 1].hasSuffix(" ") ? "" : " ") + word
        }
        return lines
    }

    /// A table cell's text: a `|` would end the cell, even in code.
    public static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// The markers around the tables in Docs/TAPES.md.
    public static let markers = (
        verbs: (
            "<!-- verbs: TapeGrammar.verbsTable; a test keeps this current (DUOSIM_RECORD=all rewrites it) -->",
            "<!-- /verbs -->"
        ),
        settings: (
            "<!-- settings: TapeGrammar.settingsTable; a test keeps this current (DUOSIM_RECORD=all rewrites it) -->",
            "<!-- /settings -->"
        )
    )

    /// `doc` with its grammar tables made anew (unchanged where it has no markers).
    public static func replacingTables(in doc: String) -> String {
        var text = doc
        for (marker, table) in [(markers.verbs, verbsTable), (markers.settings, settingsTable)] {
            guard let open = text.firstRange(of: marker.0 + "\n"),
                let close = text[open.upperBound...].firstRange(of: marker.1)
            else { continue }
            text = String(text[..<open.upperBound]) + table + "\n" + String(text[close.lowerBound...])
        }
        return text
    }
}

extension Substring {
    var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
