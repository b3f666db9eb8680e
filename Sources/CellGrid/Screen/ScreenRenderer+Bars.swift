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
        guard let placed = app.grid else { return }
        for (index, column) in placed.columns.enumerated() {
            let box = cells(column, window: window, in: rect, projection: p)
            guard state.overlays.contains(.grid) else {
                note(
                    .gridColumn, "column \(index + 1)", window: window.id, shown: .hidden("the grid overlay is off (g)")
                )
                continue
            }
            guard !box.isEmpty else {
                note(
                    .gridColumn, "column \(index + 1)", window: window.id,
                    shown: .hidden("narrower than a cell at this size"))
                continue
            }
            for row in box.row..<box.maxRow {
                for c in box.column..<box.maxColumn where grid[c, row].scalar == " " {
                    grid[c, row] = Cell("·", Style(.slider, dim: true))
                }
            }
            note(.gridColumn, "column \(index + 1)", window: window.id, cells: box)
        }
    }

    /// A NavigationSplitView's columns, outlined and named (with the arrangement overlay, `v`).
    mutating func drawColumns(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        for column in app.columns {
            guard let box = paneBox(column.id, column.frame, window: window, in: rect, projection: p) else { continue }
            grid.box(box, glyphs: glyphs, style: Style(.muted, dim: true))
            writeTitle(
                column.id + (column.verticalBars ? " · bars vertical" : ""), kind: .pane, id: column.id,
                window: window.id, box: box, style: Style(.muted))
        }
    }

    /// Arrangement panes, outlined and named.
    mutating func drawArrangement(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard let arrangement = app.arrangement else { return }
        let overlaid = arrangement.panes.count == 2 && arrangement.panes[0].frame == arrangement.panes[1].frame
        for pane in arrangement.panes {
            guard let box = paneBox(pane.id, pane.frame, window: window, in: rect, projection: p) else { continue }
            if overlaid && pane.id != "primary" {
                note(
                    .pane, pane.id, window: window.id, cells: box,
                    shown: .hidden("under the primary pane (overlay arrangement)"))
                continue
            }
            grid.box(box, glyphs: glyphs, style: Style(.accent, dim: true))
            let title = overlaid ? "primary over secondary" : pane.id
            writeTitle(title, kind: .pane, id: pane.id, window: window.id, box: box, style: Style(.accent, dim: true))
        }
    }

    /// The cells of a pane or column to outline, or `nil` (noted as hidden, and why) when the
    /// arrangement overlay is off or the box is under 4 × 2 cells.
    private mutating func paneBox(
        _ id: String, _ frame: Rect, window: WindowScene, in rect: CellRect, projection p: Projection
    ) -> CellRect? {
        guard state.overlays.contains(.arrangement) else {
            note(.pane, id, window: window.id, shown: .hidden("the arrangement overlay is off (v)"))
            return nil
        }
        let box = cells(frame, window: window, in: rect, projection: p)
        guard box.width >= 4, box.height >= 2 else {
            note(.pane, id, window: window.id, shown: .hidden("smaller than 4 × 2 cells at this size"))
            return nil
        }
        return box
    }

    /// A box's title on its top edge, clear of protected cells; the element is the whole box.
    mutating func writeTitle(
        _ title: String, kind: DrawnElement.Kind, id: String, window: WindowID, box: CellRect, style: Style
    ) {
        guard box.width >= 6 else {
            note(kind, id, window: window, cells: box)
            return
        }
        let full = " " + title + " "
        let written = putText(
            " " + fit(title, box.width - 6) + " ", column: box.column + 1, row: box.row, style: style,
            limit: box.width - 2)
        note(kind, id, window: window, cells: box)
        if !written.isEmpty {
            note(
                .label, "\(id) title", window: window,
                cells: CellRect(column: box.column + 1, row: box.row, width: characterCount(written), height: 1),
                text: written, shown: written == full ? .whole : .shortened(full))
        }
    }

    /// The side column (or horizontal bars) with the app's items, badges and the overflow marker.
    mutating func drawAppBars(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        let bars = app.bars
        let everything = bars.items + (bars.tabBar?.items ?? [])
        guard state.overlays.contains(.sideBars) else {
            for item in everything {
                note(
                    kind(of: item, in: bars), item.id, window: window.id,
                    shown: .hidden("the side bars overlay is off (b)"))
            }
            return
        }
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
        func full(_ item: PlacedItem) -> String {
            item.isOverflowButton
                ? "⋯\(bars.overflowed.count)" : item.title + (item.badge.map { $0 > 0 ? "•\($0)" : "" } ?? "")
        }
        if bars.axis == .vertical {
            let column = cells(bars.frame, window: window, in: rect, projection: p)
            cover(column, by: "the side bar column")
            grid.fill(column, " ", style: barStyle)
            // A row of the column that an occlusion covers holds no item: the next free row does.
            func free(_ row: Int) -> Bool { (column.column..<column.maxColumn).allSatisfy { !isProtected($0, row) } }
            var lastRow = column.row - 1
            for item in bars.items {
                var row = max(lastRow + 1, cells(item.frame, window: window, in: rect, projection: p).row)
                while row < column.maxRow && !free(row) { row += 1 }
                guard row < column.maxRow else {
                    note(
                        kind(of: item, in: bars), item.id, window: window.id,
                        shown: .hidden("no room left in the column at this size"))
                    continue
                }
                let text = label(item, width: column.width)
                let written = putText(
                    text, column: column.column, row: row,
                    style: item.isOverflowButton ? Style(.warning, bold: true) : itemStyle)
                noteText(
                    kind(of: item, in: bars), item.id, window: window.id, written: written, full: full(item),
                    column: column.column, row: row)
                lastRow = row
            }
            if let tabBar = bars.tabBar {
                let tabs = cells(tabBar.frame, window: window, in: rect, projection: p)
                // A tab bar shown as a sidebar stands apart from the column: its rows are its own.
                if tabBar.style == .sidebar { lastRow = tabs.row - 1 }
                if tabBar.style != .sidebar, tabs.row - 1 > lastRow, free(tabs.row - 1) {
                    grid.fill(
                        CellRect(column: tabs.column, row: tabs.row - 1, width: tabs.width, height: 1),
                        glyphs.horizontal, style: barStyle)
                }
                for item in tabBar.items {
                    var row = max(lastRow + 1, cells(item.frame, window: window, in: rect, projection: p).row)
                    while row < column.maxRow && !free(row) { row += 1 }
                    guard row < column.maxRow else {
                        note(
                            .tab, item.id, window: window.id, shown: .hidden("no room left in the column at this size"))
                        continue
                    }
                    let written = putText(
                        label(item, width: tabs.width), column: tabs.column, row: row, style: Style(.text))
                    noteText(
                        .tab, item.id, window: window.id, written: written, full: full(item), column: tabs.column,
                        row: row)
                    lastRow = row
                }
            }
        } else {
            for bar in [bars.frame, bars.tabBar?.frame].compactMap({ $0 }) {
                let box = cells(bar, window: window, in: rect, projection: p)
                cover(box, by: "the bar")
                grid.fill(box, " ", style: barStyle)
            }
            let groups = [bars.items, bars.tabBar?.items ?? []]
            let cellsPerPoint = Double(p.columns) / p.size.width
            for (index, items) in groups.enumerated() {
                for item in items {
                    let box = cells(item.frame, window: window, in: rect, projection: p)
                    let width = max(1, Int(checked: item.frame.width * cellsPerPoint, .down) - 1)
                    let written = putText(
                        label(item, width: width), column: box.column, row: box.row,
                        style: item.isOverflowButton
                            ? Style(.warning, bold: true) : (index == 0 ? itemStyle : Style(.text)))
                    noteText(
                        index == 0 ? kind(of: item, in: bars) : .tab, item.id, window: window.id, written: written,
                        full: full(item), column: box.column, row: box.row)
                }
            }
        }
    }

    private func kind(of item: PlacedItem, in bars: BarLayout) -> DrawnElement.Kind {
        if item.isOverflowButton { return .overflow }
        return bars.tabBar?.items.contains(item) == true ? .tab : .sideBarItem
    }

    /// Sheets and alerts, boxed over the window's content and under the fold and the island;
    /// one that crosses the fold's line is marked as a collision.
    mutating func drawPresentations(
        _ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection, folds: [CellRect]
    ) {
        for presentation in app.presentations {
            guard state.overlays.contains(.presentations) else {
                note(.presentation, presentation.id, window: window.id, shown: .hidden("the sheets overlay is off (x)"))
                continue
            }
            let box = cells(presentation.frame, window: window, in: rect, projection: p)
            guard box.width >= 4, box.height >= 2 else {
                note(
                    .presentation, presentation.id, window: window.id,
                    shown: .hidden("smaller than 4 × 2 cells at this size"))
                continue
            }
            let activeFold = scene.display(scene.displayInUse).regions.contains { $0.kind == .division && $0.isActive }
            let crosses = activeFold && folds.contains { (fold: CellRect) in fold.overlaps(box) }
            let style =
                crosses ? Style(.fold, background: .panel, bold: true) : Style(.warning, background: .panel, bold: true)
            cover(box, by: "the \(presentation.kind.rawValue) \(presentation.id)")
            grid.fill(box, " ", style: Style(.text, background: .panel))
            grid.box(box, glyphs: glyphs, style: style)
            let title =
                (crosses ? "✖ crosses the fold · " : "")
                + "\(presentation.kind.rawValue) · \(presentation.placement.rawValue)"
            writeTitle(title, kind: .presentation, id: presentation.id, window: window.id, box: box, style: style)
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
            if box.width >= 3 {
                putTextAvoidingText(
                    fit("→" + control.spec.id, box.width - 2), column: box.column + 1, row: box.row,
                    style: Style(.sideBar))
            }
        }
        func worstSeverity(_ id: String) -> Collision.Severity? {
            app.collisions.filter { $0.control == id }.map(\.severity).max()
        }
        // The worst last, so what collides is never hidden under what doesn't.
        let ordered = app.controls.enumerated().sorted { a, b in
            let sa =
                worstSeverity(a.element.spec.id).map { $0 < .note ? 0 : $0 == .note ? 1 : $0 == .warning ? 2 : 3 } ?? 0
            let sb =
                worstSeverity(b.element.spec.id).map { $0 < .note ? 0 : $0 == .note ? 1 : $0 == .warning ? 2 : 3 } ?? 0
            return sa != sb ? sa < sb : a.offset < b.offset
        }.map(\.element)
        var drawn: [(id: String, box: CellRect)] = []
        for control in ordered {
            let worst = worstSeverity(control.spec.id)
            let style = Style(worst?.color ?? .sideBar, bold: true)
            let visible = Rect(
                x: max(0, control.frame.minX), y: max(0, control.frame.minY),
                width: min(window.size.width, control.frame.maxX) - max(0, control.frame.minX),
                height: min(window.size.height, control.frame.maxY) - max(0, control.frame.minY))
            guard visible.width > 0, visible.height > 0 else {
                note(.control, control.spec.id, window: window.id, shown: .hidden("outside its window"))
                continue
            }
            let box = cells(visible, window: window, in: rect, projection: p)
            guard !box.isEmpty else {
                note(.control, control.spec.id, window: window.id, shown: .hidden("smaller than a cell at this size"))
                continue
            }
            let mark = worst.map { String($0.mark) } ?? "✓"
            // An earlier control's name isn't drawn over: this one's outline goes around it.
            let names = drawn.map { CellRect(column: $0.box.column, row: $0.box.row, width: $0.box.width, height: 1) }
            if box.width >= 4 && box.height >= 2 {
                boxAvoiding(box, style: style, avoiding: names)
            } else {
                fillAvoiding(box, "▪", style: style, avoiding: names)
            }
            let textColumn = box.width >= 4 && box.height >= 2 ? box.column + 1 : box.column
            let room = box.width >= 4 && box.height >= 2 ? box.width - 2 : max(1, box.width)
            let full = mark + control.spec.id
            var written = ""
            if !names.contains(where: { $0.contains(column: textColumn, row: box.row) }) {
                written = putTextAvoidingText(fit(full, room), column: textColumn, row: box.row, style: style)
            }
            note(.control, control.spec.id, window: window.id, cells: box)
            if written.isEmpty {
                note(
                    .label, "\(control.spec.id) name", window: window.id,
                    shown: .hidden("its first cell is the fold, an occlusion or another control's name"))
            } else {
                note(
                    .label, "\(control.spec.id) name", window: window.id,
                    cells: CellRect(column: textColumn, row: box.row, width: characterCount(written), height: 1),
                    text: written, shown: written == full ? .whole : .shortened(full))
                drawn.append(
                    (
                        control.spec.id,
                        CellRect(column: textColumn, row: box.row, width: characterCount(written), height: 1)
                    ))
            }
            for collision in app.collisions where collision.control == control.spec.id {
                note(
                    .collision, "\(collision.control) × \(collision.with)", window: window.id,
                    cells: written.isEmpty ? box : CellRect(column: textColumn, row: box.row, width: 1, height: 1))
            }
        }
    }

    /// `putText` that also stops before another element's text.
    @discardableResult
    mutating func putTextAvoidingText(_ text: String, column: Int, row: Int, style: Style) -> String {
        let length = characterCount(text)
        var room = 0
        var c = column
        while room < length, c < grid.width, !isText(c, row), !isProtected(c, row) {
            room += 1
            c += 1
        }
        return putText(String(text.prefix(room)), column: column, row: row, style: style)
    }

    /// A box's outline, leaving protected cells and `avoiding` rectangles as they are.
    private mutating func boxAvoiding(_ rect: CellRect, style: Style, avoiding: [CellRect]) {
        func set(_ c: Int, _ r: Int, _ character: Character) {
            guard !isProtected(c, r), !isText(c, r), !avoiding.contains(where: { $0.contains(column: c, row: r) })
            else { return }
            grid[c, r] = Cell(character, style)
        }
        let right = rect.maxColumn - 1, bottom = rect.maxRow - 1
        for c in rect.column...right {
            set(c, rect.row, glyphs.horizontal)
            set(c, bottom, glyphs.horizontal)
        }
        for r in rect.row...bottom {
            set(rect.column, r, glyphs.vertical)
            set(right, r, glyphs.vertical)
        }
        set(rect.column, rect.row, glyphs.topLeft)
        set(right, rect.row, glyphs.topRight)
        set(rect.column, bottom, glyphs.bottomLeft)
        set(right, bottom, glyphs.bottomRight)
    }

    private mutating func fillAvoiding(_ rect: CellRect, _ character: Character, style: Style, avoiding: [CellRect]) {
        for r in max(0, rect.row)..<min(grid.height, rect.maxRow) {
            for c in max(0, rect.column)..<min(grid.width, rect.maxColumn)
            where !isProtected(c, r) && !isText(c, r) && !avoiding.contains(where: { $0.contains(column: c, row: r) }) {
                grid[c, r] = Cell(character, style)
            }
        }
    }

    private mutating func dashedOutline(_ rect: CellRect, style: Style) {
        func set(_ c: Int, _ r: Int, _ character: Character) {
            if !isProtected(c, r) && !isText(c, r) { grid[c, r] = Cell(character, style) }
        }
        guard rect.width >= 2, rect.height >= 2 else {
            for r in max(0, rect.row)..<max(0, rect.maxRow) {
                for c in max(0, rect.column)..<max(0, rect.maxColumn) { set(c, r, "┄") }
            }
            return
        }
        for c in rect.column..<rect.maxColumn {
            set(c, rect.row, "┄")
            set(c, rect.maxRow - 1, "┄")
        }
        for r in rect.row..<rect.maxRow {
            set(rect.column, r, "┆")
            set(rect.maxColumn - 1, r, "┆")
        }
    }
}
