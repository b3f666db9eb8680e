// MARK: - ArrangementSpec

/// An arrangement view: two views split or overlaid.
public struct ArrangementSpec: Sendable, Hashable {
    /// Side by side (`split`) or one over the other (`overlay`).
    public enum Style: String, Sendable, CaseIterable {
        case split
        case overlay
    }

    /// How the two views share the window.
    public var style: Style
    /// The axes the app allows, in its order of preference.
    public var axes: [ArrangementAxis]
    /// The primary view's layout priority.
    public var primaryLayoutPriority: Double
    /// The secondary view's layout priority.
    public var secondaryLayoutPriority: Double
    /// The smallest a pane may be for an axis to fit.
    public var minimumPaneSize: Size

    public init(
        style: Style, axes: [ArrangementAxis], primaryLayoutPriority: Double, secondaryLayoutPriority: Double,
        minimumPaneSize: Size
    ) {
        self.style = style
        self.axes = axes
        self.primaryLayoutPriority = primaryLayoutPriority
        self.secondaryLayoutPriority = secondaryLayoutPriority
        self.minimumPaneSize = minimumPaneSize
    }
}

/// The axes an arrangement may split along.
public enum ArrangementAxis: String, Sendable, CaseIterable {
    /// Side by side.
    case horizontal
    /// One above the other.
    case vertical
}
