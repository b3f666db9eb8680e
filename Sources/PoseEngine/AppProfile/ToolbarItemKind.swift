// MARK: - ToolbarItemKind

/// What an item is: a button, a custom view, or a spacer.
public enum ToolbarItemKind: String, Sendable, CaseIterable {
    case button
    case customView
    /// Zero height in the column.
    case flexibleSpacer
    /// Keeps its height in the column.
    case fixedSpacer
}
