// MARK: - PlacedPresentation

/// A sheet or alert where the system puts it.
public struct PlacedPresentation: Hashable, Sendable {
    public var id: String
    public var kind: PresentationSpec.Kind
    public var frame: Rect
    /// `leadingEdge`, `trailingEdge`, `trailingSide`, `topHalf`, `bottomHalf` or `centered`.
    public var placement: String
    /// The size the app asked for.
    public var preferredSize: Size = Size(width: 0, height: 0)
    /// Shrunk to fit the side it must stay on.
    public var constrained: Bool = false
    /// Its own bars go vertical (a sheet on the outer display, or a trailing sheet on the inner one).
    public var verticalBars: Bool = false
}
