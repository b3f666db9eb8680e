import PoseEngine
import Simulator

// MARK: - Displays

extension ScreenRenderer {
    /// One display in its frame: windows, divider, side bars, fold, occlusions, labels.
    mutating func drawDisplay(_ display: DisplayScene, projection p: Projection) {
        let content = p.contentRect
        let frame = CellRect(column: content.column - 1, row: content.row - 1, width: content.width + 2, height: content.height + 2)
        layout.displays.append(DisplayCells(id: display.id, rect: content))
        let orientation = display.orientation.rawValue
        // The longest title that fits the frame.
        let titles = display.inUse
            ? ["\(display.id.rawValue) · in use · \(orientation)", "\(display.id.rawValue) · in use", display.id.rawValue]
            : ["\(display.id.rawValue) · off", display.id.rawValue]
        let title = titles.first { $0.count + 6 <= frame.width } ?? titles.last!
        let frameStyle = display.inUse ? Style(.frame, bold: true) : Style(.frameOff, dim: true)
        grid.box(frame, glyphs: glyphs, style: frameStyle, title: title)

        let windows = display.inUse ? scene.windows : []
        let windowRects = windows.map { p.cellRect($0.frameInDisplay) }
        // Split View: the cells between windows are the divider; never let it vanish.
        var adjusted = windowRects
        var divider: (gap: CellRect, sideBySide: Bool)?
        if windows.count == 2 {
            let sideBySide = windows[1].frameInDisplay.minX > windows[0].frameInDisplay.minX
            let gap = dividerCells(between: windows[0].frameInDisplay, windows[1].frameInDisplay, sideBySide: sideBySide, projection: p)
            adjusted = separate(windowRects[0], windowRects[1], around: gap, sideBySide: sideBySide)
            divider = (gap, sideBySide)
        }
        for (window, rect) in zip(windows, adjusted) {
            layout.windows.append(WindowCells(id: window.id, rect: rect))
            if window.app != nil { continue }  // the app's own bars are drawn below
            if state.overlays.sideBars, let edge = window.sideBarPhysicalEdge {
                let width = min(rect.width, Projection.cells(state.profile.sideColumn.width * Double(p.columns) / p.size.width))
                let column = edge == .left ? rect.column : rect.maxColumn - width
                grid.fill(CellRect(column: column, row: rect.row, width: width, height: rect.height), glyphs.sideBar, style: Style(.sideBar, dim: true))
            }
        }
        for region in display.regions where region.kind == .division {
            drawDivision(region, projection: p)
        }
        for (window, rect) in zip(windows, adjusted) {
            if let app = window.app { drawAppUnderlay(app, window: window, in: rect, projection: p) }
        }
        // The divider is drawn over the fold's line: the line lies in the gap, outside both windows.
        if let divider {
            grid.fill(divider.gap, divider.sideBySide ? glyphs.dividerVertical : glyphs.dividerHorizontal, style: Style(.divider, dim: true))
        }
        for (window, rect) in zip(windows, adjusted) {
            if let app = window.app {
                drawAppBars(app, window: window, in: rect, projection: p)
                drawArrangement(app, window: window, in: rect, projection: p)
            }
        }
        if state.overlays.occlusions {
            // Largest first, so a camera inside the island is drawn over it, solid.
            let occlusions = display.regions.filter { $0.kind == .occlusion }
                .sorted { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }
            for region in occlusions {
                let nested = occlusions.contains { other in
                    other != region && other.frame.width * other.frame.height > region.frame.width * region.frame.height
                        && other.frame.intersection(region.frame) == region.frame && (other.isActive || state.query.includeInactive)
                }
                if region.isActive {
                    grid.fill(p.cellRect(region.frame), nested ? glyphs.nestedOcclusion : glyphs.occlusion, style: Style(.occlusion, bold: nested))
                } else if state.query.includeInactive {
                    grid.fill(p.cellRect(region.frame), glyphs.inactiveOcclusion, style: Style(.occlusion, dim: true))
                }
            }
        }
        for (window, rect) in zip(windows, adjusted) {
            if let app = window.app, state.overlays.controls { drawControls(app, window: window, in: rect, projection: p) }
        }
        for (window, rect) in zip(windows, adjusted) {
            if let app = window.app, state.overlays.presentations { drawPresentations(app, window: window, in: rect, projection: p) }
        }
        if state.overlays.labels {
            if display.inUse {
                let focused = state.focusedIndex(in: scene)
                for (index, (window, rect)) in zip(windows, adjusted).enumerated() {
                    drawLabels(for: window, in: rect, focused: windows.count > 1 && index == focused)
                }
            } else {
                drawCentered(["off"], in: content, style: Style(.muted, dim: true))
            }
        }
        if !display.inUse {
            grid.restyle(content) { $0 = $0.dimmed }
        }
    }

    /// The Split View divider: the cells between the windows, at least one line of them.
    private func dividerCells(between first: Rect, _ second: Rect, sideBySide: Bool, projection p: Projection) -> CellRect {
        let content = p.contentRect
        if sideBySide {
            let width = max(1, Int(checked: (second.minX - first.maxX) * Double(p.columns) / p.size.width))
            let center = p.column(at: (first.maxX + second.minX) / 2)
            return CellRect(column: content.column + center - (width - 1) / 2, row: content.row, width: width, height: content.height)
        }
        let height = max(1, Int(checked: (second.minY - first.maxY) * Double(p.rows) / p.size.height))
        let center = p.row(at: (first.maxY + second.minY) / 2)
        return CellRect(column: content.column, row: content.row + center - (height - 1) / 2, width: content.width, height: height)
    }

    /// Window rectangles that end where the divider begins and start where it ends.
    private func separate(_ first: CellRect, _ second: CellRect, around gap: CellRect, sideBySide: Bool) -> [CellRect] {
        var a = first, b = second
        if sideBySide {
            a.width = max(1, gap.column - a.column)
            b.width = max(1, b.maxColumn - gap.maxColumn)
            b.column = gap.maxColumn
        } else {
            a.height = max(1, gap.row - a.row)
            b.height = max(1, b.maxRow - gap.maxRow)
            b.row = gap.maxRow
        }
        return [a, b]
    }

    /// The fold: margins shaded, the line solid while active; dotted when inactive, only with .includeInactive.
    private mutating func drawDivision(_ region: PhysicalRegion, projection p: Projection) {
        let core = region.core
        let vertical = region.frame.height >= region.frame.width
        if region.isActive {
            // The line first, then margins drawn the same number of cells each side, so a
            // symmetric fold looks symmetric whatever the rounding.
            let cellsPerPoint = vertical ? Double(p.columns) / p.size.width : Double(p.rows) / p.size.height
            let marginBefore = vertical ? region.margins.left : region.margins.top
            let marginAfter = vertical ? region.margins.right : region.margins.bottom
            let before = marginBefore > 0 ? Projection.cells(marginBefore * cellsPerPoint) : 0
            let after = marginAfter > 0 ? Projection.cells(marginAfter * cellsPerPoint) : 0
            if vertical {
                let column = p.origin.column + p.column(at: core.midX)
                let rows = p.rows(from: region.frame.minY, to: region.frame.maxY)
                let top = p.origin.row + rows.lowerBound
                if state.overlays.margins {
                    grid.fill(CellRect(column: column - before, row: top, width: before + after + 1, height: rows.count), glyphs.margin, style: Style(.margin))
                }
                grid.fill(CellRect(column: column, row: top, width: 1, height: rows.count), glyphs.foldVertical, style: Style(.fold, bold: true))
            } else {
                let row = p.origin.row + p.row(at: core.midY)
                let columns = p.columns(from: region.frame.minX, to: region.frame.maxX)
                let left = p.origin.column + columns.lowerBound
                if state.overlays.margins {
                    grid.fill(CellRect(column: left, row: row - before, width: columns.count, height: before + after + 1), glyphs.margin, style: Style(.margin))
                }
                grid.fill(CellRect(column: left, row: row, width: columns.count, height: 1), glyphs.foldHorizontal, style: Style(.fold, bold: true))
            }
        } else if state.query.includeInactive {
            if vertical {
                let column = p.origin.column + p.column(at: core.midX)
                grid.fill(CellRect(column: column, row: p.origin.row, width: 1, height: p.rows), glyphs.inactiveVertical, style: Style(.fold, dim: true))
            } else {
                let row = p.origin.row + p.row(at: core.midY)
                grid.fill(CellRect(column: p.origin.column, row: row, width: p.columns, height: 1), glyphs.inactiveHorizontal, style: Style(.fold, dim: true))
            }
        }
    }

    /// A window's name and fold side, and its bar edge, in the free space near its middle.
    private mutating func drawLabels(for window: WindowScene, in rect: CellRect, focused: Bool) {
        var lines = ["\(window.id.rawValue) · \(window.foldSide.rawValue)"]
        switch (window.app?.bars.axis == .horizontal ? nil : window.toolbarVerticalEdge, window.sideBarPhysicalEdge) {
        case _ where window.app?.bars.isEmpty == true: lines.append("no bars")
        case let (edge?, physical?): lines.append(physical == .left ? "◂ bars \(edge.rawValue)" : "bars \(edge.rawValue) ▸")
        default: lines.append("bars horizontal")
        }
        lines.append("\(formatPoints(window.size.width)) × \(formatPoints(window.size.height))")
        let style = focused ? Style(.accent, bold: true, reverse: true) : Style(.text, bold: true)
        drawCentered(lines, in: rect, style: style, otherStyle: Style(.muted))
    }

    /// Lines centred in a rectangle, each in the widest run of blank cells of its row,
    /// so labels never cover the fold, a camera or the bars.
    mutating func drawCentered(_ lines: [String], in rect: CellRect, style: Style, otherStyle: Style? = nil) {
        let count = min(lines.count, max(0, rect.height))
        guard count > 0, rect.width > 0 else { return }
        let top = rect.row + (rect.height - count) / 2
        for (index, line) in lines.prefix(count).enumerated() {
            let row = top + index
            var best: (start: Int, length: Int) = (0, 0)
            var runStart: Int?
            for column in rect.column...rect.maxColumn {
                // Blank cells and the grid's dots are free; a sheet's inside (it has a background) isn't.
                let cell = grid[column, row]
                let free = column < rect.maxColumn && (cell.scalar == " " || cell.scalar == "·") && cell.style.background == nil
                if free, runStart == nil { runStart = column }
                if !free, let start = runStart {
                    if column - start > best.length { best = (start, column - start) }
                    runStart = nil
                }
            }
            // Keep a blank cell each side when there is room.
            let room = best.length >= line.count + 2 ? best.length - 2 : best.length
            guard room > 0 else { continue }
            let text = fit(line, room)
            let column = best.start + (best.length - text.count) / 2
            grid.put(text, column: column, row: row, style: index == 0 ? style : (otherStyle ?? style))
        }
    }
}
