// MARK: - LabelPlacement

/// Where a window's label lines go: centred when the middle rows have room, else the nearest rows
/// that do (a fold across the middle); each line in its row's widest run of free cells. It reads
/// the grid as it is (holding its cells, not copying them) and writes nothing.
struct LabelPlacement {
    private let cells: [Cell]
    private let mask: [Bool]
    private let width: Int
    private let height: Int
    private let rect: CellRect
    /// A grid column's dot, which a label may cover.
    private let dot: Unicode.Scalar
    /// Whether blank cells of a colour (a bar's empty part) count as free too (the last resort).
    private let onBars: Bool

    /// - Parameters:
    ///   - protected: the cells nothing may cover (the fold's line, the divider, occlusions).
    ///   - dot: the grid column's glyph.
    init(in rect: CellRect, grid: borrowing Grid, protected: [Bool], dot: Character, onBars: Bool = false) {
        cells = grid.cells
        mask = protected
        width = grid.width
        height = grid.height
        self.rect = rect
        self.dot = Cell(dot).scalar
        self.onBars = onBars
    }

    /// The first row of `count` lines, and each line's widest run of free cells: the rows nearest
    /// the middle that each have a run of `need`, or the middle rows when none do.
    func place(count: Int, need: Int) -> (top: Int, runs: [(start: Int, length: Int)]) {
        let top = find(count: count, need: need) ?? rect.row + (rect.height - count) / 2
        return (top, runs(from: top, count: count))
    }

    /// The first of `count` rows nearest the middle that each have a run of `need` free cells, if any do.
    func find(count: Int, need: Int) -> Int? {
        var known = [Bool?](repeating: nil, count: max(0, rect.height))
        let centre = rect.row + (rect.height - count) / 2
        for offset in 0..<max(0, rect.height) {
            if fits(centre - offset, count: count, need: need, known: &known) { return centre - offset }
            if offset > 0, fits(centre + offset, count: count, need: need, known: &known) { return centre + offset }
        }
        return nil
    }

    /// The widest run of free cells on each of `count` rows from `top`.
    func runs(from top: Int, count: Int) -> [(start: Int, length: Int)] {
        (0..<count).map {
            Self.widest(
                $0 + top, in: rect, cells: cells, mask: mask, width: width, height: height, dot: dot, onBars: onBars)
        }
    }

    /// Whether `count` rows from `candidate`, inside the rectangle, each have a run of `need`;
    /// `known` keeps each row's answer.
    private func fits(_ candidate: Int, count: Int, need: Int, known: inout [Bool?]) -> Bool {
        guard candidate >= rect.row, candidate + count <= rect.maxRow else { return false }
        for row in candidate..<(candidate + count) {
            let has = known[row - rect.row] ?? hasRun(row, need: need)
            known[row - rect.row] = has
            if !has { return false }
        }
        return true
    }

    /// Whether a row has a run of at least `need` free cells. It looks at every `need`-th cell
    /// (any such run holds one) and only around a free one, so a crowded row costs a few looks.
    private func hasRun(_ row: Int, need: Int) -> Bool {
        guard need > 0 else { return true }
        guard row >= 0, row < height else { return rect.width >= need }
        let (rect, width, dot, onBars) = (rect, width, dot, onBars)
        return cells.withUnsafeBufferPointer { cells in
            mask.withUnsafeBufferPointer { mask in
                let base = row * width
                func free(_ column: Int) -> Bool {
                    column < 0 || column >= width
                        || Self.isFree(cells[base + column], masked: mask[base + column], dot: dot, onBars: onBars)
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

    private static func widest(
        _ row: Int, in rect: CellRect, cells: [Cell], mask: [Bool], width: Int, height: Int, dot: Unicode.Scalar,
        onBars: Bool
    ) -> (start: Int, length: Int) {
        guard row >= 0, row < height else { return (rect.column, rect.width) }
        return cells.withUnsafeBufferPointer { cells in
            mask.withUnsafeBufferPointer { mask in
                var bestStart = 0, bestLength = 0, runStart = -1
                let base = row * width
                for column in rect.column..<rect.maxColumn {
                    if column < 0 || column >= width
                        || isFree(cells[base + column], masked: mask[base + column], dot: dot, onBars: onBars)
                    {
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

    /// Whether a cell may take a label: not protected, and blank space or a grid dot.
    @inline(__always)
    private static func isFree(_ cell: Cell, masked: Bool, dot: Unicode.Scalar, onBars: Bool) -> Bool {
        guard !masked else { return false }
        if cell.scalar == " " { return cell.style.isBlankSpace || onBars && cell.style.hasNoBackground }
        return cell.scalar == dot && cell.style.hasNoBackground
    }
}
