// MARK: - PlacedAdaptiveGrid

/// The grid's columns.
public struct PlacedAdaptiveGrid: Hashable, Sendable {
    /// `even` (the even-column rule) or `aroundFold` (four columns, the fold in the middle gap).
    public var mode: String
    /// The reading of the even-column rule that applied (nil: no fold to make the count even for).
    public var evenColumns: EvenColumnRule?
    /// The columns, in window coordinates, skipping the fold.
    public var columns: [Rect]
}
