// MARK: - PlacedPresentation

/// A sheet, alert, popover or context menu where the system puts it.
public struct PlacedPresentation: Hashable, Sendable {
    /// The presentation's id from the profile.
    public var id: String
    /// What kind of presentation.
    public var kind: PresentationSpec.Kind
    /// Its frame, in window coordinates.
    public var frame: Rect
    /// Where the system put it.
    public var placement: Placement
    /// The size the app asked for.
    public var preferredSize: Size = Size(width: 0, height: 0)
    /// Shrunk to fit the side it must stay on.
    public var constrained: Bool = false
    /// Its own bars go vertical (a sheet on the outer display, or a trailing sheet on the inner one).
    public var verticalBars: Bool = false
    /// The presentation it is presented over, if any.
    public var parent: String?
    /// A popover's or context menu's anchor, in window coordinates (a point has no size).
    public var anchorFrame: Rect?
    /// The anchor isn't shown in this window (an overflowed item points at the overflow button;
    /// an item or control nowhere to be seen leaves the presentation at the content's centre).
    public var anchorHidden: Bool = false
    /// A popover shown as a sheet, as a compact width adapts it.
    public var adaptedToSheet: Bool = false
    /// A sheet's own toolbar, laid out in its frame.
    public var bars: BarLayout?

    /// Where a presentation is put: against a side edge, on one side of the fold, in one half of
    /// a horizontal fold, centred, or beside its anchor.
    public enum Placement: String, Hashable, Sendable {
        case leadingEdge, trailingEdge, trailingSide, topHalf, bottomHalf, centered
        /// Below, above or beside its anchor, on the anchor's side of the fold.
        case belowAnchor, aboveAnchor, besideAnchor
    }
}
