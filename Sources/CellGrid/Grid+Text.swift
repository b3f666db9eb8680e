// MARK: - Writing text

extension Grid {
    /// Writes `text` from a column, a character a cell (two for a wide one), cut at `limit` cells
    /// or the edge, by whole characters: a wide character with one cell left there shows as `…` in
    /// it. What `CellText` shows is written (an escape for a control character). A wide character
    /// this cuts in two at either end leaves a blank in its other half.
    /// - Returns: the number of cells written.
    @discardableResult @inline(never)  // called from everywhere: one copy of its loops, not one a caller
    public mutating func put(_ text: String, column: Int, row: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        let end = min(width, limit.map { column + $0 } ?? width)
        guard row >= 0, row < height else { return max(0, min(characterCount(text), end - column)) }
        let base = row &* width
        let startsOnHalf = column >= 0 && column < width && cells[base + column].code & Cell.rightHalfBit != 0
        var c = column
        // One pass over the bytes while each scalar is a character of one cell (nearly all text);
        // at the first that isn't, the text is written again by characters (the same cells so far).
        let direct: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            cells.withUnsafeMutableBufferPointer { cells in
                CellText.forEachStandaloneScalar(utf8) { scalar in
                    guard c < end else { return false }
                    if c >= 0 { cells[base + c] = Cell(code: scalar.value, style: style) }
                    c += 1
                    return true
                }
            }
        }
        if direct != true { c = column + write(CellText(text), column: column, row: row, style: style, end: end).cells }
        fixPairs(row: row, written: column..<c, startsOnHalf: startsOnHalf)
        return max(0, c - column)
    }

    /// `put`, also giving the start of `text` the cells show (whole characters, ending in `…` when a
    /// wide character met the end): what a caller notes as drawn. Text that may stop early (before
    /// a protected cell, another element's text) passes that room as `limit`.
    @discardableResult
    public mutating func putText(
        _ text: String, column: Int, row: Int, style: Style = .plain, limit: Int? = nil
    ) -> (cells: Int, text: String) {
        putText(CellText(text), column: column, row: row, style: style, limit: limit)
    }

    /// `putText` of a text already measured.
    mutating func putText(
        _ cells: CellText, column: Int, row: Int, style: Style = .plain, limit: Int? = nil
    ) -> (cells: Int, text: String) {
        let end = min(width, limit.map { column + $0 } ?? width)
        guard row >= 0, row < height else {
            let room = max(0, end - column)
            return (cells.prefixWidth(room), cells.prefix(room))
        }
        let startsOnHalf = column >= 0 && column < width && self.cells[row * width + column].isRightHalf
        let written = write(cells, column: column, row: row, style: style, end: end)
        fixPairs(row: row, written: column..<(column + written.cells), startsOnHalf: startsOnHalf)
        let shown = written.ellipsis ? cells.prefix(written.cells - 1) + "…" : cells.prefix(written.cells)
        return (written.cells, shown)
    }

    /// The one writer of characters: each unit of `text` whole while it fits before column `end`.
    private mutating func write(
        _ text: CellText, column: Int, row: Int, style: Style, end: Int
    ) -> (cells: Int, ellipsis: Bool) {
        var c = column
        var ellipsis = false
        let base = row &* width
        let gridWidth = width
        cells.withUnsafeMutableBufferPointer { grid in
            text.forEachUnit { glyphs, unitWidth in
                guard c + unitWidth <= end else {
                    // A wide character (not an escape) meeting the end with a cell to spare.
                    if unitWidth == 2, glyphs.count == 1, c + 1 == end, c >= 0 {
                        grid[base + c] = Cell(code: 0x2026, style: style)
                        c += 1
                        ellipsis = true
                    }
                    return false
                }
                for code in glyphs {
                    let wide = code & Cell.wideBit != 0
                    if c >= 0 { grid[base + c] = Cell(code: code, style: style) }
                    if wide {
                        // A left half before the grid: its right half shows as a blank.
                        if c == -1 { grid[base] = Cell(code: 0x20, style: style) }
                        if c >= 0, c + 1 < gridWidth {
                            grid[base + c + 1] = Cell(code: Cell.rightHalfBit, style: style)
                        }
                    }
                    c += wide ? 2 : 1
                }
                return true
            }
        }
        return (max(0, c - column), ellipsis)
    }

    /// After cells `written` of a row were written: a wide character they cut in two at either
    /// end leaves a blank in its other half (a character can't show by halves). `startsOnHalf`:
    /// the first cell written was a right half before.
    @inline(__always)
    mutating func fixPairs(row: Int, written: Range<Int>, startsOnHalf: Bool) {
        let (first, end) = (max(0, written.lowerBound), min(width, written.upperBound))
        guard first < end else { return }
        let columns = first..<end
        let base = row * width
        if startsOnHalf, columns.lowerBound == written.lowerBound, columns.lowerBound > 0 {
            let left = base + columns.lowerBound - 1
            if cells[left].code & Cell.wideBit != 0 { cells[left] = Cell(code: 0x20, style: cells[left].style) }
        }
        let last = base + columns.upperBound - 1
        if columns.upperBound < width, cells[last].code & Cell.wideBit == 0,
            cells[last + 1].code & Cell.rightHalfBit != 0
        {
            cells[last + 1] = Cell(code: 0x20, style: cells[last + 1].style)
        }
    }

    /// Sets one cell as the subscript does, keeping wide characters whole: a wide cell takes the
    /// cell after it as its right half (`…` in the last column, where it can't fit), and a half it
    /// writes over leaves a blank in the other half.
    mutating func setKeepingPairs(_ cell: Cell, column: Int, row: Int) {
        let index = row * width + column
        if cell.isRightHalf {
            // A right half set as such (a copy of cells): the cell after loses a left half it had.
            let wasWide = cells[index].isWide
            cells[index] = cell
            if wasWide, column + 1 < width, cells[index + 1].isRightHalf {
                cells[index + 1] = Cell(code: 0x20, style: cells[index + 1].style)
            }
            return
        }
        let startsOnHalf = cells[index].isRightHalf
        if cell.isWide {
            guard column + 1 < width else {
                cells[index] = Cell(code: 0x2026, style: cell.style)
                fixPairs(row: row, written: column..<(column + 1), startsOnHalf: startsOnHalf)
                return
            }
            cells[index] = cell
            cells[index + 1] = Cell(code: Cell.rightHalfBit, style: cell.style)
            fixPairs(row: row, written: column..<(column + 2), startsOnHalf: startsOnHalf)
            return
        }
        cells[index] = cell
        fixPairs(row: row, written: column..<(column + 1), startsOnHalf: startsOnHalf)
    }
}
