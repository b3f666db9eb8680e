import PoseEngine
import Simulator

// MARK: - DrawnElement

/// One thing the screen shows for the engine: where it is, what text it carries, and whether
/// it is shown whole, shortened, partly covered or hidden (and why). Tests hold the picture to
/// the engine with it.
public struct DrawnElement: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case window, region, label, sideBarItem, tab, overflow, presentation, pane, gridColumn, control, collision,
            panelLine
        /// A control's suggested place (its dashed outline and name).
        case suggestion
        /// The fold's margins, shaded.
        case margins
        /// A bar's ground (a toolbar, a tab bar, the side column), under its items.
        case bar
    }

    public enum Shown: Hashable, Sendable {
        case whole
        /// Drawn, its text cut (the full text).
        case shortened(String)
        /// Drawn, part of it under an element of a higher layer (which).
        case covered(String)
        /// Not drawn, and why.
        case hidden(String)
    }

    /// How an element's box is outlined, when it is.
    public enum Outline: Hashable, Sendable {
        case solid
        case dashed
    }

    public var kind: Kind
    public var id: String
    public var window: WindowID?
    /// The cells it covers (for text, the cells of `text` from the rect's first column).
    public var cells: CellRect?
    /// The text written at `cells`, when it carries one.
    public var text: String?
    public var shown: Shown
    /// The outline drawn on the edge of `cells`, if any.
    public var outline: Outline?

    public init(
        kind: Kind, id: String, window: WindowID? = nil, cells: CellRect? = nil, text: String? = nil,
        shown: Shown = .whole, outline: Outline? = nil
    ) {
        self.kind = kind
        self.id = id
        self.window = window
        self.cells = cells
        self.text = text
        self.shown = shown
        self.outline = outline
    }

    public var isHidden: Bool {
        if case .hidden = shown { return true }
        return false
    }

    public var isCovered: Bool {
        if case .covered = shown { return true }
        return false
    }
}

// MARK: - Layers

extension DrawnElement.Kind {
    /// Where the kind stands in the picture's z-order (Docs/ARCHITECTURE.md, "The screen"): an
    /// element may be drawn over only by one of a higher layer, and then says it is covered.
    /// A window is the ground everything stands on; a label stands with the element it names.
    public var layer: Int {
        switch self {
        case .window: return 0
        case .gridColumn, .margins: return 1
        case .pane: return 2
        case .suggestion, .control, .collision: return 3
        case .bar, .sideBarItem, .tab, .overflow: return 4
        case .presentation: return 5
        case .region: return 6
        case .label, .panelLine: return 7
        }
    }
}
