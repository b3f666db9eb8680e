import PoseEngine

// MARK: - SARIF

extension AuditReport {
    /// SARIF 2.1.0 (OASIS): one run of the tool `duosim`, a rule per kind of collision, and a
    /// result per finding (a control, what it collides with, how badly, in every window where it
    /// does), located at the control's entry in its profile file (lines and columns in Unicode
    /// scalars, `columnKind`) so code scanning annotates that line. A bundled profile has no file:
    /// its results carry a logical location (the app and the control) only.
    public func sarif(toolVersion: String) -> JSONValue {
        let rules = Collision.Kind.allCases
        var results: [JSONValue] = []
        for entry in entries {
            for finding in entry.audit.findings {
                results.append(result(finding, of: entry, ruleIndex: rules.firstIndex(of: finding.kind) ?? 0))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("duosim")), ("version", .string(toolVersion)), ("semanticVersion", .string(toolVersion)),
            ("rules", .array(rules.map(Self.rule))),
        ])
        return .object([
            (
                "$schema",
                .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
            ),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
    }

    private func result(_ finding: Audit.Finding, of entry: Entry, ruleIndex: Int) -> JSONValue {
        let app = entry.audit.app
        var location: [(String, JSONValue)] = []
        if let place = entry.place(of: finding.control) {
            location.append(
                (
                    "physicalLocation",
                    .object([
                        ("artifactLocation", .object([("uri", .string(Self.uri(place.file)))])),
                        (
                            "region",
                            .object([
                                ("startLine", .number(Double(place.span.line))),
                                ("startColumn", .number(Double(place.span.column))),
                                ("endLine", .number(Double(place.span.endLine))),
                                ("endColumn", .number(Double(place.span.endColumn))),
                            ])
                        ),
                    ])
                ))
        }
        location.append(
            (
                "logicalLocations",
                .array([
                    .object([
                        ("name", .string(finding.control)),
                        ("fullyQualifiedName", .string("\(app.name).controls.\(finding.control)")),
                        ("kind", .string("member")),
                    ])
                ])
            ))
        return .object([
            ("ruleId", .string(finding.kind.rawValue)), ("ruleIndex", .number(Double(ruleIndex))),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(Self.sentence(finding, in: entry.audit)))])),
            ("locations", .array([.object(location)])),
            (
                "partialFingerprints",
                .object([
                    (
                        "duosimFinding/v1",
                        .string(
                            [app.name, finding.control, finding.kind.rawValue, finding.severity.rawValue, finding.with]
                                .joined(separator: "/"))
                    )
                ])
            ),
            ("properties", .object([("windows", .number(Double(finding.configurations.count)))])),
        ])
    }

    /// A finding in one sentence: the control, what it collides with, where, and the first fix.
    static func sentence(_ finding: Audit.Finding, in audit: Audit, limit: Int = 4) -> String {
        let places = Audit.summarize(finding.configurations)
        let more = places.count > limit ? " and \(places.count - limit) more" : ""
        var text = "\(finding.control) \(finding.message), in \(finding.configurations.count) window"
        text += "\(finding.configurations.count == 1 ? "" : "s") of \(audit.app.name): "
        text += places.prefix(limit).joined(separator: ", ") + more
        if let (move, configuration) = finding.moves.first { text += ". Fix: \(move.description) (\(configuration))" }
        return text + "."
    }

    /// A rule for each kind of collision.
    static func rule(_ kind: Collision.Kind) -> JSONValue {
        let (name, short, full): (String, String, String)
        switch kind {
        case .fold:
            (name, short, full) = (
                "CrossesFold", "A control crosses the active fold.",
                "A control crosses the active fold with its margins: an error when it takes touches, a warning for text; content that scrolls is exempt."
            )
        case .inactiveFold:
            (name, short, full) = (
                "StraddlesInactiveFold", "A control straddles the inactive fold.",
                "A control straddles the fold while it is flat and inactive: it will cross it when the device folds."
            )
        case .occlusion:
            (name, short, full) = (
                "OverlapsOcclusion", "A control overlaps a camera or the Dynamic Island.",
                "A control overlaps a camera or the Dynamic Island, where touches may be suppressed."
            )
        case .sideBar:
            (name, short, full) = (
                "UnderSideBar", "A control lies under the side column.",
                "A control lies under the column that vertical bars take beside the fold."
            )
        case .safeArea:
            (name, short, full) = (
                "OutsideSafeArea", "A control lies outside the safe area.",
                "A control lies outside the window's safe area, under its bars."
            )
        case .offWindow:
            (name, short, full) = (
                "OffWindow", "A control lies past its window's edge.", "A control lies partly outside its window."
            )
        }
        return .object([
            ("id", .string(kind.rawValue)), ("name", .string(name)),
            ("shortDescription", .object([("text", .string(short))])),
            ("fullDescription", .object([("text", .string(full))])),
            ("defaultConfiguration", .object([("level", .string(kind == .inactiveFold ? "note" : "error"))])),
        ])
    }

    /// A path as a URI reference: a relative path stays relative (code scanning reads it from the
    /// repository's root), an absolute one is a `file://` URI; bytes outside RFC 3986's unreserved
    /// characters and `/` are percent-encoded.
    public static func uri(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        var out = trimmed.hasPrefix("/") ? "file://" : ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            }
        }
        return out
    }
}
