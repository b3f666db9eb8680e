// MARK: - CellPoint

/// A cell's place on the screen: its column and row, from the top left.
public struct CellPoint: Hashable, Sendable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

// MARK: - CellRect

/// A rectangle of cells: columns and rows, origin top-left.
public struct CellRect: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    public var maxColumn: Int { column + width }
    public var maxRow: Int { row + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(column c: Int, row r: Int) -> Bool {
        c >= column && c < maxColumn && r >= row && r < maxRow
    }

    /// Whether two rectangles share a cell.
    public func overlaps(_ other: CellRect) -> Bool {
        !isEmpty && !other.isEmpty && column < other.maxColumn && other.column < maxColumn && row < other.maxRow
            && other.row < maxRow
    }

    /// Whether `other` lies wholly inside this rectangle (an empty one lies nowhere).
    public func contains(_ other: CellRect) -> Bool {
        !other.isEmpty && other.column >= column && other.row >= row && other.maxColumn <= maxColumn
            && other.maxRow <= maxRow
    }

    /// The part of the rectangle inside a grid of `width` × `height` columns and rows: its rows
    /// and columns are then safe to loop over (none when nothing is inside).
    public func clipped(width: Int, height: Int) -> CellRect {
        let left = max(0, column), top = max(0, row)
        return CellRect(
            column: left, row: top, width: max(0, min(width, maxColumn) - left),
            height: max(0, min(height, maxRow) - top))
    }

    /// The cells both rectangles hold (empty, at this one's corner, when they share none).
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(column, other.column), top = max(row, other.row)
        return CellRect(
            column: left, row: top, width: max(0, min(maxColumn, other.maxColumn) - left),
            height: max(0, min(maxRow, other.maxRow) - top))
    }

    /// The rectangle shrunk by `by` cells on every side.
    public func inset(by amount: Int) -> CellRect {
        CellRect(column: column + amount, row: row + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
