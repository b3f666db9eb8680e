// MARK: - Grid

extension AppLayout {
    // MARK: Grid

    static func placeGrid(_ spec: AdaptiveGridSpec, area: Rect, fold: PoseRegion?, divisionExists: Bool)
        -> PlacedAdaptiveGrid
    {
        let content = Rect(
            x: area.minX + spec.padding, y: area.minY + spec.padding,
            width: max(0, area.width - 2 * spec.padding), height: max(0, area.height - 2 * spec.padding))
        // Around an active vertical fold inside the content: four equal columns from the narrower side.
        if spec.scrollAxis == .vertical, let fold, fold.frame.isVertical, fold.frame.minX > content.minX,
            fold.frame.maxX < content.maxX
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
                return PlacedAdaptiveGrid(mode: .aroundFold, evenColumns: nil, columns: columns)
            }
        }
        let count = evenColumnCount(width: content.width, spec: spec, divisionExists: divisionExists)
        let width = max(0, (content.width - Double(count - 1) * spec.spacing) / Double(count))
        return PlacedAdaptiveGrid(
            mode: .even, evenColumns: divisionExists ? spec.evenColumns : nil,
            columns: (0..<count).map {
                Rect(
                    x: content.minX + Double($0) * (width + spec.spacing), y: content.minY, width: width,
                    height: content.height)
            })
    }

    /// columns = max(1, ⌊(width + spacing) / (minimum + spacing)⌋); when a division exists and the
    /// count is odd and more than one, made even as `spec.evenColumns` reads the rule: rounded down
    /// (items never narrower than their minimum) or one added (Docs/DOMAIN.md §6, Contradictions 4).
    package static func evenColumnCount(width: Double, spec: AdaptiveGridSpec, divisionExists: Bool) -> Int {
        var count = max(1, Int(checked: (width + spec.spacing) / (spec.minimumItemWidth + spec.spacing), .down))
        if divisionExists && count > 1 && count % 2 == 1 { count += spec.evenColumns == .roundDown ? -1 : 1 }
        return count
    }
}
