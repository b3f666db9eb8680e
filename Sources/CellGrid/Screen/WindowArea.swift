import PoseEngine
import Simulator

// MARK: - WindowArea

/// Where a window is drawn: its cells on the screen, and the projection of the display's points
/// into them. A widget of an app's element is drawn into its window's area.
/// It keeps only the window's id, size and place, not the window: a widget is made for each
/// element, and copying a `WindowScene` (its app's layout) into each was most of what a frame's
/// widgets cost.
struct WindowArea {
    let id: WindowID
    /// The window's size in points, and its frame in the display's.
    let size: Size
    let frameInDisplay: Rect
    /// The window's cells.
    let rect: CellRect
    let projection: Projection

    init(window: WindowScene, rect: CellRect, projection: Projection) {
        self.init(
            id: window.id, size: window.size, frameInDisplay: window.frameInDisplay, rect: rect, projection: projection)
    }

    init(id: WindowID, size: Size, frameInDisplay: Rect, rect: CellRect, projection: Projection) {
        self.id = id
        self.size = size
        self.frameInDisplay = frameInDisplay
        self.rect = rect
        self.projection = projection
    }

    /// The same window drawn in `rect` (a sheet's inside).
    func inside(_ rect: CellRect) -> WindowArea {
        WindowArea(id: id, size: size, frameInDisplay: frameInDisplay, rect: rect, projection: projection)
    }

    /// A rectangle of window points as screen cells, its edges at the nearest cell boundaries
    /// (`Projection.nearestCellRect`: neighbours in points are neighbours in cells).
    func cells(_ frame: Rect) -> CellRect {
        let display = frame.offsetBy(dx: frameInDisplay.minX, dy: frameInDisplay.minY)
        let cells = projection.nearestCellRect(display)
        // Keep it inside the window's cells (rounding may reach the divider).
        let column = max(cells.column, rect.column), row = max(cells.row, rect.row)
        let maxColumn = min(cells.maxColumn, rect.maxColumn), maxRow = min(cells.maxRow, rect.maxRow)
        return CellRect(column: column, row: row, width: max(0, maxColumn - column), height: max(0, maxRow - row))
    }

    /// A frame of window points in the display's points.
    func inDisplay(_ frame: Rect) -> Rect { frame.offsetBy(dx: frameInDisplay.minX, dy: frameInDisplay.minY) }
}

extension CellRect {
    /// Its top-left cell (where a box's corner is).
    var topLeftCell: CellRect { CellRect(column: column, row: row, width: 1, height: 1) }
}
