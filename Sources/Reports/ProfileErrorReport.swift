import PoseEngine

// MARK: - ProfileErrorReport

/// The errors of profiles that don't read, as an audit's report formats carry them, so a CI job
/// that uploads a report gets one that says what is wrong, at its line, instead of none:
/// workflow commands (`::error file=…,line=…,col=…`), a SARIF run with a result per error (rule
/// `profile-error`), JUnit with a failing case per error. The run still ends with 65.
public struct ProfileErrorReport: Sendable {
    /// Every error, each with its file, JSON path and (from a file's text) line and column.
    public var errors: [DataError]

    public init(errors: [DataError]) {
        self.errors = errors
    }

    /// The rule every result names.
    public static let ruleID = "profile-error"

    /// The report in `format`; `nil` for text and JSON, whose errors are standard error's only.
    public func render(_ format: AuditFormat, toolVersion: String) -> String? {
        switch format {
        case .text, .json: return nil
        case .github: return github
        case .sarif: return sarif(toolVersion: toolVersion).render()
        case .junit: return junit
        }
    }

    /// `JSON.PATH: what is wrong`, as the stderr line has it after the place.
    private static func message(_ error: DataError) -> String { "\(error.location): \(error.reason)" }

    /// An `::error` line per error, then the summary as a plain line.
    public var github: String {
        var out = ""
        for error in errors {
            var properties: [(String, String)] = [("file", error.file)]
            if let line = error.line { properties.append(("line", "\(line)")) }
            if let column = error.column { properties.append(("col", "\(column)")) }
            properties.append(("title", "duosim: profile error"))
            let list = properties.map { "\($0)=\(AuditReport.escapeProperty($1))" }.joined(separator: ",")
            out += "::error \(list)::\(AuditReport.escapeData(Self.message(error)))\n"
        }
        return out + "duosim audit: \(summary) · exit 65\n"
    }

    /// `2 errors in 1 profile that doesn't read`.
    private var summary: String {
        let files = Set(errors.map(\.file)).count
        return "\(errors.count) error\(errors.count == 1 ? "" : "s") in \(files) profile\(files == 1 ? "" : "s") "
            + "that \(files == 1 ? "doesn't" : "don't") read"
    }

    /// SARIF 2.1.0: one run of `duosim`, the one rule, a result per error at its line and column.
    public func sarif(toolVersion: String) -> JSONValue {
        let rule: JSONValue = .object([
            ("id", .string(Self.ruleID)), ("name", .string("ProfileError")),
            ("shortDescription", .object([("text", .string("A profile that duosim can't read."))])),
            (
                "fullDescription",
                .object([
                    (
                        "text",
                        .string(
                            "A profile that isn't JSON, or that the schema or duosim's own rules refuse (a wrong type, an unknown or missing key, a value out of range, an id used twice, a key the terminal UI keeps): nothing in it is audited."
                        )
                    )
                ])
            ),
            ("defaultConfiguration", .object([("level", .string("error"))])),
        ])
        let driver: JSONValue = .object([
            ("name", .string("duosim")), ("version", .string(toolVersion)), ("semanticVersion", .string(toolVersion)),
            ("rules", .array([rule])),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(errors.map(result))),
        ])
        return .object([
            (
                "$schema",
                .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
            ),
            ("version", .string("2.1.0")), ("runs", .array([run])),
        ])
    }

    private func result(_ error: DataError) -> JSONValue {
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(AuditReport.uri(error.file)))]))
        ]
        if let line = error.line {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(line)))]
            if let column = error.column { region.append(("startColumn", .number(Double(column)))) }
            physical.append(("region", .object(region)))
        }
        let logical: JSONValue = .object([("fullyQualifiedName", .string(error.location)), ("kind", .string("member"))])
        return .object([
            ("ruleId", .string(Self.ruleID)), ("ruleIndex", .number(0)), ("level", .string("error")),
            ("message", .object([("text", .string(Self.message(error)))])),
            (
                "locations",
                .array([.object([("physicalLocation", .object(physical)), ("logicalLocations", .array([logical]))])])
            ),
            (
                "partialFingerprints",
                .object([("duosimProfileError/v1", .string("\(error.file)/\(error.location)/\(error.reason)"))])
            ),
        ])
    }

    /// JUnit XML: a `testsuite` per profile that doesn't read, a failing `testcase` per error
    /// (named by its JSON path, at its file and line).
    public var junit: String {
        var files: [String] = []
        for error in errors where !files.contains(error.file) { files.append(error.file) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"duosim audit\" tests=\"\(errors.count)\" failures=\"\(errors.count)\" errors=\"0\">\n"
        for file in files {
            let found = errors.filter { $0.file == file }
            let name = XMLText.escape(file)
            out += "  <testsuite name=\"\(name)\" tests=\"\(found.count)\" failures=\"\(found.count)\" errors=\"0\""
            out += " skipped=\"0\" file=\"\(name)\">\n"
            for error in found {
                out += "    <testcase classname=\"duosim.profile\" name=\"\(XMLText.escape(error.location))\""
                out += " file=\"\(name)\"" + (error.line.map { " line=\"\($0)\"" } ?? "") + ">\n"
                out += "      <failure type=\"\(Self.ruleID)\" message=\"\(XMLText.escape(error.reason))\">"
                out += XMLText.escape(error.description) + "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
