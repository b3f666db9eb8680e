// MARK: - PlacedAdaptiveGrid

/// The grid's tracks: columns, or rows for a grid that scrolls horizontally.
public struct PlacedAdaptiveGrid: Hashable, Sendable {
    /// How the tracks were counted.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// `GridItem(.adaptive(minimum:))`: no division the reading's code sees (Docs/DOMAIN.md §6).
        case adaptive
        /// The even-column rule (Docs/DOMAIN.md §6).
        case even
        /// Four columns, the fold in the middle gap.
        case aroundFold
    }

    /// `adaptive` (no division seen), `even` (the even-column rule) or `aroundFold` (four tracks,
    /// the fold in the middle gap).
    public var mode: Mode
    /// The reading of the even-column rule that applied (nil: no division its code sees).
    public var evenColumns: EvenColumnRule?
    /// The reading of a scrolling grid and an active fold in force (Contradiction 6).
    public var activeFold: AdaptiveGridSpec.ActiveFoldRule = .fourColumns
    /// The tracks, in window coordinates, skipping the fold: columns, or rows when the grid
    /// scrolls horizontally.
    public var columns: [Rect]
    /// The way the grid scrolls: `vertical` (its tracks are columns) or `horizontal` (rows).
    public var scrollAxis: ArrangementAxis = .vertical
}
