import PoseEngine
import Simulator

// MARK: - ScreenLayout

/// Where things landed on the screen, so mouse clicks can be turned into actions.
public struct ScreenLayout: Hashable, Sendable {
    public var columns: Int
    public var rows: Int
    /// The screen is below the minimum size and shows only a notice.
    public var tooSmall: Bool
    /// The slider's row and the first and last column of its track.
    public var slider: SliderLayout?
    /// Each window of the display in use, in screen cells.
    public var windows: [WindowCells]
    /// Each display's content, in screen cells.
    public var displays: [DisplayCells]
    /// Everything the renderer drew, or meant to draw and didn't, and why.
    public var elements: [DrawnElement]

    public init(columns: Int, rows: Int, tooSmall: Bool = false) {
        self.columns = columns
        self.rows = rows
        self.tooSmall = tooSmall
        self.windows = []
        self.displays = []
        self.elements = []
    }

    /// The window under a cell, if any.
    public func window(atColumn column: Int, row: Int) -> WindowID? {
        windows.first { $0.rect.contains(column: column, row: row) }?.id
    }
}

// MARK: - DrawnElement

/// One thing the screen shows for the engine: where it is, what text it carries, and whether
/// it is shown whole, shortened, or hidden (and why). Tests hold the picture to the engine with it.
public struct DrawnElement: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case window, region, label, sideBarItem, tab, overflow, presentation, pane, gridColumn, control, collision, panelLine
    }

    public enum Shown: Hashable, Sendable {
        case whole
        /// Drawn, its text cut (the full text).
        case shortened(String)
        /// Not drawn, and why.
        case hidden(String)
    }

    public var kind: Kind
    public var id: String
    public var window: WindowID?
    /// The cells it covers (for text, the cells of `text` from the rect's first column).
    public var cells: CellRect?
    /// The text written at `cells`, when it carries one.
    public var text: String?
    public var shown: Shown

    public init(kind: Kind, id: String, window: WindowID? = nil, cells: CellRect? = nil, text: String? = nil, shown: Shown = .whole) {
        self.kind = kind
        self.id = id
        self.window = window
        self.cells = cells
        self.text = text
        self.shown = shown
    }

    public var isHidden: Bool {
        if case .hidden = shown { return true }
        return false
    }
}

/// A window's place on the screen.
public struct WindowCells: Hashable, Sendable {
    public var id: WindowID
    public var rect: CellRect
}

/// A display's place on the screen.
public struct DisplayCells: Hashable, Sendable {
    public var id: DisplayID
    public var rect: CellRect
}

// MARK: - SliderLayout

/// The hinge slider's track on the screen.
public struct SliderLayout: Hashable, Sendable {
    public var row: Int
    /// The column of 0°.
    public var start: Int
    /// The column of 180°.
    public var end: Int

    /// The column that shows `angle`.
    public func column(for angle: Double) -> Int {
        start + Int(checked: angle / 180 * Double(end - start))
    }

    /// The whole-degree angle a click at `column` (on the slider's row) means, or `nil` off the track.
    /// A click just past either end snaps to that end.
    public func angle(atColumn column: Int, row: Int) -> Double? {
        guard row == self.row, column >= start - 2, column <= end + 2, end > start else { return nil }
        let fraction = Double(min(max(column, start), end) - start) / Double(end - start)
        return (fraction * 180).rounded()
    }
}

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
