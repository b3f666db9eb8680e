// MARK: - ItemTraits

/// What the bar layouts ask of a toolbar item: its placement and kind, none of its strings, so
/// reading one from an array copies nothing (a layout reads them many times per item).
struct ItemTraits: Sendable, Hashable {
    var placement: BarItemPlacement
    var kind: ToolbarItemKind
    var axisBehavior: AxisBehavior
    var hasSymbol: Bool
    var spacerHeight: Double?

    /// The traits of each of `items`, in order.
    static func of(_ items: [ToolbarItemSpec]) -> [ItemTraits] {
        var traits: [ItemTraits] = []
        traits.reserveCapacity(items.count)
        for index in items.indices {
            traits.append(
                ItemTraits(
                    placement: items[index].placement, kind: items[index].kind,
                    axisBehavior: items[index].axisBehavior, hasSymbol: items[index].symbol != nil,
                    spacerHeight: items[index].spacerHeight))
        }
        return traits
    }

    var isSpacer: Bool { kind == .flexibleSpacer || kind == .fixedSpacer }

    var isBottom: Bool { placement == .bottomBar }

    var staysHorizontal: Bool {
        switch axisBehavior {
        case .horizontalOnly: return true
        case .verticalPreferred: return false
        case .automatic: return !isSpacer && (!hasSymbol || kind == .customView)
        }
    }

    var neverOverflows: Bool { placement != .topBar && placement != .bottomBar }

    var columnRank: Int {
        switch placement {
        case .cancellationAction, .navigation: return 0
        case .prominent, .topBarPinnedTrailing: return 1
        case .topBar: return 2
        case .bottomBar: return 3
        }
    }
}
