// MARK: - PlacedColumn

/// One column of a NavigationSplitView.
public struct PlacedColumn: Hashable, Sendable {
    /// `sidebar`, `content`, `detail` or `inspector`.
    public var id: String
    /// The column's frame, in window coordinates.
    public var frame: Rect
    /// Only the detail column's bars go vertical.
    public var verticalBars: Bool
}

/// A NavigationSplitView column that isn't shown in this window, and why: it stays reachable
/// (a step back in the stack, or shown over the others by its toolbar button).
public struct HiddenColumn: Hashable, Sendable {
    /// Why a column isn't shown.
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// One pane (the outer display, a compact width): the column is a step back in the stack.
        case collapsed
        /// Folded: one column on each side of the fold; this one shows over them on demand.
        case folded
        /// Beside it the detail would be narrower than its minimum; it shows over the detail on demand.
        case narrow
    }

    /// `sidebar`, `content` or `inspector`.
    public var id: String
    /// Why it isn't shown.
    public var reason: Reason
}
