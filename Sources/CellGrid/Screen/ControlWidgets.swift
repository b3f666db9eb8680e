import PoseEngine
import Simulator

// MARK: - A suggested place

/// Where a control would go: a dashed outline and its name after an arrow, both outside the
/// control itself (the part of the outline inside it isn't drawn, and it says so).
struct SuggestedPlaceWidget: Widget {
    let id: String
    let box: CellRect
    /// The control's own cells.
    let control: CellRect
    let window: WindowID
    /// The suggested frame in the display's points.
    let points: Rect

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let glyphs = canvas.glyphs, name = "\(glyphs.suggestedArrow)\(id)"
        guard !box.isEmpty else {
            drawn.note(.suggestion, id, window: window, shown: .hidden("smaller than a cell beside the fold"))
            drawn.account(name, window: window, reason: "smaller than a cell beside the fold")
            return drawn
        }
        canvas.coverEdges(of: box, by: "the suggested place of \(id)", points: points, into: &drawn)
        canvas.dashedOutline(box, outside: control, style: Style(.sideBar))
        drawn.spot(box, glyphs.suggestedHorizontal)
        drawn.noteBox(
            .suggestion, id, window: window, cells: box, outline: .dashed,
            shown: box.overlaps(control) ? .covered("partly inside \(id) itself, not drawn there") : .whole)
        // The name on the top edge's first run of cells outside the control.
        var column = box.column + 1
        while column < box.maxColumn - 1, control.contains(column: column, row: box.row) { column += 1 }
        var end = column
        while end < box.maxColumn - 1, !control.contains(column: end, row: box.row) { end += 1 }
        let written =
            box.width >= 3 && end > column
            ? canvas.putTextAvoidingText(fit(name, end - column), column: column, row: box.row, style: Style(.sideBar))
            : ""
        guard !written.isEmpty else {
            drawn.account(name, window: window, reason: "no room for its name")
            return drawn
        }
        drawn.note(
            .label, "\(id) suggestion", window: window,
            cells: CellRect(column: column, row: box.row, width: characterCount(written), height: 1),
            text: written, shown: written == name ? .whole : .shortened(name),
            ground: Cell(glyphs.suggestedHorizontal, Style(.sideBar)), owner: name, points: points)
        return drawn
    }
}

// MARK: - A control's outline

/// A control's outline (or a fill when it is small), over what lies under it.
struct ControlOutlineWidget: Widget {
    let item: ControlLayer.ControlBox
    let area: WindowArea

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let style = Style(item.worst?.color ?? .sideBar, bold: true)
        let id = item.control.spec.id, glyphs = canvas.glyphs
        canvas.coverEdges(
            of: item.box, by: "the control \(id)", points: area.inDisplay(item.control.frame), into: &drawn)
        if item.outlined {
            canvas.grid.box(item.box, glyphs: glyphs, style: style)
            drawn.spot(item.box.topLeftCell, glyphs.topLeft)
            drawn.noteBox(.control, id, window: area.id, cells: item.box, outline: .solid)
        } else {
            canvas.fillAvoiding(item.box, glyphs.smallControl, style: style, avoiding: [])
            drawn.spot(item.box, glyphs.smallControl)
            drawn.note(.control, id, window: area.id, cells: item.box)
        }
        return drawn
    }
}

// MARK: - A control's name

/// A control's mark and name on its first row, stopping before another outline (a control's,
/// a suggested place's), a protected cell or other text; when that row has no room for the
/// mark and three more cells (an occlusion over it), on the row inside the box with the most
/// room; and its collisions, at the mark. An error control always shows its ✖ where any cell
/// of it is free.
struct ControlNameWidget: Widget {
    let item: ControlLayer.ControlBox
    let area: WindowArea
    let collisions: [Collision]
    let blocking: Blocking
    /// The control's own outlines and suggested places, which block nothing.
    let own: (outlines: [CellRect], places: [CellRect])

    /// The cells on the window's controls' outlines and suggested places, counted.
    struct Blocking {
        let outlines: ScreenRenderer.OutlineCells
        let places: ScreenRenderer.OutlineCells
    }

    /// Whether a cell is on another control's outline or a suggested place's.
    private func blocked(_ column: Int, _ row: Int) -> Bool {
        blocking.places.count(column, row)
            > own.places.count { ScreenRenderer.onEdge(column: column, row: row, of: $0) }
            || blocking.outlines.count(column, row)
                > own.outlines.count {
                    ScreenRenderer.onEdge(column: column, row: row, of: $0)
                }
    }

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let id = item.control.spec.id, box = item.box, glyphs = canvas.glyphs, window = area.id
        let textColumn = item.outlined ? box.column + 1 : box.column
        let full = String(item.worst.map(glyphs.mark) ?? glyphs.clear) + id
        var row = box.row, most = fits(box.row, from: textColumn, canvas)
        if most < min(characterCount(full), 4), item.outlined, box.height > 2 {
            for inside in (box.row + 1)..<(box.maxRow - 1) where textColumn < canvas.grid.width {
                let here = fits(inside, from: textColumn, canvas)
                if here > most { (row, most) = (inside, here) }
            }
        }
        let style = Style(item.worst?.color ?? .sideBar, bold: true)
        let written = canvas.putTextAvoidingText(fit(full, most), column: textColumn, row: row, style: style)
        let name = CellRect(column: textColumn, row: row, width: characterCount(written), height: 1)
        drawn.spot(
            CellRect(column: textColumn, row: row, width: 1, height: 1), item.worst.map(glyphs.mark) ?? glyphs.clear)
        if written.isEmpty {
            let why = "its first cell is the fold, an occlusion or another control's outline"
            drawn.note(.label, "\(id) name", window: window, shown: .hidden(why))
            drawn.account("name of " + id, window: window, reason: "no free cell in the control for it")
        } else {
            drawn.note(
                .label, "\(id) name", window: window, cells: name, text: written,
                shown: written == full ? .whole : .shortened(full),
                ground: row == box.row ? Cell(item.outlined ? glyphs.horizontal : glyphs.smallControl, style) : nil,
                owner: "name of " + id, points: area.inDisplay(item.control.frame))
        }
        for collision in collisions {
            drawn.note(
                .collision, "\(collision.control) × \(collision.with)", window: window,
                cells: written.isEmpty ? box : CellRect(column: textColumn, row: row, width: 1, height: 1))
        }
        return drawn
    }

    /// The cells from `column` on in `row` the name may take: before another outline, a
    /// protected cell or text.
    private func fits(_ row: Int, from column: Int, _ canvas: Canvas) -> Int {
        let room = item.outlined ? item.box.width - 2 : max(1, item.box.width)
        var fits = 0
        while fits < room, !blocked(column + fits, row), !canvas.isProtected(column + fits, row),
            !canvas.isText(column + fits, row)
        {
            fits += 1
        }
        return fits
    }
}
