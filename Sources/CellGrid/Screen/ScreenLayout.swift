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
    /// The engine's elements the frame doesn't draw (or draws without their label), and why:
    /// the info panel names each (its `not drawn:` lines).
    public var unshown: [Unshown]
    /// The legend's rows, when the screen has them.
    public var legend: CellRect?
    /// The help overlay, while it is open.
    public var help: HelpLayout?
    /// Inspect mode is on: its keys come first, and a click inspects what it hits.
    public var inspecting: Bool = false
    /// The inspected element's cells (its outline's), when it is on the screen.
    public var inspected: CellRect?

    public init(columns: Int, rows: Int, tooSmall: Bool = false) {
        self.columns = columns
        self.rows = rows
        self.tooSmall = tooSmall
        self.windows = []
        self.displays = []
        self.elements = []
        self.unshown = []
    }

    /// The window under a cell, if any.
    public func window(atColumn column: Int, row: Int) -> WindowID? {
        windows.first { $0.rect.contains(column: column, row: row) }?.id
    }
}

// MARK: - HelpLayout

/// The open help on the screen: its box, and how far its lines are scrolled of how far they can be.
public struct HelpLayout: Hashable, Sendable {
    public var rect: CellRect
    public var scroll: Int
    public var maxScroll: Int
}

// MARK: - Unshown

/// An element of the engine's the frame leaves out, as the panel names it, and why.
public struct Unshown: Hashable, Sendable {
    public var window: WindowID?
    /// What the panel calls it: an item's title, a control's id, `sheet compose`, `pane primary`.
    public var name: String
    /// Why: `under the sheet compose`, `no room at this size`, `the controls overlay is off (u)`.
    public var reason: String

    public init(window: WindowID?, name: String, reason: String) {
        self.window = window
        self.name = name
        self.reason = reason
    }
}
