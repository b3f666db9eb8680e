import PoseEngine

// The audit's presentations, for people and as JSON (`duosim audit`).

/// A presentation of an app's profile and the id of the one it is presented over (nil: the window).
public struct NestedPresentation: Sendable {
    public var spec: PresentationSpec
    public var parent: String?
}

extension AppProfile {
    /// Every presentation, depth first (each followed by those it presents), with its parent's id.
    public var allPresentations: [NestedPresentation] {
        var all: [NestedPresentation] = []
        func walk(_ specs: [PresentationSpec], parent: String?) {
            for spec in specs {
                all.append(NestedPresentation(spec: spec, parent: parent))
                walk(spec.presents, parent: spec.id)
            }
        }
        walk(presentations, parent: nil)
        return all
    }
}

extension Audit {
    /// The presentations' part of the report: each presentation and what was found about it.
    func presentationsText(limit: Int) -> String {
        var out = ""
        for nested in app.allPresentations {
            let spec = nested.spec
            out += "\n\(spec.id) (\(spec.kind.rawValue)\(nested.parent.map { ", over \($0)" } ?? ""))\n"
            let own = presentationFindings.filter { $0.presentation == spec.id }
            if own.isEmpty {
                out += "  ok       nothing to review in any configuration\n"
                continue
            }
            for finding in own {
                out += Self.findingText(finding.severity, finding.message, finding.configurations, limit: limit)
            }
        }
        return out + arrangementText(limit: limit)
    }

    /// A finding's two lines: its severity and message, then how many windows and the first
    /// `limit` of them.
    static func findingText(
        _ severity: Collision.Severity, _ message: String, _ configurations: [Configuration], limit: Int
    ) -> String {
        let places = Audit.summarize(configurations)
        let more = places.count > limit ? " and \(places.count - limit) more" : ""
        return "  \(padColumn(severity.rawValue, 8)) \(message)\n"
            + "           in \(configurations.count) window\(configurations.count == 1 ? "" : "s"): "
            + places.prefix(limit).joined(separator: ", ") + more + "\n"
    }

    /// The arrangement's part of the report, when the audit found something about it.
    func arrangementText(limit: Int) -> String {
        guard let spec = app.arrangement, !arrangementFindings.isEmpty else { return "" }
        var out = "\narrangement (\(spec.style.rawValue))\n"
        for finding in arrangementFindings {
            out += Self.findingText(finding.severity, finding.message, finding.configurations, limit: limit)
        }
        return out
    }

    /// The arrangement's findings as JSON (the audit prints them only when there are any).
    func arrangementJSON(_ configurationJSON: (Configuration) -> JSONValue) -> JSONValue {
        let own: [JSONValue] = arrangementFindings.map { finding in
            .object([
                ("kind", .string(finding.kind.rawValue)), ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)), ("count", .number(Double(finding.configurations.count))),
                ("configurations", .array(finding.configurations.map(configurationJSON))),
            ])
        }
        return .object([("style", .string(app.arrangement?.style.rawValue ?? "split")), ("findings", .array(own))])
    }

    /// The presentations as JSON: each with its kind, its parent and its findings.
    func presentationsJSON(_ configurationJSON: (Configuration) -> JSONValue) -> JSONValue {
        let list: [JSONValue] = app.allPresentations.map { nested in
            let (spec, parent) = (nested.spec, nested.parent)
            let own: [JSONValue] = presentationFindings.filter { $0.presentation == spec.id }.map { finding in
                let members: [(String, JSONValue)] = [
                    ("kind", .string(finding.kind.rawValue)), ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)), ("count", .number(Double(finding.configurations.count))),
                    ("configurations", .array(finding.configurations.map(configurationJSON))),
                ]
                return .object(members)
            }
            let parentValue: JSONValue = parent.map { JSONValue.string($0) } ?? .null
            let location: JSONValue = app.sourceSpans[spec.id].map(\.json) ?? .null
            let members: [(String, JSONValue)] = [
                ("id", .string(spec.id)), ("kind", .string(spec.kind.rawValue)), ("parent", parentValue),
                ("location", location), ("findings", .array(own)),
            ]
            return .object(members)
        }
        return .array(list)
    }
}
