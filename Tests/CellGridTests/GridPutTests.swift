import CellGrid
import TestSupport
import Testing

/// `Grid.put` writes most text a byte at a time (each scalar a character of its own) and the rest
/// by characters. Either way the cells must be what writing it a character a cell gives.
@Suite("Grid.put")
struct GridPutTests {
    /// The rule as written: one character a cell (its first scalar), from `column`, cut at `limit`
    /// cells or the edge; cells outside the grid are dropped.
    func reference(_ text: String, column: Int, row: Int, limit: Int?, in grid: Grid) -> (Grid, Int) {
        var grid = grid
        let end = min(grid.width, limit.map { column + $0 } ?? grid.width)
        var c = column
        for character in text {
            guard c < end else { break }
            grid[c, row] = Cell(scalar: character.unicodeScalars.first ?? " ", style: Style(.accent))
            c += 1
        }
        return (grid, max(0, c - column))
    }

    @Test("Any text, anywhere, cut anywhere: the cells a character at a time gives")
    func matchesCharacters() {
        let pieces = [
            "a", "Z", "0", " ", "~", "é", "e\u{301}", "中", "─", "│", "°", "→", "🙂", "👍🏽", "\u{1b}", "\t", "\r\n",
            "\u{200d}", "ﬁ", "Ω", "\u{2028}", "✔", "☕\u{fe0f}", "ア", "\u{0}",
        ]
        var random = SplitMix64(seed: 40)
        var checked = 0
        for _ in 0..<3000 {
            let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let column = random.below(24) - 4
            let row = random.below(7) - 1
            let limit: Int? = random.below(3) == 0 ? nil : random.below(12)
            var grid = Grid(width: 16, height: 5)
            grid.put("background", column: 0, row: max(0, row))
            let (expected, expectedCount) = reference(text, column: column, row: row, limit: limit, in: grid)
            let count = grid.put(text, column: column, row: row, style: Style(.accent), limit: limit)
            #expect(
                grid == expected && count == expectedCount,
                "\(text.debugDescription) at \(column),\(row) limit \(String(describing: limit))")
            checked += 1
        }
        #expect(checked == 3000)
    }
}
