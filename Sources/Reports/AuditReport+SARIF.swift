import PoseEngine

// MARK: - SARIF

extension AuditReport {
    /// SARIF 2.1.0 (OASIS): one run of the tool `duosim`, a rule per kind of collision and per
    /// kind of presentation finding, and a result per finding (a control or a presentation, what
    /// it meets, how badly, in every window where it does), located at its entry in its profile
    /// file (lines and columns in Unicode scalars, `columnKind`) so code scanning annotates that
    /// line. A bundled profile has no file: its results carry a logical location (the app and
    /// the control or presentation) only.
    public func sarif(toolVersion: String) -> JSONValue {
        let rules = Self.ruleIDs
        var results: [JSONValue] = []
        for entry in entries {
            for finding in entry.reportFindings {
                results.append(result(finding, of: entry, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("duosim")), ("version", .string(toolVersion)), ("semanticVersion", .string(toolVersion)),
            (
                "rules",
                .array(
                    Collision.Kind.allCases.map(Self.rule) + Audit.PresentationFinding.Kind.allCases.map(Self.rule))
            ),
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

    /// Every rule's id, in the order the driver lists them: the collisions', then the presentations'.
    static var ruleIDs: [String] {
        Collision.Kind.allCases.map(\.rawValue) + Audit.PresentationFinding.Kind.allCases.map(\.rawValue)
    }

    private func result(_ finding: ReportFinding, of entry: Entry, ruleIndex: Int) -> JSONValue {
        let app = entry.audit.app
        var location: [(String, JSONValue)] = []
        if let place = entry.place(of: finding.subject) {
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
                        ("name", .string(finding.subject)),
                        ("fullyQualifiedName", .string("\(app.name).\(finding.member).\(finding.subject)")),
                        ("kind", .string("member")),
                    ])
                ])
            ))
        let fingerprint = [app.name, finding.subject, finding.rule, finding.severity.rawValue, finding.obstacle]
        return .object([
            ("ruleId", .string(finding.rule)), ("ruleIndex", .number(Double(ruleIndex))),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.sentence))])),
            ("locations", .array([.object(location)])),
            ("partialFingerprints", .object([("duosimFinding/v1", .string(fingerprint.joined(separator: "/")))])),
            ("properties", .object([("windows", .number(Double(finding.configurations.count)))])),
        ])
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

    /// A rule for each kind of presentation finding.
    static func rule(_ kind: Audit.PresentationFinding.Kind) -> JSONValue {
        let full: String
        switch kind {
        case .crossesFold: full = "A presentation lies over the active fold, where the system never puts one."
        case .overlapsOcclusion: full = "A presentation overlaps an active camera or the Dynamic Island."
        case .notBesideAnchor:
            full = "A popover or menu has no room beside its anchor on its side of the fold: it is centred there."
        case .coversAnchor: full = "A popover or menu covers the view it points at."
        case .constrained: full = "A presentation is shrunk from its preferred size to its side of the fold."
        case .anchorHidden:
            full = "A popover's anchor isn't shown: it points at the overflow button or the content's centre."
        case .adaptedToSheet: full = "A popover is shown as a sheet: a compact width adapts it."
        case .toolbarOverflow: full = "Items of a presentation's own toolbar are in its overflow menu."
        case .insideContainer:
            full = "An arrangement view is inside a NavigationSplitView, a List or a ScrollView, which 003 rules out."
        }
        let name = "Presentation" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
        return .object([
            ("id", .string(kind.rawValue)), ("name", .string(name)),
            (
                "shortDescription",
                .object([
                    (
                        "text",
                        .string(
                            (kind == .insideContainer ? "An arrangement view " : "A presentation ") + kind.words + ".")
                    )
                ])
            ),
            ("fullDescription", .object([("text", .string(full))])),
            ("defaultConfiguration", .object([("level", .string(kind.defaultLevel.rawValue))])),
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
