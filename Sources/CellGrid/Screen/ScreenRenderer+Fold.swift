import PoseEngine
import Simulator

// MARK: - Fold, divider and occlusions

extension ScreenRenderer {
    /// The Split View divider: the cells between the windows, at least one line of them.
    func dividerCells(between first: Rect, _ second: Rect, sideBySide: Bool, projection p: Projection)
        -> CellRect
    {
        let content = p.contentRect
        if sideBySide {
            let width = max(1, Int(checked: (second.minX - first.maxX) * Double(p.columns) / p.size.width))
            let center = p.column(at: (first.maxX + second.minX) / 2)
            return CellRect(
                column: content.column + center - (width - 1) / 2, row: content.row, width: width,
                height: content.height)
        }
        let height = max(1, Int(checked: (second.minY - first.maxY) * Double(p.rows) / p.size.height))
        let center = p.row(at: (first.maxY + second.minY) / 2)
        return CellRect(
            column: content.column, row: content.row + center - (height - 1) / 2, width: content.width, height: height)
    }

    /// The divider's cells widened so that a fold line lying in them has a divider cell on each
    /// side (`║┃║`): the fold stays visible next to the divider. A line elsewhere leaves it as it is.
    static func widen(_ gap: CellRect, around line: CellRect, sideBySide: Bool) -> CellRect {
        if sideBySide {
            guard line.width == 1, line.column >= gap.column, line.column < gap.maxColumn else { return gap }
            let left = min(gap.column, line.column - 1), right = max(gap.maxColumn, line.column + 2)
            return CellRect(column: left, row: gap.row, width: right - left, height: gap.height)
        }
        guard line.height == 1, line.row >= gap.row, line.row < gap.maxRow else { return gap }
        let top = min(gap.row, line.row - 1), bottom = max(gap.maxRow, line.row + 2)
        return CellRect(column: gap.column, row: top, width: gap.width, height: bottom - top)
    }

    /// Window rectangles that end where the divider begins and start where it ends.
    func separate(_ first: CellRect, _ second: CellRect, around gap: CellRect, sideBySide: Bool) -> [CellRect] {
        var a = first, b = second
        if sideBySide {
            a.width = max(1, gap.column - a.column)
            b.width = max(1, b.maxColumn - gap.maxColumn)
            b.column = gap.maxColumn
        } else {
            a.height = max(1, gap.row - a.row)
            b.height = max(1, b.maxRow - gap.maxRow)
            b.row = gap.maxRow
        }
        return [a, b]
    }

    /// The fold's cells: its line and the margins each side.
    func foldCells(_ region: PhysicalRegion, projection p: Projection) -> (line: CellRect, margins: CellRect) {
        let core = region.core
        let vertical = region.frame.isVertical
        let cellsPerPoint = vertical ? Double(p.columns) / p.size.width : Double(p.rows) / p.size.height
        let marginBefore = vertical ? region.margins.left : region.margins.top
        let marginAfter = vertical ? region.margins.right : region.margins.bottom
        // The same number of cells each side, so a symmetric fold looks symmetric whatever the rounding.
        let before = region.isActive && marginBefore > 0 ? Projection.cells(marginBefore * cellsPerPoint) : 0
        let after = region.isActive && marginAfter > 0 ? Projection.cells(marginAfter * cellsPerPoint) : 0
        if vertical {
            let column = p.origin.column + p.column(at: core.midX)
            let rows = region.isActive ? p.rows(from: region.frame.minY, to: region.frame.maxY) : 0..<p.rows
            let top = p.origin.row + rows.lowerBound
            return (
                CellRect(column: column, row: top, width: 1, height: rows.count),
                CellRect(column: column - before, row: top, width: before + after + 1, height: rows.count)
            )
        }
        let row = p.origin.row + p.row(at: core.midY)
        let columns = region.isActive ? p.columns(from: region.frame.minX, to: region.frame.maxX) : 0..<p.columns
        let left = p.origin.column + columns.lowerBound
        return (
            CellRect(column: left, row: row, width: columns.count, height: 1),
            CellRect(column: left, row: row - before, width: columns.count, height: before + after + 1)
        )
    }

    /// The occlusions, largest first, so a camera inside the island is drawn over it, solid.
    mutating func drawOcclusions(_ occlusions: [PhysicalRegion], projection p: Projection) {
        let inUse = scene.display(scene.displayInUse).regions
        for region in occlusions {
            let nested = occlusions.contains { other in
                other != region && other.frame.width * other.frame.height > region.frame.width * region.frame.height
                    && other.frame.intersection(region.frame) == region.frame
                    && (other.isActive || state.query.includeInactive)
            }
            canvas.place(
                OcclusionWidget(
                    region: region, cells: p.cellRect(region.frame), nested: nested,
                    overlay: state.overlays.contains(.occlusions), includeInactive: state.query.includeInactive,
                    inUse: region.isActive && !state.overlays.contains(.occlusions) && inUse.contains(region)))
        }
    }
}
