import PoseEngine
import Simulator

// MARK: - Displays

extension ScreenRenderer {
    /// One display in its frame: windows, divider, side bars, fold, occlusions, labels.
    ///
    /// The order keeps the geometry that matters on top: the app's grid, panes, sheets and
    /// bars first; then the fold, the divider and the occlusions over them; then the controls
    /// and labels, which never cover those (`protected` cells) and never each other's text.
    mutating func drawDisplay(_ display: DisplayScene, projection p: Projection) {
        let content = p.contentRect
        let frame = CellRect(
            column: content.column - 1, row: content.row - 1, width: content.width + 2, height: content.height + 2)
        layout.displays.append(DisplayCells(id: display.id, rect: content))
        let orientation = display.orientation.rawValue
        // The longest title that fits the frame.
        let titles =
            display.inUse
            ? [
                "\(display.id.rawValue) · in use · \(orientation)", "\(display.id.rawValue) · in use",
                display.id.rawValue,
            ]
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
            let gap = dividerCells(
                between: windows[0].frameInDisplay, windows[1].frameInDisplay, sideBySide: sideBySide, projection: p)
            adjusted = separate(windowRects[0], windowRects[1], around: gap, sideBySide: sideBySide)
            divider = (gap, sideBySide)
        }
        // What nothing may cover: the fold's line, the divider, the occlusions.
        let folds = display.regions.filter { $0.kind == .division }.map { ($0, foldCells($0, projection: p)) }
        let occlusions = display.regions.filter { $0.kind == .occlusion }
            .sorted { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }
        for (region, cells) in folds where region.isActive || state.query.includeInactive { protect(cells.line) }
        if let divider { protect(divider.gap) }
        if state.overlays.contains(.occlusions) {
            for region in occlusions where region.isActive || state.query.includeInactive {
                protect(p.cellRect(region.frame))
            }
        }

        for (window, rect) in zip(windows, adjusted) {
            layout.windows.append(WindowCells(id: window.id, rect: rect))
            note(.window, window.id.rawValue, window: window.id, cells: rect)
            if window.app != nil { continue }  // the app's own bars are drawn below
            if state.overlays.contains(.sideBars), let edge = window.sideBarPhysicalEdge {
                let width = min(
                    rect.width, Projection.cells(state.profile.sideColumn.width * Double(p.columns) / p.size.width))
                let column = edge == .left ? rect.column : rect.maxColumn - width
                grid.fill(
                    CellRect(column: column, row: rect.row, width: width, height: rect.height), glyphs.sideBar,
                    style: Style(.sideBar, dim: true))
            }
        }
        for (window, rect) in zip(windows, adjusted) {
            guard let app = window.app else { continue }
            drawAppUnderlay(app, window: window, in: rect, projection: p)
            drawColumns(app, window: window, in: rect, projection: p)
            drawArrangement(app, window: window, in: rect, projection: p)
            drawPresentations(app, window: window, in: rect, projection: p, folds: folds.map(\.1.line))
        }
        for (window, rect) in zip(windows, adjusted) {
            if let app = window.app { drawAppBars(app, window: window, in: rect, projection: p) }
        }
        for (region, cells) in folds {
            drawDivision(region, cells: cells, projection: p)
        }
        // The divider is drawn over the fold's line: the line lies in the gap, outside both windows.
        if let divider {
            grid.fill(
                divider.gap, divider.sideBySide ? glyphs.dividerVertical : glyphs.dividerHorizontal,
                style: Style(.divider, dim: true))
        }
        // Largest first, so a camera inside the island is drawn over it, solid.
        for region in occlusions {
            let cells = p.cellRect(region.frame)
            guard state.overlays.contains(.occlusions) else {
                note(.region, region.id, cells: nil, shown: .hidden("the occlusions overlay is off (k)"))
                continue
            }
            let nested = occlusions.contains { other in
                other != region && other.frame.width * other.frame.height > region.frame.width * region.frame.height
                    && other.frame.intersection(region.frame) == region.frame
                    && (other.isActive || state.query.includeInactive)
            }
            if region.isActive {
                grid.fill(
                    cells, nested ? glyphs.nestedOcclusion : glyphs.occlusion, style: Style(.occlusion, bold: nested))
                note(.region, region.id, cells: cells)
            } else if state.query.includeInactive {
                grid.fill(cells, glyphs.inactiveOcclusion, style: Style(.occlusion, dim: true))
                note(.region, region.id, cells: cells)
            } else {
                note(.region, region.id, shown: .hidden("inactive (i shows inactive regions)"))
            }
        }
        for (window, rect) in zip(windows, adjusted) {
            guard let app = window.app else { continue }
            if state.overlays.contains(.controls) {
                drawControls(app, window: window, in: rect, projection: p)
            } else {
                for control in app.controls {
                    note(
                        .control, control.spec.id, window: window.id, shown: .hidden("the controls overlay is off (u)"))
                }
            }
        }
        if state.overlays.contains(.labels) {
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

    /// Marks cells that nothing drawn later may cover.
    mutating func protect(_ rect: CellRect) {
        guard !rect.isEmpty else { return }
        for row in max(0, rect.row)..<min(grid.height, rect.maxRow) {
            for column in max(0, rect.column)..<min(grid.width, rect.maxColumn) {
                protected[row * grid.width + column] = true
            }
        }
    }

    mutating func isProtected(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && row >= 0 && column < grid.width && row < grid.height && protected[row * grid.width + column]
    }

    /// Writes `text` from a cell, stopping before a protected cell, the edge or `limit` cells.
    /// - Returns: what was written.
    @discardableResult
    mutating func putText(_ text: String, column: Int, row: Int, style: Style, limit: Int? = nil) -> String {
        var c = column
        let end = min(grid.width, limit.map { column + $0 } ?? grid.width)
        let cells = CellText(text)
        var count = 0
        cells.forEachCell { scalar in
            guard c < end, c >= 0, row >= 0, row < grid.height, !isProtected(c, row) else { return false }
            grid[c, row] = Cell(scalar: scalar, style: style)
            textCells[row * grid.width + c] = true
            c += 1
            count += 1
            return true
        }
        return cells.prefix(count)
    }

    /// Whether a cell holds an element's text.
    mutating func isText(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && row >= 0 && column < grid.width && row < grid.height && textCells[row * grid.width + column]
    }

    /// A sheet or pane drawn over `rect` covers the text elements under it: they are listed as hidden, with why.
    mutating func cover(_ rect: CellRect, by what: String) {
        for index in textSpans.indices where !textSpans[index].covered && textSpans[index].cells.overlaps(rect) {
            textSpans[index].covered = true
            let cells = textSpans[index].cells
            if let element = textSpans[index].element { layout.elements[element].shown = .hidden("under \(what)") }
            for row in cells.row..<cells.maxRow {
                for column in cells.column..<cells.maxColumn { textCells[row * grid.width + column] = false }
            }
        }
    }

    /// Records an element of the picture. Its words are worked out only when the elements are
    /// recorded; where text went is always kept (a cover frees those cells).
    mutating func note(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID? = nil, cells: CellRect? = nil,
        text: @autoclosure () -> String? = nil, shown: @autoclosure () -> DrawnElement.Shown = .whole
    ) {
        let text = text()
        guard options.recordsElements else {
            // Text is only ever noted as shown (whole or shortened), never hidden.
            if let cells, text != nil { textSpans.append((cells, false, nil)) }
            return
        }
        let element = DrawnElement(kind: kind, id: id(), window: window, cells: cells, text: text, shown: shown())
        if let cells, text != nil { textSpans.append((cells, element.isHidden, layout.elements.count)) }
        layout.elements.append(element)
    }

    /// Records text written at a cell: whole, or shortened from `full`.
    mutating func noteText(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID?, written: String,
        full: @autoclosure () -> String, column: Int, row: Int
    ) {
        guard !written.isEmpty else {
            note(kind, id(), window: window, shown: .hidden("no room"))
            return
        }
        note(
            kind, id(), window: window,
            cells: CellRect(column: column, row: row, width: characterCount(written), height: 1),
            text: written,
            shown: written == full() ? .whole : .shortened(full()))
    }

    /// The Split View divider: the cells between the windows, at least one line of them.
    private func dividerCells(between first: Rect, _ second: Rect, sideBySide: Bool, projection p: Projection)
        -> CellRect
    {
        let content = p.contentRect
        if sideBySide {
            let width = max(1, Int(checked: (second.minX - first.maxX) * Double(p.columns) / p.size.width))
            let center = p.column(at: (first.maxX + second.minX) / 2)
            return CellRect(
                column: content.column + center - (width - 1) / 2, row: content.row, width: width,
                height: content.height)
        }
        let height = max(1, Int(checked: (second.minY - first.maxY) * Double(p.rows) / p.size.height))
        let center = p.row(at: (first.maxY + second.minY) / 2)
        return CellRect(
            column: content.column, row: content.row + center - (height - 1) / 2, width: content.width, height: height)
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

    /// The fold's cells: its line and the margins each side.
    func foldCells(_ region: PhysicalRegion, projection p: Projection) -> (line: CellRect, margins: CellRect) {
        let core = region.core
        let vertical = region.frame.isVertical
        let cellsPerPoint = vertical ? Double(p.columns) / p.size.width : Double(p.rows) / p.size.height
        let marginBefore = vertical ? region.margins.left : region.margins.top
        let marginAfter = vertical ? region.margins.right : region.margins.bottom
        // The same number of cells each side, so a symmetric fold looks symmetric whatever the rounding.
        let before = region.isActive && marginBefore > 0 ? Projection.cells(marginBefore * cellsPerPoint) : 0
        let after = region.isActive && marginAfter > 0 ? Projection.cells(marginAfter * cellsPerPoint) : 0
        if vertical {
            let column = p.origin.column + p.column(at: core.midX)
            let rows = region.isActive ? p.rows(from: region.frame.minY, to: region.frame.maxY) : 0..<p.rows
            let top = p.origin.row + rows.lowerBound
            return (
                CellRect(column: column, row: top, width: 1, height: rows.count),
                CellRect(column: column - before, row: top, width: before + after + 1, height: rows.count)
            )
        }
        let row = p.origin.row + p.row(at: core.midY)
        let columns = region.isActive ? p.columns(from: region.frame.minX, to: region.frame.maxX) : 0..<p.columns
        let left = p.origin.column + columns.lowerBound
        return (
            CellRect(column: left, row: row, width: columns.count, height: 1),
            CellRect(column: left, row: row - before, width: columns.count, height: before + after + 1)
        )
    }

    /// The fold: margins shaded, the line solid while active; dotted when inactive, only with .includeInactive.
    private mutating func drawDivision(
        _ region: PhysicalRegion, cells: (line: CellRect, margins: CellRect), projection p: Projection
    ) {
        let vertical = region.frame.isVertical
        if region.isActive {
            if state.overlays.contains(.margins) {
                // Shade the margins, never over text: letters and digits stay readable.
                let rect = cells.margins
                let margin = Cell(glyphs.margin, Style(.margin))
                for row in max(0, rect.row)..<min(grid.height, rect.maxRow) {
                    for column in max(0, rect.column)..<min(grid.width, rect.maxColumn) {
                        if isText(column, row) { continue }
                        grid[column, row] = margin
                    }
                }
            }
            grid.fill(
                cells.line, vertical ? glyphs.foldVertical : glyphs.foldHorizontal, style: Style(.fold, bold: true))
            note(.region, region.id, cells: cells.line)
        } else if state.query.includeInactive {
            grid.fill(
                cells.line, vertical ? glyphs.inactiveVertical : glyphs.inactiveHorizontal,
                style: Style(.fold, dim: true))
            note(.region, region.id, cells: cells.line)
        } else {
            note(.region, region.id, shown: .hidden("inactive (i shows inactive regions)"))
        }
    }

    /// A window's name and fold side, and its bar edge, in the free space near its middle.
    private mutating func drawLabels(for window: WindowScene, in rect: CellRect, focused: Bool) {
        var lines = ["\(window.id.rawValue) · \(window.foldSide.rawValue)"]
        let bars = barsWording(window)
        if let physical = window.sideBarPhysicalEdge, window.toolbarVerticalEdge != nil,
            bars.hasPrefix("bars ") && bars != "bars horizontal"
        {
            lines.append(physical == .left ? "◂ \(bars)" : "\(bars) ▸")
        } else {
            lines.append(bars)
        }
        lines.append("\(formatPoints(window.size.width)) × \(formatPoints(window.size.height))")
        let style = focused ? Style(.accent, bold: true, reverse: true) : Style(.text, bold: true)
        drawCentered(
            lines, in: rect, style: style, otherStyle: Style(.muted), id: window.id.rawValue, window: window.id)
    }

    /// The window's bars in words, the same on the window and in the info panel.
    func barsWording(_ window: WindowScene) -> String {
        if window.app?.bars.isEmpty == true { return "no bars" }
        if window.app?.bars.axis == .horizontal { return "bars horizontal" }
        return window.toolbarVerticalEdge.map { "bars \($0.rawValue)" } ?? "bars horizontal"
    }

    /// Lines centred in a rectangle, each in the widest run of blank cells of its row,
    /// so labels never cover the fold, a camera or the bars.
    mutating func drawCentered(
        _ lines: [String], in rect: CellRect, style: Style, otherStyle: Style? = nil, id: String? = nil,
        window: WindowID? = nil
    ) {
        let count = min(lines.count, max(0, rect.height))
        if let id {
            for index in count..<lines.count {
                note(.label, "\(id) line \(index + 1)", window: window, shown: .hidden("the window is too short"))
            }
        }
        guard count > 0, rect.width > 0 else { return }
        let (top, runs) = Self.placement(of: lines, count: count, in: rect, grid: grid, protected: protected)
        for (index, line) in lines.prefix(count).enumerated() {
            let row = top + index
            let best = runs[index]
            // Keep a blank cell each side when there is room.
            let room = best.length >= characterCount(line) + 2 ? best.length - 2 : best.length
            guard room > 0 else {
                if let id {
                    note(.label, "\(id) line \(index + 1)", window: window, shown: .hidden("no free cells on its row"))
                }
                continue
            }
            let text = fit(line, room)
            let textLength = characterCount(text)
            let column = best.start + (best.length - textLength) / 2
            grid.put(text, column: column, row: row, style: index == 0 ? style : (otherStyle ?? style))
            for c in column..<min(grid.width, column + textLength) where c >= 0 && row >= 0 && row < grid.height {
                textCells[row * grid.width + c] = true
            }
            if let id {
                noteText(
                    .label, "\(id) line \(index + 1)", window: window, written: text, full: line, column: column,
                    row: row)
            }
        }
    }

    /// Where `count` of `lines` go in `rect`: centred when the middle rows have room, else the
    /// nearest rows that do (a fold across the middle); and each chosen row's widest run of free
    /// cells. A static function of the grid as it is, so nothing copies the grid while it is read.
    static func placement(
        of lines: [String], count: Int, in rect: CellRect, grid: borrowing Grid, protected mask: borrowing [Bool]
    ) -> (top: Int, runs: [(start: Int, length: Int)]) {
        let width = grid.width, height = grid.height
        let need = min(characterCount(lines[0]), 12)
        let textBits = Style.foregroundBits(.text)
        /// Whether the cell at `index` may take a label: not protected, no background, and a blank
        /// with no colour or the text colour, or a grid dot.
        func isFree(_ cells: UnsafeBufferPointer<Cell>, _ mask: UnsafeBufferPointer<Bool>, _ index: Int) -> Bool {
            let cell = cells[index]
            let bits = cell.style.bits
            return !mask[index] && bits & 0xFF00 == 0
                && ((cell.scalar == " " && (bits == 0 || bits & 0xFF == textBits)) || cell.scalar == "·")
        }
        /// The widest run of free cells on a row of the rectangle: only plain blank cells (and grid
        /// dots), never a bar's column or a margin. Cells outside the grid read as blank, so are free.
        func widest(_ row: Int) -> (start: Int, length: Int) {
            guard row >= 0, row < height else { return (rect.column, rect.width) }
            return grid.cells.withUnsafeBufferPointer { cells in
                mask.withUnsafeBufferPointer { mask in
                    var bestStart = 0, bestLength = 0, runStart = -1
                    let base = row * width
                    for column in rect.column..<rect.maxColumn {
                        if column < 0 || column >= width || isFree(cells, mask, base + column) {
                            if runStart < 0 { runStart = column }
                        } else if runStart >= 0 {
                            if column - runStart > bestLength {
                                (bestStart, bestLength) = (runStart, column - runStart)
                            }
                            runStart = -1
                        }
                    }
                    if runStart >= 0, rect.maxColumn - runStart > bestLength {
                        (bestStart, bestLength) = (runStart, rect.maxColumn - runStart)
                    }
                    return (bestStart, bestLength)
                }
            }
        }
        /// Whether a row has a run of at least `need` free cells. It looks at every `need`-th cell
        /// (any such run holds one) and only around a free one, so a crowded row costs a few looks.
        func hasRun(_ row: Int) -> Bool {
            guard need > 0 else { return true }
            guard row >= 0, row < height else { return rect.width >= need }
            return grid.cells.withUnsafeBufferPointer { cells in
                mask.withUnsafeBufferPointer { mask in
                    let base = row * width
                    func free(_ column: Int) -> Bool {
                        column < 0 || column >= width || isFree(cells, mask, base + column)
                    }
                    var probe = rect.column + need - 1
                    while probe < rect.maxColumn {
                        guard free(probe) else {
                            probe += need
                            continue
                        }
                        var left = probe
                        while left > rect.column, probe - left < need, free(left - 1) { left -= 1 }
                        var right = probe + 1
                        while right < rect.maxColumn, right - left < need, free(right) { right += 1 }
                        if right - left >= need { return true }
                        // The run ends at `right`: the next one starts after it, so holds `right + need`.
                        probe = right + need
                    }
                    return false
                }
            }
        }
        var known = [Bool?](repeating: nil, count: rect.height)
        func fits(_ candidate: Int) -> Bool {
            guard candidate >= rect.row, candidate + count <= rect.maxRow else { return false }
            for row in candidate..<(candidate + count) {
                let has = known[row - rect.row] ?? hasRun(row)
                known[row - rect.row] = has
                if !has { return false }
            }
            return true
        }
        let centre = rect.row + (rect.height - count) / 2
        var top = centre
        for offset in 0..<rect.height {
            if fits(centre - offset) {
                top = centre - offset
                break
            }
            if offset > 0, fits(centre + offset) {
                top = centre + offset
                break
            }
        }
        return (top, (0..<count).map { widest(top + $0) })
    }
}
