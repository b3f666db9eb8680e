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
                    for c in box.column..<box.maxColumn where grid[c, row].character == " " {
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
                    let width = max(1, Int((item.frame.width * cellsPerPoint).rounded(.down)) - 1)
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
