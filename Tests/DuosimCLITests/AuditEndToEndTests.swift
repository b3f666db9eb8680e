import Foundation
import TestSupport
import Testing

@Suite("duosim audit (binary)")
struct AuditEndToEndTests {
    @Test("A HUD that collides: a report by control, exit 1")
    func collisions() throws {
        let result = try runBinary(["audit", "hud"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("fireButton (group fire, interactive)"))
        #expect(result.stdout.contains("crosses the active fold by 40 pt"))
        #expect(result.stdout.contains("fix: move 64 pt down"))
        #expect(result.stdout.contains("· exit 1"))
        #expect(result.stderr.isEmpty, "no progress line when stderr isn't a terminal")
    }

    @Test("--json, and no room for a scrubber")
    func json() throws {
        let result = try runBinary(["audit", "scrubber", "--json"])
        #expect(result.status == 1)
        let json = try result.json()
        #expect(json.number("windowsChecked") == 208)
        #expect(json.number("summary.exitCode") == 1)
        let controls = try #require(json["controls"] as? [[String: Any]])
        let scrubber = try #require(controls.first { $0["id"] as? String == "scrubber" })
        let findings = try #require(scrubber["findings"] as? [[String: Any]])
        let fold = try #require(findings.first { $0["kind"] as? String == "fold" })
        let fixes = try #require(fold["fixes"] as? [[String: Any]])
        #expect(fixes.contains { ($0["description"] as? String)?.hasPrefix("no room") == true })
    }

    @Test("No errors: exit 0; --strict makes warnings fail")
    func strict() throws {
        let folder = try temporaryFolder()
        try
            #"{"name": "caption", "source": "assumed: a test", "controls": [{"id": "title", "anchor": "center", "size": {"width": 200, "height": 20}, "interactive": false}]}"#
            .write(to: folder.appendingPathComponent("caption.json"), atomically: true, encoding: .utf8)
        #expect(try runBinary(["audit", "caption.json"], in: folder).status == 0)
        #expect(try runBinary(["audit", "caption.json", "--strict"], in: folder).status == 1)
        #expect(try runBinary(["audit", "mail"]).status == 0)
    }

    @Test("Bad calls: 64 without an app or with an unknown one, 66 for a missing file, 65 for a bad one")
    func errors() throws {
        #expect(try runBinary(["audit"]).status == 64)
        #expect(try runBinary(["audit", "nosuchapp"]).status == 64)
        #expect(try runBinary(["audit", "/nonexistent/app.json"]).status == 66)
        let folder = try temporaryFolder()
        try "{".write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = try runBinary(["audit", "bad.json"], in: folder)
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("duosim: bad.json:1:2: $: not valid JSON"))
    }

    @Test("query --app adds controls and collisions")
    func query() throws {
        let json = try runBinary(["query", "--app", "hud", "--pose", "laptop"]).json()
        #expect(json.string("windows.0.controls.1.id") == "fireButton")
        #expect(json.string("windows.0.collisions.0.control") == "fireButton")
        #expect(json.string("windows.0.collisions.0.severity") == "error")
        #expect(json.number("windows.0.controls.1.suggestedFrame.y") == 495.5)
    }
}
