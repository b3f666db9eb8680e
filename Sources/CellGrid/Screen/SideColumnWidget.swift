import PoseEngine
import Simulator

// MARK: - The side column

/// A vertical side column: each item on the row its frame starts at or the next free one below
/// the previous item (a row an occlusion covers holds none); then the tab bar's items, under the
/// rule when it has a row of its own.
struct SideColumnWidget: Widget {
    let bars: BarLayout
    let area: WindowArea

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let column = area.cells(bars.frame)
        canvas.cover(column, by: "the side bar column", points: area.inDisplay(bars.frame), into: &drawn)
        canvas.grid.fill(column, " ", style: BarItems.barStyle)
        drawn.note(.bar, "side column", window: area.id, cells: column)
        var stack = Stack(column: column, lastRow: column.row - 1)
        for item in bars.items {
            stackItem(
                item, at: area.cells(item.frame).row, in: (column.column, column.width),
                kind: BarItems.kind(
                    of: item, in: bars), style: BarItems.style(item, tab: false), stack: &stack, canvas: &canvas,
                into: &drawn)
        }
        if let tabBar = bars.tabBar {
            let tabs = area.cells(tabBar.frame)
            // A tab bar shown as a sidebar stands apart from the column: its rows are its own.
            if tabBar.style == .sidebar { stack.lastRow = tabs.row - 1 }
            if tabBar.style != .sidebar, tabs.row - 1 > stack.lastRow, Self.isFreeRow(tabs.row - 1, of: column, canvas)
            {
                let rule = CellRect(column: tabs.column, row: tabs.row - 1, width: tabs.width, height: 1)
                canvas.grid.fill(rule, canvas.glyphs.tabsRule, style: BarItems.barStyle)
                drawn.spot(rule, canvas.glyphs.tabsRule)
            }
            for item in tabBar.items {
                stackItem(
                    item, at: area.cells(item.frame).row, in: (tabs.column, tabs.width), kind: .tab,
                    style: Style(.text), stack: &stack, canvas: &canvas, into: &drawn)
            }
        }
        // Items a column too narrow for their words left out, counted by a `⋯N` on its first free row.
        markNarrow(stack.narrow, in: column, canvas: &canvas, into: &drawn)
        return drawn
    }

    /// Where the column has got to: the last row an item took, and how many items it was too narrow for.
    struct Stack {
        let column: CellRect
        var lastRow: Int
        var narrow = 0
    }

    /// `⋯N` on the column's first free row for the `count` items it is too narrow for.
    private func markNarrow(_ count: Int, in column: CellRect, canvas: inout Canvas, into drawn: inout DrawReport) {
        guard count > 0,
            let row = (column.row..<column.maxRow).first(where: { row in
                Self.isFreeRow(row, of: column, canvas)
                    && (column.column..<column.maxColumn).allSatisfy { canvas.grid[$0, row].character == " " }
            })
        else { return }
        let overflow = canvas.glyphs.overflow
        let marker = canvas.putText(
            fit("\(overflow)\(count)", column.width), column: column.column, row: row, style: Style(.muted))
        drawn.spot(CellRect(column: column.column, row: row, width: characterCount(marker), height: 1), overflow)
    }

    /// Whether no cell of the column's row is protected (an occlusion's).
    private static func isFreeRow(_ row: Int, of column: CellRect, _ canvas: Canvas) -> Bool {
        (column.column..<column.maxColumn).allSatisfy { !canvas.isProtected($0, row) }
    }

    /// One item of the side column, written in `cells` (a first column and a width) on the first
    /// free row at or below `top` and after the stack's last row, which it moves on; noted as
    /// hidden when the column has no room left.
    private func stackItem(
        _ item: PlacedItem, at top: Int, in cells: (left: Int, width: Int), kind: DrawnElement.Kind, style: Style,
        stack: inout Stack, canvas: inout Canvas, into drawn: inout DrawReport
    ) {
        let window = area.id, column = stack.column
        let full = BarItems.fullLabel(item, in: bars)
        guard cells.width >= BarItems.needs(item, full: full) else {
            // Three characters and `…`, or the words whole: less can't be read.
            let why = "the column is too narrow at this size (\(canvas.glyphs.overflow))"
            drawn.note(kind, item.id, window: window, shown: .hidden(why))
            drawn.account(full, window: window, reason: why)
            stack.narrow += 1
            return
        }
        var row = max(stack.lastRow + 1, top)
        while row < column.maxRow && !Self.isFreeRow(row, of: column, canvas) { row += 1 }
        guard row < column.maxRow else {
            let why = "no room left in the column at this size"
            drawn.note(kind, item.id, window: window, shown: .hidden(why))
            drawn.account(full, window: window, reason: why)
            return
        }
        let written = canvas.putText(
            BarItems.label(item, full: full, width: cells.width), column: cells.left, row: row, style: style)
        BarItems.spotMarks(
            item, CellRect(column: cells.left, row: row, width: characterCount(written), height: 1), into: &drawn)
        drawn.noteText(
            kind, item.id, window: window, written: written, full: full, column: cells.left, row: row, owner: full,
            points: area.inDisplay(item.frame))
        stack.lastRow = row
    }
}
