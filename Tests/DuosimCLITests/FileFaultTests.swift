import Foundation
import TestSupport
import Testing

/// Runs `script` with bash in `folder`, `$DUOSIM` being the built binary.
func runShell(_ script: String, in folder: URL) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["DUOSIM"] = duosimBinary.path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    return try runToEnd(process, stdin: nil)
}

/// Every file and folder under `folder`, relative, sorted.
func listing(_ folder: URL) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

let runningAsRoot = getuid() == 0

/// Issue 30's faults of writing, each through the real binary as a user meets it.
@Suite("Files: what a file system can do to an output")
struct FileFaultTests {
    @Test(
        "A device node given as -o is written in place, never replaced (--force or not): /dev/full's twin is 74",
        .enabled(if: runningAsRoot, "mknod needs root"), arguments: [false, true])
    func deviceNode(force: Bool) throws {
        let folder = try temporaryFolder()
        #expect(mknod(folder.appendingPathComponent("full").path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)
        let result = try runBinary(["render", "-o", "full"] + (force ? ["--force"] : []), in: folder)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr == "duosim: full: No space left on device\n")
        var info = stat()
        #expect(lstat(folder.appendingPathComponent("full").path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR, "the device node is still there")
        #expect(listing(folder) == ["full"])
    }

    @Test("A FIFO given as -o is written in place and stays a FIFO")
    func fifoOutput() throws {
        let folder = try temporaryFolder()
        let result = try runShell(
            "mkfifo p && { timeout 10 cat p > got & } && \"$DUOSIM\" render -o p --force && wait && test -p p && wc -c < got",
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 1000)
    }

    @Test("-o /dev/stdout (a symlink to a pipe) is written through, in place")
    func devStdout() throws {
        let folder = try temporaryFolder()
        let result = try runShell("\"$DUOSIM\" render -o /dev/stdout --force | wc -c", in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 1000)
        var info = stat()
        #expect(lstat("/dev/stdout", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
    }

    @Test(
        "When an output can't be written at the end, record puts back the files it had already replaced (74)",
        .enabled(if: runningAsRoot, "mknod needs root"))
    func rollback() throws {
        let folder = try temporaryFolder()
        try "Output \"a.txt\"\nKey Right\nCapture \"c\"\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try "old a".write(to: folder.appendingPathComponent("out/a.txt"), atomically: true, encoding: .utf8)
        // The capture's name is a device that refuses every byte: it is written after the renames.
        #expect(mknod(folder.appendingPathComponent("out/c.txt").path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)
        let result = try runBinary(["record", "t.tape", "-o", "out", "--force"], in: folder)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains("out/c.txt: No space left on device"), "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("out/a.txt"), encoding: .utf8) == "old a")
        #expect(listing(folder) == ["out", "out/a.txt", "out/c.txt", "t.tape"], "no backup or staged file left")
    }

    @Test("-o - is standard output: no file named -")
    func dash() throws {
        let folder = try temporaryFolder()
        let render = try runBinary(["render", "-o", "-"], in: folder)
        #expect(render.status == 0 && render.stdout.contains("127°"), "\(render.stderr)")
        let demo = try runBinary(["demo", "-o", "-", "--size", "60x20"], in: folder)
        #expect(demo.status == 0 && demo.stdout.hasPrefix("<!DOCTYPE html>"), "\(demo.stderr)")
        #expect(listing(folder).isEmpty)
    }

    @Test(
        "Standard output that can't be written is 74 naming it, for every command that prints",
        arguments: [
            ("query", "> /dev/full", "No space left on device"), ("render", "> /dev/full", "No space left on device"),
            ("sweep --step 5", "> /dev/full", "No space left on device"),
            ("record - --stdout", "> /dev/full", "No space left on device"),
            ("query", ">&-", "Bad file descriptor"), ("render", ">&-", "Bad file descriptor"),
            ("sweep", ">&-", "Bad file descriptor"), ("record - --stdout", ">&-", "Bad file descriptor"),
        ])
    func standardOutput(command: String, redirection: String, reason: String) throws {
        let folder = try temporaryFolder()
        let result = try runShell(
            "printf 'Output \"a.txt\"\\nKey Right\\n' | \"$DUOSIM\" \(command) \(redirection)", in: folder)
        #expect(result.status == 74, "\(command) \(redirection): \(result.stderr)")
        #expect(result.stderr == "duosim: standard output: \(reason)\n")
        #expect(listing(folder).isEmpty)
    }

    @Test("A reader that goes away (SIGPIPE) is a message and 74, not a silent 141")
    func brokenPipe() throws {
        let folder = try temporaryFolder()
        let result = try runShell(
            "\"$DUOSIM\" render --size 1000x1000 | head -c 10 > /dev/null; echo \"${PIPESTATUS[0]}\"", in: folder)
        #expect(result.stdout == "74\n")
        #expect(result.stderr == "duosim: standard output: Broken pipe\n")
    }

    @Test("Under a file-size limit render -o fails with 74 and leaves nothing, temporary or not")
    func renderFileSizeLimit() throws {
        let folder = try temporaryFolder()
        let result = try runShell("ulimit -f 2; \"$DUOSIM\" render --size 300x90 -o big.txt", in: folder)
        #expect(result.signal == nil && result.status == 74, "\(result.stderr)")
        #expect(result.stderr == "duosim: big.txt: File too large\n")
        #expect(listing(folder).isEmpty)
    }

    @Test("A legal 80-letter CJK name works for render -o and for a tape's Capture")
    func longNames() throws {
        let folder = try temporaryFolder()
        let name = String(repeating: "漢", count: 80)
        #expect(try runBinary(["render", "-o", name + ".txt"], in: folder).status == 0)
        try "Key Right\nCapture \"\(name)\"\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "t.tape", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(listing(folder) == ["out", "out/\(name).txt", "t.tape", "\(name).txt"])
    }

    @Test("A dangling symlink is replaced only with --force (73 without), by render and by record")
    func danglingLink() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        for link in ["r.txt", "out/t.txt"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(link).path, withDestinationPath: "nowhere/x.txt")
        }
        try "Output \"t.txt\"\nKey Right\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        for words in [["render", "-o", "r.txt"], ["record", "t.tape", "-o", "out"]] {
            let refused = try runBinary(words, in: folder)
            #expect(refused.status == 73 && refused.stderr.contains("a symlink to nowhere"), "\(refused.stderr)")
        }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("r.txt").path)
                == "nowhere/x.txt")
        for words in [["render", "-o", "r.txt", "--force"], ["record", "t.tape", "-o", "out", "--force"]] {
            #expect(try runBinary(words, in: folder).status == 0)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("r.txt").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere").path))
    }

    @Test("A symlinked folder inside -o that leads outside it is refused (73), --force or not; nothing written there")
    func escapingFolder() throws {
        let folder = try temporaryFolder()
        for name in ["out", "elsewhere"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("out/d").path, withDestinationPath: "../elsewhere")
        try "Output \"d/a.txt\"\nKey Right\nScreenshot d/c.txt\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        for force in [[], ["--force"]] {
            let result = try runBinary(["record", "t.tape", "-o", "out"] + force, in: folder)
            #expect(result.status == 73, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("duosim: t.tape:1:1: out/d/a.txt: leads outside out"), "\(result.stderr)")
        }
        #expect(listing(folder.appendingPathComponent("elsewhere")).isEmpty)
    }

    @Test(
        "A NUL or a control character in an Output or Screenshot name is 65 with the line; nothing is written",
        arguments: ["Output \"a\u{0}b.txt\"\nKey Right\n", "Key Right\nScreenshot \"a\u{1B}[2Jb.txt\"\n"])
    func controlInName(tape: String) throws {
        let folder = try temporaryFolder()
        try Data(tape.utf8).write(to: folder.appendingPathComponent("t.tape"))
        let result = try runBinary(["record", "t.tape", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("an output name can't hold control characters"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "the message is inert")
        #expect(listing(folder) == ["t.tape"])
    }

    @Test("A name with a control character given as -o is a bad command line (64)")
    func controlInOption() throws {
        let folder = try temporaryFolder()
        let result = try runBinary(["render", "-o", "a\nb.txt"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("duosim: -o: an output name can't hold control characters"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("The staged files open at once follow ulimit -n: 300 captures under a limit of 24 descriptors")
    func openFileLimit() throws {
        let folder = try temporaryFolder()
        let captures = (0..<300).map { "Key Right\nCapture \"c\($0)\"" }.joined(separator: "\n")
        try "Output \"a.txt\"\n\(captures)\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let result = try runShell("ulimit -n 24; \"$DUOSIM\" record t.tape -o out", in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(listing(folder.appendingPathComponent("out")).count == 301)
    }

    @Test("An open-file limit too low to stage a file is 73 naming the limit and what is needed; nothing is written")
    func openFileLimitTooLow() throws {
        let folder = try temporaryFolder()
        try "Output \"a.txt\"\nKey Right\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let result = try runShell("ulimit -n 12; \"$DUOSIM\" record t.tape -o out", in: folder)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(
            result.stderr
                == "duosim: t.tape:1:1: out/a.txt: can't be staged: the open-file limit (ulimit -n) is 12, and a run that writes files needs at least 18\n"
        )
        #expect(listing(folder) == ["t.tape"])
    }
}
