// MARK: - PlacedAdaptiveGrid

/// The grid's columns.
public struct PlacedAdaptiveGrid: Hashable, Sendable {
    /// How the columns were counted.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// The even-column rule (Docs/DOMAIN.md §6).
        case even
        /// Four columns, the fold in the middle gap.
        case aroundFold
    }

    /// `even` (the even-column rule) or `aroundFold` (four columns, the fold in the middle gap).
    public var mode: Mode
    /// The reading of the even-column rule that applied (nil: no division its code sees).
    public var evenColumns: EvenColumnRule?
    /// The reading of a scrolling grid and an active fold in force (Contradiction 6).
    public var activeFold: AdaptiveGridSpec.ActiveFoldRule = .fourColumns
    /// The columns, in window coordinates, skipping the fold.
    public var columns: [Rect]
}
