import PoseEngine

// MARK: - Projection

/// Maps a display's points onto cells, keeping proportions with cells about twice as tall as wide.
public struct Projection: Hashable, Sendable {
    /// The display's size in points (current orientation).
    public var size: Size
    /// Where the display's content starts on the screen (inside its frame).
    public var origin: CellPoint
    /// The content's size in cells.
    public var columns: Int
    public var rows: Int

    /// A projection at `scale` cells per point across (and half that down).
    public init(size: Size, scale: Double, origin: CellPoint) {
        self.size = size
        self.origin = origin
        self.columns = Projection.cells(size.width * scale)
        self.rows = Projection.cells(size.height * scale / Projection.cellAspect)
    }

    /// A cell is about this many times as tall as it is wide.
    public static let cellAspect = 2.0

    /// Cells for a length already in cells: rounded, at least one.
    public static func cells(_ value: Double) -> Int { max(1, Int(checked: value)) }

    private var sx: Double { Double(columns) / size.width }
    private var sy: Double { Double(rows) / size.height }

    /// The columns a span of x covers (at least one), relative to the content.
    public func columns(from x0: Double, to x1: Double) -> Range<Int> {
        Projection.span(x0 * sx, x1 * sx, count: columns)
    }

    /// The rows a span of y covers (at least one), relative to the content.
    public func rows(from y0: Double, to y1: Double) -> Range<Int> {
        Projection.span(y0 * sy, y1 * sy, count: rows)
    }

    /// The column holding a vertical line at x.
    public func column(at x: Double) -> Int { min(columns - 1, max(0, Int(checked: x * sx, .down))) }

    /// The row holding a horizontal line at y.
    public func row(at y: Double) -> Int { min(rows - 1, max(0, Int(checked: y * sy, .down))) }

    /// The screen cells a rectangle of points covers.
    public func cellRect(_ rect: Rect) -> CellRect {
        let c = columns(from: rect.minX, to: rect.maxX), r = rows(from: rect.minY, to: rect.maxY)
        return CellRect(
            column: origin.column + c.lowerBound, row: origin.row + r.lowerBound, width: c.count, height: r.count)
    }

    /// The screen cells of a rectangle of points whose edges go to the nearest cell boundary (at
    /// least one cell each way): two rectangles that only touch in points never share a cell, so
    /// an element drawn over another in cells covers it in points too. The apps' elements are
    /// drawn so; the geometry (occlusions, windows) keeps every cell it touches (`cellRect`).
    public func nearestCellRect(_ rect: Rect) -> CellRect {
        let c = Projection.nearest(rect.minX * sx, rect.maxX * sx, count: columns)
        let r = Projection.nearest(rect.minY * sy, rect.maxY * sy, count: rows)
        return CellRect(
            column: origin.column + c.lowerBound, row: origin.row + r.lowerBound, width: c.count, height: r.count)
    }

    private static func nearest(_ a: Double, _ b: Double, count: Int) -> Range<Int> {
        var lo = Int(checked: a, .toNearestOrAwayFromZero)
        var hi = Int(checked: b, .toNearestOrAwayFromZero)
        lo = min(max(0, lo), count - 1)
        hi = min(max(lo + 1, hi), count)
        return lo..<hi
    }

    /// The content's rectangle on the screen.
    public var contentRect: CellRect { CellRect(column: origin.column, row: origin.row, width: columns, height: rows) }

    private static func span(_ a: Double, _ b: Double, count: Int) -> Range<Int> {
        let epsilon = 1e-9
        var lo = Int(checked: a + epsilon, .down)
        var hi = Int(checked: b - epsilon, .up)
        lo = min(max(0, lo), count - 1)
        hi = min(max(lo + 1, hi), count)
        return lo..<hi
    }
}
