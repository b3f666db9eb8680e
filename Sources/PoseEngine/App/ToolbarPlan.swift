// MARK: - ToolbarPlan

/// What the bar layouts need of an app's toolbar that no window changes: each item's traits, the
/// side column's order and overflow ranks, each horizontal bar's buttons and ranks. Worked out
/// once, when the items or the group priorities are set, so that laying out a window only reads it.
struct ToolbarPlan: Sendable, Hashable {
    /// Each item's traits, by its index in the profile.
    private(set) var traits: [ItemTraits] = []
    /// The ids of the items that stay in a horizontal bar when the bars stand in a column.
    private(set) var horizontalIDs: [String] = []
    /// The items that go into a side column (indices into the items), in column order:
    /// cancellation and navigation, pinned prominent actions, the other top-bar items, the bottom-bar items.
    private(set) var column: [Int] = []
    /// Their overflow ranks, one per entry of `column`.
    private(set) var columnRanks: [Double] = []
    /// The top bar's buttons, in the same order, and their ranks.
    private(set) var topBar: [Int] = []
    private(set) var topBarRanks: [Double] = []
    /// The bottom bar's buttons, in order, and their ranks.
    private(set) var bottomBar: [Int] = []
    private(set) var bottomBarRanks: [Double] = []

    init() {}

    init(_ items: [ToolbarItemSpec], groups: [String: VisibilityPriority]) {
        traits = ItemTraits.of(items)
        var inColumn: [Int] = []
        for index in items.indices {
            if traits[index].staysHorizontal { horizontalIDs.append(items[index].id) } else { inColumn.append(index) }
        }
        // Stable sorts by column rank: one pass per rank.
        for rank in 0...3 {
            for index in inColumn where traits[index].columnRank == rank { column.append(index) }
            for index in items.indices where !traits[index].isSpacer && traits[index].columnRank == rank {
                if traits[index].isBottom { bottomBar.append(index) } else { topBar.append(index) }
            }
        }
        columnRanks = AppLayout.overflowRanks(items, positions: column, groups: groups)
        topBarRanks = AppLayout.overflowRanks(items, positions: topBar, groups: groups)
        bottomBarRanks = AppLayout.overflowRanks(items, positions: bottomBar, groups: groups)
    }
}
