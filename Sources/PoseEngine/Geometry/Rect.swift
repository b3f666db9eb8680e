// MARK: - Rect

/// A rectangle in points: origin top-left, x to the right, y down.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points (y grows down, as in UIKit).
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The width and height.
    public var size: Size { Size(width: width, height: height) }

    /// `(x, y, width × height)` with at most two decimals.
    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)) × \(formatPoints(height)))"
    }

    /// Whether two rectangles share any point. Closed ranges are used on an axis
    /// where either side has zero extent, so a zero-width line on a window's edge
    /// counts as meeting that window (Docs/DOMAIN.md §3); otherwise the overlap must
    /// have a positive extent.
    @inlinable public func meets(_ other: Rect) -> Bool {
        Rect.rangesMeet(minX, maxX, other.minX, other.maxX)
            && Rect.rangesMeet(minY, maxY, other.minY, other.maxY)
    }

    /// The common part of two rectangles, or `nil` when they don't meet.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        guard meets(other) else { return nil }
        let x0 = max(minX, other.minX), x1 = min(maxX, other.maxX)
        let y0 = max(minY, other.minY), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The same rectangle with x and y swapped (a horizontal layout worked out as a vertical one).
    public var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }

    /// The rectangle flipped horizontally inside a container of `containerWidth`.
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - x - width, y: y, width: width, height: height)
    }

    /// Whether the rectangle lies inside a `size`-sized area at the origin.
    public func isInside(_ size: Size) -> Bool {
        minX >= 0 && minY >= 0 && maxX <= size.width && maxY <= size.height
    }

    @usableFromInline static func rangesMeet(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
        if a0 == a1 || b0 == b1 { return a0 <= b1 && b0 <= a1 }
        return a0 < b1 && b0 < a1
    }
}

// MARK: - Size

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter.
    public var transposed: Size { Size(width: height, height: width) }
}

// MARK: - Shape and tolerance

extension Rect {
    /// Taller than wide (a square counts as vertical): a vertical fold, a side column.
    public var isVertical: Bool { height >= width }
}

/// How far apart two coordinates in points may be and still count as equal: profile numbers have
/// at most a few decimals, so a ten-thousandth of a point is far below anything measured.
package let pointTolerance: Double = 0.0001

extension Array {
    /// `count` copies of `value`: what `init(repeating:count:)` makes, by appending. The
    /// standard initializer allocates through a path that looks the array's type up at run
    /// time (about 600 instructions), which an app layout would pay several times.
    init(filled value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
