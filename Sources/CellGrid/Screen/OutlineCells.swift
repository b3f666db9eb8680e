import PoseEngine
import Simulator

// MARK: - Controls' outlines, counted

extension ScreenRenderer {
    /// Whether a cell is on a box's outline.
    package static func onEdge(column: Int, row: Int, of box: CellRect) -> Bool {
        box.contains(column: column, row: row)
            && (column == box.column || column == box.maxColumn - 1 || row == box.row || row == box.maxRow - 1)
    }

    /// How many boxes' outlines cross each cell of the screen, for cells on it; a cell off the
    /// screen is answered by looking at every box (rare: controls are clipped to their window).
    package struct OutlineCells {
        package let width: Int
        package let height: Int
        private var counts: [Int32]
        private var boxes: [CellRect] = []

        package init(width: Int, height: Int) {
            self.width = max(0, width)
            self.height = max(0, height)
            counts = Array(repeating: 0, count: self.width * self.height)
        }

        /// Counts the cells of a box's outline that are on the screen, each once.
        package mutating func add(_ box: CellRect) {
            boxes.append(box)
            guard !box.isEmpty else { return }
            let inside = box.clipped(width: width, height: height)
            guard !inside.isEmpty else { return }
            let top = box.row, bottom = box.maxRow - 1, left = box.column, right = box.maxColumn - 1
            for row in inside.row..<inside.maxRow {
                if row == top || row == bottom {
                    for column in inside.column..<inside.maxColumn { counts[row * width + column] += 1 }
                } else {
                    if left >= inside.column, left < inside.maxColumn { counts[row * width + left] += 1 }
                    if right != left, right >= inside.column, right < inside.maxColumn {
                        counts[row * width + right] += 1
                    }
                }
            }
        }

        /// How many outlines cross a cell.
        package func count(_ column: Int, _ row: Int) -> Int {
            guard column >= 0, row >= 0, column < width, row < height else {
                return boxes.count { ScreenRenderer.onEdge(column: column, row: row, of: $0) }
            }
            return Int(counts[row * width + column])
        }
    }
}
