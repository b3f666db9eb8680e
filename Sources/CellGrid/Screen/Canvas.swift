import PoseEngine
import Simulator

// MARK: - Canvas

/// The cells a frame is drawn into, what nothing may cover and what holds text, and the frame's
/// report so far: the widgets draw here (`place`) and their reports are filed in it, so a cover
/// can find the text and outlines drawn before it and say what it hid.
struct Canvas {
    let glyphs = Glyphs.unicode
    var grid: Grid
    /// Cells of the display being drawn that nothing may cover (the fold's line, the divider, occlusions).
    var protected: CellMask
    /// Cells holding text an element wrote: shading and outlines leave them alone.
    var textCells: CellMask
    /// The report's text spans' cells, to find those a cover meets (in the same order).
    private var textIndex: CellRectIndex
    /// Everything drawn so far, filed widget by widget.
    /// (Changed only here and in `Canvas+Direct.swift`, where what is drawn outside a widget is noted.)
    var report: DrawReport
    /// A filed report's storage, emptied, for the next widget's (`newReport`).
    private var spare: DrawReport

    init(columns: Int, rows: Int, recordsElements: Bool) {
        grid = Grid(width: columns, height: rows)
        protected = CellMask(width: grid.width, height: grid.height)
        textCells = CellMask(width: grid.width, height: grid.height)
        textIndex = CellRectIndex(width: grid.width, height: grid.height)
        report = DrawReport(recordsElements: recordsElements)
        spare = report
    }

    var recordsElements: Bool { report.recordsElements }

    /// An empty report for a widget to fill: the last one filed, emptied, so a frame's widgets
    /// share their reports' storage instead of allocating their own (a nested widget, asking
    /// while its parent holds it, gets a new one).
    mutating func newReport() -> DrawReport {
        var drawn = DrawReport(recordsElements: report.recordsElements)
        swap(&drawn, &spare)
        return drawn
    }

    /// Draws a widget and files its report.
    mutating func place(_ widget: some Widget) {
        let drawn = widget.draw(in: &self)
        file(drawn)
    }

    /// Files a widget's report: its text can be covered from now on.
    mutating func file(_ drawn: consuming DrawReport) {
        indexTexts(from: report.append(drawn))
        drawn.removeAll()
        spare = drawn
    }

    /// Adds the report's text spans from `first` on to the index a cover looks in.
    mutating func indexTexts(from first: Int) {
        for span in report.texts[first...] {
            textIndex.add(span.cells)
            if span.covered { textIndex.remove(textIndex.rects.count - 1) }
        }
    }

    // MARK: Drawing that keeps the picture honest

    /// Marks cells that nothing drawn later may cover.
    mutating func protect(_ rect: CellRect) { protected.set(rect) }

    func isProtected(_ column: Int, _ row: Int) -> Bool { protected[column, row] }

    /// Writes `text` from a cell, stopping before a protected cell, the edge or `limit` cells, by
    /// whole characters as they are wide (`Grid.putText`).
    /// - Returns: what was written.
    @discardableResult
    mutating func putText(_ text: String, column: Int, row: Int, style: Style, limit: Int? = nil) -> String {
        let cells = CellText(text)
        // No further than the text's cells: what lies past them can't stop it.
        let end = min(grid.width, limit.map { column + $0 } ?? grid.width, column + cells.count)
        var room = 0
        while column + room < end, column + room >= 0, row >= 0, row < grid.height, !isProtected(column + room, row) {
            room += 1
        }
        guard room > 0 else { return "" }
        let written = grid.putText(cells, column: column, row: row, style: style, limit: room)
        textCells.set(CellRect(column: column, row: row, width: written.cells, height: 1))
        return written.text
    }

    /// Marks the cells of `rect` as holding an element's text.
    mutating func markText(_ rect: CellRect) { textCells.set(rect) }

    /// Whether a cell holds an element's text.
    func isText(_ column: Int, _ row: Int) -> Bool { textCells[column, row] }

    /// An element drawn over `rect` (a sheet, a bar) covers what was drawn under it: text there
    /// is erased, and its element named in `drawn` (the covering widget's report) — under the
    /// element, when it covers it in points (`points`, the display's), else for want of room —
    /// and a box whose outline it crosses is listed as covered (hidden when all of it is under),
    /// with why.
    mutating func cover(
        _ rect: CellRect, by what: @autoclosure () -> String, points: Rect? = nil, texts: Bool = true,
        into drawn: inout DrawReport
    ) {
        let met = texts ? textIndex.overlapping(rect) : []
        for index in met {
            report.texts[index].covered = true
            textIndex.remove(index)
            let span = report.texts[index]
            let under =
                points.map { cover in span.points.map { ScreenRenderer.overlapsInPoints($0, cover) } ?? true } ?? true
            let why = under ? "under \(what())" : ScreenRenderer.noRoom
            if let element = span.element { report.elements[element].shown = .hidden(why) }
            if let owner = span.owner { drawn.account(owner, window: span.window, reason: why) }
            textCells.set(span.cells, to: false)
            // What is left of a covered text is erased: no label shows cut by what covers it.
            eraseText(span.cells, to: span.ground)
        }
        drawn.covered += met.count
        guard report.recordsElements else { return }
        for index in report.boxes.indices where report.boxes[index].cells.overlaps(rect) {
            let box = report.boxes[index].cells
            // Only the outline counts: what lies wholly inside the box's interior leaves it whole.
            guard !box.inset(by: 1).contains(rect) else { continue }
            let element = report.boxes[index].element
            if rect.contains(box) {
                report.elements[element].shown = .hidden("under \(what())")
                drawn.covered += 1
            } else if !report.elements[element].isHidden {
                report.elements[element].shown = .covered("partly under \(what())")
                drawn.covered += 1
            }
        }
    }

    /// Erases the cells of a text span: to `ground` (the edge a title lay on), else to blanks in
    /// their own styles (a bar's colour stays).
    private mutating func eraseText(_ cells: CellRect, to ground: Cell?) {
        let inside = cells.clipped(width: grid.width, height: grid.height)
        for row in inside.row..<inside.maxRow {
            for column in inside.column..<inside.maxColumn {
                if let ground { grid[column, row] = ground } else { grid[column, row].scalar = " " }
            }
        }
    }

    /// `cover` for the four edges of a box just drawn: what its outline lies on.
    mutating func coverEdges(
        of box: CellRect, by what: @autoclosure () -> String, points: Rect? = nil, into drawn: inout DrawReport
    ) {
        guard box.width > 0, box.height > 0 else { return }
        let edges = [
            CellRect(column: box.column, row: box.row, width: box.width, height: 1),
            CellRect(column: box.column, row: box.maxRow - 1, width: box.width, height: 1),
            CellRect(column: box.column, row: box.row, width: 1, height: box.height),
            CellRect(column: box.maxColumn - 1, row: box.row, width: 1, height: box.height),
        ]
        for edge in edges { cover(edge, by: what(), points: points, into: &drawn) }
    }
}
