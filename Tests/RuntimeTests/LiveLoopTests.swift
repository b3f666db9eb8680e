import CellGrid
import FileIO
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// Counts the effects the loop hands over, and what it drew.
final class RecordingHandler: LiveSink {
    var effects: [Effect] = []
    var drawn = 0
    var recording = false
    var badge: String? { recording ? "● REC" : nil }
    var captureFolder: String? { "/captures" }
    var capturePrefix: String { "" }
    func frameShown(_ grid: Grid) { drawn += 1 }
    func isTaken(_ path: String) -> Bool { false }
    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> EffectOutcome? {
        effects.append(.captureScreen)
        return .captureSaved(path: path)
    }
    func toggleRecording(_ screen: Grid) -> EffectOutcome? {
        effects.append(.toggleRecording)
        recording.toggle()
        return nil
    }
}

/// The live UI against a `MemoryBackend`: keys in, screens out, in milliseconds. What only a real
/// terminal shows (restoring it on every exit, signals, mouse bytes, resizes) stays in tmux.
@Suite("Live loop on a MemoryBackend")
struct LiveLoopTests {
    func run(_ events: [InputEvent], columns: Int = 120, rows: Int = 40, state: SimState? = nil) -> (
        MemoryBackend, RecordingHandler, LiveLoop.Ending
    ) {
        let backend = MemoryBackend(columns: columns, rows: rows, events: events)
        let handler = RecordingHandler()
        let code = LiveLoop.run(
            state: state ?? SimState(profile: duo, pose: duo.state(at: duo.defaultPose)), backend: backend,
            handler: handler)
        return (backend, handler, code)
    }

    func keys(_ names: String...) -> [InputEvent] { names.map { .key(Key(name: $0)!) } }

    @Test("Keys move the hinge and the fold; q quits with 0 and closes the backend")
    func keysAndQuit() {
        let (backend, _, code) = run(keys("Right", "Right", "Right"))
        #expect(backend.screen.contains("130° partiallyOpen"))
        #expect(code == .inputEnded && backend.closed, "input ended")
        #expect(run(keys("Shift+Right")).0.screen.contains("137° partiallyOpen"))
        #expect(run(keys("PgUp")).0.screen.contains("137° partiallyOpen"))
        let flat = run(keys("End")).0
        #expect(flat.screen.contains("180° fullyOpen") && !withoutLegend(flat.screen).contains("┃"))
        #expect(
            withoutLegend(run(keys("End", "i")).0.screen).contains("┊"),
            ".includeInactive shows the inactive fold dotted")
        #expect(run(keys("Home")).0.screen.contains("closed · 0° · closed · outer"))
        let split = run(keys("s", "Tab")).0
        #expect(split.screen.contains("left · leftOfFold") && split.screen.contains(" right  469 × 669 pt"))
        let quit = run(keys("q", "Right"))
        #expect(quit.2 == .quit)
        #expect(quit.0.screen.contains("127° partiallyOpen"), "nothing after q")
    }

    @Test("The help opens on ? and F1 and closes on Esc; F10 and Ctrl+C quit")
    func help() {
        #expect(run(keys("?")).0.screen.contains("Keys · Esc closes"))
        #expect(!run(keys("?", "Esc")).0.screen.contains("Keys · Esc closes"))
        #expect(run(keys("F1")).0.screen.contains("Keys · Esc closes"))
        for quit in ["F10", "Ctrl+C"] {
            let (backend, _, code) = run(keys(quit, "Right"))
            #expect(code == .quit && backend.screen.contains("127°"), "\(quit)")
        }
    }

    @Test("A click on the slider sets the angle; a drag follows it; a click on a window focuses it")
    func mouse() throws {
        let first = run([]).0
        let lines = first.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains(" hinge 0°") })
        let line = Array(lines[row])
        let start = try #require(line.firstIndex(of: "├")), end = try #require(line.firstIndex(of: "┤"))
        let click = run([
            .mouse(MouseEvent(kind: .press, column: start, row: row)),
            .mouse(MouseEvent(kind: .release, column: start, row: row)),
        ]).0
        #expect(click.screen.contains("  0° closed"))
        let drag = run([
            .mouse(MouseEvent(kind: .press, column: start, row: row)),
            .mouse(MouseEvent(kind: .drag, column: (start + end) / 2, row: row + 5)),
            .mouse(MouseEvent(kind: .drag, column: end, row: row)),
            .mouse(MouseEvent(kind: .release, column: end, row: row)),
        ]).0
        #expect(drag.screen.contains("180° fullyOpen"))
        // Split View: a click in the right window focuses it.
        var split = SimState(profile: duo, pose: duo.state(at: duo.defaultPose))
        split.pose.splitView = true
        let screen = ScreenRenderer.render(split, columns: 120, rows: 40)
        let right = try #require(screen.layout.windows.first { $0.id == .right })
        let focused = run(
            [.mouse(MouseEvent(kind: .press, column: right.rect.column + 2, row: right.rect.row + 2))], state: split
        ).0
        #expect(focused.screen.contains(" right  469 × 669 pt"))
    }

    @Test(
        "p and a are effects: the loop hands them to its handler, which sets the message; the badge shows while recording"
    )
    func effects() {
        let (backend, handler, _) = run(keys("p", "a"))
        #expect(handler.effects == [.captureScreen, .toggleRecording])
        #expect(backend.screen.contains("● REC"))
        #expect(handler.drawn == backend.frames.count)
        let saved = run(keys("p")).0
        #expect(saved.screen.contains("saved book-127"))
    }

    @Test("Too small: only q works; a resize brings the screen back")
    func tooSmall() {
        let (backend, _, code) = run(keys("Right") + [.resize(columns: 100, rows: 30)], columns: 40, rows: 10)
        #expect(backend.frames.first?.text.contains("Terminal too small") == true)
        #expect(backend.screen.contains("127° partiallyOpen"), "keys other than q do nothing while too small")
        #expect(code == .inputEnded)
        #expect(run(keys("q", "Right"), columns: 40, rows: 10).2 == .quit)
    }

    @Test("A terminating signal ends the loop with 128 + n; a suspend asks the backend and carries on")
    func signals() {
        let backend = MemoryBackend(events: keys("Right", "Right"))
        backend.send(.quit(15))
        #expect(
            LiveLoop.run(
                state: SimState(profile: duo, pose: duo.state(at: duo.defaultPose)), backend: backend,
                handler: RecordingHandler()) == .signal(15))
        #expect(backend.closed)
        let suspended = MemoryBackend(events: keys("Right"))
        suspended.send(.suspend)
        #expect(
            LiveLoop.run(
                state: SimState(profile: duo, pose: duo.state(at: duo.defaultPose)), backend: suspended,
                handler: RecordingHandler()) == .inputEnded)
        #expect(suspended.screen.contains("128°"))
    }

    @Test("Each draw sends only the cells that changed: a hinge step is a handful")
    func changedCells() {
        // 128° → 129° (127° → 128° also renames the pose from book to custom).
        let (backend, _, _) = run(keys("Right", "Right"), columns: 160, rows: 48)
        #expect(backend.frames.count == 3)
        #expect(backend.lastCellsSent > 0 && backend.lastCellsSent < 40, "\(backend.lastCellsSent) cells")
    }
}
