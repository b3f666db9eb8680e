import CellGrid
import PoseEngine
import Reports
import Simulator
import TestSupport
import Testing

/// Inspect mode on the screen: the outline where the element is, the panel's lines, the click
/// that inspects what it hits, profile text kept inert.
@Suite("Inspect mode on the screen")
struct InspectScreenTests {
    static let states: [SimState] =
        ["hud", "mail", "notes", "files"].flatMap { app in
            [false, true].map { simState("book", split: $0, app: bundledApp(app)) }
        } + [simState("closed", app: bundledApp("mail")), simState("laptop", app: bundledApp("hud"))]

    static func inspecting(_ state: SimState, _ element: SceneElement) -> SimState {
        var state = state
        state.inspected = Inspected(window: element.window, id: element.id)
        if let index = state.scene.windows.firstIndex(where: { $0.id == element.window }) { state.focus = index }
        return state
    }

    @Test(
        "The panel shows every inspect line first, and the frame is the one `query` prints",
        arguments: [(120, 40), (200, 60)])
    func panelLines(columns: Int, rows: Int) throws {
        for base in Self.states {
            let scene = base.scene
            let query = scene.json
            for element in SceneElements(scene: scene).elements {
                let state = Self.inspecting(base, element)
                let lines = InspectPanel(scene: scene).lines(for: element)
                let text = ScreenRenderer.render(state, columns: columns, rows: rows).grid.text
                #expect(text.contains(String(lines[0].prefix(columns - 1))), "\(element.id)")
                #expect(lines[1].hasPrefix("   frame x "), "\(element.id)")
                // The frame's numbers are the query document's for the same element.
                if let frame = Self.queryFrame(of: element, in: query) {
                    let words = ["x", "y", "width", "height"].compactMap { frame[$0]?.render(pretty: false) }
                    let expected = "frame x \(words[0]) y \(words[1]) w \(words[2]) h \(words[3]) pt"
                    #expect(lines[1].contains(expected), "\(element.id): \(lines[1]) vs \(expected)")
                }
            }
        }
    }

    @Test("At 80 × 24 the inspect lines come before the panel's `not drawn:` line, in Split View too")
    func smallTerminal() {
        for base in Self.states {
            for element in SceneElements(scene: base.scene).elements {
                let state = Self.inspecting(base, element)
                let first = InspectPanel(scene: base.scene).lines(for: element)[0]
                let text = ScreenRenderer.render(state, columns: 80, rows: 24).grid.text
                #expect(
                    text.contains(String(first.prefix(24))),
                    "\(element.id) in \(base.pose.splitView ? "Split View" : "full screen"): no '\(first)':\n\(text)")
            }
        }
    }

    @Test("The outline is in reverse video on the element's cells, and a click there inspects it or what covers it")
    func outlineAndClick() throws {
        for base in Self.states {
            let elements = SceneElements(scene: base.scene)
            for element in elements.elements {
                let state = Self.inspecting(base, element)
                let screen = ScreenRenderer.render(state, columns: 120, rows: 40)
                #expect(screen.layout.inspecting)
                guard let cells = screen.layout.inspected else { continue }
                #expect(screen.grid[cells.column, cells.row].style.reverse, "\(element.id)")
                #expect(screen.grid[cells.maxColumn - 1, cells.maxRow - 1].style.reverse, "\(element.id)")
                let column = cells.column + cells.width / 2, row = cells.row + cells.height / 2
                let action = try #require(screen.layout.actionForPress(column: column, row: row))
                guard case .inspectArea(let area) = action else {
                    Issue.record("a click in inspect mode is \(action)")
                    continue
                }
                let hit = try #require(reduce(state, action).inspected.flatMap(elements.find))
                let frame = elements.displayFrame(hit, in: base.scene)
                #expect(frame.intersection(area) != nil, "\(hit.id) doesn't meet the cell clicked")
                #expect(
                    hit.layer >= element.layer
                        || frame.intersection(elements.displayFrame(element, in: base.scene)) == nil)
            }
        }
    }

    @Test("Out of inspect mode a click still focuses a window, and nothing is outlined")
    func clickOutside() throws {
        let state = simState("book", split: true, app: bundledApp("mail"))
        let screen = ScreenRenderer.render(state, columns: 120, rows: 40)
        #expect(!screen.layout.inspecting && screen.layout.inspected == nil)
        let right = try #require(screen.layout.windows.first { $0.id == .right })
        #expect(
            screen.layout.actionForPress(column: right.rect.column + 2, row: right.rect.row + 2) == .focusWindow(.right)
        )
    }

    @Test("A title from the profile stays inert in the panel and on the screen")
    func inertTitle() throws {
        var app = bundledApp("mail")
        let index = try #require(app.toolbarItems.firstIndex { $0.id == "trash" })
        app.toolbarItems[index].title = "Tr\u{1B}[2J\u{202E}ash"
        let state = reduce(simState("book", app: app), .inspectElement("trash"))
        let lines = InspectPanel(scene: state.scene).lines(for: try #require(state.inspected))
        #expect(lines[0].contains("Tr\\u{1B}[2J\\u{202E}ash"), "\(lines[0])")
        let text = ScreenRenderer.render(state, columns: 120, rows: 40).grid.text
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        #expect(text.contains("Tr\\u{1B}[2J"))
    }

    @Test("While inspecting, the hint line names the inspect keys")
    func hints() {
        let state = reduce(simState("book", app: bundledApp("hud")), .toggleInspect)
        let last = ScreenRenderer.render(state, columns: 120, rows: 40).grid.line(39)
        for hint in KeyMap.inspectHints { #expect(last.contains(hint.text), "\(last)") }
    }

    /// The element's frame in the `query` document.
    static func queryFrame(of element: SceneElement, in query: JSONValue) -> JSONValue? {
        guard let window = query["windows"]?.array?.first(where: { $0["id"]?.string == element.window.rawValue })
        else { return nil }
        func item(_ list: JSONValue?) -> JSONValue? {
            list?.array?.first { $0["id"]?.string == element.id }?["frame"]
        }
        switch element.kind {
        case .region: return item(window["regions"])
        case .toolbarItem, .overflowButton: return item(window["sideBar"]?["items"])
        case .tab: return item(window["sideBar"]?["tabBar"]?["items"])
        case .control: return item(window["controls"])
        case .presentation: return item(window["presentations"])
        case .column: return item(window["columns"])
        case .pane: return item(window["arrangement"]?["panes"])
        default: return nil
        }
    }
}

extension JSONValue {
    fileprivate subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    fileprivate var array: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    fileprivate var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
