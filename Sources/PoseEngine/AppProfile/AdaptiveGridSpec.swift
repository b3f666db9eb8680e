// MARK: - AdaptiveGridSpec

/// An adaptive grid: `GridItem(.adaptive(minimum:))` with spacing and padding.
public struct AdaptiveGridSpec: Sendable, Hashable {
    /// The narrowest an item may be, in points.
    public var minimumItemWidth: Double
    /// The space between columns, in points.
    public var spacing: Double
    /// The space at each side of the grid, in points.
    public var padding: Double
    /// How an odd column count is made even when a fold exists (Contradictions 4).
    public var evenColumns: EvenColumnRule
    /// The direction the grid scrolls: it needs to avoid only a fold across that direction.
    public var scrollAxis: ArrangementAxis

    public init(
        minimumItemWidth: Double, spacing: Double, padding: Double, evenColumns: EvenColumnRule = .roundDown,
        scrollAxis: ArrangementAxis = .vertical
    ) {
        self.minimumItemWidth = minimumItemWidth
        self.spacing = spacing
        self.padding = padding
        self.evenColumns = evenColumns
        self.scrollAxis = scrollAxis
    }
}

/// The two readings of the even-column rule (Docs/DOMAIN.md §6, Contradictions 4).
public enum EvenColumnRule: String, Sendable, CaseIterable {
    /// One source: round an odd count down to even, so items are never narrower than their minimum (the default).
    case roundDown
    /// Another source's sketch: add one column.
    case addOne
}
