import CellGrid
import Foundation
import PoseEngine
import Simulator
import TestSupport
import Testing

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
        for region in scene.display(scene.displayInUse).regions { expectPlaced(.region, region.id.rawValue, nil) }
        for window in scene.windows {
            for region in window.regions where region.isActive {
                if find(.region, region.id.rawValue).allSatisfy(\.isHidden) && state.overlays.contains(.occlusions) {
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

    /// No overlay hides an active fold: its line shows the fold's glyph, the divider beside it.
    mutating func foldVisible() {
        for element in find(.region, "fold") where !element.isHidden {
            guard let cells = element.cells,
                scene.display(scene.displayInUse).regions.contains(where: { $0.id == "fold" && $0.isActive })
            else { continue }
            for row in cells.row..<cells.maxRow {
                for column in cells.column..<cells.maxColumn {
                    let scalar = screen.grid[column, row].scalar
                    if !["┃", "━"].contains(scalar) {
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
        for region in focused.regions where !panelLines.contains(where: { $0.id == region.id.rawValue }) {
            problems.append("the info panel drops region \(region.id) of \(focused.id.rawValue) without saying so")
        }
        let hidden = panelLines.filter(\.isHidden)
        if !hidden.isEmpty && !screen.grid.text.contains("more (enlarge the terminal)") {
            problems.append("the info panel hides \(hidden.count) regions without a '… N more' line")
        }
    }

    /// Glyphs of the geometry drawn over everything (the documented top layer): an outline may
    /// show one where it crosses the fold, the divider or an occlusion.
    static let geometry: Set<Character> = ["┃", "━", "║", "═", "▓", "█", "▒", "┊", "┈"]

    /// Every outlined element drawn whole shows its outline on every edge cell: its line, its
    /// own title or name, or the geometry over it. A cell showing anything else must lie under
    /// an element drawn later in a higher layer (or later in the same one), and then the element
    /// says it is covered.
    mutating func outlinesWhole() {
        for (index, element) in elements.enumerated() where !element.isHidden {
            guard let outline = element.outline, let box = element.cells else { continue }
            let lines: Set<Character> = outline == .solid ? ["─", "│", "┌", "┐", "└", "┘"] : ["┄", "┆"]
            let own = elements.filter {
                $0.kind == .label && $0.window == element.window && !$0.isHidden && $0.cells?.row == box.row
                    && ($0.id == "\(element.id) title" || $0.id == "\(element.id) name"
                        || $0.id == "\(element.id) suggestion")
            }.compactMap(\.cells)
            for (column, row) in Self.edge(of: box) where column < screen.grid.width && row < screen.grid.height {
                let shown = screen.grid[column, row].character
                if lines.contains(shown) || Self.geometry.contains(shown) { continue }
                if own.contains(where: { $0.contains(column: column, row: row) }) { continue }
                let above = elements.enumerated().contains { other in
                    other.offset != index && !other.element.isHidden
                        && other.element.cells?.contains(column: column, row: row) == true
                        && (other.element.kind.layer > element.kind.layer
                            || other.element.kind.layer == element.kind.layer && other.offset > index)
                }
                if !above {
                    problems.append(
                        "\(element.kind.rawValue) \(element.id)'s outline shows '\(shown)' at \(column),\(row)")
                } else if !element.isCovered {
                    problems.append(
                        "\(element.kind.rawValue) \(element.id) is drawn over at \(column),\(row) but says it is whole")
                }
            }
        }
    }

    /// The cells on a box's edge.
    static func edge(of box: CellRect) -> [(Int, Int)] {
        guard box.width > 0, box.height > 0 else { return [] }
        var cells: [(Int, Int)] = []
        for column in box.column..<box.maxColumn { cells += [(column, box.row), (column, box.maxRow - 1)] }
        for row in box.row..<box.maxRow { cells += [(box.column, row), (box.maxColumn - 1, row)] }
        return cells
    }

    /// No part of a suggested place (its dashes, its name) is drawn inside the control it is for.
    mutating func suggestionsOutside() {
        for suggestion in elements where suggestion.kind == .suggestion && !suggestion.isHidden {
            guard let control = find(.control, suggestion.id, suggestion.window).first(where: { !$0.isHidden }),
                let original = control.cells, let box = suggestion.cells
            else { continue }
            let others = elements.filter { $0.kind == .suggestion && $0 != suggestion && !$0.isHidden }.compactMap(
                \.cells)
            for (column, row) in Self.edge(of: box) where original.contains(column: column, row: row) {
                // A dash there may be another suggested place's edge.
                if others.contains(where: { other in Self.edge(of: other).contains { $0 == (column, row) } }) {
                    continue
                }
                let shown = screen.grid[column, row].character
                if shown == "┄" || shown == "┆" {
                    problems.append("suggestion \(suggestion.id) is drawn inside its control at \(column),\(row)")
                }
            }
            let name = find(.label, "\(suggestion.id) suggestion", suggestion.window).compactMap(\.cells)
            if name.contains(where: { $0.overlaps(original) }) {
                problems.append("suggestion \(suggestion.id)'s name is inside its control")
            }
        }
    }

    /// A control whose name is marked clear (✓) shares no cell with an active fold's line or margins.
    mutating func clearControlsOffTheFold() {
        let fold = (find(.region, "fold") + find(.margins, "fold")).filter { !$0.isHidden }.compactMap(\.cells)
        guard scene.display(scene.displayInUse).regions.contains(where: { $0.id == "fold" && $0.isActive }) else {
            return
        }
        for control in elements where control.kind == .control && !control.isHidden {
            let name = find(.label, "\(control.id) name", control.window).first { !$0.isHidden }
            guard name?.text?.hasPrefix("✓") == true, let box = control.cells else { continue }
            if fold.contains(where: { $0.overlaps(box) }) {
                problems.append(
                    "control \(control.id) in \(control.window?.rawValue ?? "-") is marked clear on the fold's cells")
            }
        }
    }

    /// A window's label, when its first line shows, shows the window's name whole.
    mutating func windowNamesWhole() {
        for window in scene.windows {
            for line in find(.label, "\(window.id.rawValue) line 1", window.id) where !line.isHidden {
                if line.text?.hasPrefix(window.id.rawValue) != true {
                    problems.append("window \(window.id.rawValue)'s label shows '\(line.text ?? "")'")
                }
            }
        }
    }

    /// Every item, tab, presentation, pane, split column and control of every window is drawn
    /// (not hidden, on some cells) or named in the panel's `not drawn:` line (`layout.unshown`),
    /// whose names the screen shows unless the panel says how many lines it leaves out; and one
    /// said to be under a presentation is under it in points.
    mutating func accounted() {
        let collapsed = screen.grid.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        let panelFull = screen.grid.text.contains("more (enlarge the terminal)")
        for window in scene.windows {
            guard let app = window.app else { continue }
            let unshown = screen.layout.unshown.filter { $0.window == window.id }
            func check(_ kinds: [DrawnElement.Kind], _ id: String, name: String, frame: Rect) {
                let drawn = elements.contains {
                    kinds.contains($0.kind) && $0.id == id && $0.window == window.id && !$0.isHidden
                        && !($0.cells?.isEmpty ?? true)
                }
                guard !drawn else { return }
                guard let entry = unshown.first(where: { $0.name == name }) else {
                    problems.append("\(kinds[0].rawValue) \(id) in \(window.id.rawValue) is neither drawn nor named")
                    return
                }
                let words = name.split(separator: " ").joined(separator: " ")
                if !panelFull && !collapsed.contains(words) {
                    problems.append("\(name) in \(window.id.rawValue) is not drawn and the panel doesn't name it")
                }
                for presentation in app.presentations
                where entry.reason == "under the \(presentation.kind.rawValue) \(presentation.id)" {
                    let a = frame, b = presentation.frame
                    if !(min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)) {
                        problems.append("\(name) is said to be \(entry.reason), which doesn't cover it in points")
                    }
                }
            }
            let glyphs = Glyphs.unicode
            for item in app.bars.items + (app.bars.tabBar?.items ?? []) {
                let name =
                    item.isOverflowButton
                    ? "\(glyphs.overflow)\(app.bars.overflowed.count)"
                    : item.title + (item.badge.map { $0 > 0 ? "\(glyphs.badge)\($0)" : "" } ?? "")
                check([.sideBarItem, .tab, .overflow], item.id, name: name, frame: item.frame)
            }
            for presentation in app.presentations {
                check(
                    [.presentation], presentation.id, name: "\(presentation.kind.rawValue) \(presentation.id)",
                    frame: presentation.frame)
            }
            for control in app.controls {
                check([.control], control.spec.id, name: control.spec.id, frame: control.frame)
            }
            let panes = app.arrangement?.panes ?? []
            let overlaid = panes.count == 2 && panes[0].frame == panes[1].frame
            for pane in panes where !overlaid || pane.id == "primary" {
                check([.pane], pane.id, name: pane.id, frame: pane.frame)
            }
        }
    }

    /// A bar item's or a tab's words are whole or keep at least three characters and end in `…`.
    mutating func labelsByTheRule() {
        for element in elements where [.sideBarItem, .tab].contains(element.kind) {
            guard case .shortened(let full) = element.shown, var text = element.text else { continue }
            // The badge (`•12`) stays whole after the shortened title.
            if let mark = full.range(of: "\(Glyphs.unicode.badge)", options: .backwards),
                text.hasSuffix(full[mark.lowerBound...])
            {
                text = String(text.dropLast(full[mark.lowerBound...].count))
            }
            let kept = text.hasSuffix("…") ? characterCount(String(text.dropLast())) : 0
            if kept < 3 {
                problems.append("\(element.kind.rawValue) \(element.id) shortened to '\(text)' (of '\(full)')")
            }
        }
    }
}
