import PoseEngine
import Simulator

// MARK: - Mouse

extension ScreenLayout {
    /// What a click at a cell does: on the slider, set the angle; in inspect mode, on the display
    /// in use, inspect what the point hits; on a window, focus it.
    public func actionForPress(column: Int, row: Int) -> Action? {
        guard !tooSmall else { return nil }
        if let slider, let angle = slider.angle(atColumn: column, row: row) {
            return .setAngle(angle)
        }
        if inspecting, let area = displayArea(column: column, row: row) {
            return .inspectArea(area)
        }
        if let id = window(atColumn: column, row: row) {
            return .focusWindow(id)
        }
        return nil
    }

    /// What dragging to a column does once a drag started on the slider: follow it, on any row.
    public func actionForDrag(column: Int) -> Action? {
        guard !tooSmall, let slider else { return nil }
        return slider.angle(atColumn: min(max(column, slider.start), slider.end), row: slider.row).map { .setAngle($0) }
    }

    /// The area of the display in use a cell shows, in the display's points, if the cell is on it.
    public func displayArea(column: Int, row: Int) -> Rect? {
        guard let display = displays.first(where: \.inUse), display.rect.contains(column: column, row: row) else {
            return nil
        }
        let rect = display.rect
        let width = display.size.width / Double(rect.width), height = display.size.height / Double(rect.height)
        return Rect(
            x: Double(column - rect.column) * width, y: Double(row - rect.row) * height, width: width, height: height)
    }

    /// Whether a press at a cell starts dragging the hinge.
    public func pressStartsDrag(column: Int, row: Int) -> Bool {
        slider?.angle(atColumn: column, row: row) != nil
    }
}
