// MARK: - SplitColumnsSpec

/// A NavigationSplitView: a sidebar, an optional content column, the detail, an optional inspector.
/// The widths are the app's preferences: the system rebalances them around the fold and hides
/// columns rather than make the detail unreadable (Docs/DOMAIN.md §5).
public struct SplitColumnsSpec: Sendable, Hashable {
    /// The sidebar column's width, in points.
    public var sidebarWidth: Double
    /// The content column's width, for three columns.
    public var contentWidth: Double?
    /// The inspector's width, when the app has one.
    public var inspectorWidth: Double?
    /// The narrowest the detail may be before a column gives way; nil: the narrowest column the
    /// app sized (a width the app itself finds readable).
    public var detailMinimumWidth: Double?

    public init(
        sidebarWidth: Double, contentWidth: Double? = nil, inspectorWidth: Double? = nil,
        detailMinimumWidth: Double? = nil
    ) {
        self.sidebarWidth = sidebarWidth
        self.contentWidth = contentWidth
        self.inspectorWidth = inspectorWidth
        self.detailMinimumWidth = detailMinimumWidth
    }

    /// The detail's minimum width: the app's, else its narrowest declared column.
    public var detailMinimum: Double {
        detailMinimumWidth ?? [sidebarWidth, contentWidth, inspectorWidth].compactMap { $0 }.min() ?? sidebarWidth
    }
}
