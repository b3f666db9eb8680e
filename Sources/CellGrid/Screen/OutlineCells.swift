import PoseEngine
import Simulator

// MARK: - Controls' outlines, counted

extension ScreenRenderer {
    /// Whether a cell is on a box's outline.
    package static func onEdge(column: Int, row: Int, of box: CellRect) -> Bool {
        box.contains(column: column, row: row)
            && (column == box.column || column == box.maxColumn - 1 || row == box.row || row == box.maxRow - 1)
    }

    /// How many boxes' outlines cross each cell of an area of the screen (a window's cells), for
    /// cells in it; a cell outside is answered by looking at every box (rare: controls are clipped
    /// to their window). The counts take only the area, and nothing until a box is added: a window
    /// without controls costs no screen-sized array.
    package struct OutlineCells {
        /// The area counted: the cells of `bounds` on the screen.
        package let bounds: CellRect
        private var counts: [Int32] = []
        private var boxes: [CellRect] = []

        /// Counts over the cells of `bounds` that lie on a screen of `width` × `height`.
        package init(width: Int, height: Int, bounds: CellRect? = nil) {
            let screen = CellRect(column: 0, row: 0, width: max(0, width), height: max(0, height))
            self.bounds = (bounds ?? screen).clipped(width: screen.width, height: screen.height)
        }

        /// Counts the cells of a box's outline that are in the area, each once.
        package mutating func add(_ box: CellRect) {
            boxes.append(box)
            guard !box.isEmpty else { return }
            let inside = box.intersection(bounds)
            guard !inside.isEmpty else { return }
            if counts.isEmpty { counts = Array(repeating: 0, count: bounds.width * bounds.height) }
            let top = box.row, bottom = box.maxRow - 1, left = box.column, right = box.maxColumn - 1
            let width = bounds.width, x0 = bounds.column, y0 = bounds.row
            for row in inside.row..<inside.maxRow {
                let base = (row - y0) * width - x0
                if row == top || row == bottom {
                    for column in inside.column..<inside.maxColumn { counts[base + column] += 1 }
                } else {
                    if left >= inside.column, left < inside.maxColumn { counts[base + left] += 1 }
                    if right != left, right >= inside.column, right < inside.maxColumn { counts[base + right] += 1 }
                }
            }
        }

        /// How many outlines cross a cell.
        package func count(_ column: Int, _ row: Int) -> Int {
            guard bounds.contains(column: column, row: row) else {
                return boxes.count { ScreenRenderer.onEdge(column: column, row: row, of: $0) }
            }
            guard !counts.isEmpty else { return 0 }
            return Int(counts[(row - bounds.row) * bounds.width + column - bounds.column])
        }
    }
}
