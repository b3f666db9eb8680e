import Foundation
import TestSupport
import Testing

/// A profile with several mistakes, as a linter reports it: every error in one run, each at its
/// file, line, column and JSON path, on stderr and in the report `audit --format` asks for; 65.
@Suite("Profile errors, all at once")
struct ProfileErrorsEndToEndTests {
    /// Three mistakes of three kinds on three lines: a wrong type (line 5), an unknown key
    /// (line 6), an id used twice (line 7).
    static let threeMistakes = """
        {
          "name": "three",
          "source": "assumed: a test",
          "controls": [
            { "id": "fire", "anchor": "trailing", "size": { "width": "88", "height": 88 } },
            { "id": "jump", "anchor": "bottom", "size": { "width": 60, "height": 60 }, "colour": "red" },
            { "id": "fire", "anchor": "top", "size": { "width": 60, "height": 60 } }
          ]
        }

        """

    /// Each mistake: its JSON path, what duosim says, and where (the offending value or key).
    static var expected: [(path: String, reason: String, line: Int, column: Int)] {
        let text = threeMistakes
        func at(_ needle: String) -> (Int, Int) { textPosition(of: needle, in: text) }
        let (typeLine, typeColumn) = at("\"88\"")
        let (keyLine, keyColumn) = at("\"colour\"")
        let (idLine, _) = at("\"id\": \"fire\", \"anchor\": \"top\"")
        return [
            ("$.controls[0].size.width", "expected a number, found a string", typeLine, typeColumn),
            ("$.controls[1].colour", "unknown key (expected one of: ", keyLine, keyColumn),
            ("$.controls[2].id", "\"fire\" is already used by another item", idLine, 13),
        ]
    }

    static func folder() throws -> URL {
        let folder = try temporaryFolder()
        try threeMistakes.write(to: folder.appendingPathComponent("three.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(
        "Text: a `duosim: FILE:LINE:COLUMN: PATH: reason` line per mistake, in the file's order; 65, nothing on stdout")
    func text() throws {
        let result = try runBinary(["audit", "three.json"], in: Self.folder())
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stderr)")
        for (line, mistake) in zip(lines, Self.expected) {
            #expect(
                line.hasPrefix(
                    "duosim: three.json:\(mistake.line):\(mistake.column): \(mistake.path): \(mistake.reason)"),
                "\(line)")
        }
        // query reads it the same way.
        let query = try runBinary(["query", "--app", "three.json"], in: Self.folder())
        #expect(query.status == 65 && query.stderr == result.stderr)
    }

    @Test("GitHub: an ::error annotation per mistake at its line and column, then the summary; 65")
    func github() throws {
        let result = try runBinary(["audit", "three.json", "--format", "github"], in: Self.folder())
        #expect(result.status == 65)
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 3, "\(result.stdout)")
        for (annotation, mistake) in zip(annotations, Self.expected) {
            #expect(
                annotation.hasPrefix(
                    "::error file=three.json,line=\(mistake.line),col=\(mistake.column),title=duosim%3A profile error::\(mistake.path): \(mistake.reason)"
                ), "\(annotation)")
        }
        #expect(result.stdout.hasSuffix("duosim audit: 3 errors in 1 profile that doesn't read · exit 65\n"))
        #expect(result.stderr.split(separator: "\n").count == 3)
    }

    @Test(
        "SARIF: a schema-valid run with a profile-error result per mistake at its line and column; 65",
        .enabled(if: Validators.sarif, "skipped: no jsonschema or SARIF schema (.ci/third-party-schemas.sh)"))
    func sarif() throws {
        let result = try runBinary(["audit", "three.json", "--format", "sarif"], in: Self.folder())
        #expect(result.status == 65)
        #expect(try Validators.problems("json", schema: Validators.sarifSchema, document: result.stdout) == nil)
        let results = try #require(result.json()[path: "runs.0.results"] as? [[String: Any]])
        #expect(results.count == 3)
        for (found, mistake) in zip(results, Self.expected) {
            #expect(found["ruleId"] as? String == "profile-error")
            #expect(found["level"] as? String == "error")
            #expect((found[path: "message.text"] as? String)?.hasPrefix("\(mistake.path): \(mistake.reason)") == true)
            #expect(found[path: "locations.0.physicalLocation.artifactLocation.uri"] as? String == "three.json")
            #expect(found.number("locations.0.physicalLocation.region.startLine") == Double(mistake.line))
            #expect(found.number("locations.0.physicalLocation.region.startColumn") == Double(mistake.column))
        }
    }

    @Test(
        "JUnit: an xsd-valid report with a failing case per mistake at its file and line; 65",
        .enabled(if: Validators.junit, "skipped: no lxml or JUnit XSD (.ci/third-party-schemas.sh)"))
    func junit() throws {
        let result = try runBinary(["audit", "three.json", "--format", "junit"], in: Self.folder())
        #expect(result.status == 65)
        #expect(
            try Validators.problems("xml", schema: Validators.junitSchemaWithLocations(), document: result.stdout)
                == nil)
        #expect(result.stdout.contains(#"<testsuites name="duosim audit" tests="3" failures="3" errors="0">"#))
        for mistake in Self.expected {
            #expect(
                result.stdout.contains(
                    #"<testcase classname="duosim.profile" name="\#(mistake.path)" file="three.json" line="\#(mistake.line)">"#
                ), "\(mistake.path)")
            #expect(result.stdout.contains("three.json:\(mistake.line):\(mistake.column): \(mistake.path): "))
        }
        #expect(result.stdout.components(separatedBy: "<failure ").count == 4)
    }

    @Test("A folder holding the device profile: it is named as one, at its first line, not as an unknown key")
    func deviceProfileInAnAppFolder() throws {
        let folder = try temporaryFolder()
        let profiles = folder.appendingPathComponent("Profiles")
        try FileManager.default.createDirectory(at: profiles, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"),
            to: profiles.appendingPathComponent("iphone-duo.json"))
        let result = try runBinary(["audit", "Profiles"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "duosim: Profiles/iphone-duo.json:1:1: $: a device profile, not an app profile: it has \"displays\" and \"poses\" (a device is given with --profile)\n"
        )
        #expect(!result.stderr.contains("unknown key"))
    }

    @Test("A device profile's mistakes, the UI's reserved key among them, in one run")
    func deviceProfile() throws {
        let folder = try temporaryFolder()
        var text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"key\": \"3\"", with: "\"key\": \"q\"")
        text = text.replacingOccurrences(of: "\"closedAtMost\": ", with: "\"closedAtMost\": \"x\", \"closedAtMostX\": ")
        try text.write(to: folder.appendingPathComponent("duo.json"), atomically: true, encoding: .utf8)
        let result = try runBinary(["query", "--profile", "duo.json"], in: folder)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stderr)")
        let (keyLine, keyColumn) = textPosition(of: "\"q\"", in: text)
        #expect(
            lines.contains {
                $0.hasPrefix("duosim: duo.json:\(keyLine):\(keyColumn): $.poses[2].key: \"q\" is the UI's key for quit")
            })
        #expect(lines.contains { $0.contains(": $.hinge.closedAtMost: expected a number, found a string") })
        #expect(lines.contains { $0.contains(": $.hinge.closedAtMostX: unknown key") })
    }

    @Test("Docs/CI.md's example of a profile that doesn't read is what duosim prints for it")
    func ciPage() throws {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        let marker = try #require(page.range(of: "## A profile that doesn't read"))
        let block = try #require(
            page[marker.upperBound...].components(separatedBy: "```console\n").dropFirst().first?
                .components(separatedBy: "```").first)
        let lines = block.split(separator: "\n").map(String.init)
        #expect(lines.first == "$ duosim audit three.json --format github")
        let result = try runBinary(["audit", "three.json", "--format", "github"], in: Self.folder())
        #expect(result.stdout == lines.dropFirst().joined(separator: "\n") + "\n")
    }
}
