import PoseEngine
import Simulator

// MARK: - App layouts

extension ScreenRenderer {
    /// A rectangle of window points as screen cells.
    func cells(_ frame: Rect, window: WindowScene, in rect: CellRect, projection p: Projection) -> CellRect {
        let display = frame.offsetBy(dx: window.frameInDisplay.minX, dy: window.frameInDisplay.minY)
        let cells = p.cellRect(display)
        // Keep it inside the window's cells (rounding may reach the divider).
        let column = max(cells.column, rect.column), row = max(cells.row, rect.row)
        let maxColumn = min(cells.maxColumn, rect.maxColumn), maxRow = min(cells.maxRow, rect.maxRow)
        return CellRect(column: column, row: row, width: max(0, maxColumn - column), height: max(0, maxRow - row))
    }

    /// Grid columns: drawn first, under the fold and the bars.
    mutating func drawAppUnderlay(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        if state.overlays.grid, let placed = app.grid {
            for column in placed.columns {
                let box = cells(column, window: window, in: rect, projection: p)
                for row in box.row..<box.maxRow {
                    for c in box.column..<box.maxColumn where grid[c, row].scalar == " " {
                        grid[c, row] = Cell("·", Style(.slider, dim: true))
                    }
                }
            }
        }
    }

    /// Arrangement panes, outlined and named.
    mutating func drawArrangement(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard state.overlays.arrangement, let arrangement = app.arrangement else { return }
        for pane in arrangement.panes {
            let box = cells(pane.frame, window: window, in: rect, projection: p)
            guard box.width >= 4, box.height >= 2 else { continue }
            let overlaid = arrangement.panes.count == 2 && arrangement.panes[0].frame == arrangement.panes[1].frame
            if overlaid && pane.id != "primary" { continue }
            grid.box(box, glyphs: glyphs, style: Style(.accent, dim: true), title: overlaid ? "primary over secondary" : pane.id)
        }
    }

    /// The side column (or horizontal bars) with the app's items, badges and the overflow marker.
    mutating func drawAppBars(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard state.overlays.sideBars else { return }
        let bars = app.bars
        let itemStyle = Style(.sideBar, bold: true)
        let barStyle = Style(.sideBar, dim: true)
        func label(_ item: PlacedItem, width: Int) -> String {
            if item.isOverflowButton { return "⋯\(bars.overflowed.count)" }
            var text = item.title
            if let badge = item.badge, badge > 0 {
                let mark = "•\(badge)"
                text = String(text.prefix(max(1, width - mark.count))) + mark
            }
            // Narrow items show their first letters, without an ellipsis eating them.
            return width <= 3 ? String(text.prefix(width)) : fit(text, width)
        }
        if bars.axis == .vertical {
            let column = cells(bars.frame, window: window, in: rect, projection: p)
            grid.fill(column, " ", style: barStyle)
            var lastRow = -1
            for item in bars.items {
                let row = max(lastRow + 1, cells(item.frame, window: window, in: rect, projection: p).row)
                guard row < column.maxRow else { break }
                grid.put(label(item, width: column.width), column: column.column, row: row, style: item.isOverflowButton ? Style(.warning, bold: true) : itemStyle)
                lastRow = row
            }
            if let tabBar = bars.tabBar {
                let tabs = cells(tabBar.frame, window: window, in: rect, projection: p)
                if tabs.row - 1 > lastRow {
                    grid.fill(CellRect(column: tabs.column, row: tabs.row - 1, width: tabs.width, height: 1), glyphs.horizontal, style: barStyle)
                }
                var tabRow = tabs.row
                for item in tabBar.items where tabRow < column.maxRow {
                    let row = max(tabRow, cells(item.frame, window: window, in: rect, projection: p).row)
                    guard row < column.maxRow, row > lastRow else { continue }
                    grid.put(label(item, width: tabs.width), column: tabs.column, row: row, style: Style(.text))
                    lastRow = row
                    tabRow = row + 1
                }
            }
        } else {
            for bar in [bars.frame, bars.tabBar?.frame].compactMap({ $0 }) {
                grid.fill(cells(bar, window: window, in: rect, projection: p), " ", style: barStyle)
            }
            let groups = [bars.items, bars.tabBar?.items ?? []]
            let cellsPerPoint = Double(p.columns) / p.size.width
            for (index, items) in groups.enumerated() {
                for item in items {
                    let box = cells(item.frame, window: window, in: rect, projection: p)
                    let width = max(1, Int(checked: item.frame.width * cellsPerPoint, .down) - 1)
                    grid.put(label(item, width: width), column: box.column, row: box.row,
                             style: item.isOverflowButton ? Style(.warning, bold: true) : (index == 0 ? itemStyle : Style(.text)))
                }
            }
        }
    }

    /// Sheets and alerts, boxed over everything else in their window.
    mutating func drawPresentations(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        for presentation in app.presentations {
            let box = cells(presentation.frame, window: window, in: rect, projection: p)
            guard box.width >= 4, box.height >= 2 else { continue }
            grid.fill(box, " ", style: Style(.text, background: .panel))
            grid.box(box, glyphs: glyphs, style: Style(.warning, background: .panel, bold: true),
                     title: "\(presentation.kind.rawValue) · \(presentation.placement)")
        }
    }
}

// MARK: - Controls

extension Collision.Severity {
    /// A mark that reads without colour.
    var mark: Character {
        switch self {
        case .error: return "✖"
        case .warning: return "▲"
        case .note: return "○"
        }
    }

    var color: PaletteColor {
        switch self {
        case .error: return .fold
        case .warning: return .warning
        case .note: return .accent
        }
    }
}

extension ScreenRenderer {
    /// The app's controls: outlined, marked and coloured by their worst collision, with the
    /// suggested position as a dashed outline.
    mutating func drawControls(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        for control in app.controls {
            guard let suggested = control.suggestedFrame else { continue }
            let box = cells(suggested, window: window, in: rect, projection: p)
            dashedOutline(box, style: Style(.sideBar))
            if box.width >= 3 { grid.put(fit("→" + control.spec.id, box.width - 2), column: box.column + 1, row: box.row, style: Style(.sideBar)) }
        }
        func worstSeverity(_ id: String) -> Collision.Severity? {
            app.collisions.filter { $0.control == id }.map(\.severity).max()
        }
        // The worst last, so what collides is never hidden under what doesn't.
        let ordered = app.controls.enumerated().sorted { a, b in
            let sa = worstSeverity(a.element.spec.id).map { $0 < .note ? 0 : $0 == .note ? 1 : $0 == .warning ? 2 : 3 } ?? 0
            let sb = worstSeverity(b.element.spec.id).map { $0 < .note ? 0 : $0 == .note ? 1 : $0 == .warning ? 2 : 3 } ?? 0
            return sa != sb ? sa < sb : a.offset < b.offset
        }.map(\.element)
        for control in ordered {
            let worst = worstSeverity(control.spec.id)
            let style = Style(worst?.color ?? .sideBar, bold: true)
            let visible = Rect(x: max(0, control.frame.minX), y: max(0, control.frame.minY),
                               width: min(window.size.width, control.frame.maxX) - max(0, control.frame.minX),
                               height: min(window.size.height, control.frame.maxY) - max(0, control.frame.minY))
            guard visible.width > 0, visible.height > 0 else { continue }
            let box = cells(visible, window: window, in: rect, projection: p)
            let mark = worst.map { String($0.mark) } ?? "✓"
            if box.width >= 4 && box.height >= 2 {
                grid.box(box, glyphs: glyphs, style: style, title: nil)
                grid.put(fit(mark + control.spec.id, box.width - 2), column: box.column + 1, row: box.row, style: style)
            } else {
                grid.fill(box, "▪", style: style)
                grid.put(fit(mark + control.spec.id, max(1, box.width)), column: box.column, row: box.row, style: style)
            }
        }
    }

    private mutating func dashedOutline(_ rect: CellRect, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { grid.fill(rect, "┄", style: style); return }
        for c in rect.column..<rect.maxColumn {
            grid[c, rect.row] = Cell("┄", style)
            grid[c, rect.maxRow - 1] = Cell("┄", style)
        }
        for r in rect.row..<rect.maxRow {
            grid[rect.column, r] = Cell("┆", style)
            grid[rect.maxColumn - 1, r] = Cell("┆", style)
        }
    }
}
