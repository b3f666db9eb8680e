// MARK: - PresentationSpec

/// A presented sheet, alert, popover or context menu, and what it presents in turn.
public struct PresentationSpec: Sendable, Hashable {
    /// What kind of presentation.
    public enum Kind: String, Sendable, CaseIterable {
        case sheet
        case alert
        /// A popover pointing at its anchor (a sheet in a compact width).
        case popover
        /// A context menu beside the view it was opened on.
        case contextMenu
    }

    /// `presentationPlacement`: which side of a fold a sheet takes.
    public enum Placement: String, Sendable, CaseIterable {
        case leading
        case trailing
    }

    /// What a popover or a context menu points at.
    public enum Anchor: Sendable, Hashable {
        /// A toolbar item, a tab or a control of the app (or of the sheet presenting it), by id.
        case item(String)
        /// A point of the content, as fractions of its width (from its leading edge) and height.
        case fraction(x: Double, y: Double)
    }

    /// The presentation's id.
    public var id: String
    /// Sheet, alert, popover or context menu.
    public var kind: Kind
    /// The preferred size (alerts take the device's alert size).
    public var size: Size?
    /// Which side a sheet prefers when the fold splits the window.
    public var placement: Placement
    /// `toolbarVerticalBehavior(.disabled)` on the presentation: its bars stay horizontal.
    public var allowsVerticalBars: Bool
    /// What a popover or a context menu points at.
    public var anchor: Anchor?
    /// A sheet's or a popover's own toolbar items.
    public var toolbarItems: [ToolbarItemSpec] = []
    /// What this presentation presents over itself (a sheet over a sheet, an alert over a sheet).
    public var presents: [PresentationSpec] = []

    public init(
        id: String, kind: Kind, size: Size?, placement: Placement = .leading, allowsVerticalBars: Bool = true,
        anchor: Anchor? = nil
    ) {
        self.id = id
        self.kind = kind
        self.size = size
        self.placement = placement
        self.allowsVerticalBars = allowsVerticalBars
        self.anchor = anchor
    }

    /// An anchored kind: a popover or a context menu.
    public var isAnchored: Bool { kind == .popover || kind == .contextMenu }
}
