import CellGrid
import TestSupport
import Testing

/// The names of an app's controls stop before another outline; which cells lie on an outline is
/// counted once for the screen (issue 30: looking at every other outline for each name was
/// quadratic in the controls). The count is checked here against looking at every box, the oracle.
@Suite("Outline cells")
struct OutlineCellsTests {
    @Test("Each cell's count is how many boxes have it on their outline, in the area counted and outside it")
    func countsMatchEveryBox() {
        var random = SplitMix64(seed: 30)
        var crossed = 0
        for round in 0..<200 {
            let width = 1 + random.below(30), height = 1 + random.below(12)
            // Half the rounds count only an area of the screen (a window's cells), as a frame does.
            let bounds =
                round.isMultiple(of: 2)
                ? nil
                : CellRect(
                    column: random.below(width + 4) - 2, row: random.below(height + 2) - 1,
                    width: random.below(width + 2), height: random.below(height + 2))
            var cells = ScreenRenderer.OutlineCells(width: width, height: height, bounds: bounds)
            // Boxes of every shape: empty, one cell, one row or column, large, partly or wholly off the screen.
            let boxes = (0..<random.below(12)).map { _ in
                CellRect(
                    column: random.below(width + 10) - 5, row: random.below(height + 6) - 3,
                    width: random.below(width + 4), height: random.below(6))
            }
            for box in boxes { cells.add(box) }
            for row in -4..<(height + 4) {
                for column in -6..<(width + 6) {
                    let expected = boxes.count { ScreenRenderer.onEdge(column: column, row: row, of: $0) }
                    #expect(cells.count(column, row) == expected, "round \(round): \(column),\(row)")
                    if expected > 1 { crossed += 1 }
                }
            }
        }
        #expect(crossed > 500, "enough cells on more than one outline: \(crossed)")
    }

    @Test("A cell is on a box's outline when it is in its first or last row or column")
    func edges() {
        let box = CellRect(column: 2, row: 1, width: 4, height: 3)
        #expect(ScreenRenderer.onEdge(column: 2, row: 2, of: box))
        #expect(ScreenRenderer.onEdge(column: 5, row: 3, of: box))
        #expect(!ScreenRenderer.onEdge(column: 3, row: 2, of: box))
        #expect(!ScreenRenderer.onEdge(column: 6, row: 1, of: box))
        #expect(!ScreenRenderer.onEdge(column: 2, row: 1, of: CellRect(column: 2, row: 1, width: 0, height: 3)))
    }
}
