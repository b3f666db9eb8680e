// MARK: - Overflow ranks

extension AppLayout {
    /// Each item's overflow rank (higher stays longer): its own `visibilityPriority`, else its
    /// group's, else standard (or, with `itemPriority: refinesGroup`, its group's first and its own
    /// within the group); a badge keeps an item at least high where neither it nor its group has a
    /// priority (or always, with `badges: promoteAlways`); `higherThan`/`lowerThan` half a step
    /// above or below the other item; spacers lowest (Docs/DOMAIN.md §5, §10).
    package static func overflowRanks(
        _ items: [ToolbarItemSpec], groups: [String: VisibilityPriority], readings: Readings = Readings()
    ) -> [Double] {
        overflowRanks(items, positions: Array(items.indices), groups: groups, readings: readings)
    }

    /// The ranks of the items at `positions` (indices into `items`), in that order; a relative
    /// priority names an item among them.
    static func overflowRanks(
        _ items: [ToolbarItemSpec], positions: [Int], groups: [String: VisibilityPriority], readings: Readings
    ) -> [Double] {
        let high = Double(VisibilityPriority.high.rank), standard = Double(VisibilityPriority.standard.rank)
        func base(_ index: Int) -> Double {
            if items[index].isSpacer { return -1 }
            let own = items[index].hasOwnPriority ? Double(items[index].visibilityPriority.rank) : nil
            let group = groups[items[index].group].map { Double($0.rank) }
            let badged = (items[index].badge ?? 0) > 0
            let promoted = badged && (readings.badges == .promoteAlways || (own == nil && group == nil))
            switch readings.itemPriority {
            case .overridesGroup:
                let rank = own ?? group ?? standard
                return promoted ? max(rank, high) : rank
            case .refinesGroup:
                // Groups in steps of three, an item's own priority a step within its group.
                let within = own ?? standard
                return (group ?? standard) * 3 + (promoted ? max(within, high) : within)
            }
        }
        // Where each id first stands among the positions, for the items that name another.
        var positionOf: [String: Int] = [:]
        if positions.contains(where: { items[$0].relativePriority != nil }) {
            positionOf.reserveCapacity(positions.count)
            for (position, index) in positions.enumerated() where positionOf[items[index].id] == nil {
                positionOf[items[index].id] = position
            }
        }
        func rank(_ position: Int, depth: Int) -> Double {
            let index = positions[position]
            guard let relative = items[index].relativePriority, depth < 8, let other = positionOf[relative.other]
            else { return base(index) }
            return rank(other, depth: depth + 1) + (relative.higher ? 0.5 : -0.5)
        }
        return positions.indices.map { rank($0, depth: 0) }
    }
}
