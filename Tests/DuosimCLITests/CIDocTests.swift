import Foundation
import TestSupport
import Testing

/// Docs/CI.md's GitHub Actions job: its commands run after the build as the job runs them, and
/// give what the page says a reviewer sees.
@Suite("Docs/CI.md's job (binary)")
struct CIDocTests {
    /// One step of the job: its name and its `run:` script, read from the page's YAML.
    struct Step {
        var name: String
        var run: String
    }

    /// The steps with a `run:` in the page's first YAML block.
    static func steps() throws -> [Step] {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        let yaml = try #require(
            page.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        var steps: [Step] = []
        var name = ""
        var block: [String]?
        var blockIndent = 0
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if var lines = block {
                if text.isEmpty || indent > blockIndent {
                    if !text.isEmpty { lines.append(text) }
                    block = lines
                    continue
                }
                steps.append(Step(name: name, run: lines.joined(separator: "\n")))
                block = nil
            }
            if text.hasPrefix("- name: ") || text.hasPrefix("- uses: ") {
                name = String(text.dropFirst(8))
            } else if text == "run: |" {
                block = []
                blockIndent = indent
            } else if text.hasPrefix("run: ") {
                steps.append(Step(name: name, run: String(text.dropFirst(5))))
            }
        }
        if let block { steps.append(Step(name: name, run: block.joined(separator: "\n"))) }
        return steps
    }

    /// Runs `script` as the job's shell does (`bash -e`), with the built duosim first on the PATH.
    static func run(_ script: String, in folder: URL) throws -> (status: Int32, stdout: String) {
        let bin = duosimBinary.deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let output = try spawnShell(script, in: folder, path: "\(bin):\(path)")
        return output
    }

    static func spawnShell(_ script: String, in folder: URL, path: String) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script]
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = path
        for name in ["NO_COLOR", "CLICOLOR_FORCE", "CLICOLOR"] { env[name] = nil }
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "The job's commands after the build run here: the audit step fails on the samples' collisions, the reports are written and valid"
    )
    func jobRuns() throws {
        let steps = try Self.steps()
        #expect(
            steps.map(\.name) == [
                "Build duosim", "Audit the app profiles", "SARIF for code scanning", "JUnit for the test report",
            ])
        #expect(
            steps.first?.run.contains("swift build -c release") == true,
            "the build is the step this test's own build stands for")
        // A checkout of a repository with app profiles: this one's.
        let work = try temporaryFolder()
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Profiles"), to: work.appendingPathComponent("Profiles"))

        let audit = try Self.run(steps[1].run, in: work)
        #expect(audit.status == 1, "the samples collide: the step fails the job")
        let lines = audit.stdout.split(separator: "\n").map(String.init)
        let fire = profileLine(of: "fireButton")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "::error file=Profiles/apps/hud.json,line=\(fire),endLine=\(fire),col=5,title=duosim audit%3A fireButton collides with fold::"
                )
            })
        #expect(lines.last?.hasPrefix("duosim audit: 8 app profiles, 1664 windows, ") == true)
        #expect(lines.last?.hasSuffix(" · exit 1") == true)
        // The page's example is what the step prints, up to the message.
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        let example = try #require(
            page.components(separatedBy: "`::error ").dropFirst().first?.components(separatedBy: "::").first)
        #expect(
            lines.contains { $0.hasPrefix("::error " + example + "::") }, "Docs/CI.md's annotation: ::error \(example)")

        let sarif = try Self.run(steps[2].run, in: work)
        #expect(sarif.status == 0, "exit 1 is let through")
        let sarifText = try String(contentsOf: work.appendingPathComponent("duosim.sarif"), encoding: .utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        if Validators.sarif {
            #expect(try Validators.problems("json", schema: Validators.sarifSchema, document: sarifText) == nil)
        }

        let junit = try Self.run(steps[3].run, in: work)
        #expect(junit.status == 0)
        let xml = try String(contentsOf: work.appendingPathComponent("duosim-junit.xml"), encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="duosim audit" tests="1664""#))
        if Validators.junit {
            #expect(try Validators.problems("xml", schema: Validators.junitSchemaWithLocations(), document: xml) == nil)
        }

        // A profile that doesn't read is not let through: the reports' steps fail too.
        try "{ \"name\": ".write(
            to: work.appendingPathComponent("Profiles/apps/broken.json"), atomically: true, encoding: .utf8)
        #expect(try Self.run(steps[2].run, in: work).status != 0)
        #expect(try Self.run(steps[3].run, in: work).status != 0)
    }

    @Test("The page's counts of the samples' reports are what its commands print now (.ci/update-readme.py)")
    func counts() throws {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        let marker = try #require(page.range(of: "The bundled samples' reports"))
        let block = try #require(
            page[marker.upperBound...].components(separatedBy: "```console\n").dropFirst().first?
                .components(separatedBy: "```").first)
        let work = try temporaryFolder()
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Profiles"), to: work.appendingPathComponent("Profiles"))
        let lines = block.split(separator: "\n").map(String.init)
        var commands = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("$ ") {
            let shown = lines.dropFirst(index + 1).prefix { !$0.hasPrefix("$ ") }.joined(separator: "\n")
            // What it prints is the point here: its status is the audit's finding, exit 1.
            let output = try Self.run(String(line.dropFirst(2)), in: work)
            #expect(output.stdout.trimmingCharacters(in: .newlines) == shown, "\(line)")
            commands += 1
        }
        #expect(commands == 4)
        // The counts agree with each other: an annotation and a result per finding.
        #expect(lines[3] == lines[5] && Int(lines[3]) ?? 0 > 0)
    }

    @Test("The page's exit codes are the audit's")
    func exitCodes() throws {
        let work = try temporaryFolder()
        #expect(try runBinary(["audit", "mail"], in: work).status == 0)
        #expect(try runBinary(["audit", "hud"], in: work).status == 1)
        #expect(try runBinary(["audit", "hud", "--pose", "nope"], in: work).status == 64)
        try "{".write(to: work.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(try runBinary(["audit", "b.json"], in: work).status == 65)
        #expect(try runBinary(["audit", "missing.json"], in: work).status == 66)
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        for code in [0, 1, 64, 65, 66, 74] { #expect(page.contains("| \(code) |")) }
    }
}
