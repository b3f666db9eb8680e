#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Grid

/// The screen as cells. Everything duosim shows is drawn here first; backends and
/// exporters only read it.
public struct Grid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public internal(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a column and row; reads outside give a blank, writes outside are dropped.
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard column >= 0, column < width, row >= 0, row < height else { return .blank }
            return cells[row * width + column]
        }
        set {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            let index = row * width + column
            // Either half of a wide character, before or after: kept whole (`setKeepingPairs`).
            guard (cells[index].code | newValue.code) & Cell.pairBits == 0 else {
                setKeepingPairs(newValue, column: column, row: row)
                return
            }
            cells[index] = newValue
        }
    }

    // MARK: Changes

    /// The indices of the cells that differ from `previous` (every cell when there is none or its
    /// size differs): the one diff the terminal backend and the ANSI encoder both send.
    public func changedCells(from previous: Grid?) -> [Int] {
        guard let previous, previous.width == width, previous.height == height else { return Array(cells.indices) }
        var changed: [Int] = []
        Self.compare(cells, previous.cells) { same in
            for row in 0..<height where !Self.rowsEqual(cells, previous.cells, from: row * width, count: width) {
                for index in (row * width)..<((row + 1) * width) where !same(index) { changed.append(index) }
            }
        }
        return changed
    }

    /// Whether `count` cells from `start` are the same in `a` and `b` (a `memcmp` of their bytes).
    @inline(__always)
    static func rowsEqual(_ a: [Cell], _ b: [Cell], from start: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard Cell.isTwoWords else { return a[start..<(start + count)] == b[start..<(start + count)] }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return true }  // no cells: nothing differs
                return memcmp(a + start * 8, b + start * 8, count * 8) == 0
            }
        }
    }

    /// Calls `body` with a test of whether the cells at an index are the same in `a` and `b`
    /// (same count): a cell is two 32-bit words (a scalar and a packed style), so the test
    /// compares one 64-bit word, which a frame does for every cell.
    @inline(__always)
    static func compare<R>(_ a: [Cell], _ b: [Cell], _ body: ((Int) -> Bool) -> R) -> R {
        guard Cell.isTwoWords else { return body { a[$0] == b[$0] } }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                body { index in
                    a.load(fromByteOffset: index &* 8, as: UInt64.self)
                        == b.load(fromByteOffset: index &* 8, as: UInt64.self)
                }
            }
        }
    }

    // MARK: Drawing

    /// Calls `body` with the cells to change in place (row × width + column), for a loop over many.
    mutating func withCells<R>(_ body: (inout UnsafeMutableBufferPointer<Cell>) -> R) -> R {
        cells.withUnsafeMutableBufferPointer(body)
    }

    /// Fills a rectangle with one character (a wide one every two cells, `…` in an odd last one);
    /// a wide character the rectangle's edges cut in two leaves a blank in its other half.
    public mutating func fill(_ rect: CellRect, _ character: Character, style: Style = .plain) {
        guard !rect.isEmpty else { return }
        let cell = Cell(character, style)
        let width = self.width
        let clipped = rect.clipped(width: width, height: height)
        guard !clipped.isEmpty else { return }
        let columns = clipped.column..<clipped.maxColumn
        let rows = clipped.row..<clipped.maxRow
        guard !cell.isWide else {
            for r in rows {
                for c in stride(from: columns.lowerBound, to: columns.upperBound, by: 2) {
                    self[c, r] = c + 1 < columns.upperBound ? cell : Cell("…", style)
                }
            }
            return
        }
        // Row after row in one pass over the cells, out of it only to mend a row whose ends cut a
        // wide character in two.
        var row = rows.lowerBound
        while row < rows.upperBound {
            var cut: (row: Int, startsOnHalf: Bool)?
            cells.withUnsafeMutableBufferPointer { cells in
                while row < rows.upperBound {
                    let start = row * width
                    let startsOnHalf = cells[start + columns.lowerBound].isRightHalf
                    let endsOnHalf = columns.upperBound < width && cells[start + columns.upperBound].isRightHalf
                    UnsafeMutableBufferPointer(
                        rebasing: cells[(start + columns.lowerBound)..<(start + columns.upperBound)]
                    ).update(repeating: cell)
                    row += 1
                    if startsOnHalf || endsOnHalf {
                        cut = (row - 1, startsOnHalf)
                        return
                    }
                }
            }
            if let cut { fixPairs(row: cut.row, written: columns, startsOnHalf: cut.startsOnHalf) }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping the characters.
    public mutating func restyle(_ rect: CellRect, _ change: (inout Style) -> Void) {
        guard !rect.isEmpty else { return }
        let width = self.width
        let clipped = rect.clipped(width: width, height: height)
        let rows = clipped.row..<clipped.maxRow
        let columns = clipped.column..<clipped.maxColumn
        cells.withUnsafeMutableBufferPointer { cells in
            for r in rows {
                for c in columns { change(&cells[r * width + c].style) }
            }
        }
    }

    /// Draws a frame on the rectangle's outer cells, with a title in the top edge.
    public mutating func box(
        _ rect: CellRect, glyphs: Glyphs, style: Style, title: String? = nil, titleStyle: Style? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxColumn - 1, bottom = rect.maxRow - 1
        fill(
            CellRect(column: rect.column, row: rect.row, width: rect.width, height: 1), glyphs.horizontal, style: style)
        fill(CellRect(column: rect.column, row: bottom, width: rect.width, height: 1), glyphs.horizontal, style: style)
        fill(CellRect(column: rect.column, row: rect.row, width: 1, height: rect.height), glyphs.vertical, style: style)
        fill(CellRect(column: right, row: rect.row, width: 1, height: rect.height), glyphs.vertical, style: style)
        self[rect.column, rect.row] = Cell(glyphs.topLeft, style)
        self[right, rect.row] = Cell(glyphs.topRight, style)
        self[rect.column, bottom] = Cell(glyphs.bottomLeft, style)
        self[right, bottom] = Cell(glyphs.bottomRight, style)
        if let title, rect.width >= 6 {
            let room = rect.width - 4
            let text = " " + fit(title, room - 2) + " "
            put(text, column: rect.column + 1, row: rect.row, style: titleStyle ?? style)
        }
    }
}
