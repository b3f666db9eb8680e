// MARK: - Grid

extension AppLayout {
    // MARK: Grid

    /// An adaptive grid in `area` (its view: the window's content, or a NavigationSplitView's
    /// detail column). The grid keeps off a fold's sliver at its edge and pads itself inside
    /// what is left. Its tracks are columns when it scrolls vertically, rows when it scrolls
    /// horizontally (`LazyHGrid`, the minimum then a row's height), and only a fold running along
    /// the scroll direction concerns it: scrolling excuses content only from a fold across it
    /// (Docs/DOMAIN.md §6). With `activeFold: fourColumns` (002) such an active fold crossing the
    /// grid gets four equal tracks from the narrower side, the fold in the middle gap; otherwise
    /// (and always with `evenColumnsSuffice`, the DTS answer) the count is `evenColumnCount`'s, in
    /// the reading `spec.evenColumns` names (Docs/DOMAIN.md §6, §9). A horizontal grid is laid
    /// out as a vertical one in transposed coordinates.
    /// - Parameters:
    ///   - fold: the active fold meeting the window, if any.
    ///   - divisions: the division regions meeting the window, inactive included.
    static func placeGrid(_ spec: AdaptiveGridSpec, area: Rect, fold: PoseRegion?, divisions: [PoseRegion])
        -> PlacedAdaptiveGrid
    {
        guard spec.scrollAxis == .horizontal else {
            return placeVerticalGrid(spec, area: area, fold: fold, divisions: divisions)
        }
        func transposed(_ region: PoseRegion) -> PoseRegion {
            var region = region
            region.frame = region.frame.transposed
            return region
        }
        var grid = placeVerticalGrid(
            spec, area: area.transposed, fold: fold.map(transposed), divisions: divisions.map(transposed))
        grid.columns = grid.columns.map(\.transposed)
        grid.scrollAxis = .horizontal
        return grid
    }

    /// `placeGrid` for a grid that scrolls vertically, its tracks columns.
    private static func placeVerticalGrid(
        _ spec: AdaptiveGridSpec, area: Rect, fold: PoseRegion?, divisions: [PoseRegion]
    ) -> PlacedAdaptiveGrid {
        let (clear, crossing) = areaOffFold(area, fold: fold)
        let content = Rect(
            x: clear.minX + spec.padding, y: clear.minY + spec.padding,
            width: max(0, clear.width - 2 * spec.padding), height: max(0, clear.height - 2 * spec.padding))
        if spec.activeFold == .fourColumns, let fold = crossing, fold.frame.isVertical,
            fold.frame.minX > content.minX, fold.frame.maxX < content.maxX
        {
            let narrower = min(fold.frame.minX - content.minX, content.maxX - fold.frame.maxX)
            let width = (narrower - spec.spacing) / 2
            if width > 0 {
                let f0 = fold.frame.minX, f1 = fold.frame.maxX
                let columns = [
                    Rect(x: f0 - 2 * width - spec.spacing, y: content.minY, width: width, height: content.height),
                    Rect(x: f0 - width, y: content.minY, width: width, height: content.height),
                    Rect(x: f1, y: content.minY, width: width, height: content.height),
                    Rect(x: f1 + width + spec.spacing, y: content.minY, width: width, height: content.height),
                ]
                return PlacedAdaptiveGrid(
                    mode: .aroundFold, evenColumns: nil, activeFold: spec.activeFold, columns: columns)
            }
        }
        let seen = divisions.filter { $0.kind == .division && $0.frame.meets(area) }
        let counted = countedDivision(seen, reading: spec.evenColumns)
        let count = evenColumnCount(width: content.width, spec: spec, divisionExists: counted)
        let width = max(0, (content.width - Double(count - 1) * spec.spacing) / Double(count))
        return PlacedAdaptiveGrid(
            mode: counted ? .even : .adaptive, evenColumns: counted ? spec.evenColumns : nil,
            activeFold: spec.activeFold,
            columns: (0..<count).map {
                Rect(
                    x: content.minX + Double($0) * (width + spec.spacing), y: content.minY, width: width,
                    height: content.height)
            })
    }

    /// Whether the reading's code sees a division: 002's looks for a vertical one only (its frame
    /// taller than wide, so a zero-width inactive line counts); 003's sketch for any division,
    /// inactive or horizontal included (Contradiction 7).
    static func countedDivision(_ divisions: [PoseRegion], reading: EvenColumnRule) -> Bool {
        switch reading {
        case .roundDown: return divisions.contains { $0.frame.height > $0.frame.width }
        case .addOne: return !divisions.isEmpty
        }
    }

    /// The column count as each reading's code computes it (Docs/DOMAIN.md §6, Contradiction 4).
    /// With no division its code sees, both return `GridItem(.adaptive(minimum:))`, whose items are
    /// never narrower than the minimum: max(1, ⌊(width + spacing) / (minimum + spacing)⌋). With one,
    /// 002 (`roundDown`) takes max(1, ⌊width / minimum⌋) and rounds an odd count above one down to
    /// even; 003's sketch (`addOne`) takes the adaptive count and adds one to an odd count above one.
    package static func evenColumnCount(width: Double, spec: AdaptiveGridSpec, divisionExists: Bool) -> Int {
        let fit =
            spec.evenColumns == .roundDown && divisionExists
            ? width / spec.minimumItemWidth : (width + spec.spacing) / (spec.minimumItemWidth + spec.spacing)
        var count = max(1, Int(checked: fit, .down))
        if divisionExists && count > 1 && count % 2 == 1 { count += spec.evenColumns == .roundDown ? -1 : 1 }
        return count
    }
}
