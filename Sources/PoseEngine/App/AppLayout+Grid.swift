// MARK: - Grid

extension AppLayout {
    // MARK: Grid

    /// An adaptive grid in `area` (its view: the window's content, or a NavigationSplitView's
    /// detail column). The grid keeps off a fold's sliver at its edge and pads itself inside
    /// what is left. With `activeFold: fourColumns` (002) a vertically scrolling grid crossed by
    /// an active vertical fold gets four equal columns from the narrower side, the fold in the
    /// middle gap; otherwise (and always with `evenColumnsSuffice`, the DTS answer) the count is
    /// `evenColumnCount`'s, in the reading `spec.evenColumns` names (Docs/DOMAIN.md §6, §9).
    /// - Parameters:
    ///   - fold: the active fold meeting the window, if any.
    ///   - divisions: the division regions meeting the window, inactive included.
    static func placeGrid(_ spec: AdaptiveGridSpec, area: Rect, fold: PoseRegion?, divisions: [PoseRegion])
        -> PlacedAdaptiveGrid
    {
        let (clear, crossing) = areaOffFold(area, fold: fold)
        let content = Rect(
            x: clear.minX + spec.padding, y: clear.minY + spec.padding,
            width: max(0, clear.width - 2 * spec.padding), height: max(0, clear.height - 2 * spec.padding))
        if spec.activeFold == .fourColumns, spec.scrollAxis == .vertical, let fold = crossing, fold.frame.isVertical,
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
            mode: .even, evenColumns: counted ? spec.evenColumns : nil, activeFold: spec.activeFold,
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

    /// The column count as each reading's code computes it (Docs/DOMAIN.md §6, Contradiction 4):
    /// 002 (`roundDown`): max(1, ⌊width / minimum⌋), an odd count above one rounded down to even
    /// when a division counts; 003's sketch (`addOne`): max(1, ⌊(width + spacing) / (minimum +
    /// spacing)⌋), one added to an odd count above one when a division counts.
    package static func evenColumnCount(width: Double, spec: AdaptiveGridSpec, divisionExists: Bool) -> Int {
        let fit =
            spec.evenColumns == .roundDown
            ? width / spec.minimumItemWidth : (width + spec.spacing) / (spec.minimumItemWidth + spec.spacing)
        var count = max(1, Int(checked: fit, .down))
        if divisionExists && count > 1 && count % 2 == 1 { count += spec.evenColumns == .roundDown ? -1 : 1 }
        return count
    }
}
