// MARK: - BarItemPlacement

/// Where an item sits in the bars.
public enum BarItemPlacement: String, Sendable, CaseIterable {
    /// Primary navigation (Back): top of the column, never overflow.
    case navigation
    /// A custom Back or Close (`cancellationAction`): at the top of the column, never overflows.
    case cancellationAction
    /// Pinned prominent actions (Done): after navigation, never overflow.
    case prominent
    /// A prominent action pinned to the top bar's trailing end (`topBarPinnedTrailing`): like `prominent`.
    case topBarPinnedTrailing
    /// Items from the top bar.
    case topBar
    /// Items from the bottom bar, after a space.
    case bottomBar
}
