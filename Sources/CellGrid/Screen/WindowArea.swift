import PoseEngine
import Simulator

// MARK: - WindowArea

/// Where a window is drawn: its cells on the screen, and the projection of the display's points
/// into them. A widget of an app's element is drawn into its window's area.
struct WindowArea {
    let window: WindowScene
    /// The window's cells.
    let rect: CellRect
    let projection: Projection

    /// A rectangle of window points as screen cells, its edges at the nearest cell boundaries
    /// (`Projection.nearestCellRect`: neighbours in points are neighbours in cells).
    func cells(_ frame: Rect) -> CellRect {
        let display = frame.offsetBy(dx: window.frameInDisplay.minX, dy: window.frameInDisplay.minY)
        let cells = projection.nearestCellRect(display)
        // Keep it inside the window's cells (rounding may reach the divider).
        let column = max(cells.column, rect.column), row = max(cells.row, rect.row)
        let maxColumn = min(cells.maxColumn, rect.maxColumn), maxRow = min(cells.maxRow, rect.maxRow)
        return CellRect(column: column, row: row, width: max(0, maxColumn - column), height: max(0, maxRow - row))
    }

    /// A frame of window points in the display's points.
    func inDisplay(_ frame: Rect) -> Rect { ScreenRenderer.inDisplay(frame, window) }
}
