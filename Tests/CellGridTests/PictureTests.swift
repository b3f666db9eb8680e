import CellGrid
import FileIO
import Foundation
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The picture never lies: every element the engine placed is on the screen or listed as hidden
/// with a reason; no label is drawn over; no overlay hides an active fold; the info panel says
/// how many regions it leaves out. Checked over every pose × Split View × direction × bundled app
/// × size.
@Suite("The picture holds to the engine")
struct PictureTests {
    static let apps: [AppProfile?] = [nil] + bundledApps
    static let sizes = [(80, 24), (120, 40), (160, 48), (240, 70)]

    /// Every combination of the matrix, as (name, state).
    static var matrix: [(String, SimState)] {
        var out: [(String, SimState)] = []
        for pose in duo.poses.map(\.name) {
            for split in [false, true] {
                for rtl in [false, true] {
                    for app in apps {
                        out.append(
                            (
                                "\(pose) \(split ? "split" : "full") \(rtl ? "rtl" : "ltr") \(app?.name ?? "no app")",
                                simState(pose, split: split, rtl: rtl) { $0.app = app }
                            ))
                    }
                }
            }
        }
        return out
    }

    /// The problems with one screen, as sentences.
    static func problems(_ state: SimState, columns: Int, rows: Int) -> [String] {
        let screen = ScreenRenderer.render(state, columns: columns, rows: rows)
        guard !screen.layout.tooSmall else { return [] }
        var check = PictureCheck(state: state, screen: screen)
        check.everythingPlaced()
        check.appElementsPlaced()
        check.textNotDrawnOver()
        check.foldVisible()
        check.panelComplete()
        return check.problems
    }

    @Test(
        "Every element is drawn or listed as hidden; no label is drawn over; the fold is never hidden; the panel says what it leaves out",
        arguments: sizes.map { "\($0.0)x\($0.1)" })
    func invariants(size: String) {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        var failures: [String] = []
        for (name, state) in Self.matrix {
            for problem in Self.problems(state, columns: parts[0], rows: parts[1]) {
                failures.append("\(name) at \(size): \(problem)")
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) problems, first ones:\n\(failures.prefix(25).joined(separator: "\n"))")
    }

    @Test("At 120 × 40 and up, every region of the focused window is listed, in every pose, zoomed or not")
    func panelListsEverything() {
        var failures: [String] = []
        for (name, base) in Self.matrix where base.app == nil {
            for zoomed in [false, true] {
                var state = base
                state.zoomed = zoomed
                for (columns, rows) in Self.sizes where columns >= 120 {
                    let screen = ScreenRenderer.render(state, columns: columns, rows: rows)
                    let hidden = screen.layout.elements.filter { $0.kind == .panelLine && $0.isHidden }
                    if !hidden.isEmpty {
                        failures.append("\(name)\(zoomed ? " zoomed" : "") at \(columns)x\(rows): \(hidden.map(\.id))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }
}

/// The invariants of one screen, each adding what it finds wrong to `problems`.
struct PictureCheck {
    let state: SimState
    let screen: RenderedScreen
    let scene: PoseScene
    var problems: [String] = []

    init(state: SimState, screen: RenderedScreen) {
        self.state = state
        self.screen = screen
        self.scene = state.scene
    }

    var elements: [DrawnElement] { screen.layout.elements }

    func find(_ kind: DrawnElement.Kind, _ id: String, _ window: WindowID? = nil) -> [DrawnElement] {
        elements.filter { $0.kind == kind && $0.id == id && (window == nil || $0.window == window) }
    }

    /// An element the engine placed is on the screen or listed as hidden, and covers a cell when shown.
    mutating func expectPlaced(_ kind: DrawnElement.Kind, _ id: String, _ window: WindowID?) {
        let found = find(kind, id, window)
        if found.isEmpty {
            problems.append(
                "\(kind.rawValue) \(id) in \(window?.rawValue ?? "-") is neither drawn nor listed as hidden")
        }
        for element in found where !element.isHidden && (element.cells?.isEmpty ?? true) {
            problems.append("\(kind.rawValue) \(id) is said to be shown but covers no cell")
        }
    }

    /// Windows, every region of the display in use, and every active region a window reports.
    mutating func everythingPlaced() {
        for window in scene.windows { expectPlaced(.window, window.id.rawValue, window.id) }
        for region in scene.display(scene.displayInUse).regions { expectPlaced(.region, region.id, nil) }
        for window in scene.windows {
            for region in window.regions where region.isActive {
                if find(.region, region.id).allSatisfy(\.isHidden) && state.overlays.contains(.occlusions) {
                    problems.append("active region \(region.id) of \(window.id.rawValue) isn't drawn")
                }
            }
        }
    }

    /// The app's bars, tabs, sheets, panes, grid columns, controls and their collisions.
    mutating func appElementsPlaced() {
        for window in scene.windows {
            guard let app = window.app else { continue }
            for item in app.bars.items {
                expectPlaced(item.isOverflowButton ? .overflow : .sideBarItem, item.id, window.id)
            }
            for item in app.bars.tabBar?.items ?? [] { expectPlaced(.tab, item.id, window.id) }
            for presentation in app.presentations { expectPlaced(.presentation, presentation.id, window.id) }
            for pane in app.arrangement?.panes ?? [] { expectPlaced(.pane, pane.id, window.id) }
            for (index, _) in (app.grid?.columns ?? []).enumerated() {
                expectPlaced(.gridColumn, "column \(index + 1)", window.id)
            }
            for control in app.controls { expectPlaced(.control, control.spec.id, window.id) }
            for collision in app.collisions {
                let control = find(.control, collision.control, window.id)
                if control.contains(where: { !$0.isHidden }) {
                    expectPlaced(.collision, "\(collision.control) × \(collision.with)", window.id)
                }
            }
        }
    }

    /// No text is drawn over: what each element wrote is still there.
    mutating func textNotDrawnOver() {
        for element in elements where !element.isHidden {
            guard let text = element.text, let cells = element.cells else { continue }
            let row = Array(screen.grid.line(cells.row))
            let start = cells.column
            let shown = start < row.count ? String(row[start..<min(row.count, start + text.count)]) : ""
            if shown.trimmingCharacters(in: .whitespaces) != text.trimmingCharacters(in: .whitespaces) {
                problems.append("\(element.kind.rawValue) \(element.id): wrote '\(text)', the screen shows '\(shown)'")
            }
        }
    }

    /// No overlay hides an active fold: its line is the fold glyph, or the divider over it.
    mutating func foldVisible() {
        for element in find(.region, "fold") where !element.isHidden {
            guard let cells = element.cells,
                scene.display(scene.displayInUse).regions.contains(where: { $0.id == "fold" && $0.isActive })
            else { continue }
            for row in cells.row..<cells.maxRow {
                for column in cells.column..<cells.maxColumn {
                    let scalar = screen.grid[column, row].scalar
                    if !["┃", "━", "║", "═"].contains(scalar) {
                        problems.append("the active fold is hidden at \(column),\(row) by '\(scalar)'")
                    }
                }
            }
        }
    }

    /// The info panel lists every region of the focused window, or says how many it leaves out.
    mutating func panelComplete() {
        guard !scene.windows.isEmpty else { return }
        let focused = scene.windows[state.focusedIndex(in: scene)]
        let panelLines = elements.filter { $0.kind == .panelLine && $0.window == focused.id }
        for region in focused.regions where !panelLines.contains(where: { $0.id == region.id }) {
            problems.append("the info panel drops region \(region.id) of \(focused.id.rawValue) without saying so")
        }
        let hidden = panelLines.filter(\.isHidden)
        if !hidden.isEmpty && !screen.grid.text.contains("more (enlarge the terminal)") {
            problems.append("the info panel hides \(hidden.count) regions without a '… N more' line")
        }
    }
}
