import PoseEngine

// MARK: - GitHub workflow commands

extension AuditReport {
    /// GitHub Actions workflow commands: an `::error`, `::warning` or `::notice` line per finding,
    /// the controls' and the presentations', at its entry's line and column in its profile file
    /// (`file=…,line=…,endLine=…,col=…`) when the profile is a file, then the summary as a plain
    /// line. The runner turns each command into an annotation on that line of the pull request.
    public var github: String {
        var out = ""
        for entry in entries {
            for finding in entry.reportFindings {
                let command: String
                switch finding.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .note: command = "notice"
                }
                var properties: [(String, String)] = []
                if let place = entry.place(of: finding.subject) {
                    properties += [
                        ("file", place.file), ("line", "\(place.span.line)"), ("endLine", "\(place.span.endLine)"),
                        ("col", "\(place.span.column)"),
                    ]
                }
                properties.append(("title", "duosim audit: \(finding.title)"))
                let list = properties.map { "\($0)=\(Self.escapeProperty($1))" }.joined(separator: ",")
                out += "::\(command) \(list)::\(Self.escapeData(finding.sentence))\n"
            }
        }
        let windows = entries.reduce(0) { $0 + $1.audit.windows.count }
        out += "duosim audit: \(entries.count) app profile\(entries.count == 1 ? "" : "s"), \(windows) windows, "
        out += Self.counts(count(.error), count(.warning), count(.note))
        return out + "\(strict ? " (strict: warnings fail)" : "") · exit \(exitCode)\n"
    }

    /// A command's message: `%`, CR and LF escaped as the runner reads them, and every other
    /// character `InertRule` names in its escape form (the workflow log is a terminal's).
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if InertRule.needsEscape(scalar) {
                    out += InertRule.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A property's value: as a message, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
