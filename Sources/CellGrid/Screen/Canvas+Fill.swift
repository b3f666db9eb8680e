// MARK: - Filling around what is there

extension Canvas {
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
