// MARK: - SplitColumnsSpec

/// A NavigationSplitView: a sidebar, an optional content column, the detail, an optional inspector.
public struct SplitColumnsSpec: Sendable, Hashable {
    /// The sidebar column's width, in points.
    public var sidebarWidth: Double
    /// The content column's width, for three columns.
    public var contentWidth: Double?
    /// The inspector's width, when the app has one.
    public var inspectorWidth: Double?

    public init(sidebarWidth: Double, contentWidth: Double? = nil, inspectorWidth: Double? = nil) {
        self.sidebarWidth = sidebarWidth
        self.contentWidth = contentWidth
        self.inspectorWidth = inspectorWidth
    }
}
