// MARK: - AdaptiveGridSpec

/// An adaptive grid: `GridItem(.adaptive(minimum:))` with spacing and padding.
public struct AdaptiveGridSpec: Sendable, Hashable {
    /// The narrowest an item may be, in points.
    public var minimumItemWidth: Double
    /// The space between columns, in points.
    public var spacing: Double
    /// The space at each side of the grid, in points.
    public var padding: Double
    /// Whose code counts the columns and makes an odd count even (Contradictions 4 and 7).
    public var evenColumns: EvenColumnRule
    /// The direction the grid scrolls: it needs to avoid only a fold across that direction.
    public var scrollAxis: ArrangementAxis
    /// What the grid does about an active fold across it (Contradiction 6).
    public var activeFold: ActiveFoldRule = .fourColumns

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

    /// The two readings of a scrolling grid and an active fold (Docs/DOMAIN.md §9, Contradiction 6).
    public enum ActiveFoldRule: String, Sendable, Hashable, CaseIterable {
        /// 002: four equal columns sized from the narrower side, the fold in the middle gap (the default).
        case fourColumns
        /// Apple's DTS answer (003): a grid that scrolls needn't avoid the fold; even columns suffice.
        case evenColumnsSuffice
    }
}

/// The two readings of the even-column rule, each its source's code whole (Docs/DOMAIN.md §6,
/// Contradictions 4 and 7).
public enum EvenColumnRule: String, Sendable, CaseIterable {
    /// 002's code (the default): ⌊width / minimum⌋ columns, rounded down to even when a vertical
    /// division (taller than wide, inactive included) meets the window.
    case roundDown
    /// 003's sketch: ⌊(width + spacing) / (minimum + spacing)⌋ columns, one added to an odd count
    /// when any division meets the window (inactive or horizontal included).
    case addOne
}
