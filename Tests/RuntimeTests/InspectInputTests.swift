import CellGrid
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// Inspect mode's keys through the live loop on a `MemoryBackend`: each key what the table says,
/// the arrows and Tab back to the hinge and the focus once it is left.
@Suite("Inspect keys in the live loop")
struct InspectInputTests {
    func run(_ events: [InputEvent], app: String = "mail", split: Bool = false) -> MemoryBackend {
        let backend = MemoryBackend(columns: 120, rows: 40, events: events)
        _ = LiveLoop.run(
            state: simState(split: split, app: bundledApp(app)), backend: backend, handler: RecordingHandler())
        return backend
    }

    func key(_ name: String) -> InputEvent {
        guard let key = Key(name: name) else { fatalError("no key \(name)") }
        return .key(key)
    }

    /// The panel's inspect line on the screen.
    func inspectLine(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains("▸ inspect") }.map(String.init)
    }

    @Test("Enter starts on the centre's element, and the arrows then leave the hinge alone")
    func enterAndArrows() throws {
        let started = run([key("Enter")]).screen
        let first = try #require(inspectLine(started), "\(started)")
        let moved = run([key("Enter"), key("Right"), key("Up")]).screen
        #expect(moved.contains("127° partiallyOpen"), "an arrow turned the hinge while inspecting")
        #expect(inspectLine(moved) != first)
        let state = reduce(simState(app: bundledApp("mail")), .toggleInspect)
        let elements = SceneElements(scene: state.scene)
        let expected = try #require(state.inspected.flatMap(elements.find))
        #expect(first.contains("inspect \(expected.kind.words) \(expected.id)"), "\(first)")
    }

    @Test("Tab and Shift-Tab step while inspecting; out of it Tab focuses the next window again")
    func tab() throws {
        let stepped = run([key("Enter"), key("Tab")], split: true).screen
        let back = run([key("Enter"), key("Tab"), key("Shift+Tab")], split: true).screen
        let start = run([key("Enter")], split: true).screen
        #expect(inspectLine(stepped) != inspectLine(start))
        #expect(inspectLine(back) == inspectLine(start))
        let left = run([key("Enter"), key("Esc"), key("Tab")], split: true).screen
        #expect(inspectLine(left) == nil)
        #expect(left.contains(" right  469 × 669 pt"), "Tab focuses the next window once inspect mode is left")
    }

    @Test("Esc and Enter leave; the help opened over inspect mode closes first with Esc")
    func leaving() {
        #expect(inspectLine(run([key("Enter"), key("Esc")]).screen) == nil)
        #expect(inspectLine(run([key("Enter"), key("Enter")]).screen) == nil)
        let helpClosed = run([key("Enter"), key("?"), key("Esc")]).screen
        #expect(!helpClosed.contains("Keys · Esc closes") && inspectLine(helpClosed) != nil)
        let right = run([key("Enter"), key("Esc"), key("Right")]).screen
        #expect(right.contains("128° partiallyOpen"), "the arrows turn the hinge again")
    }

    @Test("A click inspects what it hits while inspecting, and only focuses a window otherwise")
    func click() throws {
        let screen = ScreenRenderer.render(
            reduce(simState(app: bundledApp("hud")), .toggleInspect), columns: 120, rows: 40)
        let elements = SceneElements(scene: simState(app: bundledApp("hud")).scene)
        let joystick = try #require(elements.element("joystick", in: .main))
        let display = try #require(screen.layout.displays.first { $0.inUse })
        let frame = elements.displayFrame(joystick, in: simState(app: bundledApp("hud")).scene)
        let column = display.rect.column + Int(frame.midX / display.size.width * Double(display.rect.width))
        let row = display.rect.row + Int(frame.midY / display.size.height * Double(display.rect.height))
        let click: [InputEvent] = [
            .mouse(MouseEvent(kind: .press, column: column, row: row)),
            .mouse(MouseEvent(kind: .release, column: column, row: row)),
        ]
        let inspected = run([key("Enter")] + click, app: "hud").screen
        #expect(inspectLine(inspected)?.contains("inspect control joystick") == true, "\(inspected)")
        #expect(inspectLine(run(click, app: "hud").screen) == nil, "a click outside inspect mode inspects nothing")
    }
}
