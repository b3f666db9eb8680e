// MARK: - PlacedPresentation

/// A sheet or alert where the system puts it.
public struct PlacedPresentation: Hashable, Sendable {
    /// The presentation's id from the profile.
    public var id: String
    /// Sheet or alert.
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

    /// Where a sheet or alert is put: against a side edge, on one side of the fold, in one half of
    /// a horizontal fold, or centred.
    public enum Placement: String, Hashable, Sendable {
        case leadingEdge, trailingEdge, trailingSide, topHalf, bottomHalf, centered
    }
}
