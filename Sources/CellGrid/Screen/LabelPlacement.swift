// MARK: - LabelPlacement

/// Where a window's label lines go: centred when the middle rows have room, else the nearest rows
/// that do (a fold across the middle); and each chosen row's widest run of free cells. It reads
/// the grid as it is (holding its cells, not copying them) and writes nothing.
struct LabelPlacement {
    private let cells: [Cell]
    private let mask: [Bool]
    private let width: Int
    private let height: Int
    private let rect: CellRect
    /// The run a row needs to take the first line (up to 12 cells).
    private let need: Int
    /// A grid column's dot, which a label may cover.
    private let dot: Unicode.Scalar

    /// - Parameters:
    ///   - protected: the cells nothing may cover (the fold's line, the divider, occlusions).
    ///   - dot: the grid column's glyph.
    init(firstLine: String, in rect: CellRect, grid: borrowing Grid, protected: [Bool], dot: Character) {
        cells = grid.cells
        mask = protected
        width = grid.width
        height = grid.height
        self.rect = rect
        need = min(characterCount(firstLine), 12)
        self.dot = Cell(dot).scalar
    }

    /// The first row of `count` lines, and each line's widest run of free cells.
    func place(count: Int) -> (top: Int, runs: [(start: Int, length: Int)]) {
        var known = [Bool?](repeating: nil, count: rect.height)
        let centre = rect.row + (rect.height - count) / 2
        var top = centre
        for offset in 0..<rect.height {
            if fits(centre - offset, count: count, known: &known) {
                top = centre - offset
                break
            }
            if offset > 0, fits(centre + offset, count: count, known: &known) {
                top = centre + offset
                break
            }
        }
        return (top, (0..<count).map { widest(top + $0) })
    }

    /// Whether `count` rows from `candidate` each have a run for a line; `known` keeps each row's answer.
    private func fits(_ candidate: Int, count: Int, known: inout [Bool?]) -> Bool {
        guard candidate >= rect.row, candidate + count <= rect.maxRow else { return false }
        for row in candidate..<(candidate + count) {
            let has = known[row - rect.row] ?? hasRun(row)
            known[row - rect.row] = has
            if !has { return false }
        }
        return true
    }

    /// Whether the cell at `index` may take a label: not protected, and blank space or a grid dot.
    @inline(__always)
    private static func isFree(
        _ cells: UnsafeBufferPointer<Cell>, _ mask: UnsafeBufferPointer<Bool>, _ index: Int, dot: Unicode.Scalar
    ) -> Bool {
        let cell = cells[index]
        return !mask[index]
            && ((cell.scalar == " " && cell.style.isBlankSpace) || (cell.scalar == dot && cell.style.hasNoBackground))
    }

    /// The widest run of free cells on a row of the rectangle: only plain blank cells (and grid
    /// dots), never a bar's column or a margin. Cells outside the grid read as blank, so are free.
    @inline(__always)
    private func widest(_ row: Int) -> (start: Int, length: Int) {
        guard row >= 0, row < height else { return (rect.column, rect.width) }
        // Locals, so the closures below capture plain values, not the whole struct.
        let (rect, width, dot) = (rect, width, dot)
        return cells.withUnsafeBufferPointer { cells in
            mask.withUnsafeBufferPointer { mask in
                var bestStart = 0, bestLength = 0, runStart = -1
                let base = row * width
                for column in rect.column..<rect.maxColumn {
                    if column < 0 || column >= width || Self.isFree(cells, mask, base + column, dot: dot) {
                        if runStart < 0 { runStart = column }
                    } else if runStart >= 0 {
                        if column - runStart > bestLength { (bestStart, bestLength) = (runStart, column - runStart) }
                        runStart = -1
                    }
                }
                if runStart >= 0, rect.maxColumn - runStart > bestLength {
                    (bestStart, bestLength) = (runStart, rect.maxColumn - runStart)
                }
                return (bestStart, bestLength)
            }
        }
    }

    /// Whether a row has a run of at least `need` free cells. It looks at every `need`-th cell
    /// (any such run holds one) and only around a free one, so a crowded row costs a few looks.
    @inline(__always)
    private func hasRun(_ row: Int) -> Bool {
        guard need > 0 else { return true }
        guard row >= 0, row < height else { return rect.width >= need }
        let (rect, width, dot, need) = (rect, width, dot, need)
        return cells.withUnsafeBufferPointer { cells in
            mask.withUnsafeBufferPointer { mask in
                let base = row * width
                func free(_ column: Int) -> Bool {
                    column < 0 || column >= width || Self.isFree(cells, mask, base + column, dot: dot)
                }
                var probe = rect.column + need - 1
                while probe < rect.maxColumn {
                    guard free(probe) else {
                        probe += need
                        continue
                    }
                    var left = probe
                    while left > rect.column, probe - left < need, free(left - 1) { left -= 1 }
                    var right = probe + 1
                    while right < rect.maxColumn, right - left < need, free(right) { right += 1 }
                    if right - left >= need { return true }
                    // The run ends at `right`: the next one starts after it, so holds `right + need`.
                    probe = right + need
                }
                return false
            }
        }
    }
}
