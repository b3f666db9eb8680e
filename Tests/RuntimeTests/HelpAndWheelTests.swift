import CellGrid
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// Keys under the help and the mouse wheel, through the live loop on a `MemoryBackend`.
@Suite("Help keys and the wheel")
struct HelpAndWheelTests {
    func run(_ events: [InputEvent], columns: Int = 80, rows: Int = 24) -> MemoryBackend {
        let backend = MemoryBackend(columns: columns, rows: rows, events: events)
        _ = LiveLoop.run(state: simState(), backend: backend, handler: RecordingHandler())
        return backend
    }

    func key(_ name: String) -> InputEvent {
        guard let key = Key(name: name) else { fatalError("no key \(name)") }
        return .key(key)
    }

    func wheel(_ kind: PointerKind) -> InputEvent { .mouse(MouseEvent(kind: kind, column: 10, row: 5)) }

    @Test("Under the help the arrow keys scroll it and leave the hinge; closed, they turn the hinge again")
    func arrowsUnderHelp() {
        let scrolled = run([key("?"), key("Down"), key("Down"), key("Right"), key("Left")]).screen
        #expect(scrolled.contains("lines 3–"), "\(scrolled)")
        #expect(scrolled.contains("book · 127°"), "the hinge moved under the help")
        let closed = run([key("?"), key("Right"), key("Esc"), key("Right")]).screen
        #expect(closed.contains("128° partiallyOpen"))
        let top = run([key("?"), key("Up"), key("PgUp")]).screen
        #expect(top.contains("lines 1–"), "scrolling stops at the first line")
    }

    @Test("The wheel turns the hinge a degree a notch; over the open help it scrolls the help")
    func wheel() {
        #expect(run([wheel(.wheelUp), wheel(.wheelUp)]).screen.contains("129° partiallyOpen"))
        #expect(run([wheel(.wheelDown)]).screen.contains("126° partiallyOpen"))
        let help = run([key("?"), wheel(.wheelDown)]).screen
        #expect(help.contains("lines 4–") && help.contains("book · 127°"), "\(help)")
    }
}
