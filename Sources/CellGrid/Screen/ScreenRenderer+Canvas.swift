import PoseEngine
import Simulator

// MARK: - Drawing that keeps the picture honest

extension ScreenRenderer {
    /// Marks cells that nothing drawn later may cover.
    mutating func protect(_ rect: CellRect) { protected.set(rect) }

    func isProtected(_ column: Int, _ row: Int) -> Bool { protected[column, row] }

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
            textCells[c, row] = true
            c += 1
            count += 1
            return true
        }
        return cells.prefix(count)
    }

    /// Marks the cells of `rect` as holding an element's text.
    mutating func markText(_ rect: CellRect) { textCells.set(rect) }

    /// Whether a cell holds an element's text.
    func isText(_ column: Int, _ row: Int) -> Bool { textCells[column, row] }

    /// A sheet or pane drawn over `rect` covers the text elements under it: they are listed as hidden, with why.
    mutating func cover(_ rect: CellRect, by what: String) {
        for index in textSpans.indices where !textSpans[index].covered && textSpans[index].cells.overlaps(rect) {
            textSpans[index].covered = true
            if let element = textSpans[index].element { layout.elements[element].shown = .hidden("under \(what)") }
            textCells.set(textSpans[index].cells, to: false)
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

    /// A box's outline, leaving protected cells and the cells `avoiding` marks as they are.
    mutating func boxAvoiding(_ rect: CellRect, style: Style, avoiding: CellMask) {
        func set(_ c: Int, _ r: Int, _ character: Character) {
            guard !isProtected(c, r), !isText(c, r), !avoiding[c, r] else { return }
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

    /// Fills a rectangle, leaving protected cells, text and the cells `avoiding` marks as they are.
    mutating func fillAvoiding(_ rect: CellRect, _ character: Character, style: Style, avoiding: CellMask) {
        let inside = rect.clipped(width: grid.width, height: grid.height)
        for r in inside.row..<inside.maxRow {
            for c in inside.column..<inside.maxColumn where !isProtected(c, r) && !isText(c, r) && !avoiding[c, r] {
                grid[c, r] = Cell(character, style)
            }
        }
    }

    /// A dashed outline (a suggested place), leaving protected cells and text as they are.
    mutating func dashedOutline(_ rect: CellRect, style: Style) {
        func set(_ c: Int, _ r: Int, _ character: Character) {
            if !isProtected(c, r) && !isText(c, r) { grid[c, r] = Cell(character, style) }
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
