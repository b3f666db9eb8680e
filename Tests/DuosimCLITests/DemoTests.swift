import Foundation
import TestSupport
import Testing

/// `duosim demo` and the player page `record` writes, in a real browser where one is installed.
@Suite("Demo pages (binary; headless Chromium when installed)")
struct DemoTests {
    static let folder: URL = {
        let folder = (try? temporaryFolder()) ?? FileManager.default.temporaryDirectory
        _ = try? runBinary(["demo", "--app", "mail", "-o", "mail.html"], in: folder)
        return folder
    }()
    static var page: URL { folder.appendingPathComponent("mail.html") }

    @Test("demo writes one page; an existing page is kept without --force; bad input exits 64 or 66")
    func command() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(text.hasPrefix("<!DOCTYPE html>"))
        #expect(text.utf8.count < 1_048_576, "every degree × every toggle of the mail app at 160 × 48 in under 1 MB")
        let work = try temporaryFolder()
        #expect(try runBinary(["demo", "-o", "d.html"], in: work).status == 0)
        let again = try runBinary(["demo", "-o", "d.html"], in: work)
        #expect(again.status == 73)
        #expect(again.stderr.contains("already exists (use --force to overwrite)"))
        #expect(try runBinary(["demo", "-o", "d.html", "--force"], in: work).status == 0)
        #expect(try runBinary(["demo", "--app", "nope", "-o", "x.html"], in: work).status == 64)
        #expect(try runBinary(["demo", "--app", "missing.json", "-o", "x.html"], in: work).status == 66)
        #expect(try runBinary(["demo", "--pose", "pretzel", "-o", "x.html"], in: work).status == 64)
        #expect(try runBinary(["demo", "-o", "x.png"], in: work).status == 64)
        #expect(try runBinary(["demo"], in: work).status == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["d.html"])
    }

    @Test("Screenshots/mail-demo.html is what duosim demo makes now (DUOSIM_RECORD=all rewrites it)")
    func committedExample() throws {
        let committed = repositoryRoot.appendingPathComponent("Screenshots/mail-demo.html")
        let fresh = try String(contentsOf: Self.page, encoding: .utf8)
        if let message = compareWithFile(
            fresh, at: committed, named: "Screenshots/mail-demo.html",
            regenerate: "duosim demo --app mail -o Screenshots/mail-demo.html --force, or DUOSIM_RECORD=all")
        {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test(
        "The page asks for nothing over the network: no http URL but SVG's namespace, no external script, font or style"
    )
    func offline() throws {
        for file in [Self.page, repositoryRoot.appendingPathComponent("Screenshots/hinge-sweep.html")] {
            // SVG's XML namespace names the exports' language; nothing fetches it.
            let text = try String(contentsOf: file, encoding: .utf8).replacing("http://www.w3.org/2000/svg", with: "")
            #expect(!text.contains("http"), "\(file.lastPathComponent)")
            #expect(!text.contains("src="))
            #expect(!text.contains("@import"))
            #expect(!text.contains("<link"))
        }
    }

    /// A screen without its last row, the key line (the page's names only the keys it handles).
    static func withoutHints(_ screen: String) -> String {
        var rows = screen.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        rows.removeLast()
        return rows.joined(separator: "\n")
    }

    @Test(
        "At an address the page shows, cell for cell, what duosim render shows for that pose (but for its key line)",
        .enabled(if: Chromium.available),
        arguments: [
            ("angle=90", ["--angle", "90"]),
            ("angle=127&split=1", ["--angle", "127", "--split"]),
            ("angle=180&rtl=1", ["--angle", "180", "--rtl"]),
            ("angle=100&rotate=1&inactive=1", ["--pose", "laptop", "--include-inactive"]),
            ("angle=127&split=1&focus=1&presentations=0", ["--angle", "127", "--split", "--focus", "right"]),
        ])
    func matchesRender(address: String, options: [String]) throws {
        // The terminal's picture as the page shows it when asked for it (?picture=text): while the
        // drawing in points shows, the hidden picture isn't redrawn at each state.
        let dom = try Chromium.dumpDOM(Self.page.absoluteString + "?picture=text#" + address)
        let shown = try #require(Chromium.screenText(dom), "no screen in the page at #\(address)")
        var words = ["render", "--size", "160x48", "--app", "mail"] + options
        if address.contains("presentations=0") {
            // The sheets overlay off: the UI's x key; render has no option for it, so replay it.
            let work = try temporaryFolder()
            try "Set Width 160\nSet Height 48\nSet App \"mail\"\nKey s\nKey x\nKey Tab\nCapture \"c\"\n"
                .write(to: work.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
            #expect(try runBinary(["record", "t.tape"], in: work).status == 0)
            let expected = try String(contentsOf: work.appendingPathComponent("c.txt"), encoding: .utf8)
            #expect(Self.withoutHints(shown) == Self.withoutHints(expected), "\(lineDiff(expected, shown))")
            return
        }
        let expected = try runBinary(words).stdout
        words.removeAll()
        #expect(Self.withoutHints(shown) == Self.withoutHints(expected), "#\(address)\n\(lineDiff(expected, shown))")
        // The key line names the page's keys: the terminal's, less those the page doesn't handle.
        let keys = shown.trimmingCharacters(in: .newlines).components(separatedBy: "\n").last ?? ""
        #expect(
            keys.contains("←→ hinge") && keys.contains("? help") && !keys.contains("q quit") && !keys.contains("z zoom")
        )
    }

    /// Chromium's `--dump-dom` reads the DOM through a script, so with scripts off it prints nothing:
    /// the page's own HTML is what a browser without JavaScript shows, and that is what is checked.
    @Test("With JavaScript off the page shows its first frame")
    func withoutJavaScript() throws {
        let dom = try String(contentsOf: Self.page, encoding: .utf8)
        let shown = try #require(Chromium.screenText(dom))
        let expected = try runBinary(["render", "--size", "160x48", "--app", "mail"]).stdout
        #expect(Self.withoutHints(shown) == Self.withoutHints(expected))
        #expect(
            dom.contains("<section id=\"controls\" aria-label=\"Hinge, poses and switches\" hidden"),
            "controls that need a script stay hidden without one")
        #expect(
            dom.contains("<section id=\"legend\">") && dom.contains("<section id=\"keys\">"),
            "the legend and the keys show")
    }

    @Test(
        "Output \"x.html\" in a tape writes a player: frames, timeline, the first frame shown; each frame equals the .txt's"
    )
    func player() throws {
        let work = try temporaryFolder()
        try
            "Set Width 100\nSet Height 30\nOutput \"s.html\"\nOutput \"s.txt\"\nSweep 120 130 1s\nKey s\nResize 90 28\nKey r\n"
            .write(to: work.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "t.tape"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: work.appendingPathComponent("s.html"), encoding: .utf8)
        #expect(!html.contains("http"))
        #expect(html.contains("id=\"play\"") && html.contains("id=\"timeline\"") && html.contains("id=\"next\""))
        let frames = try String(contentsOf: work.appendingPathComponent("s.txt"), encoding: .utf8)
            .components(separatedBy: String(repeating: "─", count: 80) + "\n").dropLast()
        guard Chromium.available else {
            return print("skipped: Chromium isn't installed, so the player page was checked as text only")
        }
        let dom = try Chromium.dumpDOM(work.appendingPathComponent("s.html").absoluteString)
        #expect(dom.contains("frame 1 of \(frames.count)"), "the timeline counts every frame")
        let shown = try #require(Chromium.screenText(dom))
        #expect(shown.trimmingCharacters(in: .newlines) == frames.first!.trimmingCharacters(in: .newlines))
    }

    @Test("demo --help lists the pose options, with no code left in it")
    func help() throws {
        let result = try runBinary(["demo", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--pose NAME") && result.stdout.contains("--app NAME|FILE"))
        #expect(!result.stdout.contains("\\("), "\(result.stdout)")
    }
}
