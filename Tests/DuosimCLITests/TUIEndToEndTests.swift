import Foundation
import TestSupport
import Testing

/// The real binary inside tmux: keys, mouse, resizes and signals, read back from the screen.
@Suite(
    "Terminal UI in tmux", .serialized,
    .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): these tests are skipped"))
struct TUIEndToEndTests {
    /// The slider's line on a captured screen.
    func sliderLine(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(" hinge 0°") }.map(String.init)
    }

    @Test("Keys move the hinge and the fold; q exits 0 with the terminal restored")
    func keysAndQuit() throws {
        let tmux = try TmuxSession()
        try tmux.waitForAll(["book · 127° · partiallyOpen · inner", "┃", "127° partiallyOpen"])
        #expect(try tmux.alternateScreen())

        try tmux.send("Right", "Right", "Right")
        try tmux.waitFor("130° partiallyOpen")
        try tmux.send("S-Right")
        try tmux.waitFor("140° partiallyOpen")
        try tmux.send("PPage")
        try tmux.waitFor("150° partiallyOpen")

        // Flat: the fold becomes inactive and isn't drawn; .includeInactive shows it dotted.
        try tmux.send("End")
        // (The legend row names every glyph; the displays are above it.)
        func displays(_ screen: String) -> String {
            screen.split(separator: "\n").filter { !$0.contains("active fold  ░") }.joined(separator: "\n")
        }
        try tmux.waitFor("flat, no fold drawn") {
            $0.contains("180° fullyOpen") && !displays($0).contains("┃") && !displays($0).contains("░")
        }
        try tmux.send("i")
        // Wait for the whole frame: tmux may show a screen half drawn.
        try tmux.waitFor("dotted fold") { displays($0).contains("┊") && $0.contains(".includeInactive") }

        // Closed: the outer display is in use.
        try tmux.send("Home")
        try tmux.waitFor("closed · 0° · closed · outer")

        // Book pose and Split View.
        try tmux.send("2", "s")
        try tmux.waitForAll(["left · leftOfFold", "right · rightOfFold"])
        try tmux.send("Tab")
        try tmux.waitFor(" right  469 × 669 pt")

        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        #expect(try !tmux.alternateScreen())
    }

    @Test("Function keys reach the UI through the terminal: F1 opens the help, Esc closes it, F10 quits")
    func functionKeys() throws {
        // What the keys do is LiveLoopTests' (a MemoryBackend); here, that ncurses decodes them.
        let tmux = try TmuxSession()
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("F1")
        try tmux.waitFor("Keys · Esc closes")
        try tmux.send("Escape")
        try tmux.waitFor("help closed") { !$0.contains("Keys · Esc closes") }
        try tmux.send("F10")
        try tmux.waitFor("EXIT=0")
    }

    @Test("A click on the slider sets the angle; dragging follows the mouse")
    func mouse() throws {
        let tmux = try TmuxSession()
        let screen = try tmux.waitFor("127° partiallyOpen")
        let lines = screen.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains(" hinge 0°") })
        let line = Array(lines[row])
        let start = try #require(line.firstIndex(of: "├")), end = try #require(line.firstIndex(of: "┤"))
        // SGR reports (xterm-256color): press, drag, release; columns and rows are 1-based.
        func report(_ code: Int, _ column: Int, _ final: Character) -> [UInt8] {
            Array("\u{1B}[<\(code);\(column + 1);\(row + 1)\(final)".utf8)
        }
        try tmux.sendBytes(report(0, start, "M") + report(0, start, "m"))
        try tmux.waitFor("  0° closed")
        try tmux.sendBytes(
            report(0, start, "M") + report(32, (start + end) / 2, "M") + report(32, end, "M") + report(0, end, "m"))
        try tmux.waitFor("180° fullyOpen")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test("At 80 × 24 the help scrolls with the arrows, which leave the hinge alone; the wheel turns the hinge")
    func helpAndWheel() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.waitFor("book · 127°")
        try tmux.send("?")
        try tmux.waitFor("lines 1–")
        try tmux.send("Down", "Down", "Right", "Right")
        try tmux.waitFor("lines 3–")
        #expect(try tmux.screen().contains("book · 127°"), "the arrows moved the hinge under the help")
        try tmux.send("Escape")
        try tmux.waitFor("help closed") { !$0.contains("lines 3–") }
        // The wheel, as an SGR report (button 64 up, 65 down) anywhere on the screen.
        try tmux.sendBytes(Array("\u{1B}[<64;20;10M\u{1B}[<64;20;10M".utf8))
        try tmux.waitFor(" 129° · partiallyOpen")
        try tmux.sendBytes(Array("\u{1B}[<65;20;10M".utf8))
        try tmux.waitFor(" 128° · partiallyOpen")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(
        "SGR mouse reports work past column 223 even where terminfo doesn't know them; unknown sequences are ignored, never read as keys"
    )
    func wideMouseAndUnknownSequences() throws {
        // `screen`'s terminfo knows only the old X10 reports, limited to 223 columns.
        let tmux = try TmuxSession(columns: 300, rows: 50, environment: ["TERM": "screen"])
        let screen = try tmux.waitFor("127° partiallyOpen")
        let lines = screen.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains(" hinge 0°") })
        let line = Array(lines[row])
        let end = try #require(line.firstIndex(of: "┤"))
        #expect(end > 223, "the slider's end lies past column 223")
        // Unknown sequences whose bytes would be keys ('1' closed, 'q' quit) if read one by one.
        try tmux.sendBytes(Array("\u{1B}[1;5q\u{1B}[200~".utf8))
        try tmux.send("Right")
        try tmux.waitFor("128° partiallyOpen")
        try tmux.sendBytes(Array("\u{1B}[<0;\(end + 1);\(row + 1)M\u{1B}[<0;\(end + 1);\(row + 1)m".utf8))
        try tmux.waitFor("180° fullyOpen")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test("Too small: the sizes and 'q quits'; a live resize brings the screen back")
    func tinyAndResize() throws {
        let tmux = try TmuxSession(columns: 40, rows: 10)
        var screen = try tmux.waitForAll(["Terminal too small", "40 × 10", "needs 60 × 16", "q quits"])
        try tmux.send("Right")
        try tmux.tmux(["resize-window", "-x", "100", "-y", "30"], capture: false)
        screen = try tmux.waitFor("127° partiallyOpen")
        #expect(screen.contains("book · 127°"), "keys other than q do nothing while too small")
        try tmux.tmux(["resize-window", "-x", "30", "-y", "8"], capture: false)
        try tmux.waitFor("30 × 8")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test("NO_COLOR and a non-UTF-8 locale: no colours, ASCII drawing")
    func plainTerminals() throws {
        let tmux = try TmuxSession(environment: ["NO_COLOR": "1", "LANG": "C", "LC_ALL": "C"])
        let screen = try tmux.waitForAll(["127d partiallyOpen", "+ outer . off", "q quit"])
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII })
        let escapes = try tmux.tmux(["capture-pane", "-p", "-e"])
        #expect(!escapes.contains("38;5;"), "no 256-colour codes with NO_COLOR")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test("Starts at the pose the options give")
    func startPose() throws {
        let tmux = try TmuxSession(["tui", "--pose", "laptop", "--split", "--no-mouse"])
        try tmux.waitForAll(["laptop · 100°", "top · aboveFold", "bottom · belowFold", "100° partiallyOpen"])
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test("A script's capture equals the live UI's screen for the same keys")
    func replayMatchesLiveUI() throws {
        let tmux = try TmuxSession(["--no-mouse"], columns: 100, rows: 30)
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("s", "Right", "Right", "Right", "r", "Tab", "i")
        let live = try tmux.waitFor("the keys' effect") {
            $0.contains("130°") && $0.contains(".includeInactive") && $0.contains(" right  469")
        }
        let replayed = try recordCapture(
            "Set Width 100\nSet Height 30\nKey s\nKey Right 3\nKey r\nKey Tab\nKey i\nCapture \"replay\"\n",
            capture: "replay.txt")
        #expect(replayed == live, "\(lineDiff(replayed, live))")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(
        "Frames sent past ncurses keep every colour and attribute: the live screen's cells equal the script's ANSI capture"
    )
    func coloursMatchReplay() throws {
        // In colour, as every tmux session here is: duosim then sends its own frames.
        let tmux = try TmuxSession(
            ["--no-mouse", "--app", "mail"], columns: 100, rows: 30)
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("s", "Right", "Right", "Right", "r", "Tab", "i", "Left", "Left")
        _ = try tmux.waitFor("the keys' effect") { $0.contains("128°") && $0.contains(".includeInactive") }
        let live = try tmux.tmux(["capture-pane", "-e", "-p", "-N"])
        let replayed = try recordCapture(
            "Set Width 100\nSet Height 30\nSet App \"mail\"\nKey s\nKey Right 3\nKey r\nKey Tab\nKey i\nKey Left 2\n"
                + "Capture \"c.ans\"\n",
            capture: "c.ans")
        let (a, b) = (VisibleCells(live), VisibleCells(replayed))
        #expect(a.rows.count >= 29)
        #expect(live.contains("\u{1B}[38;5;"), "the live screen has no 256-colour cells")
        // tmux doesn't report cells a line erase filled (ncurses clears a row's end with the
        // background set): past the end of each live row, only the characters can be compared.
        for row in 0..<max(a.rows.count, b.rows.count) {
            let seen = row < a.rows.count ? a.rows[row].count : 0
            let (left, right) = (a.row(row, width: 100), b.row(row, width: 100))
            let column = (0..<100).first { column in
                column < seen ? left[column] != right[column] : right[column].character != " "
            }
            if let column {
                Issue.record("row \(row), column \(column): live \(left[column]) vs replay \(right[column])")
                break
            }
        }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test("p saves a text capture and a records a .cast, never overwriting; REC shows while recording")
    func liveCapture() throws {
        let folder = try temporaryFolder()
        let tmux = try TmuxSession(["--capture-dir", folder.path])
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("p")
        try tmux.waitFor("saved")
        try tmux.send("p")
        try tmux.waitFor("book-127-2.txt")
        try tmux.send("a")
        try tmux.waitFor("● REC")
        try tmux.send("Right")
        try tmux.waitFor("128°")
        try tmux.send("a")
        try tmux.waitFor("duosim-session.cast")
        try tmux.send("a", "q")
        try tmux.waitFor("EXIT=0")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            files == ["duosim-book-127-2.txt", "duosim-book-127.txt", "duosim-session-2.cast", "duosim-session.cast"])
        let cast = try String(contentsOf: folder.appendingPathComponent("duosim-session.cast"), encoding: .utf8)
        #expect(cast.hasPrefix("{\"version\":2,\"width\":120,\"height\":40"))
        #expect(cast.contains("128°"))
    }
}
