import CellGrid
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The small things of issue 28 that a screen shows: a status message on a clean stretch of its
/// line, the help scrolled on a short screen, ASCII without question marks.
@Suite("Status line, help and ASCII")
struct StatusAndHelpTests {
    @Test("A status message never lands mid-word on the options: they end before it, cut with an ellipsis")
    func message() throws {
        let state = reduce(simState("closed"), .toggleSplitView)
        let message = try #require(state.message?.words)
        for columns in [60, 80, 120] {
            let screen = ScreenRenderer.render(state, columns: columns, rows: 30)
            let line = screen.grid.line(screen.grid.height - 2)
            let start = try #require(line.range(of: message), "\(columns): \(line)")
            let before = line[..<start.lowerBound]
            #expect(before.hasSuffix(" "), "\(columns): '\(line)'")
            let options = before.trimmingCharacters(in: .whitespaces)
            #expect(
                options.isEmpty || options.hasSuffix("…") || options.hasSuffix("off"),
                "\(columns): the options end mid-word: '\(line)'")
        }
    }

    @Test("At 80 × 24 the help scrolls: it says which lines show, and scrolled shows the rest")
    func helpScrolls() throws {
        let top = ScreenRenderer.render(simState { $0.showHelp = true }, columns: 80, rows: 24)
        let help = try #require(top.layout.help)
        #expect(help.maxScroll > 0 && help.scroll == 0)
        #expect(top.grid.text.contains("lines 1–") && top.grid.text.contains("scroll"))
        #expect(!top.grid.text.contains("enlarge the terminal for the rest"))
        let bottom = ScreenRenderer.render(
            simState {
                $0.showHelp = true
                $0.helpScroll = 1000
            }, columns: 80, rows: 24)
        #expect(bottom.layout.help?.scroll == help.maxScroll)
        #expect(bottom.grid.text.contains("quit") && bottom.grid.text.contains("Glyphs:"))
        #expect(!top.grid.text.contains("q F10 Ctrl+C"), "the first page doesn't reach the end")
    }

    @Test("ASCII mode spells the hint line's ±10 as +-10, and shows no ? for a character it lacks")
    func asciiHints() {
        for app in [nil] + bundledApps {
            let screen = ScreenRenderer.render(
                simState("book", split: true, app: app), columns: 160, rows: 48,
                options: RenderOptions(unicode: false))
            let text = screen.grid.text
            #expect(text.contains("+-10"), "\(app?.name ?? "no app")")
            #expect(text.components(separatedBy: "?").count == 2, "\(app?.name ?? "no app"): a '?' besides '? help'")
        }
    }

    @Test("The status line words each outcome: the screen writes them, not the sink that carried the effect out")
    func outcomeWords() {
        let cases: [(StatusMessage, String)] = [
            (.note("no pose named x"), "no pose named x"),
            (.effect(.captureSaved(path: "./duosim-book-127.txt")), "saved ./duosim-book-127.txt"),
            (.effect(.captureFailed(reason: "read-only")), "can't save: read-only"),
            (.effect(.recordingStarted), "recording… (a stops)"),
            (
                .effect(.recordingRefused(reason: "a", temporaryFolder: "/tmp", temporaryReason: "b")),
                "can't record: a; /tmp: b"
            ),
            (
                .effect(.recordingStopped(.fellBack(folder: "f", reason: "r", path: "/tmp/s.cast"))),
                "can't save in f (r); saved /tmp/s.cast"
            ),
            (
                .effect(.recordingStopped(.cutShort(path: "s.cast", seconds: 2.44, reason: "full"))),
                "the recording was cut short at 2.4 s (full): s.cast"
            ),
            (.effect(.recordingStopped(.lost(reason: "gone"))), "can't save: gone"),
            (.effect(.notRecording), "not recording"),
            (.reload(ReloadOutcome(reloaded: ["a.json", "b.json"])), "reloaded a.json, b.json"),
            (
                .reload(ReloadOutcome(reloaded: ["a.json"], problems: [ReloadProblem(error: "b.json: bad", more: 1)])),
                "reloaded a.json · b.json: bad (and 1 more error); kept the last good profile"
            ),
            (
                .reload(ReloadOutcome(problems: [ReloadProblem(error: "b.json: bad", more: 2)])),
                "b.json: bad (and 2 more errors); kept the last good profile"
            ),
        ]
        for (message, words) in cases { #expect(message.words == words) }
    }
}
