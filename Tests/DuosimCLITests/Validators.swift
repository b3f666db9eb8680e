import Foundation
import TestSupport
import Testing

/// Python's validators (`jsonschema`, `lxml`) through `.ci/validate.py`, and the published schemas
/// `.ci/third-party-schemas.sh` fetches from PyPI into `.build/third-party-schemas/`. `.ci/run`
/// installs them; without them the tests that need them are skipped, and say so.
enum Validators {
    static let script = repositoryRoot.appendingPathComponent(".ci/validate.py").path
    static let thirdParty = repositoryRoot.appendingPathComponent(".build/third-party-schemas")
    static let sarifSchema = thirdParty.appendingPathComponent("sarif-schema-2.1.0.json").path
    static let junitSchema = thirdParty.appendingPathComponent("junit-10.xsd").path

    /// Whether `python3` can import `module`.
    static func hasModule(_ module: String) -> Bool {
        (try? run(["python3", "-c", "import \(module)"]).status) == 0
    }

    /// Runs a command on PATH; its exit status and what it printed (both streams).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static let json = hasModule("jsonschema")
    static let xml = hasModule("lxml")
    static let sarif = json && FileManager.default.fileExists(atPath: sarifSchema)
    static let junit = xml && FileManager.default.fileExists(atPath: junitSchema)

    /// junit-10.xsd with the two attributes it lacks on a `testcase`, `file` and `line`, which
    /// duosim writes (the readers that annotate a file's line take them from there: GitLab,
    /// action-junit-report, pytest's xunit1 family); everything else as the published XSD says.
    static func junitSchemaWithLocations() throws -> String {
        let xsd = try String(contentsOfFile: junitSchema, encoding: .utf8)
        let testcase = try #require(xsd.range(of: "<xs:element name=\"testcase\">"))
        let group = "<xs:attribute name=\"group\" type=\"xs:string\"/>"
        let at = try #require(xsd.range(of: group, range: testcase.upperBound..<xsd.endIndex))
        let added =
            #"<xs:attribute name="file" type="xs:string"/><xs:attribute name="line" type="xs:positiveInteger"/>"#
        let file = try temporaryFolder().appendingPathComponent("junit-10-locations.xsd")
        try xsd.replacingCharacters(in: at, with: group + added).write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Validates `document` (its text) against `schema`: `nil` when valid, else the problems.
    static func problems(_ kind: String, schema: String, document: String, name: String = "document") throws
        -> String?
    {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try document.write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try run(["python3", script, kind, schema, file.path])
        return status == 0 ? nil : "exit \(status): \(output)"
    }
}
