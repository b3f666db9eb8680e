import Foundation
import TestSupport
import Testing

/// Inspect mode from outside: `render --inspect`, and the real binary in tmux with keys and the mouse.
@Suite("Inspect mode, end to end", .serialized)
struct InspectEndToEndTests {
    /// The panel's first inspect line on a screen (`▸ inspect KIND ID …`).
    static func inspectLine(_ screen: String) -> String? {
        screen.components(separatedBy: "\n").first { $0.contains("▸ inspect") }
    }

    @Test(
        "render --inspect outlines nothing in text but tells the element: kind, id, title, API, frame, fold side, findings"
    )
    func renderInspect() throws {
        let result = try runBinary(["render", "--app", "hud", "--inspect", "healthBar", "--size", "120x40"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("▸ inspect control healthBar · custom control · group"), "\(out)")
        let query = try runBinary(["query", "--app", "hud"]).json()
        let controls = try #require(query[path: "windows.0.controls"] as? [[String: Any]])
        let index = try #require(controls.firstIndex { $0["id"] as? String == "healthBar" })
        let x = try #require(query.number("windows.0.controls.\(index).frame.x"))
        #expect(out.contains("frame x \(x == x.rounded() ? String(Int(x)) : String(x)) "), "the query's own frame")
        #expect(out.contains("fold side acrossFold"))
        #expect(out.contains("covered by fold (region)"))
        #expect(out.contains("suggested move: move"))
        #expect(out.contains("Esc leave"), "the hint line is inspect mode's")
    }

    @Test("render --inspect with an unknown id: exit 64, the nearest ids named, nothing on standard output")
    func unknownId() throws {
        let result = try runBinary(["render", "--app", "mail", "--inspect", "trsh"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--inspect: no element 'trsh' in this state (nearby: trash"), "\(result.stderr)")
        let split = try runBinary(["render", "--app", "mail", "--split", "--inspect", "middle:trash"])
        #expect(split.status == 64)
        #expect(split.stderr.contains("left:trash") || split.stderr.contains("right:trash"), "\(split.stderr)")
        let hostile = try runBinary(["render", "--inspect", "x\u{1B}[2J"])
        #expect(hostile.status == 64 && !hostile.stderr.contains("\u{1B}"), "an id typed is shown inert")
    }

    @Test(
        "render --inspect and a tape's Inspect show the same screen, the same panel lines",
        arguments: [
            ("mail", "trash", [String]()), ("hud", "healthBar", []), ("mail", "right:trash", ["--split"]),
            ("notes", "main", ["--pose", "closed"]), ("files", "fold", ["--pose", "laptop", "--rtl"]),
        ])
    func renderAndTapeAgree(app: String, id: String, options: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var tape = ["Set Width 120", "Set Height 40", "Set App \(app)"]
        if options.contains("--split") { tape.append("Key s") }
        if let at = options.firstIndex(of: "--pose") { tape.append("Pose \(options[at + 1])") }
        if options.contains("--rtl") { tape.append("Key r") }
        tape += ["Inspect \(id)", "Capture \"inspect\""]
        try (tape.joined(separator: "\n") + "\n").write(
            to: folder.appendingPathComponent("inspect.tape"), atomically: true, encoding: .utf8)
        let recorded = try runBinary(["record", "inspect.tape", "-o", "out"], in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let captured = try String(contentsOf: folder.appendingPathComponent("out/inspect.txt"), encoding: .utf8)
        let rendered = try runBinary(["render", "--app", app, "--inspect", id, "--size", "120x40"] + options)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let line = try #require(Self.inspectLine(rendered.stdout), "no inspect line")
        #expect(line.contains(id), "\(line)")
        #expect(Self.inspectLine(captured) == line)
        // The whole screen agrees, and so every panel line.
        #expect(captured == rendered.stdout)
    }

    @Test("A tape's Inspect of an unknown id stops the tape at its line: 65, the nearest ids named")
    func tapeUnknownId() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Set App mail\nInspect trsh\n".write(
            to: folder.appendingPathComponent("bad.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "bad.tape", "-o", "out"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("bad.tape:2:1: no element 'trsh' in this state (nearby: trash"), "\(result.stderr)")
    }

    @Test(
        "In tmux: Enter inspects the centre, arrows and Tab move, a click inspects what it hits, Esc and Enter leave",
        .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): skipped"),
        arguments: [(80, 24), (200, 60)])
    func tmux(columns: Int, rows: Int) throws {
        let tmux = try TmuxSession(["--app", "mail"], columns: columns, rows: rows)
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("Enter")
        var screen = try tmux.waitFor("▸ inspect")
        #expect(screen.contains("Esc leave"))
        let first = try #require(Self.inspectLine(screen))
        try tmux.send("Right")
        screen = try tmux.waitFor("moved right") { Self.inspectLine($0).map { $0 != first } ?? false }
        #expect(screen.contains("127° partiallyOpen"), "the arrows leave the hinge alone while inspecting")
        let second = try #require(Self.inspectLine(screen))
        try tmux.send("Tab")
        screen = try tmux.waitFor("stepped on") { Self.inspectLine($0).map { $0 != second } ?? false }
        try tmux.send("BTab")
        try tmux.waitFor("stepped back") { Self.inspectLine($0) == second }
        let lines = screen.components(separatedBy: "\n")
        func click(_ x: Int, _ row: Int) throws {
            try tmux.sendBytes(Array("\u{1B}[<0;\(x + 1);\(row + 1)M\u{1B}[<0;\(x + 1);\(row + 1)m".utf8))
        }
        if let row = lines.firstIndex(where: { $0.contains("Tra") && $0.contains("│") && !$0.contains("▸") }),
            let column = lines[row].range(of: "Tra")?.lowerBound
        {
            // A click on the trash item's label inspects it.
            try click(lines[row].distance(from: lines[row].startIndex, to: column) + 1, row)
            try tmux.waitFor("▸ inspect toolbar item trash")
        } else {
            // At 80 × 24 the side column is too narrow for its items' words (`⋯8` says so): a
            // click under the marker still inspects the item whose frame is there, in points.
            let row = try #require(lines.firstIndex { $0.contains("⋯") && $0.contains("│") })
            let marker = try #require(lines[row].firstIndex(of: "⋯"))
            let x = lines[row].distance(from: lines[row].startIndex, to: marker)
            var hit = false
            for below in 1...6 where !hit {
                try click(x, row + below)
                hit =
                    (try? tmux.waitFor("an item", timeout: 2) { screen in
                        Self.inspectLine(screen).map { $0 != second && $0.contains("inspect toolbar item") } ?? false
                    }) != nil
            }
            #expect(hit, "a click in the narrow column inspects no item")
        }
        try tmux.send("Escape")
        // The frame after leaving, whole (under load a capture can catch ncurses mid-frame): no
        // inspect line, and the hint line back where the terminal is wide enough for it.
        screen = try tmux.waitFor("left, the hint line back") {
            !$0.contains("▸ inspect") && ($0.contains("Enter inspect") || columns < 100)
        }
        try tmux.send("Enter")
        try tmux.waitFor("▸ inspect")
        try tmux.send("Enter")
        try tmux.waitFor("left again") { !$0.contains("▸ inspect") }
        try tmux.send("Right")
        try tmux.waitFor("128° partiallyOpen")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}
