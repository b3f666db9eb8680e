import Foundation
import PoseEngine
import Reports
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every finding in every report: the controls' and the presentations' findings the JSON lists are
/// the GitHub commands, the SARIF results and the JUnit failures, on their profile lines; a JUnit
/// case fails once, with every finding that fails it.
@Suite("Audit reports carry every finding")
struct AuditFindingsTests {
    /// A profile read from its file (so its entries have places), audited on the bundled device.
    static func report(_ path: String, strict: Bool) throws -> AuditReport {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
        let app = try AppProfile.decode(Array(data), file: path)
        return AuditReport(
            entries: [.init(audit: Audit(profile: duo, app: app), file: path)], strict: strict, isBatch: false)
    }

    /// A control over the fold in some windows, and a popover with warnings and notes in others.
    static let corners = "Tests/ReportsTests/Fixtures/audit-corners.json"

    /// One finding as `severity line subject rule`, from the JSON report: the controls' and the presentations'.
    static func jsonFindings(_ report: AuditReport) throws -> [String] {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.render().utf8)) as? [String: Any])
        var out: [String] = []
        for member in ["controls", "presentations"] {
            for entry in json[member] as? [[String: Any]] ?? [] {
                let line = (entry["location"] as? [String: Any])?["line"] as? Int ?? 0
                for finding in entry["findings"] as? [[String: Any]] ?? [] {
                    out.append("\(finding["severity"] ?? "") \(line) \(entry["id"] ?? "") \(finding["kind"] ?? "")")
                }
            }
        }
        return out.sorted()
    }

    @Test("GitHub and SARIF list the findings the JSON lists, presentations' included, at their lines")
    func sameFindings() throws {
        let report = try Self.report(Self.corners, strict: true)
        let expected = try Self.jsonFindings(report)
        #expect(expected.contains { $0.hasPrefix("warning ") && $0.hasSuffix(" bigPopover notBesideAnchor") })
        #expect(expected.contains { $0.hasPrefix("error ") && $0.contains(" floatingButton ") })

        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(report.sarif(toolVersion: "1").render().utf8)) as? [String: Any]
        )
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let fromSARIF = results.map { result -> String in
            let location = (result["locations"] as? [[String: Any]])?.first
            let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            let name = (location?["logicalLocations"] as? [[String: Any]])?.first?["name"] as? String ?? ""
            // The rule the index points at is the result's own.
            let index = result["ruleIndex"] as? Int ?? -1
            #expect(rules.indices.contains(index) && rules[index]["id"] as? String == result["ruleId"] as? String)
            return "\(result["level"] ?? "") \(region?["startLine"] ?? 0) \(name) \(result["ruleId"] ?? "")"
        }
        #expect(fromSARIF.sorted() == expected)

        let commands = report.github.split(separator: "\n").dropLast().map(String.init)
        let fromGitHub = try commands.map { command -> String in
            let match = try #require(command.firstMatch(of: /^::(error|warning|notice) file=[^,]*,line=(\d+),/))
            return "\(match.1 == "notice" ? "note" : match.1) \(match.2)"
        }
        #expect(
            fromGitHub.sorted() == expected.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }.sorted())
        #expect(commands.contains { $0.contains("title=duosim audit%3A bigPopover (popover) covers its anchor::") })
    }

    @Test("Each presentation rule's default level is the level the audit gives its findings")
    func presentationRules() throws {
        let paths = [Self.corners] + ["mail", "notes", "player"].map { "Profiles/apps/\($0).json" }
        var seen = 0
        for path in paths {
            let report = try Self.report(path, strict: false)
            let log = try #require(
                try JSONSerialization.jsonObject(with: Data(report.sarif(toolVersion: "1").render().utf8))
                    as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let rules = try #require(
                ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
            for finding in report.entries[0].audit.presentationFindings {
                let rule = try #require(rules.first { $0["id"] as? String == finding.kind.rawValue })
                #expect(
                    (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == finding.severity.rawValue)
                seen += 1
            }
        }
        #expect(seen >= 4)
    }

    /// Each test case's failures, as elements.
    static func cases(_ xml: String) throws -> (document: XMLDocument, cases: [XMLElement]) {
        let document = try XMLDocument(xmlString: xml)
        return (document, try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement })
    }

    @Test(
        "JUnit: failures counts the failing cases, one failure each naming every finding that fails it",
        arguments: [("Profiles/apps/scrubber.json", false), (corners, true), (corners, false)])
    func junitCounts(path: String, strict: Bool) throws {
        let report = try Self.report(path, strict: strict)
        let audit = report.entries[0].audit
        let (document, cases) = try Self.cases(report.junit)
        let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
        #expect(cases.allSatisfy { $0.elements(forName: "failure").count <= 1 })
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "failures")?.stringValue == "\(failing.count)")
        #expect(suite.attribute(forName: "tests")?.stringValue == "\(audit.windows.count)")
        // What fails each window, from the audit itself: its collisions and the presentations' findings there.
        let fails = { (severity: Collision.Severity) in severity == .error || (strict && severity == .warning) }
        var failingWindows = 0
        for window in audit.windows {
            let configuration = window.configuration
            let element = try #require(
                cases.first { $0.attribute(forName: "name")?.stringValue == configuration.description })
            #expect(element.attribute(forName: "file")?.stringValue == path)
            let subjects =
                window.collisions.filter { fails($0.severity) }.map { "\($0.control) \($0.message)" }
                + audit.presentationFindings.filter { fails($0.severity) && $0.configurations.contains(configuration) }
                .map { "\($0.presentation) \($0.message)" }
            let text = element.elements(forName: "failure").first?.stringValue ?? ""
            for subject in subjects { #expect(text.contains(subject), "\(configuration): \(subject)") }
            if subjects.isEmpty { #expect(text.isEmpty) } else { failingWindows += 1 }
            if let first = subjects.first {
                let id = String(first.prefix { $0 != " " })
                #expect(element.attribute(forName: "line")?.stringValue == "\(profileLine(of: id, in: path))")
            }
        }
        #expect(failing.count == failingWindows && failingWindows > 0)
    }
}
