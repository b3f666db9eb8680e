import Foundation
import TestSupport
import Testing

/// Docs/CONTRACT.md's table of faults: one fault, one exit code, whichever way the file was named.
@Suite("One fault, one exit code, wherever it comes from")
struct FaultTableTests {
    /// Every way a profile or a tape can be named, as (name, files laid down, command line).
    static func routes(_ input: String) -> [(String, [String: String], [String])] {
        [
            ("--profile", [:], ["query", "--profile", input]),
            ("--app", [:], ["render", "--app", input]),
            ("audit APP", [:], ["audit", input]),
            ("Set Profile", ["t.tape": "Set Profile \"\(input)\"\nKey Right\n"], ["record", "t.tape", "-o", "out"]),
            ("Set App", ["t.tape": "Set App \"\(input)\"\nKey Right\n"], ["record", "t.tape", "-o", "out"]),
        ]
    }

    /// Every way a tape can be named.
    static func tapeRoutes(_ input: String) -> [(String, [String: String], [String])] {
        [
            ("record TAPE", [:], ["record", input, "-o", "out"]),
            ("Source", ["t.tape": "Source \"\(input)\"\nKey Right\n"], ["record", "t.tape", "-o", "out"]),
        ]
    }

    @Test(
        "Each fault of an input gives its one code by every route",
        arguments: [
            ("missing", "missing.json", Int32(66)), ("a folder", "folder.json", 66), ("too large", "/dev/zero", 65),
            ("not JSON", "bad.json", 65),
        ])
    func profileFaults(fault: String, input: String, code: Int32) throws {
        try check(fault, routes: Self.routes(input), code: code)
    }

    @Test(
        "Each fault of a tape gives its one code by every route",
        arguments: [
            ("missing", "missing.tape", Int32(66)), ("a folder", "folder.json", 66),
            ("too long a line", "/dev/zero", 65),
            ("not a tape", "bad.json", 65),
        ])
    func tapeFaults(fault: String, input: String, code: Int32) throws {
        try check(fault, routes: Self.tapeRoutes(input), code: code)
    }

    func check(_ fault: String, routes: [(String, [String: String], [String])], code: Int32) throws {
        for (route, files, words) in routes {
            let folder = try temporaryFolder()
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
            try "{\"name\": ".write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
            for (name, text) in files {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let result = try runBinary(words, in: folder)
            #expect(result.status == code, "\(fault) via \(route): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("duosim: ") && result.stderr.filter { $0 == "\n" }.count == 1,
                "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    @Test("A profile from a FIFO: read when a program writes it; given up after 10 s when none does (66)")
    func fifoProfile() throws {
        let folder = try temporaryFolder()
        let profile = repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json").path
        let written = try runShell(
            "mkfifo p && { cat '\(profile)' > p & } && \"$DUOSIM\" query --profile p", in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("\"device\": \"iPhone Duo\""))
        let substituted = try runShell("\"$DUOSIM\" query --profile <(cat '\(profile)')", in: folder)
        #expect(substituted.status == 0, "\(substituted.stderr)")
        let start = Date()
        let silent = try runBinary(["query", "--profile", "p"], in: folder)
        #expect(silent.status == 66)
        #expect(silent.stderr == "duosim: p: nothing arrived for 10 s (a FIFO or device that no program writes to?)\n")
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test("--profile /dev/zero fails fast with 65 under a memory limit, without a trace")
    func endlessProfile() throws {
        let folder = try temporaryFolder()
        let result = try runShell("ulimit -v 1000000; \"$DUOSIM\" query --profile /dev/zero", in: folder)
        #expect(result.signal == nil && result.status == 65, "\(result.stderr)")
        #expect(result.stderr == "duosim: /dev/zero: more than 8 MiB: too large for a profile\n")
    }
}
