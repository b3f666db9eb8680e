import CellGrid
import PoseEngine
import Simulator
import TestSupport
import Testing

/// Issue 37's cases, as a person sees them: what the engine places in a window is in the frame —
/// its words drawn whole or shortened — and only what something covers in points is left out.
@Suite("Nothing the engine places vanishes from the picture")
struct AccountingTests {
    func render(_ state: SimState, _ columns: Int = 120, _ rows: Int = 40) -> RenderedScreen {
        ScreenRenderer.render(state, columns: columns, rows: rows)
    }

    /// The items and tabs of `window` whose words the frame doesn't show (neither whole nor shortened).
    func missingItems(_ screen: RenderedScreen, _ state: SimState, window: String) -> [String] {
        guard let scene = state.scene.windows.first(where: { $0.id.rawValue == window }), let app = scene.app else {
            return ["no window \(window)"]
        }
        let shown = screen.layout.elements.filter {
            [.sideBarItem, .tab, .overflow].contains($0.kind) && $0.window == scene.id && !$0.isHidden
                && !($0.text ?? "").isEmpty
        }
        return (app.bars.items + (app.bars.tabBar?.items ?? [])).filter { item in
            !shown.contains { $0.id == item.id }
        }.map(\.title)
    }

    @Test("Mail, book, Split View: both side columns keep their items and tabs under and beside the sheets")
    func mailSplit() {
        let state = simState("book", split: true, app: bundledApp("mail"))
        for (columns, rows) in [(120, 40), (200, 60)] {
            let screen = render(state, columns, rows)
            for window in ["left", "right"] {
                let missing = missingItems(screen, state, window: window)
                #expect(missing.isEmpty, "\(window) at \(columns)×\(rows) loses \(missing):\n\(screen.grid.text)")
            }
        }
    }

    @Test("Mail, closed: the side column under the island shows its four items and five tabs")
    func mailClosed() {
        let state = simState("closed", app: bundledApp("mail"))
        for (columns, rows) in [(120, 40), (200, 60)] {
            let screen = render(state, columns, rows)
            let missing = missingItems(screen, state, window: "main")
            #expect(missing.isEmpty, "at \(columns)×\(rows) the column loses \(missing):\n\(screen.grid.text)")
            #expect(screen.grid.text.contains("Trash"), "\(screen.grid.text)")
        }
    }

    @Test("Notes, book and closed: every side-bar item shows beside the popover", arguments: ["book", "closed"])
    func notesSideBar(pose: String) {
        let state = simState(pose, app: bundledApp("notes"))
        let screen = render(state, 120, 40)
        let missing = missingItems(screen, state, window: "main")
        #expect(missing.isEmpty, "\(pose) loses \(missing):\n\(screen.grid.text)")
    }

    @Test("hud, closed: the control in error shows ✖ and its name, not just a red box")
    func hudClosedError() throws {
        let state = simState("closed", app: bundledApp("hud"))
        for (columns, rows) in [(80, 24), (120, 40), (200, 60)] {
            let text = render(state, columns, rows).grid.text
            let displays = text.split(separator: "\n").prefix { !$0.contains(" hinge ") }.joined(separator: "\n")
            #expect(displays.contains("✖hea"), "at \(columns)×\(rows) the error control has no ✖ and name:\n\(text)")
        }
    }

    @Test("Files, book, Split View: the columns' boxes keep their four edges and no item sits on one")
    func filesSplitBorders() {
        let state = simState("book", split: true, app: bundledApp("files"))
        let screen = render(state, 120, 40)
        let lines = screen.grid.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let panes = screen.layout.elements.filter { $0.kind == .pane && !$0.isHidden && $0.outline == .solid }
        #expect(!panes.isEmpty, "no pane drawn:\n\(screen.grid.text)")
        for pane in panes {
            guard let box = pane.cells else { continue }
            let top = String(lines[box.row][box.column..<box.maxColumn])
            let bottom = String(lines[box.maxRow - 1][box.column..<box.maxColumn])
            #expect(top.hasPrefix("┌") && top.hasSuffix("┐"), "\(pane.id)'s top edge: '\(top)'")
            #expect(
                bottom.hasPrefix("└") && bottom.hasSuffix("┘")
                    && bottom.dropFirst().dropLast().allSatisfy { $0 == "─" },
                "\(pane.id)'s bottom edge: '\(bottom)'")
        }
    }

    @Test("The sheet that only touches the side column in points covers none of its words")
    func touchingIsNotCovering() {
        // Mail, closed: the sheet ends at x 382, where the column starts.
        let state = simState("closed", app: bundledApp("mail"))
        let screen = render(state, 120, 40)
        let hidden = screen.layout.elements.filter { $0.isHidden && $0.window != nil }
        let under = hidden.filter {
            if case .hidden(let why) = $0.shown { return why.hasPrefix("under the sheet") }
            return false
        }
        #expect(under.isEmpty, "said to be under the sheet: \(under.map(\.id))")
    }
}
