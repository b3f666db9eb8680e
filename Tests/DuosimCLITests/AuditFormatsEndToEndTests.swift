import Foundation
import TestSupport
import Testing

/// `duosim audit` as a CI step: report formats validated against their published schemas, several
/// profiles and folders at once, and the pose options narrowing what is checked.
@Suite("duosim audit for CI (binary)")
struct AuditFormatsEndToEndTests {
    /// A folder with the HUD (collides), a clean caption, and a file that isn't a profile beside them.
    static func folder() throws -> URL {
        let folder = try temporaryFolder()
        let apps = folder.appendingPathComponent("apps")
        try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Profiles/apps/hud.json"),
            to: apps.appendingPathComponent("hud.json"))
        // Text across the fold: warnings, which fail only with --strict.
        try
            #"{"name": "caption", "source": "assumed: a test", "controls": [{"id": "title", "anchor": "center", "size": {"width": 200, "height": 20}, "interactive": false}]}"#
            .write(to: apps.appendingPathComponent("caption.json"), atomically: true, encoding: .utf8)
        try "not a profile".write(to: apps.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(
        "SARIF validates against SARIF 2.1.0's published schema, located at the profile's lines",
        .enabled(if: Validators.sarif, "skipped: no jsonschema or SARIF schema (.ci/third-party-schemas.sh)"))
    func sarif() throws {
        let folder = try Self.folder()
        let result = try runBinary(["audit", "apps", "hud", "--format", "sarif"], in: folder)
        #expect(result.status == 1)
        #expect(try Validators.problems("json", schema: Validators.sarifSchema, document: result.stdout) == nil)
        #expect(result.stdout.contains(#""uri": "apps/hud.json""#))
        #expect(result.stdout.contains(#""startLine": 8"#))
        // The check can fail: a result without its message is refused.
        let broken = result.stdout.replacingOccurrences(of: #""message": {"#, with: #""note": {"#)
        #expect(try Validators.problems("json", schema: Validators.sarifSchema, document: broken) != nil)
    }

    @Test(
        "JUnit XML validates against the common JUnit XSD: a case per window, failures for the colliding app",
        .enabled(if: Validators.junit, "skipped: no lxml or JUnit XSD (.ci/third-party-schemas.sh)"))
    func junit() throws {
        let folder = try Self.folder()
        let result = try runBinary(["audit", "apps", "--format", "junit"], in: folder)
        #expect(result.status == 1)
        #expect(
            try Validators.problems("xml", schema: Validators.junitSchemaWithLocations(), document: result.stdout)
                == nil)
        // Against the published XSD alone, the testcases' file and line are all it refuses.
        let strict = try #require(
            try Validators.problems("xml", schema: Validators.junitSchema, document: result.stdout))
        let refused = strict.split(separator: "\n").filter { $0.contains("Element ") }
        #expect(!refused.isEmpty)
        #expect(
            refused.allSatisfy {
                $0.hasSuffix("Element 'testcase', attribute 'file': The attribute 'file' is not allowed.")
                    || $0.hasSuffix("Element 'testcase', attribute 'line': The attribute 'line' is not allowed.")
            }, "\(refused.prefix(3))")
        #expect(result.stdout.contains(#"<testsuite name="caption" tests="208" failures="0""#))
        #expect(result.stdout.contains(#"<testsuite name="hud" tests="208" failures=""#))
        #expect(!result.stdout.contains(#"<testsuite name="hud" tests="208" failures="0""#))
        let broken = result.stdout.replacingOccurrences(of: #"<testsuite name="caption" "#, with: "<testsuite ")
        #expect(try Validators.problems("xml", schema: Validators.junitSchemaWithLocations(), document: broken) != nil)
    }

    @Test(
        "Presentations' findings in every format: annotations, SARIF results (schema-valid) and JUnit failures",
        .enabled(
            if: Validators.sarif && Validators.junit, "skipped: no validators or schemas (.ci/third-party-schemas.sh)"))
    func presentations() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Tests/ReportsTests/Fixtures/audit-corners.json"),
            to: folder.appendingPathComponent("corners.json"))
        let line = profileLine(of: "bigPopover", in: "Tests/ReportsTests/Fixtures/audit-corners.json")
        let json = try runBinary(["audit", "corners.json", "--strict", "--json"], in: folder)
        #expect(json.status == 1)
        let warnings = try #require(json.json().number("summary.warnings"))
        #expect(warnings >= 2)
        let github = try runBinary(["audit", "corners.json", "--strict", "--format", "github"], in: folder)
        #expect(github.status == 1)
        let popover = github.stdout.split(separator: "\n").filter {
            $0.hasPrefix("::warning file=corners.json,line=\(line),") && $0.contains("bigPopover")
        }
        #expect(Double(popover.count) == warnings)
        let sarif = try runBinary(["audit", "corners.json", "--strict", "--format", "sarif"], in: folder)
        #expect(try Validators.problems("json", schema: Validators.sarifSchema, document: sarif.stdout) == nil)
        #expect(sarif.stdout.contains(#""ruleId": "notBesideAnchor""#))
        #expect(sarif.stdout.contains(#""fullyQualifiedName": "corners.presentations.bigPopover""#))
        let junit = try runBinary(["audit", "corners.json", "--strict", "--format", "junit"], in: folder)
        #expect(
            try Validators.problems("xml", schema: Validators.junitSchemaWithLocations(), document: junit.stdout) == nil
        )
        #expect(junit.stdout.contains("file=\"corners.json\" line=\"\(line)\">\n      <failure type=\"several\""))
        #expect(!junit.stdout.contains(#"failures="0""#))
    }

    @Test("GitHub workflow commands point at the profile's lines; the last line sums up")
    func github() throws {
        let folder = try Self.folder()
        let result = try runBinary(["audit", "apps/hud.json", "--format", "github"], in: folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        let (health, fire) = (profileLine(of: "healthBar"), profileLine(of: "fireButton"))
        #expect(
            lines.first?.hasPrefix("::error file=apps/hud.json,line=\(health),endLine=\(health),col=5,title=") == true)
        #expect(lines.contains { $0.hasPrefix("::notice file=apps/hud.json,line=\(fire),") })
        #expect(lines.last?.hasPrefix("duosim audit: 1 app profile, 208 windows, ") == true)
        #expect(lines.last?.hasSuffix(" · exit 1") == true)
        // A command per finding: as many as the JSON report lists.
        let json = try runBinary(["audit", "apps/hud.json", "--json"], in: folder).json()
        let findings = (json["controls"] as? [[String: Any]])?.reduce(0) {
            $0 + (($1["findings"] as? [Any])?.count ?? 0)
        }
        #expect(lines.count - 1 == findings)
    }

    @Test("A folder and a bundled name: one report, one summary, exit 1 when any collides")
    func several() throws {
        let folder = try Self.folder()
        let text = try runBinary(["audit", "apps", "mail"], in: folder)
        #expect(text.status == 1)
        #expect(text.stdout.contains("duosim audit · 3 app profiles · 624 windows checked"))
        #expect(text.stdout.contains("✘ 1 of 3 collides"))
        #expect(!text.stdout.contains("notes.txt"), "a folder stands for its .json files")
        let clean = try runBinary(["audit", "apps/caption.json", "mail", "--json"], in: folder)
        #expect(clean.status == 0)
        let json = try clean.json()
        #expect(json["schemaVersion"] as? Int == 1)
        #expect((json["profiles"] as? [[String: Any]])?.map { $0["file"] as? String } == ["apps/caption.json", nil])
        // One file alone is the one-profile document, as before.
        let one = try runBinary(["audit", "apps/hud.json", "--json"], in: folder).json()
        #expect(one["app"] as? String == "hud" && one["profiles"] == nil)
        #expect(one.number("controls.1.location.line") == Double(profileLine(of: "fireButton")))
    }

    @Test("A broken profile among several stops the run before any audit: 65, the SARIF holds its error alone")
    func broken() throws {
        let folder = try Self.folder()
        try "{".write(to: folder.appendingPathComponent("apps/zz.json"), atomically: true, encoding: .utf8)
        let result = try runBinary(["audit", "apps", "--format", "sarif"], in: folder)
        #expect(result.status == 65)
        let results = try #require(
            result.json()[path: "runs.0.results"] as? [[String: Any]], "\(result.stdout)")
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "profile-error")
        #expect(result.stderr.hasPrefix("duosim: apps/zz.json:1:2: $: not valid JSON"))
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try runBinary(["audit", "empty"], in: folder)
        #expect(none.status == 66 && none.stderr.contains("empty: a folder with no .json app profile"))
    }

    @Test("Pose options narrow the matrix: audit hud --pose book works; unknown poses and clashes are 64")
    func poseOptions() throws {
        let book = try runBinary(["audit", "hud", "--pose", "book"])
        #expect(book.status == 1)
        #expect(book.stdout.hasPrefix("duosim audit · hud on iphone-duo · 48 windows checked (book × 2 orientations"))
        let narrow = try runBinary([
            "audit", "hud", "--pose", "book,laptop", "--orientation", "portrait", "--rtl", "--split",
        ])
        #expect(
            narrow.stdout.contains(
                "· 16 windows checked (2 poses × portrait × Split View sides × RTL × camera × Live Activity)"))
        let json = try runBinary(["audit", "hud", "--angle", "90", "--inner-camera", "--live-activity", "--json"])
            .json()
        #expect(json.number("windowsChecked") == 12)
        #expect((json[path: "scope.poses"] as? [String]) == ["90°"])
        #expect((json[path: "scope.innerCamera"] as? [Bool]) == [true])
        // At the flat pose the fold is inactive: only the island's error (with the camera) is left.
        let flat = try runBinary(["audit", "hud", "--pose", "flat", "--json"]).json()
        #expect(flat.number("summary.errors") == 1)
        #expect(flat.number("summary.notes") == 2)
        let unknown = try runBinary(["audit", "hud", "--pose", "upside"])
        #expect(unknown.status == 64 && unknown.stderr.contains("--pose: unknown pose 'upside'"))
        #expect(try runBinary(["audit", "hud", "--json", "--format", "sarif"]).status == 64)
        #expect(try runBinary(["audit", "hud", "--format", "yaml"]).status == 64)
        #expect(try runBinary(["audit", "hud", "--kind", "division"]).status == 64)
    }
}
