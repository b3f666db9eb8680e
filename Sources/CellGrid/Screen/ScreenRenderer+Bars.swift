import PoseEngine
import Simulator

// MARK: - App bars

extension ScreenRenderer {
    /// The side column (or horizontal bars) with the app's items, badges and the overflow marker.
    mutating func drawAppBars(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        let bars = app.bars
        guard state.overlays.contains(.sideBars) else {
            for item in bars.items + (bars.tabBar?.items ?? []) {
                canvas.note(
                    kind(of: item, in: bars), item.id, window: window.id, shown: .hidden(Self.overlayOff(.sideBars)))
                canvas.account(Self.fullLabel(item, in: bars), window: window.id, reason: Self.overlayOff(.sideBars))
            }
            return
        }
        if bars.axis == .vertical {
            drawSideColumn(bars, window: window, in: rect, projection: p)
        } else {
            drawHorizontalBars(bars, window: window, in: rect, projection: p)
        }
    }

    private static let itemStyle = Style(.sideBar, bold: true)
    private static let barStyle = Style(.sideBar, dim: true)

    /// An item's words in `width` cells: its title and badge whole, or its title shortened with
    /// `…` before the badge; or the overflow button's count.
    private func label(_ item: PlacedItem, in bars: BarLayout, width: Int) -> String {
        if item.isOverflowButton { return "\(glyphs.overflow)\(bars.overflowMenu.count)" }
        let mark = item.badge.map { $0 > 0 ? "\(glyphs.badge)\($0)" : "" } ?? ""
        let whole = item.title + mark
        guard characterCount(whole) > width else { return whole }
        return fit(item.title, max(1, width - characterCount(mark))) + mark
    }

    /// The cells an item needs to be drawn by the rule: its words whole, or three cells of its
    /// title, `…` and its badge.
    static func needs(_ item: PlacedItem, in bars: BarLayout) -> Int {
        let whole = characterCount(fullLabel(item, in: bars))
        guard !item.isOverflowButton else { return whole }
        let mark = item.badge.map { $0 > 0 ? 1 + String($0).count : 0 } ?? 0
        return min(whole, 4 + mark)
    }

    /// An item's words uncut (only worked out when the elements are recorded).
    static func fullLabel(_ item: PlacedItem, in bars: BarLayout) -> String {
        let glyphs = Glyphs.unicode
        return item.isOverflowButton
            ? "\(glyphs.overflow)\(bars.overflowMenu.count)"
            : item.title + (item.badge.map { $0 > 0 ? "\(glyphs.badge)\($0)" : "" } ?? "")
    }

    private func itemStyle(_ item: PlacedItem, tab: Bool) -> Style {
        item.isOverflowButton ? Style(.warning, bold: true) : tab ? Style(.text) : Self.itemStyle
    }

    /// A vertical side column: each item on the row its frame starts at or the next free one
    /// below the previous item (a row an occlusion covers holds none); then the tab bar's items.
    mutating func drawSideColumn(
        _ bars: BarLayout, window: WindowScene, in rect: CellRect, projection p: Projection
    ) {
        let column = cells(bars.frame, window: window, in: rect, projection: p)
        canvas.cover(column, by: "the side bar column", points: Self.inDisplay(bars.frame, window))
        canvas.grid.fill(column, " ", style: Self.barStyle)
        canvas.note(.bar, "side column", window: window.id, cells: column)
        var lastRow = column.row - 1, narrow = 0
        // Items a column too narrow for their words left out, counted by a `⋯N` on its first free row.
        defer { markNarrow(narrow, in: column) }
        for item in bars.items {
            let top = cells(item.frame, window: window, in: rect, projection: p).row
            stackItem(
                item, in: bars, column: column, at: top, after: &lastRow, cells: (column.column, column.width),
                kind: kind(of: item, in: bars), style: itemStyle(item, tab: false), window: window, narrow: &narrow)
        }
        guard let tabBar = bars.tabBar else { return }
        let tabs = cells(tabBar.frame, window: window, in: rect, projection: p)
        // A tab bar shown as a sidebar stands apart from the column: its rows are its own.
        if tabBar.style == .sidebar { lastRow = tabs.row - 1 }
        if tabBar.style != .sidebar, tabs.row - 1 > lastRow, isFreeRow(tabs.row - 1, of: column) {
            let rule = CellRect(column: tabs.column, row: tabs.row - 1, width: tabs.width, height: 1)
            canvas.grid.fill(rule, glyphs.tabsRule, style: Self.barStyle)
            canvas.spot(rule, glyphs.tabsRule)
        }
        for item in tabBar.items {
            let top = cells(item.frame, window: window, in: rect, projection: p).row
            stackItem(
                item, in: bars, column: column, at: top, after: &lastRow, cells: (tabs.column, tabs.width),
                kind: .tab, style: Style(.text), window: window, narrow: &narrow)
        }
    }

    /// `⋯N` on the column's first free row for the `count` items it is too narrow for.
    private mutating func markNarrow(_ count: Int, in column: CellRect) {
        guard count > 0,
            let row = (column.row..<column.maxRow).first(where: { row in
                isFreeRow(row, of: column)
                    && (column.column..<column.maxColumn).allSatisfy { canvas.grid[$0, row].character == " " }
            })
        else { return }
        let marker = canvas.putText(
            fit("\(glyphs.overflow)\(count)", column.width), column: column.column, row: row, style: Style(.muted))
        canvas.spot(
            CellRect(column: column.column, row: row, width: characterCount(marker), height: 1), glyphs.overflow)
    }

    /// Whether no cell of the column's row is protected (an occlusion's).
    private mutating func isFreeRow(_ row: Int, of column: CellRect) -> Bool {
        (column.column..<column.maxColumn).allSatisfy { !canvas.isProtected($0, row) }
    }

    /// One item of the side column, written in `cells` (a first column and a width) on the first
    /// free row at or below `top` and after `lastRow`, which it moves on; noted as hidden when the
    /// column has no room left.
    private mutating func stackItem(
        _ item: PlacedItem, in bars: BarLayout, column: CellRect, at top: Int, after lastRow: inout Int,
        cells: (left: Int, width: Int), kind: DrawnElement.Kind, style: Style, window: WindowScene,
        narrow: inout Int
    ) {
        let full = Self.fullLabel(item, in: bars)
        guard cells.width >= Self.needs(item, in: bars) else {
            // Three characters and `…`, or the words whole: less can't be read.
            let why = "the column is too narrow at this size (\(glyphs.overflow))"
            canvas.note(kind, item.id, window: window.id, shown: .hidden(why))
            canvas.account(full, window: window.id, reason: why)
            narrow += 1
            return
        }
        var row = max(lastRow + 1, top)
        while row < column.maxRow && !isFreeRow(row, of: column) { row += 1 }
        guard row < column.maxRow else {
            let why = "no room left in the column at this size"
            canvas.note(kind, item.id, window: window.id, shown: .hidden(why))
            canvas.account(Self.fullLabel(item, in: bars), window: window.id, reason: why)
            return
        }
        let written = canvas.putText(
            label(item, in: bars, width: cells.width), column: cells.left, row: row, style: style)
        spotMarks(item, CellRect(column: cells.left, row: row, width: characterCount(written), height: 1))
        canvas.noteText(
            kind, item.id, window: window.id, written: written, full: Self.fullLabel(item, in: bars),
            column: cells.left, row: row, owner: Self.fullLabel(item, in: bars),
            points: Self.inDisplay(item.frame, window))
        lastRow = row
    }

    /// Horizontal bars (a toolbar, a tab bar): each item at its frame, its words in the cells up
    /// to the next item (a cell apart) or the bar's end.
    mutating func drawHorizontalBars(
        _ bars: BarLayout, window: WindowScene, in rect: CellRect, projection p: Projection
    ) {
        var ends: [Int] = []
        for bar in [bars.frame, bars.tabBar?.frame].compactMap({ $0 }) {
            let box = cells(bar, window: window, in: rect, projection: p)
            ends.append(min(box.maxColumn, rect.maxColumn))
            // A bar of no height (an app without one) draws nothing.
            guard bar.width > 0, bar.height > 0 else { continue }
            canvas.cover(box, by: "the bar", points: Self.inDisplay(bar, window))
            canvas.grid.fill(box, " ", style: Self.barStyle)
            canvas.note(.bar, bar == bars.frame ? "toolbar" : "tab bar", window: window.id, cells: box)
        }
        for (tab, listed) in [(false, bars.items), (true, bars.tabBar?.items ?? [])] {
            // Left to right, whatever the bar's direction (right to left lists them from the right),
            // each item's cells inside `rect` (one at a bar's trailing end stays off a sheet's outline).
            let placed = listed.enumerated().map { index, item -> (PlacedItem, CellRect, Int) in
                var box = cells(item.frame, window: window, in: rect, projection: p)
                box.column = max(rect.column, min(box.column, rect.maxColumn - 1))
                return (item, box, index)
            }.sorted { a, b in
                (a.1.row, a.1.column, a.2) < (b.1.row, b.1.column, b.2)
            }
            let items = placed.map(\.0), boxes = placed.map(\.1)
            let end = ends[tab && ends.count > 1 ? 1 : 0]
            let (room, hidden, markers) = Self.roomInRows(
                items.map { Self.needs($0, in: bars) }, boxes, end: end)
            for (index, (item, box)) in zip(items, boxes).enumerated() {
                // An item never writes over another's words: one that starts on them has no room.
                let width = min(room[index], canvas.freeRoom(column: box.column, row: box.row, upTo: room[index]))
                guard !hidden.contains(index), width >= Self.needs(item, in: bars) else {
                    leaveOut(item, in: bars, tab: tab, window: window, at: box, marker: markers[index])
                    continue
                }
                let text = label(item, in: bars, width: width)
                let cells = CellRect(column: box.column, row: box.row, width: characterCount(text), height: 1)
                canvas.cover(cells, by: "the item \(item.id)", texts: false)
                // Words over one outline's line leave that line when something covers them later.
                let ground = lineUnder(cells)
                let written = canvas.putTextAvoidingText(
                    text, column: box.column, row: box.row, style: itemStyle(item, tab: tab))
                spotMarks(item, CellRect(column: box.column, row: box.row, width: characterCount(written), height: 1))
                canvas.noteText(
                    tab ? .tab : kind(of: item, in: bars), item.id, window: window.id, written: written,
                    full: Self.fullLabel(item, in: bars), column: box.column, row: box.row, ground: ground,
                    owner: Self.fullLabel(item, in: bars), points: Self.inDisplay(item.frame, window))
            }
        }
    }

    /// An item of a horizontal bar left out: noted, named in the panel, and where it is its row's
    /// first with room, the row's `⋯N`.
    private mutating func leaveOut(
        _ item: PlacedItem, in bars: BarLayout, tab: Bool, window: WindowScene, at box: CellRect, marker: Int?
    ) {
        let why = "no room in the bar at this size (\(glyphs.overflow))"
        canvas.note(tab ? .tab : kind(of: item, in: bars), item.id, window: window.id, shown: .hidden(why))
        canvas.account(Self.fullLabel(item, in: bars), window: window.id, reason: why)
        guard let count = marker else { return }
        let written = canvas.putTextAvoidingText(
            "\(glyphs.overflow)\(count)", column: box.column, row: box.row, style: Style(.muted))
        canvas.spot(
            CellRect(column: box.column, row: box.row, width: characterCount(written), height: 1), glyphs.overflow)
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
            let next = boxes.filter { $0.row == box.row && $0.column > box.column }.map(\.column).min()
            room[index] = max(1, next.map { $0 - box.column - 1 } ?? end - box.column)
            if room[index] < needs[index] { hidden.insert(index) }
        }
        var markers: [Int: Int] = [:]
        for row in Set(hidden.map { boxes[$0].row }) {
            let inRow = hidden.filter { boxes[$0].row == row }.sorted()
            let mark = 1 + String(inRow.count).count
            if let spot = inRow.first(where: { room[$0] >= mark }) { markers[spot] = inRow.count }
        }
        return (room, hidden, markers)
    }

    /// The cell under every one of `cells` when they all show one outline's horizontal line, else nil.
    private func lineUnder(_ cells: CellRect) -> Cell? {
        guard cells.row >= 0, cells.row < canvas.grid.height, cells.column >= 0, cells.maxColumn <= canvas.grid.width,
            cells.width > 0
        else { return nil }
        let first = canvas.grid[cells.column, cells.row]
        guard first.character == glyphs.horizontal else { return nil }
        for column in cells.column..<cells.maxColumn where canvas.grid[column, cells.row] != first { return nil }
        return first
    }

    /// The legend looks at an item's words for its overflow or badge mark.
    private mutating func spotMarks(_ item: PlacedItem, _ cells: CellRect) {
        if item.isOverflowButton { canvas.spot(cells, glyphs.overflow) }
        if (item.badge ?? 0) > 0 { canvas.spot(cells, glyphs.badge) }
    }

    private func kind(of item: PlacedItem, in bars: BarLayout) -> DrawnElement.Kind {
        if item.isOverflowButton { return .overflow }
        return bars.tabBar?.items.contains(item) == true ? .tab : .sideBarItem
    }
}
