import PoseEngine
import Simulator

// MARK: - Drawing that keeps the picture honest

extension ScreenRenderer {
    /// Marks cells that nothing drawn later may cover.
    mutating func protect(_ rect: CellRect) { protected.set(rect) }

    func isProtected(_ column: Int, _ row: Int) -> Bool { protected[column, row] }

    /// Writes `text` from a cell, stopping before a protected cell, the edge or `limit` cells, by
    /// whole characters as they are wide (`Grid.putText`).
    /// - Returns: what was written.
    @discardableResult
    mutating func putText(_ text: String, column: Int, row: Int, style: Style, limit: Int? = nil) -> String {
        let end = min(grid.width, limit.map { column + $0 } ?? grid.width)
        var room = 0
        while column + room < end, column + room >= 0, row >= 0, row < grid.height, !isProtected(column + room, row) {
            room += 1
        }
        guard room > 0 else { return "" }
        let written = grid.putText(text, column: column, row: row, style: style, limit: room)
        textCells.set(CellRect(column: column, row: row, width: written.cells, height: 1))
        return written.text
    }

    /// Marks the cells of `rect` as holding an element's text.
    mutating func markText(_ rect: CellRect) { textCells.set(rect) }

    /// Whether a cell holds an element's text.
    func isText(_ column: Int, _ row: Int) -> Bool { textCells[column, row] }

    /// An element drawn over `rect` (a sheet, a bar) covers what lies under it: text there is
    /// erased, and its element named in the panel — under the element, when it covers it in
    /// points (`points`, the display's), else for want of room — and a box whose outline it
    /// crosses is listed as covered (hidden when all of it is under), with why.
    mutating func cover(
        _ rect: CellRect, by what: @autoclosure () -> String, points: Rect? = nil, texts: Bool = true
    ) {
        let met = texts ? textCellsIndex.overlapping(rect) { [textSpans] in textSpans[$0].covered } : []
        for index in met {
            textSpans[index].covered = true
            let span = textSpans[index]
            let under = points.map { cover in span.points.map { Self.overlapsInPoints($0, cover) } ?? true } ?? true
            let why = under ? "under \(what())" : Self.noRoom
            if let element = span.element { layout.elements[element].shown = .hidden(why) }
            if let owner = span.owner { account(owner, window: span.window, reason: why) }
            textCells.set(span.cells, to: false)
            // What is left of a covered text is erased: no label shows cut by what covers it.
            eraseText(span.cells, to: span.ground)
        }
        guard options.recordsElements else { return }
        for index in boxSpans.indices where boxSpans[index].cells.overlaps(rect) {
            let box = boxSpans[index].cells
            // Only the outline counts: what lies wholly inside the box's interior leaves it whole.
            guard !box.inset(by: 1).contains(rect) else { continue }
            let element = boxSpans[index].element
            if rect.contains(box) {
                layout.elements[element].shown = .hidden("under \(what())")
            } else if !layout.elements[element].isHidden {
                layout.elements[element].shown = .covered("partly under \(what())")
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
    mutating func coverEdges(of box: CellRect, by what: @autoclosure () -> String, points: Rect? = nil) {
        guard box.width > 0, box.height > 0 else { return }
        let edges = [
            CellRect(column: box.column, row: box.row, width: box.width, height: 1),
            CellRect(column: box.column, row: box.maxRow - 1, width: box.width, height: 1),
            CellRect(column: box.column, row: box.row, width: 1, height: box.height),
            CellRect(column: box.maxColumn - 1, row: box.row, width: 1, height: box.height),
        ]
        for edge in edges { cover(edge, by: what(), points: points) }
    }

    /// Records a box drawn with an outline, so what is drawn over it later can say it covers it.
    mutating func noteBox(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID?, cells: CellRect,
        outline: DrawnElement.Outline, shown: @autoclosure () -> DrawnElement.Shown = .whole
    ) {
        guard options.recordsElements else { return }
        boxSpans.append((cells, layout.elements.count))
        layout.elements.append(
            DrawnElement(kind: kind, id: id(), window: window, cells: cells, shown: shown(), outline: outline))
    }

    /// Records an element of the picture. Its words are worked out only when the elements are
    /// recorded; where text went is always kept (a cover frees those cells).
    /// Text is only ever noted as shown (whole or shortened), never hidden; `owner` and `points`
    /// name the engine's element it belongs to and its frame, for when something covers it.
    mutating func note(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID? = nil, cells: CellRect? = nil,
        text: @autoclosure () -> String? = nil, shown: @autoclosure () -> DrawnElement.Shown = .whole,
        ground: Cell? = nil, owner: String? = nil, points: Rect? = nil
    ) {
        let text = text()
        guard options.recordsElements else {
            if let cells, text != nil {
                textSpans.append(
                    TextSpan(
                        cells: cells, covered: false, ground: ground, owner: owner, window: window, points: points))
                textCellsIndex.add(cells)
            }
            return
        }
        let element = DrawnElement(kind: kind, id: id(), window: window, cells: cells, text: text, shown: shown())
        if let cells, text != nil {
            textSpans.append(
                TextSpan(
                    cells: cells, covered: element.isHidden, element: layout.elements.count, ground: ground,
                    owner: owner, window: window, points: points))
            textCellsIndex.add(cells)
        }
        layout.elements.append(element)
    }

    /// Records text written at a cell: whole, or shortened from `full`.
    mutating func noteText(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID?, written: String,
        full: @autoclosure () -> String, column: Int, row: Int, ground: Cell? = nil, owner: String? = nil,
        points: Rect? = nil
    ) {
        guard !written.isEmpty else {
            note(kind, id(), window: window, shown: .hidden(Self.noRoom))
            if let owner { account(owner, window: window, reason: Self.noRoom) }
            return
        }
        note(
            kind, id(), window: window,
            cells: CellRect(column: column, row: row, width: characterCount(written), height: 1),
            text: written,
            shown: written == full() ? .whole : .shortened(full()), ground: ground, owner: owner, points: points)
    }

    /// `putText` that also stops before another element's text.
    @discardableResult
    mutating func putTextAvoidingText(_ text: String, column: Int, row: Int, style: Style) -> String {
        putText(
            text, column: column, row: row, style: style,
            limit: freeRoom(column: column, row: row, upTo: characterCount(text)))
    }

    /// The cells from `column` on, at most `limit`, before text or a protected cell.
    func freeRoom(column: Int, row: Int, upTo limit: Int) -> Int {
        var room = 0
        var c = column
        while room < limit, c < grid.width, !isText(c, row), !isProtected(c, row) {
            room += 1
            c += 1
        }
        return room
    }

    /// Fills a rectangle, leaving protected cells, text and `avoiding` rectangles as they are.
    mutating func fillAvoiding(_ rect: CellRect, _ character: Character, style: Style, avoiding: [CellRect]) {
        let inside = rect.clipped(width: grid.width, height: grid.height)
        for r in inside.row..<inside.maxRow {
            for c in inside.column..<inside.maxColumn
            where !isProtected(c, r) && !isText(c, r) && !avoiding.contains(where: { $0.contains(column: c, row: r) }) {
                grid[c, r] = Cell(character, style)
            }
        }
    }

    /// A dashed outline (a suggested place), leaving protected cells, text and the cells of
    /// `outside` (the control it is for) as they are.
    mutating func dashedOutline(_ rect: CellRect, outside original: CellRect, style: Style) {
        func set(_ c: Int, _ r: Int, _ character: Character) {
            guard !isProtected(c, r), !isText(c, r), !original.contains(column: c, row: r) else { return }
            grid[c, r] = Cell(character, style)
        }
        guard rect.width >= 2, rect.height >= 2 else {
            for r in max(0, rect.row)..<max(0, rect.maxRow) {
                for c in max(0, rect.column)..<max(0, rect.maxColumn) { set(c, r, glyphs.suggestedHorizontal) }
            }
            return
        }
        for c in rect.column..<rect.maxColumn {
            set(c, rect.row, glyphs.suggestedHorizontal)
            set(c, rect.maxRow - 1, glyphs.suggestedHorizontal)
        }
        for r in rect.row..<rect.maxRow {
            set(rect.column, r, glyphs.suggestedVertical)
            set(rect.maxColumn - 1, r, glyphs.suggestedVertical)
        }
    }
}
