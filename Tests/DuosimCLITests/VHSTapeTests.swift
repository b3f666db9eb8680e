import Foundation
import TestSupport
import Testing

/// Tapes as VHS users write them, `Wait` assertions, `--check`, standard input and `--stdout`.
@Suite("VHS tapes, Wait and record --check (binary)")
struct VHSTapeTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static let vhsTape = """
        Output "out.txt"
        Output "out.cast"
        Set FontSize 14
        Set Width 1200
        Set Height 880
        Set Theme "Catppuccin Mocha"
        Set TypingSpeed 75ms
        Require sh
        Hide
        Type "swift build -c release" Enter
        Type "clear" Enter
        Type "duosim --pose laptop --app mail" Enter
        Show
        Left 3
        Right 10
        Sleep 1
        Sleep 500ms
        Tab
        Type "r"
        PageUp
        Home
        Escape
        Enter
        Backspace 2
        Ctrl+L
        Alt+x
        Shift+Tab
        Space
        Screenshot shot.txt
        Sleep 1m
        Hide
        Ctrl+C
        Type "rm -rf .build" Enter
        """
    static let dialectTape = """
        Output "out.txt"
        Output "out.cast"
        Set TypingSpeed 75ms
        Hide
        Set App "mail"
        Pose laptop
        Show
        Key Left 3
        Key Right 10
        Sleep 1s
        Sleep 500ms
        Key Tab
        Key r
        Key PgUp
        Key Home
        Key Esc
        Key Enter
        Key Backspace 2
        Key Ctrl+L
        Key Alt+x
        Key Shift+Tab
        Key Space
        Capture "shot"
        Sleep 60s
        """

    @Test("A tape in VHS's prompt style gives, frame for frame, what duosim's dialect gives for the same actions")
    func sameFrames() throws {
        let vhs = Self.vhsTape, dialect = Self.dialectTape
        let work = try folder(["vhs.tape": vhs, "dialect.tape": dialect])
        let first = try runBinary(["record", "vhs.tape", "-o", "vhs"], in: work)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "duosim: vhs.tape: ignored (nothing to do in a text terminal): Set Theme\n")
        let second = try runBinary(["record", "dialect.tape", "-o", "dialect"], in: work)
        #expect(second.status == 0, "\(second.stderr)")
        let a = try text(work, "vhs/out.txt"), b = try text(work, "dialect/out.txt")
        let separator = String(repeating: "─", count: 80) + "\n"
        #expect(a.components(separatedBy: separator).count > 5, "several frames")
        #expect(a == b, "\(lineDiff(b, a).prefix(2000))")
        #expect(try text(work, "vhs/out.cast") == (try text(work, "dialect/out.cast")), "the same times too")
        // Every frame: rows right-trimmed, then 80 × ─.
        for frame in a.components(separatedBy: separator).dropLast() {
            #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { !$0.hasSuffix(" ") })
        }
        #expect(try text(work, "vhs/shot.txt") == (try text(work, "dialect/shot.txt")))
        #expect(first.stdout.contains("s of it hidden"), "\(first.stdout)")
    }

    @Test("Key commands take @speed: the .cast's clock shows it")
    func speeds() throws {
        let work = try folder([
            "t.tape": "Output \"t.cast\"\nHide\nType \"duosim\" Enter\nShow\nRight@250ms 2\nType@1s \"s\"\n"
        ])
        let result = try runBinary(["record", "t.tape"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let times = try text(work, "t.cast").split(separator: "\n").dropFirst().compactMap { line in
            Double(line.dropFirst().prefix { $0 != "," })
        }
        #expect(times == [0, 0.25, 0.5, 1.5], "\(times)")
    }

    @Test("Env NO_COLOR drops colours from captures; Env LANG C draws in ASCII")
    func environment() throws {
        let work = try folder([
            "t.tape":
                "Env NO_COLOR \"1\"\nEnv LANG \"C\"\nEnv EDITOR \"vim\"\nType \"duosim\" Enter\nScreenshot \"plain.ans\"\nScreenshot \"plain.txt\"\n",
            "u.tape": "Type \"duosim\" Enter\nScreenshot \"color.ans\"\n",
        ])
        let result = try runBinary(["record", "t.tape"], in: work)
        #expect(result.status == 0)
        #expect(result.stderr.contains("ignored (nothing to do in a text terminal): Env EDITOR"))
        #expect(try runBinary(["record", "u.tape"], in: work).status == 0)
        #expect(!(try text(work, "plain.ans")).contains("38;5;"))
        #expect((try text(work, "color.ans")).contains("38;5;"))
        #expect((try text(work, "plain.txt")).unicodeScalars.allSatisfy(\.isASCII))
    }

    @Test("Source runs another tape's lines in place, ignoring its Outputs")
    func source() throws {
        let work = try folder([
            "setup.tape": "Output \"ignored.txt\"\nSet Width 100\nSet Height 30\n",
            "main.tape": "Source \"setup.tape\"\nKey s\nCapture \"c\"\n",
            "direct.tape": "Set Width 100\nSet Height 30\nKey s\nCapture \"c\"\n",
        ])
        #expect(try runBinary(["record", "main.tape", "-o", "a"], in: work).status == 0)
        #expect(try runBinary(["record", "direct.tape", "-o", "b"], in: work).status == 0)
        #expect(try text(work, "a/c.txt") == (try text(work, "b/c.txt")))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("a/ignored.txt").path))
    }

    @Test(
        "Errors name the file, line and column, exit 65, and write nothing",
        arguments: [
            ("Output \"a.txt\"\nKey Right\nJump 3\n", "t.tape:3:1: unknown verb 'Jump'"),
            ("Sleep 3 fortnights\n", "t.tape:1:9: Sleep takes a duration: Sleep 500ms (found 'fortnights')"),
            ("Sleep soon\n", "t.tape:1:7: Sleep: 'soon' is not a duration"),
            ("Right@fast 3\n", "t.tape:1:7: Right@: 'fast' is not a duration"),
            (
                "Key Right\nScreenshot \"shot.gif\"\n",
                "t.tape:2:1: Screenshot \"shot.gif\": duosim can't write '.gif' (formats: .txt, .ans, .html, .svg, .png)"
            ),
            ("Require no-such-program-duosim\n", "t.tape:1:1: Require: 'no-such-program-duosim' is not on PATH"),
            ("Source \"outer.tape\"\n", "outer.tape:1:1: Source can't be nested"),
            ("Source \"missing.tape\"\n", "t.tape:1:1: Source \"missing.tape\""),
            ("Wait+Screen /(/\n", "t.tape:1:13: Wait: /(/ is not a regular expression"),
            ("Wait+Word /x/\n", "t.tape:1:6: Wait+ takes Line or Screen (found 'Word')"),
            ("Set Width 1200\nKey s\n", "t.tape:1:1: Set Width: 1200 is outside 20…1000 (cells"),
        ])
    func errors(tape: String, message: String) throws {
        let work = try folder(["t.tape": tape, "outer.tape": "Source \"inner.tape\"\n", "inner.tape": "Key Right\n"])
        let result = try runBinary(["record", "t.tape", "-o", "out"], in: work)
        #expect(result.status == (tape.contains("missing") ? 66 : 65), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("duosim: \(message)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path))
    }

    @Test("Every problem in one run: a line each, in order, with columns; --validate says the same and runs nothing")
    func everyProblemAtOnce() throws {
        let tape = "Output demo.txt\nKey Rigth\nHinge 400 Sleep soon\nCapture \"a.pdf\"\nFrob\n"
        let work = try folder(["t.tape": tape, "ok.tape": "Output x.txt\nType \"duosim\" Enter\n"])
        for words in [["record", "t.tape", "-o", "out"], ["record", "--validate", "t.tape"]] {
            let result = try runBinary(words, in: work)
            #expect(result.status == 65)
            #expect(
                result.stderr.split(separator: "\n") == [
                    "duosim: t.tape:2:5: unknown key Rigth (for example Left, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, q)",
                    "duosim: t.tape:3:7: Hinge: 400 is outside 0…180",
                    "duosim: t.tape:3:17: Sleep: 'soon' is not a duration (like 500ms, 2s, 1 or 1m)",
                    "duosim: t.tape:4:1: Capture \"a.pdf\": unknown format '.pdf' (use .txt, .ans, .html, .svg, .png, or no extension)",
                    "duosim: t.tape:5:1: unknown verb 'Frob'",
                ], "\(result.stderr)")
        }
        let valid = try runBinary(["record", "--validate", "ok.tape"], in: work)
        #expect(valid.status == 0 && valid.stdout == "ok.tape: valid (3 commands; starts at the prompt)\n")
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("x.txt").path))
    }

    @Test("Wait checks the current frame; one that fails stops the run: exit 1, the line, the screen, nothing written")
    func wait() throws {
        let passing =
            "Output \"a.txt\"\nWait /127° partiallyOpen/\nWait+Line@5s /^ duosim/\nKey s\nWait+Screen /left · rightOfFold|left · leftOfFold/\nWait+Screen /Split View[\\s\\S]*q quit/\n"
        let work = try folder([
            "ok.tape": passing,
            "bad.tape": "Output \"a.txt\"\nKey Right\nWait+Screen /Split View/\nCapture \"never\"\n",
        ])
        let ok = try runBinary(["record", "ok.tape", "-o", "ok"], in: work)
        #expect(ok.status == 0, "\(ok.stderr)")
        let bad = try runBinary(["record", "bad.tape", "-o", "bad"], in: work)
        #expect(bad.status == 1)
        #expect(
            bad.stderr.hasPrefix(
                "duosim: bad.tape:3:1: Wait+Screen /Split View/ didn't match the screen\n"),
            "\(bad.stderr)")
        #expect(bad.stderr.contains("128° · partiallyOpen"), "the screen it saw")
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("bad").path))
    }

    @Test(
        "record --check: identical → 0; changed or missing → 1 with a unified diff; extra files are not the tape's; nothing written"
    )
    func check() throws {
        let tape = "Output \"frames.txt\"\nKey Right\nCapture \"one\"\nScreenshot \"two.svg\"\n"
        let work = try folder(["t.tape": tape])
        #expect(try runBinary(["record", "t.tape", "-o", "g"], in: work).status == 0)
        let g = work.appendingPathComponent("g")
        try "not the tape's".write(to: g.appendingPathComponent("extra.txt"), atomically: true, encoding: .utf8)

        let same = try runBinary(["record", "t.tape", "-o", "g", "--check"], in: work)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout == "3 files checked, all identical\n")

        let original = try text(work, "g/one.txt")
        try original.replacingOccurrences(of: "128°", with: "129°").write(
            to: g.appendingPathComponent("one.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: g.appendingPathComponent("two.svg"))
        let before = try FileManager.default.contentsOfDirectory(atPath: g.path).sorted()
        let changed = try runBinary(["record", "t.tape", "-o", "g", "--check"], in: work)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("--- a/g/one.txt\n+++ b/g/one.txt\n@@ -"), "\(changed.stdout)")
        #expect(changed.stdout.contains("\n-") && changed.stdout.contains("129°") && changed.stdout.contains("\n+"))
        #expect(changed.stdout.contains("missing: g/two.svg"))
        #expect(
            changed.stderr
                == "duosim: 2 of 3 files differ from t.tape (run without --check, with --force, to update them)\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: g.path).sorted() == before, "--check writes nothing")
        #expect(try text(work, "g/one.txt") != original)
    }

    @Test("A long difference is cut, saying how much is left")
    func boundedDiff() throws {
        let work = try folder(["t.tape": "Set Width 120\nSet Height 40\nOutput \"f.txt\"\nSweep 0 180 1s\n"])
        #expect(try runBinary(["record", "t.tape", "-o", "g"], in: work).status == 0)
        try "nothing alike\n".write(to: work.appendingPathComponent("g/f.txt"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "t.tape", "-o", "g", "--check"], in: work)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count < 220)
        #expect(result.stdout.contains("more changed lines not shown"))
    }

    @Test("record - reads standard input; --stdout writes the single output to standard output")
    func standardStreams() throws {
        let work = try temporaryFolder()
        let result = try runBinary(["record", "-", "--stdout"], in: work, stdin: "Output \"x.txt\"\nKey Right 3\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("130° · partiallyOpen"))
        #expect(result.stdout.hasSuffix(String(repeating: "─", count: 80) + "\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)

        let two = try runBinary(["record", "-", "--stdout"], in: work, stdin: "Output \"x.txt\"\nCapture \"y\"\n")
        #expect(two.status == 64)
        #expect(two.stderr.contains("exactly one output (it writes 2: x.txt, y.txt)"))

        let bad = try runBinary(["record", "-"], in: work, stdin: "Hinge 400\n")
        #expect(bad.status == 65)
        #expect(bad.stderr == "duosim: <stdin>:1:7: Hinge: 400 is outside 0…180\n")
    }
}
