// MARK: - AxisBehavior

/// `axisBehavior`: whether an item may go into the side column.
public enum AxisBehavior: String, Sendable, CaseIterable {
    /// Items with a symbol go into the column; title-only items and custom views stay horizontal.
    case automatic
    /// Stays in a horizontal bar in every pose (its text carries meaning).
    case horizontalOnly
    /// A title-only item or a custom view goes into the column too.
    case verticalPreferred
}
