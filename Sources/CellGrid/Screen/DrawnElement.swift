import PoseEngine
import Simulator

// MARK: - DrawnElement

/// One thing the screen shows for the engine: where it is, what text it carries, and whether
/// it is shown whole, shortened, or hidden (and why). Tests hold the picture to the engine with it.
public struct DrawnElement: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case window, region, label, sideBarItem, tab, overflow, presentation, pane, gridColumn, control, collision,
            panelLine
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

    public init(
        kind: Kind, id: String, window: WindowID? = nil, cells: CellRect? = nil, text: String? = nil,
        shown: Shown = .whole
    ) {
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
