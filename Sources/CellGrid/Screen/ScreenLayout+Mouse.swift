import PoseEngine
import Simulator

// MARK: - Mouse

extension ScreenLayout {
    /// What a click at a cell does: on the slider, set the angle; on a window, focus it.
    public func actionForPress(column: Int, row: Int) -> Action? {
        guard !tooSmall else { return nil }
        if let slider, let angle = slider.angle(atColumn: column, row: row) {
            return .setAngle(angle)
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

    /// Whether a press at a cell starts dragging the hinge.
    public func pressStartsDrag(column: Int, row: Int) -> Bool {
        slider?.angle(atColumn: column, row: row) != nil
    }
}
