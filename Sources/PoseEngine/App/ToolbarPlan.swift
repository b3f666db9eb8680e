// MARK: - ToolbarPlan

/// What the bar layouts need of an app's toolbar that no window changes: each item's traits, the
/// side column's order and overflow ranks, each horizontal bar's buttons and ranks. Worked out
/// once, when the items or the group priorities are set, so that laying out a window only reads
/// it. An object, made once and never changed: copying an app copies one reference.
final class ToolbarPlan: Sendable, Hashable {
    /// Each item's traits, by its index in the profile.
    let traits: [ItemTraits]
    /// The ids of the items that stay in a horizontal bar when the bars stand in a column.
    let horizontalIDs: [String]
    /// The items that go into a side column (indices into the items), in column order:
    /// cancellation and navigation, pinned prominent actions, the other top-bar items, the bottom-bar items.
    let column: [Int]
    /// Their overflow ranks, one per entry of `column`.
    let columnRanks: [Double]
    /// The top bar's buttons, in the same order, and their ranks.
    let topBar: [Int]
    let topBarRanks: [Double]
    /// The bottom bar's buttons, in order, and their ranks.
    let bottomBar: [Int]
    let bottomBarRanks: [Double]

    /// No items.
    static let none = ToolbarPlan([], groups: [:], readings: Readings())

    init(_ items: [ToolbarItemSpec], groups: [String: VisibilityPriority], readings: Readings) {
        let traits = ItemTraits.of(items)
        var horizontalIDs: [String] = []
        var column: [Int] = []
        var topBar: [Int] = []
        var bottomBar: [Int] = []
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
        self.traits = traits
        self.horizontalIDs = horizontalIDs
        self.column = column
        self.topBar = topBar
        self.bottomBar = bottomBar
        columnRanks = AppLayout.overflowRanks(items, positions: column, groups: groups, readings: readings)
        topBarRanks = AppLayout.overflowRanks(items, positions: topBar, groups: groups, readings: readings)
        bottomBarRanks = AppLayout.overflowRanks(items, positions: bottomBar, groups: groups, readings: readings)
    }

    /// Made from the same items and priorities (the plan says nothing they don't).
    static func == (lhs: ToolbarPlan, rhs: ToolbarPlan) -> Bool {
        lhs === rhs
            || (lhs.traits == rhs.traits && lhs.horizontalIDs == rhs.horizontalIDs && lhs.column == rhs.column
                && lhs.columnRanks == rhs.columnRanks && lhs.topBar == rhs.topBar && lhs.topBarRanks == rhs.topBarRanks
                && lhs.bottomBar == rhs.bottomBar && lhs.bottomBarRanks == rhs.bottomBarRanks)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(column) }
}
