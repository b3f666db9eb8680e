import Foundation
import TestSupport
import Testing

/// An app whose words are in wide scripts, emoji, clusters and format characters: every row of
/// every picture is exactly the terminal's width (measured with the C library's tables,
/// `TerminalWidth`), in `render`'s text, `record`'s captures, its `.cast` played in a real
/// terminal (tmux), and the live UI.
@Suite("Wide characters end to end")
struct WideTextEndToEndTests {
    /// Words of many scripts: CJK, Hangul, kana, fullwidth Latin, Thai with its marks, combining
    /// accents, emoji alone, with skin tones, joined and as flags, and format characters.
    static let words = [
        "邮件箱子", "받은편지함", "メールボックス", "Ｍａｉｌ", "👍🏽 Like", "👨‍👩‍👧‍👦 Family", "🇫🇷 Français", "cafe\u{301} au lait",
        "ภาษาไทย", "a\u{200B}b\u{FEFF}c", "中文标题很长很长", "🙂 ok", "ｶﾀｶﾅ", "漢字とかな",
    ]
    /// Words every terminal agrees on the width of (what tmux 3.3 joins as duosim does).
    static let agreed = ["邮件箱子", "받은편지함", "メールボックス", "Ｍａｉｌ", "中文标题很长很长", "🙂 ok", "漢字とかな", "cafe\u{301} au lait"]

    /// The mail sample with every title and display name replaced by `words`, in a new folder.
    static func app(_ words: [String]) throws -> (folder: URL, path: String) {
        let folder = try temporaryFolder()
        let url = repositoryRoot.appendingPathComponent("Profiles/apps/mail.json")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        var index = 0
        func replace(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                for (key, member) in object {
                    if key == "title" || key == "displayName", member is String {
                        object[key] = words[index % words.count]
                        index += 1
                    } else {
                        object[key] = replace(member)
                    }
                }
                return object
            }
            if let array = value as? [Any] { return array.map(replace) }
            return value
        }
        json = replace(json) as? [String: Any] ?? json
        let path = folder.appendingPathComponent("wide.json").path
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    /// Each word as ASCII letters of the same width: the same picture with nothing wide in it.
    static var twins: [String] {
        words.map { String(repeating: "x", count: TerminalWidth.of($0) ?? 0) }
    }

    /// The display column of every box-drawing character on each row (frames, folds, bars).
    static func boxColumns(_ text: String) -> [[Int]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(FuzzTests.boxColumns)
    }

    /// Checks rows of a picture `columns` wide: none wider, none with a raw control character;
    /// and with `twin` (the same picture with ASCII words), every frame, fold and bar in its column.
    static func check(_ text: String, columns: Int, twin: String? = nil, _ context: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let width = TerminalWidth.of(String(line)) else {
                Issue.record("\(context): row \(index) holds a raw control character: \(line.debugDescription)")
                continue
            }
            #expect(width <= columns, "\(context): row \(index) is \(width) cells wide: \(line)")
        }
        guard let twin else { return }
        let (rows, twinRows) = (boxColumns(text), boxColumns(twin))
        for (index, (row, twinRow)) in zip(rows, twinRows).enumerated() where row != twinRow {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            Issue.record("\(context): row \(index)'s frame moved: \(row) against \(twinRow): \(lines[index])")
        }
    }

    @Test(
        "render: every row of every pose, at every size, as wide as the terminal and framed where ASCII words are",
        arguments: ["80x24", "200x60", "61x17", "120x40"])
    func render(size: String) throws {
        let (folder, path) = try Self.app(Self.words)
        let (_, twin) = try Self.app(Self.twins)
        let columns = Int(size.split(separator: "x")[0]) ?? 0
        var shown = false
        for pose in ["book", "flat", "laptop", "tent", "closed"] {
            for split in [[], ["--split"]] {
                let words = ["render", "--size", size, "--pose", pose] + split
                let result = try runBinary(words + ["--app", path], in: folder)
                let ascii = try runBinary(words + ["--app", twin], in: folder)
                #expect(result.status == 0, "\(result.stderr)")
                Self.check(result.stdout, columns: columns, twin: ascii.stdout, "render \(pose) \(split) at \(size)")
                shown = shown || result.stdout.contains("받") || result.stdout.contains("👍🏽")
            }
        }
        // At 61 × 17 no bar or column has room for three characters and `…` of these words, so
        // the rule leaves them out (the panel names them as far as it has rows).
        #expect(shown || columns < 80, "the wide words show somewhere")
    }

    @Test("record: each text capture and the .cast, played in tmux, as wide as the terminal")
    func record() throws {
        let (folder, path) = try Self.app(Self.words)
        let tape = """
            Output all.txt
            Output session.cast
            Set Width 90
            Set Height 28
            Set App "\(path)"
            Key Right 3
            Key s
            Key Tab
            Key PgDn
            Key 3
            Screenshot shot.ans
            """
        try tape.write(to: folder.appendingPathComponent("wide.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "wide.tape", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let all = try String(contentsOf: folder.appendingPathComponent("out/all.txt"), encoding: .utf8)
        #expect(all.components(separatedBy: String(repeating: "─", count: 80)).count >= 5)
        Self.check(all, columns: 90, "all.txt")
        guard TmuxSession.available else {
            print("skipped: tmux is not installed (.ci/run installs it), so the .cast isn't played")
            return
        }
        let cast = folder.appendingPathComponent("out/session.cast").path
        #expect(!(try String(contentsOfFile: cast, encoding: .utf8)).contains("\u{FFFA}"))
        // The recording played as asciinema plays it: each event's bytes to a terminal of its size.
        let played = folder.appendingPathComponent("played").path
        let play = """
            import json, sys
            for line in list(open(sys.argv[1]))[1:]:
                event = json.loads(line)
                if event[1] == "o": sys.stdout.write(event[2])
            sys.stdout.flush()
            open(sys.argv[2], "w").close()
            """
        try play.write(to: folder.appendingPathComponent("play.py"), atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("play.py").path
        let tmux = try TmuxSession(columns: 90, rows: 28) { _ in
            "python3 \(shellQuote(script)) \(shellQuote(cast)) \(shellQuote(played)); sleep 30"
        }
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: played) && Date() < deadline { usleep(50_000) }
        let screen = try tmux.waitFor("hinge 0°")
        let last = all.components(separatedBy: String(repeating: "─", count: 80) + "\n").last {
            $0.contains("hinge 0°")
        }
        Self.check(screen, columns: 90, twin: last, "session.cast in tmux")
        // The `.ans` screenshot printed by `cat`, as a person looks at one.
        let shot = folder.appendingPathComponent("out/shot.ans").path
        let cat = try TmuxSession(columns: 90, rows: 30) { _ in "clear; cat \(shellQuote(shot)); sleep 30" }
        Self.check(try cat.waitFor("hinge 0°"), columns: 90, twin: last, "shot.ans in tmux")
    }

    /// The screen once it shows `text` and the frame's last row, and stays the same for 0.2 s.
    static func settled(_ tmux: TmuxSession, _ text: String) throws -> String {
        var last = ""
        return try tmux.waitFor(text) { screen in
            defer { last = screen }
            guard screen.contains(text), screen.contains("q quit"), screen == last else {
                usleep(100_000)
                return false
            }
            return true
        }
    }

    @Test(
        "The live UI in tmux at 80×24 and 200×60, drawn by duosim and by ncurses: its frame stays in place with wide words",
        .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): skipped"),
        arguments: [(80, 24, "xterm-256color"), (200, 60, "xterm-256color"), (80, 24, "xterm")])
    func live(size: (Int, Int, String)) throws {
        let (folder, path) = try Self.app(Self.agreed)
        let (_, twin) = try Self.app(Self.agreed.map { String(repeating: "x", count: TerminalWidth.of($0) ?? 0) })
        let arguments = ["--no-mouse", "--capture-dir", folder.path]
        let environment = ["TERM": size.2]
        let tmux = try TmuxSession(
            ["--app", path] + arguments, columns: size.0, rows: size.1, environment: environment)
        let ascii = try TmuxSession(
            ["--app", twin] + arguments, columns: size.0, rows: size.1, environment: environment)
        for key in ["", "s", "Tab", "PgDn", "3", "Right"] {
            if !key.isEmpty {
                try tmux.send(key)
                try ascii.send(key)
            }
            // Both settle on the same angle before they are compared.
            let angle =
                ["": "127°", "s": "127°", "Tab": "127°", "PgDn": "117°", "3": "180°", "Right": "180°"][key] ?? ""
            let screen = try Self.settled(tmux, "\(angle)")
            let twinScreen = try Self.settled(ascii, "\(angle)")
            Self.check(screen, columns: size.0, twin: twinScreen, "the UI at \(size) after '\(key)'")
        }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    /// Measures an HTML capture in the page it is in: each row's pixels against the grid's
    /// cells × the width of a cell (a digit of the font), and each SVG text at its cell.
    static let checker = """
        <!DOCTYPE html><html><body>
        <iframe id="f" src="CAPTURE" style="width:2400px;height:1600px"></iframe>
        <script>
        window.addEventListener("load", () => {
          const doc = document.getElementById("f").contentDocument, problems = [];
          let rows = 0;
          const svg = doc.querySelector("svg");
          if (svg) {
            for (const t of doc.querySelectorAll("text")) {
              rows++;
              const x = Number(t.getAttribute("x").split(" ")[0]);
              if (Math.abs(t.getStartPositionOfChar(0).x - x) > 0.5) problems.push("x of " + t.textContent);
            }
          } else {
            const pre = doc.querySelector("pre"), probe = doc.createElement("span");
            probe.textContent = "0".repeat(100); pre.appendChild(probe);
            const cell = probe.getBoundingClientRect().width / 100; probe.remove();
            const walker = doc.createTreeWalker(pre, NodeFilter.SHOW_TEXT), lines = [[]];
            let node;
            while ((node = walker.nextNode()))
              for (let i = 0; i < node.data.length; i++)
                if (node.data[i] === "\\n") lines.push([]); else lines[lines.length - 1].push([node, i]);
            for (const line of lines) {
              if (!line.length) continue;
              rows++;
              const range = doc.createRange(), last = line[line.length - 1];
              range.setStart(line[0][0], line[0][1]); range.setEnd(last[0], last[1] + 1);
              const width = range.getBoundingClientRect().width;
              if (Math.abs(width - COLUMNS * cell) > 1) problems.push("row " + rows + ": " + width + "px, not " + COLUMNS * cell);
            }
          }
          document.body.setAttribute("data-checked", rows);
          document.body.setAttribute("data-problems", JSON.stringify(problems));
        });
        </script></body></html>
        """

    @Test("HTML and SVG captures: every row as wide as its cells in Chromium", .enabled(if: Chromium.available))
    func browser() throws {
        let (folder, path) = try Self.app(Self.words)
        for format in ["html", "svg"] {
            let capture = "wide.\(format)"
            let result = try runBinary(["render", "--app", path, "--size", "80x24", "-o", capture], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let page = folder.appendingPathComponent("check-\(format).html")
            try Self.checker.replacingOccurrences(of: "CAPTURE", with: capture)
                .replacingOccurrences(of: "COLUMNS", with: "80").write(to: page, atomically: true, encoding: .utf8)
            let dom = try Chromium.dumpDOM(
                page.absoluteString, extra: ["--allow-file-access-from-files", "--virtual-time-budget=5000"])
            let checked = ExportBrowserTests.attribute("data-checked", in: dom)
            #expect((Int(checked ?? "") ?? 0) > 10, "\(capture): the checker didn't run")
            #expect(ExportBrowserTests.attribute("data-problems", in: dom) == "[]", "\(capture)")
        }
    }
}
