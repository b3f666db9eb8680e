import CellGrid
import Foundation
import Simulator
import TestSupport
import Testing

/// The screen's words for keys come from the key table.
@Suite("Key table on the screen")
struct ScreenKeyTableTests {
    @Test("The hint line shows the key map's hints, in its order, when the screen is wide enough")
    func hints() throws {
        let screen = ScreenRenderer.render(simState(), columns: 240, rows: 40)
        let line = screen.grid.line(39)
        var from = line.startIndex
        for hint in KeyMap.hints(for: duo) {
            let found = try #require(line.range(of: hint.text, range: from..<line.endIndex), "\(hint.text) in \(line)")
            from = found.upperBound
        }
    }

    @Test("What a hidden element says names the key that shows it, from the table")
    func hiddenNamesKeys() throws {
        let cases: [(OverlayKind, DrawnElement.Kind, String)] = [
            (.controls, .control, "hud"), (.presentations, .presentation, "mail"), (.grid, .gridColumn, "reader"),
            (.sideBars, .sideBarItem, "mail"),
        ]
        for (overlay, kind, app) in cases {
            let key = try #require(KeyMap.key(for: .toggleOverlay(overlay)))
            let state = simState("book", app: bundledApp(app)) { $0.overlays.remove(overlay) }
            let hidden = ScreenRenderer.render(state, columns: 120, rows: 40).layout.elements.filter { $0.kind == kind }
            #expect(!hidden.isEmpty, "\(app) has no \(kind)")
            for element in hidden {
                guard case .hidden(let why) = element.shown else {
                    Issue.record("\(element.id) is drawn with the \(overlay) overlay off")
                    continue
                }
                #expect(why.hasSuffix("(\(key))"), "\(element.id): \(why)")
            }
        }
    }
}
