import Foundation
import Runtime
import Simulator
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `record`'s inputs and outputs as issue 25 and 30 ask: text outputs VHS users expect, what is
/// written, checks a reviewer can read, and a tape read once, bounded, from anywhere.
@Suite("record: outputs, checks and tape inputs (binary)")
struct RecordTapeTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ folder: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test(
        "A .ascii output is VHS's golden text, framed as .txt; pictures are written beside it; an unknown extension is skipped, said once"
    )
    func asciiAndSkipped() throws {
        let tape =
            "Output demo.gif\nOutput frames/\nOutput demo.ascii\nOutput demo.txt\nType \"ls\"\nScreenshot s.png\n"
        let work = try folder(["t.tape": tape, "v.tape": "Output demo.jpeg\nType \"x\"\n"])
        let result = try runBinary(["record", "t.tape", "-o", "out"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(try text(work, "out/demo.ascii") == (try text(work, "out/demo.txt")))
        #expect(try text(work, "out/demo.ascii").hasSuffix(String(repeating: "─", count: 80) + "\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("out").path).sorted() == [
                "demo.ascii", "demo.gif", "demo.txt", "frames", "s.png",
            ])
        #expect(result.stdout.contains("wrote out/frames/ ("), "one line for the folder: \(result.stdout)")
        let unknown = try runBinary(["record", "v.tape", "-o", "v"], in: work)
        #expect(unknown.status == 0)
        #expect(
            unknown.stderr.hasSuffix(
                "skipped demo.jpeg (no format duosim writes has that extension: .txt, .ascii, .test, .cast, .html, .gif, .mp4, .webm, .png, frames/); nothing else to write (Output demo.gif would record the session)\n"
            ), "\(unknown.stderr)")
        #expect(!exists(work, "v"), "nothing the tape didn't ask for")
    }

    @Test("--check on a .cast shows the decoded screens: which frame, when, which rows")
    func checkShowsScreens() throws {
        let work = try folder([
            "t.tape": "Output \"s.cast\"\nKey Right\nKey Right\nSleep 1\n",
            "u.tape": "Output \"s.cast\"\nKey Right\nKey Left\nSleep 1\n",
        ])
        #expect(try runBinary(["record", "t.tape", "-o", "g"], in: work).status == 0)
        let check = try runBinary(["record", "u.tape", "-o", "g", "--check"], in: work)
        #expect(check.status == 1)
        #expect(
            check.stdout.hasPrefix("--- a/g/s.cast (decoded screens)\n+++ b/g/s.cast (decoded screens)\n"),
            "\(check.stdout)")
        #expect(check.stdout.contains("@@ frame 3 of 3, at 0.100 s: rows 1, 32 differ @@\n-  1 │"), "\(check.stdout)")
        #expect(check.stdout.contains("129° · partiallyOpen") && check.stdout.contains("127° · partiallyOpen"))
        #expect(!check.stdout.contains("frame 2"), "only the frames that differ")
        #expect(!check.stdout.contains("\u{1B}"), "no escape sequences")
        #expect(check.stderr.contains("1 of 1 file differ"))
    }

    @Test("--check --junit FILE writes a JUnit report: a test case a file, the differences as failures")
    func junit() throws {
        let work = try folder(["t.tape": "Output \"a.txt\"\nKey Right\nCapture \"one\"\nCapture \"two\"\n"])
        #expect(try runBinary(["record", "t.tape", "-o", "g"], in: work).status == 0)
        try "changed\n".write(to: work.appendingPathComponent("g/one.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: work.appendingPathComponent("g/two.txt"))
        let failed = try runBinary(["record", "t.tape", "-o", "g", "--check", "--junit", "report.xml"], in: work)
        #expect(failed.status == 1)
        let document = try XMLDocument(data: try Data(contentsOf: work.appendingPathComponent("report.xml")))
        let suite = try #require(document.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["g/a.txt", "g/one.txt", "g/two.txt"])
        #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1, 1])
        #expect(cases[1].elements(forName: "failure").first?.stringValue?.contains("+++ b/g/one.txt") == true)

        #expect(try runBinary(["record", "t.tape", "-o", "g", "--force"], in: work).status == 0)
        let passed = try runBinary(["record", "t.tape", "-o", "g", "--check", "--junit", "report.xml"], in: work)
        #expect(passed.status == 0)
        #expect(try text(work, "report.xml").contains("failures=\"0\""))
        #expect(
            try runBinary(["record", "t.tape", "--junit", "x.xml"], in: work).status == 64, "--junit needs --check")
    }

    @Test("A tape from a pipe, <(…) or a FIFO is read once and records")
    func pipesAndFIFOs() throws {
        let work = try temporaryFolder()
        let viaSubstitution = try runShell(
            "\"$DUOSIM\" record <(printf 'Output \"a.txt\"\\nKey Right\\n') -o sub", in: work)
        #expect(viaSubstitution.status == 0, "\(viaSubstitution.stderr)")
        #expect(try text(work, "sub/a.txt").contains("128°"))
        let fifo = work.appendingPathComponent("t.tape").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let viaFIFO = try runShell(
            "printf 'Output \"b.txt\"\\nKey Right\\n' > t.tape & \"$DUOSIM\" record t.tape -o fifo; wait", in: work)
        #expect(viaFIFO.status == 0, "\(viaFIFO.stderr)")
        #expect(try text(work, "fifo/b.txt").contains("128°"))
    }

    @Test(
        "The same fault, the same exit code: a line too long on stdin or in a file (65); a missing app, named in a tape or typed (66)"
    )
    func sameFaultSameCode() throws {
        let long = "Type \"" + String(repeating: "a", count: 1 << 20) + "\"\n"
        let work = try folder([
            "long.tape": long, "app.tape": "Key s\nSet App \"missing.json\"\n",
            "typed.tape": "Type \"duosim --app missing.json\" Enter\n",
            "bad.tape": "Type \"duosim --frobnicate\" Enter\n",
        ])
        let file = try runBinary(["record", "long.tape"], in: work)
        let stdin = try runBinary(["record", "-"], in: work, stdin: long)
        #expect(file.status == 65 && stdin.status == 65)
        #expect(file.stderr == "duosim: long.tape:1: a line longer than 1024 KiB: not a tape\n")
        #expect(stdin.stderr == "duosim: <stdin>:1: a line longer than 1024 KiB: not a tape\n")
        let app = try runBinary(["record", "app.tape"], in: work)
        #expect(
            app.status == 66
                && app.stderr == "duosim: app.tape:2:1: Set App \"missing.json\": missing.json: no such file\n",
            "\(app.stderr)")
        #expect(try runBinary(["--app", "missing.json"], in: work).status == 66)
        let typed = try runBinary(["record", "typed.tape"], in: work)
        #expect(
            typed.status == 66
                && typed.stderr.hasPrefix(
                    "duosim: typed.tape:1:34: duosim --app missing.json: missing.json: no such file"),
            "\(typed.stderr)")
        let bad = try runBinary(["record", "bad.tape"], in: work)
        #expect(bad.status == 64 && bad.stderr.contains("--frobnicate"), "\(bad.stderr)")
        #expect(!exists(work, "out"))
    }

    @Test("Output names can't hold control characters; no output replaces a tape the run reads, Source included")
    func names() throws {
        let work = try folder([
            "nul.tape": "Output \"a\u{0}b.txt\"\nKey s\n", "esc.tape": "Key s\nCapture \"a\u{1B}[2Jb\"\n",
            "shared.txt": "Key s\n", "main.tape": "Output \"shared.txt\"\nSource \"link.tape\"\n",
            "secret.tape": "Source \"/etc/passwd\"\n",
        ])
        try FileManager.default.createSymbolicLink(
            atPath: work.appendingPathComponent("link.tape").path, withDestinationPath: "shared.txt")
        let nul = try runBinary(["record", "nul.tape"], in: work)
        #expect(
            nul.status == 65
                && nul.stderr.hasPrefix(
                    #"duosim: nul.tape:1:8: Output "a\u{0}b.txt": an output name can't hold control characters (NUL at character 2)"#
                ),
            "\(nul.stderr)")
        let esc = try runBinary(["record", "esc.tape"], in: work)
        #expect(
            esc.status == 65 && esc.stderr.hasPrefix("duosim: esc.tape:2:9: Capture ")
                && !esc.stderr.contains("\u{1B}"), "\(esc.stderr)")
        let sourced = try runBinary(["record", "main.tape", "--force"], in: work)
        #expect(
            sourced.status == 65 && sourced.stderr.contains("main.tape:1:1: shared.txt: is a tape the script sources"),
            "\(sourced.stderr)")
        #expect(try text(work, "shared.txt") == "Key s\n")
        let secret = try runBinary(["record", "secret.tape"], in: work)
        #expect(
            secret.status == 65
                && secret.stderr == "duosim: secret.tape:1:1: Source \"/etc/passwd\": a tape's name ends in .tape\n")
    }

    @Test(
        "At the prompt, sizes are VHS's pixels: one too small for its padding is an error; ones that read like cells are warned"
    )
    func pixelSizes() throws {
        let work = try folder([
            "small.tape": "Set Width 120\nSet Height 40\nType \"x\"\n",
            "cells.tape": "Set Padding 0\nSet Width 120\nSet Height 40\nOutput o.txt\nType \"x\"\n",
            "vhs.tape": "Set FontSize 14\nSet Width 1200\nSet Height 880\nOutput o.txt\nType \"x\"\n",
        ])
        let small = try runBinary(["record", "small.tape"], in: work)
        #expect(small.status == 65)
        #expect(
            small.stderr.hasPrefix(
                "duosim: small.tape:1:1: Set Width/Height: a 120 × 40 picture can't hold its padding (VHS needs at least 120 × 120 pixels"
            ))
        let cells = try runBinary(["record", "cells.tape", "-o", "c"], in: work)
        #expect(cells.status == 0)
        #expect(
            cells.stderr.contains(
                "Set Width 120 and Set Height 40 are VHS's pixels in a tape that starts at the prompt: a 8 × 1 terminal"
            ), "\(cells.stderr)")
        let vhs = try runBinary(["record", "vhs.tape", "-o", "v"], in: work)
        #expect(vhs.status == 0 && vhs.stderr.isEmpty, "\(vhs.stderr)")
        let frame = try text(work, "v/o.txt").components(separatedBy: String(repeating: "─", count: 80) + "\n")[0]
        #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count == 41, "40 rows")
    }
}
