import Foundation
import TestSupport
import Testing

/// What issue 12 found broken, each case as a user would meet it, through the real binary.
@Suite("Reliability: ranges, all-or-nothing files, exits")
struct ReliabilityTests {
    func write(_ text: String, _ name: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func contents(_ folder: URL) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The embedded device profile with one value replaced, as a file.
    func deviceProfile(in folder: URL, _ change: (inout [String: Any]) -> Void) throws -> String {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"))
        var tree = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&tree)
        try JSONSerialization.data(withJSONObject: tree).write(to: folder.appendingPathComponent("device.json"))
        return "device.json"
    }

    @Test(
        "Extreme numbers in a device profile are rejected with the JSON path and the range, never a crash",
        arguments: [
            1e308, 5e-324, 1e-9, 20_000.0, -3.0,
        ])
    func extremeDisplaySizes(value: Double) throws {
        let folder = try temporaryFolder()
        let file = try deviceProfile(in: folder) { tree in
            var displays = tree["displays"] as! [String: Any]
            var inner = displays["inner"] as! [String: Any]
            inner["width"] = value
            displays["inner"] = inner
            tree["displays"] = displays
        }
        for command in [["query"], ["render"], ["sweep"], ["audit", "hud"]] {
            let result = try runBinary(command + ["--profile", file], in: folder)
            #expect(result.status == 65, "\(command) \(value): \(result.stderr)")
            #expect(result.stderr.contains("$.displays.inner.width: must be within 1…10000"), "\(result.stderr)")
        }
    }

    @Test(
        "Extreme numbers in an app profile are rejected with the JSON path and the range",
        arguments: [
            (
                #""grid": {"minimumItemWidth": 5e-324, "spacing": 1, "padding": 1, "source": "assumed"}"#,
                "$.grid.minimumItemWidth"
            ),
            (
                #""grid": {"minimumItemWidth": 100, "spacing": 1e308, "padding": 1, "source": "assumed"}"#,
                "$.grid.spacing"
            ),
            (
                #""controls": [{"id": "c", "anchor": "center", "size": {"width": 1e308, "height": 10}}]"#,
                "$.controls[0].size.width"
            ),
            (
                #""controls": [{"id": "c", "frame": {"x": -1e300, "y": 0, "width": 10, "height": 10}}]"#,
                "$.controls[0].frame.x"
            ),
        ])
    func extremeAppNumbers(member: String, path: String) throws {
        let folder = try temporaryFolder()
        try write(#"{"name": "x", "source": "assumed", \#(member)}"#, "app.json", in: folder)
        for command in [["query", "--app", "app.json"], ["audit", "app.json"], ["render", "--app", "app.json"]] {
            let result = try runBinary(command, in: folder)
            #expect(result.status == 65, "\(command): \(result.stderr)")
            // `duosim: app.json:LINE:COLUMN: PATH: must be within …`
            #expect(
                result.stderr.hasPrefix("duosim: app.json:") && result.stderr.contains(": \(path): must be within"),
                "\(result.stderr)")
        }
    }

    @Test("sweep --step has a lower bound and a step budget", arguments: ["1e-300", "1e-9", "0.01", "0", "nan", "inf"])
    func sweepStep(step: String) throws {
        let result = try runBinary(["sweep", "--step", step])
        #expect(result.status == 64, "\(step): \(result.stderr)")
        #expect(result.stderr.contains("0.1…180"), "\(result.stderr)")
    }

    @Test("JSON never holds binary noise, inf or nan")
    func jsonNumbers() throws {
        for words in [
            ["query", "--app", "mail", "--split"], ["query", "--pose", "laptop", "--app", "reader"],
            ["sweep", "--json", "--step", "0.1"],
        ] {
            let result = try runBinary(words)
            #expect(result.status == 0)
            let noise = try NSRegularExpression(pattern: #"\d\.\d{7,}|\binf\b|\bnan\b"#)
            let text = result.stdout
            #expect(noise.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(words)")
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(words): not JSON")
        }
    }

    @Test("A record that fails part-way writes nothing, and under --force leaves the old files as they were")
    func allOrNothing() throws {
        let folder = try temporaryFolder()
        try write("Output \"a.txt\"\nOutput \"a.cast\"\nKey Right\nCapture \"one\"\n", "good.tape", in: folder)
        #expect(try runBinary(["record", "good.tape", "-o", "out"], in: folder).status == 0)
        let out = folder.appendingPathComponent("out")
        let before = try contents(out).map { try Data(contentsOf: out.appendingPathComponent($0)) }

        try write(
            "Output \"a.txt\"\nOutput \"a.cast\"\nKey Right\nKey Right\nCapture \"one\"\nCapture \"two\"\nPose pretzel\n",
            "bad.tape", in: folder)
        let failed = try runBinary(["record", "bad.tape", "-o", "out", "--force"], in: folder)
        #expect(failed.status == 65)
        #expect(failed.stderr.contains("bad.tape:7:1: unknown pose 'pretzel'"), "\(failed.stderr)")
        #expect(contents(out) == ["a.cast", "a.txt", "one.txt"], "nothing new, nothing temporary")
        #expect(try contents(out).map { try Data(contentsOf: out.appendingPathComponent($0)) } == before)

        let fresh = try runBinary(["record", "bad.tape", "-o", "fresh/deeper"], in: folder)
        #expect(fresh.status == 65)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("fresh").path),
            "folders it made are removed")
    }

    @Test(
        "Output paths are normalised and stay inside -o; no output may be the script",
        arguments: [
            ("Output \"../x.txt\"\n", "Output \"../x.txt\" leads outside the output folder"),
            ("Output \"/tmp/x.txt\"\n", "not an absolute one"),
            ("Output \"a.txt\"\nOutput \"./a.txt\"\n", "named twice"),
            ("Output \"d/../a.txt\"\nOutput \"a.txt\"\n", "named twice"),
        ])
    func outputPaths(script: String, message: String) throws {
        let folder = try temporaryFolder()
        try write(script, "s.tape", in: folder)
        let result = try runBinary(["record", "s.tape", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(contents(folder) == ["s.tape"])
    }

    @Test("A script can't overwrite itself")
    func scriptItself() throws {
        let folder = try temporaryFolder()
        let script = "Output \"s.txt\"\nKey Right\n"
        try write(script, "s.txt", in: folder)
        let result = try runBinary(["record", "s.txt", "--force"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(
            result.stderr.contains("s.txt:1:") && result.stderr.contains("is the script itself"), "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("s.txt"), encoding: .utf8) == script)
    }

    @Test("Nor through a symlink of another name, or a folder that links back to the script's")
    func scriptThroughLinks() throws {
        let folder = try temporaryFolder()
        try write("Output \"link.txt\"\nKey Right\n", "s.txt", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "s.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("back").path, withDestinationPath: ".")
        let viaLink = try runBinary(["record", "s.txt", "--force"], in: folder)
        #expect(viaLink.status == 65 && viaLink.stderr.contains("is the script itself"), "\(viaLink.stderr)")
        try write("Output \"back/s.txt\"\nKey Right\n", "s.txt", in: folder)
        let viaFolder = try runBinary(["record", "s.txt", "--force"], in: folder)
        #expect(viaFolder.status == 65 && viaFolder.stderr.contains("is the script itself"), "\(viaFolder.stderr)")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("s.txt"), encoding: .utf8)
                == "Output \"back/s.txt\"\nKey Right\n")
    }

    @Test("--force writes through a symlink to its target")
    func symlink() throws {
        let folder = try temporaryFolder()
        try write("old", "real.txt", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "real.txt")
        let result = try runBinary(["render", "-o", "link.txt", "--force"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("link.txt").path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOf: folder.appendingPathComponent("real.txt"), encoding: .utf8).contains("127°"))
    }

    /// Records `tape` (in `folder`) with files limited to `blocks` blocks (`ulimit -f`).
    /// - Returns: whether it exited (rather than died of a signal), its status and what it printed to stderr.
    func recordUnderFileSizeLimit(_ blocks: Int, _ tape: String, in folder: URL) throws -> (
        exited: Bool, status: Int32, stderr: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f \(blocks); exec \"$0\" record \(tape) -o out", duosimBinary.path]
        process.currentDirectoryURL = folder
        let errPipe = Pipe()
        process.standardError = errPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason == .exit, process.terminationStatus, stderr)
    }

    @Test("Under a file-size limit record fails with 74 and leaves no file, temporary or not")
    func fileSizeLimit() throws {
        let folder = try temporaryFolder()
        try write(
            "Set Width 160\nSet Height 48\nOutput \"big.txt\"\nSweep 0 180 1s\nCapture \"end\"\n", "big.tape",
            in: folder)
        let run = try recordUnderFileSizeLimit(8, "big.tape", in: folder)
        #expect(run.exited, "killed by a signal instead of reporting")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("File too large"), "\(run.stderr)")
        #expect(contents(folder) == ["big.tape"])
    }

    @Test("Frames small enough to wait in record's buffer fail as surely under a file-size limit: 74, no file")
    func fileSizeLimitBuffered() throws {
        let folder = try temporaryFolder()
        // 60×16 frames are a few hundred bytes each: none is written until the buffers fill or the run ends.
        try write("Set Width 60\nSet Height 16\nOutput \"small.cast\"\nSweep 0 180 1s\n", "small.tape", in: folder)
        let run = try recordUnderFileSizeLimit(2, "small.tape", in: folder)
        #expect(run.exited, "killed by a signal instead of reporting")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("small.cast: File too large"), "\(run.stderr)")
        #expect(contents(folder) == ["small.tape"])
        // Without the limit the same tape records (the limit is what failed).
        let result = try runBinary(["record", "small.tape", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("render -o with an extension no format has is a usage error listing the formats")
    func renderUnknownExtension() throws {
        let folder = try temporaryFolder()
        let result = try runBinary(["render", "-o", "out.jpeg"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains(".txt, .ans, .html, .svg, .png"), "\(result.stderr)")
        #expect(contents(folder).isEmpty)
    }

    @Test("A tape that is a device or has a line without end is refused, not read forever: bad data (65)")
    func endlessLine() throws {
        let folder = try temporaryFolder()
        let result = try runBinary(["record", "/dev/zero"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("/dev/zero:1: a line longer than 1024 KiB: not a tape"), "\(result.stderr)")
    }

    @Test("A quit key that isn't the last action is an error naming its line; nothing is written")
    func quitKey() throws {
        let folder = try temporaryFolder()
        try write("Output \"a.txt\"\nKey Right\nKey q\nCapture \"late\"\n", "q.tape", in: folder)
        let result = try runBinary(["record", "q.tape"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("q.tape:3:") && result.stderr.contains("only the last action may quit"),
            "\(result.stderr)")
        #expect(contents(folder) == ["q.tape"])
    }
}
