import PoseEngine
import Simulator

// MARK: - Horizontal bars

/// Horizontal bars (a toolbar, a tab bar): each item at its frame, its words in the cells up to
/// the next item (a cell apart) or the bar's end; a row that can't hold every item's words at
/// three characters shows what fits and a `⋯N` for the rest, which are named in the panel.
struct HorizontalBarsWidget: Widget {
    let bars: BarLayout
    let area: WindowArea

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let rect = area.rect
        var ends: [Int] = []
        for bar in [bars.frame, bars.tabBar?.frame].compactMap({ $0 }) {
            let box = area.cells(bar)
            ends.append(min(box.maxColumn, rect.maxColumn))
            // A bar of no height (an app without one) draws nothing.
            guard bar.width > 0, bar.height > 0 else { continue }
            canvas.cover(box, by: "the bar", points: area.inDisplay(bar), into: &drawn)
            canvas.grid.fill(box, " ", style: BarItems.barStyle)
            drawn.note(.bar, bar == bars.frame ? "toolbar" : "tab bar", window: area.id, cells: box)
        }
        for (tab, listed) in [(false, bars.items), (true, bars.tabBar?.items ?? [])] {
            // Left to right, whatever the bar's direction (right to left lists them from the right),
            // each item's cells inside `rect` (one at a bar's trailing end stays off a sheet's outline).
            let placed = listed.enumerated().map { index, item -> (PlacedItem, CellRect, Int) in
                var box = area.cells(item.frame)
                box.column = max(rect.column, min(box.column, rect.maxColumn - 1))
                return (item, box, index)
            }.sorted { a, b in
                (a.1.row, a.1.column, a.2) < (b.1.row, b.1.column, b.2)
            }
            let items = placed.map(\.0), boxes = placed.map(\.1)
            let fulls = items.map { BarItems.fullLabel($0, in: bars) }
            let needs = zip(items, fulls).map { BarItems.needs($0, full: $1) }
            let end = ends[tab && ends.count > 1 ? 1 : 0]
            let (room, hidden, markers) = Self.roomInRows(needs, boxes, end: end)
            for (index, (item, box)) in zip(items, boxes).enumerated() {
                // An item never writes over another's words: one that starts on them has no room.
                let width = min(room[index], canvas.freeRoom(column: box.column, row: box.row, upTo: room[index]))
                guard !hidden.contains(index), width >= needs[index] else {
                    leaveOut(
                        item, full: fulls[index], tab: tab, at: box, marker: markers[index], canvas: &canvas,
                        into: &drawn)
                    continue
                }
                drawItem(item, full: fulls[index], tab: tab, at: box, width: width, canvas: &canvas, into: &drawn)
            }
        }
        return drawn
    }

    /// An item's words (`full` whole) in `width` cells from its box's first.
    private func drawItem(
        _ item: PlacedItem, full: String, tab: Bool, at box: CellRect, width: Int, canvas: inout Canvas,
        into drawn: inout DrawReport
    ) {
        let text = BarItems.label(item, full: full, width: width)
        let cells = CellRect(column: box.column, row: box.row, width: characterCount(text), height: 1)
        canvas.cover(cells, by: "the item \(item.id)", texts: false, into: &drawn)
        // Words over one outline's line leave that line when something covers them later.
        let ground = Self.lineUnder(cells, canvas)
        let written = canvas.putTextAvoidingText(
            text, column: box.column, row: box.row, style: BarItems.style(item, tab: tab))
        BarItems.spotMarks(
            item, CellRect(column: box.column, row: box.row, width: characterCount(written), height: 1), into: &drawn)
        drawn.noteText(
            tab ? .tab : BarItems.kind(of: item, in: bars), item.id, window: area.id, written: written,
            full: full, column: box.column, row: box.row, ground: ground, owner: full,
            points: area.inDisplay(item.frame))
    }

    /// An item of a horizontal bar left out: noted, named in the panel, and where it is its row's
    /// first with room, the row's `⋯N`.
    private func leaveOut(
        _ item: PlacedItem, full: String, tab: Bool, at box: CellRect, marker: Int?, canvas: inout Canvas,
        into drawn: inout DrawReport
    ) {
        let overflow = canvas.glyphs.overflow, window = area.id
        let why = "no room in the bar at this size (\(overflow))"
        drawn.note(tab ? .tab : BarItems.kind(of: item, in: bars), item.id, window: window, shown: .hidden(why))
        drawn.account(full, window: window, reason: why)
        guard let count = marker else { return }
        let written = canvas.putTextAvoidingText(
            "\(overflow)\(count)", column: box.column, row: box.row, style: Style(.muted))
        drawn.spot(CellRect(column: box.column, row: box.row, width: characterCount(written), height: 1), overflow)
    }

    /// Each item's cells in a row of a horizontal bar (up to the next item, a cell apart, or the
    /// bar's end); the items left out, those whose words can't keep three characters and `…` (or
    /// show whole); and for each row with any, where its `⋯N` marker goes (the first of them
    /// with room for it) and N.
    static func roomInRows(_ needs: [Int], _ boxes: [CellRect], end: Int)
        -> (room: [Int], hidden: Set<Int>, markers: [Int: Int])
    {
        var room = [Int](repeating: 1, count: boxes.count)
        var hidden = Set<Int>()
        for (index, box) in boxes.enumerated() {
            // The nearest item after it in its row.
            var next: Int?
            for other in boxes where other.row == box.row && other.column > box.column {
                next = min(next ?? other.column, other.column)
            }
            room[index] = max(1, next.map { $0 - box.column - 1 } ?? end - box.column)
            if room[index] < needs[index] { hidden.insert(index) }
        }
        var markers: [Int: Int] = [:]
        guard !hidden.isEmpty else { return (room, hidden, markers) }
        for row in Set(hidden.map { boxes[$0].row }) {
            let inRow = hidden.filter { boxes[$0].row == row }.sorted()
            let mark = 1 + String(inRow.count).count
            if let spot = inRow.first(where: { room[$0] >= mark }) { markers[spot] = inRow.count }
        }
        return (room, hidden, markers)
    }

    /// The cell under every one of `cells` when they all show one outline's horizontal line, else nil.
    private static func lineUnder(_ cells: CellRect, _ canvas: Canvas) -> Cell? {
        let grid = canvas.grid
        guard cells.row >= 0, cells.row < grid.height, cells.column >= 0, cells.maxColumn <= grid.width,
            cells.width > 0
        else { return nil }
        let first = grid[cells.column, cells.row]
        guard first.character == canvas.glyphs.horizontal else { return nil }
        for column in cells.column..<cells.maxColumn where grid[column, cells.row] != first { return nil }
        return first
    }
}
