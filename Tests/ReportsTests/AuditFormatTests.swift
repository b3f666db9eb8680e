import Foundation
import PoseEngine
import Reports
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `duosim audit --format junit|sarif|github` and several profiles at once (`AuditReport`).
@Suite("Audit report formats")
struct AuditFormatTests {
    /// The HUD as read from a file (so its controls have places), and a profile that collides nowhere.
    static func report(strict: Bool = false, batch: Bool = false) throws -> AuditReport {
        let path = repositoryRoot.appendingPathComponent("Profiles/apps/hud.json").path
        let hud = try AppProfile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: "hud.json")
        var entries = [AuditReport.Entry(audit: Audit(profile: duo, app: hud), file: "Profiles/apps/hud.json")]
        if batch { entries.append(AuditReport.Entry(audit: Audit(profile: duo, app: bundledApp("mail")), file: nil)) }
        return AuditReport(entries: entries, strict: strict, isBatch: batch)
    }

    /// `4 errors, 1 warning, 2 notes` over `audits`, from the audits themselves (the rules decide
    /// the numbers), the controls' and the presentations' findings alike.
    static func counts(_ audits: Audit...) -> String {
        let e = audits.reduce(0) { $0 + $1.count(.error) }, w = audits.reduce(0) { $0 + $1.count(.warning) }
        let n = audits.reduce(0) { $0 + $1.count(.note) }
        return "\(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s"), \(n) note\(n == 1 ? "" : "s")"
    }

    @Test("JUnit: a test case per window checked, failing with the errors there, naming the control and what it hits")
    func junit() throws {
        let report = try Self.report()
        let xml = report.junit
        let document = try XMLDocument(xmlString: xml)
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 208)
        let failures = try document.nodes(forXPath: "//failure")
        // A failure per window with an error (the HUD has no presentations).
        let failing = report.entries[0].audit.windows.filter { $0.collisions.contains { $0.severity == .error } }.count
        #expect(failures.count == failing && failing > 0)
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "failures")?.stringValue == "\(failing)")
        #expect(suite.attribute(forName: "file")?.stringValue == "Profiles/apps/hud.json")
        // The fire button on the book pose's fold, in portrait: its own case, its own failure.
        let book = try #require(
            cases.compactMap { $0 as? XMLElement }.first {
                $0.attribute(forName: "name")?.stringValue == "book portrait main LTR"
            })
        let failure = try #require(book.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "fold")
        #expect(
            failure.attribute(forName: "message")?.stringValue?.hasPrefix("fireButton crosses the active fold") == true)
        #expect(failure.stringValue?.contains("at Profiles/apps/hud.json:\(profileLine(of: "fireButton")):5") == true)
        // The health bar's warning there doesn't fail it, but is listed; --strict makes it fail.
        let landscape = try #require(
            cases.compactMap { $0 as? XMLElement }.first {
                $0.attribute(forName: "name")?.stringValue == "book landscape main LTR"
            })
        #expect(landscape.elements(forName: "failure").isEmpty)
        #expect(landscape.elements(forName: "system-out").first?.stringValue?.contains("warning: healthBar") == true)
        let strict = try XMLDocument(xmlString: try Self.report(strict: true).junit)
        #expect(try strict.nodes(forXPath: "//failure").count > failures.count)
    }

    @Test(
        "SARIF: a result per finding at its control's line and column, a rule per kind of collision and of presentation finding"
    )
    func sarif() throws {
        let text = try Self.report().sarif(toolVersion: "9.9").render()
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] })
        #expect(rules["version"] as? String == "9.9")
        #expect(
            (rules["rules"] as? [[String: Any]])?.map { $0["id"] as? String }
                == Collision.Kind.allCases.map(\.rawValue) + Audit.PresentationFinding.Kind.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == (try Self.report()).entries[0].audit.findings.count)
        let fire = try #require(
            results.first { result in
                let location = (result["locations"] as? [[String: Any]])?.first
                let logical = (location?["logicalLocations"] as? [[String: Any]])?.first
                return logical?["name"] as? String == "fireButton" && result["ruleId"] as? String == "fold"
                    && result["level"] as? String == "error"
            })
        let location = try #require((fire["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Profiles/apps/hud.json")
        let region = try #require(physical["region"] as? [String: Any])
        let line = profileLine(of: "fireButton")
        #expect(region["startLine"] as? Int == line && region["startColumn"] as? Int == 5)
        #expect(region["endLine"] as? Int == line)
        #expect((fire["ruleIndex"] as? Int) == 0)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test("A bundled profile has no file: its results carry a logical location only")
    func bundled() throws {
        let report = AuditReport(
            entries: [AuditReport.Entry(audit: Audit(profile: duo, app: bundledApp("hud")), file: nil)], strict: false,
            isBatch: false)
        let text = report.sarif(toolVersion: "1").render()
        #expect(
            !text.contains("physicalLocation") && text.contains("\"fullyQualifiedName\": \"hud.controls.fireButton\""))
        #expect(!report.github.contains("file="))
    }

    @Test("GitHub: a command per finding at its line, severities as error, warning and notice, text escaped")
    func github() throws {
        let report = try Self.report()
        let audit = report.entries[0].audit
        let lines = report.github.split(separator: "\n").map(String.init)
        #expect(lines.count == audit.findings.count + 1)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == audit.count(.error))
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == audit.count(.warning))
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == audit.count(.note))
        let fire = try #require(lines.first { $0.hasPrefix("::error ") && $0.contains("fireButton") })
        let line = profileLine(of: "fireButton")
        #expect(
            fire.hasPrefix(
                "::error file=Profiles/apps/hud.json,line=\(line),endLine=\(line),col=5,title=duosim audit%3A fireButton"
            ))
        #expect(lines.last == "duosim audit: 1 app profile, 208 windows, \(Self.counts(audit)) · exit 1")
        #expect(AuditReport.escapeData("50% a\nb\rc") == "50%25 a%0Ab%0Dc")
        #expect(AuditReport.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }

    @Test("Several profiles: each one's report, then one summary; the JSON lists them")
    func batch() throws {
        let report = try Self.report(batch: true)
        #expect(report.exitCode == 1)
        let text = report.text
        #expect(text.contains("duosim audit · 2 app profiles · 416 windows checked"))
        #expect(text.contains("  ✘ hud "))
        #expect(text.contains("  ✔ mail "))
        // mail's presentation note counts in the summary without failing it.
        #expect(report.entries[1].audit.count(.note) > 0)
        #expect(
            text.hasSuffix(
                "✘ 1 of 2 collides · \(Self.counts(report.entries[0].audit, report.entries[1].audit)) · exit 1\n"))
        #expect(text.components(separatedBy: " · exit ").count == 2, "the run's exit is said once")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.render().utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect((json["profiles"] as? [[String: Any]])?.map { $0["app"] as? String } == ["hud", "mail"])
        #expect((json["summary"] as? [String: Any])?["failing"] as? [String] == ["hud"])
    }

    @Test("Paths as URIs: relative stays relative, absolute is file://, the rest percent-encoded")
    func uris() {
        #expect(AuditReport.uri("./Profiles/apps/hud.json") == "Profiles/apps/hud.json")
        #expect(AuditReport.uri("/tmp/my app/ü.json") == "file:///tmp/my%20app/%C3%BC.json")
        #expect(XMLText.escape("a<b>&\"c\u{1}") == "a&lt;b&gt;&amp;&quot;c\\u{1}")
    }

    @Test("On a terminal the text is coloured, the words unchanged")
    func paint() throws {
        let report = try Self.report()
        let plain = report.render(.text, color: false, toolVersion: "1")
        let painted = report.render(.text, color: true, toolVersion: "1")
        #expect(!plain.contains("\u{1B}["))
        #expect(painted.contains("  \u{1B}[31merror\u{1B}[0m    overlaps island"))
        #expect(painted.contains("\u{1B}[1mfireButton\u{1B}[0m (group fire"))
        #expect(painted.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
    }
}
