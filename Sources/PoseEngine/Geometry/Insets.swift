// MARK: - PhysicalInsets

/// Insets named by physical side; used before the layout direction is known.
public struct PhysicalInsets: Hashable, Sendable, Codable {
    /// From the top edge, in points.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = PhysicalInsets()

    /// The same insets after the rectangle they belong to turned a quarter.
    package func rotated(_ rotation: QuarterTurn) -> PhysicalInsets {
        switch rotation {
        case .clockwise:
            // left → top, top → right, right → bottom, bottom → left
            return PhysicalInsets(top: left, left: bottom, bottom: right, right: top)
        case .counterclockwise:
            // left → bottom, top → left, right → top, bottom → right
            return PhysicalInsets(top: right, left: top, bottom: left, right: bottom)
        }
    }

    /// The margins as UIKit names them for a layout direction.
    public func directional(_ direction: UserInterfaceLayoutDirection) -> DirectionalMargins {
        switch direction {
        case .leftToRight:
            return DirectionalMargins(top: top, leading: left, bottom: bottom, trailing: right)
        case .rightToLeft:
            return DirectionalMargins(top: top, leading: right, bottom: bottom, trailing: left)
        }
    }
}

// MARK: - DirectionalMargins

/// Margins by leading / trailing edge, like `NSDirectionalEdgeInsets`.
public struct DirectionalMargins: Hashable, Sendable, Codable {
    /// From the top edge, in points.
    public var top: Double
    /// From the leading edge.
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge.
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The margins by physical side for a layout direction (`PhysicalInsets.directional` undone).
    package func physical(_ direction: UserInterfaceLayoutDirection) -> PhysicalInsets {
        switch direction {
        case .leftToRight: return PhysicalInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: return PhysicalInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

// MARK: - QuarterTurn

/// Which way a display's picture turns to reach its other orientation.
public enum QuarterTurn: String, Sendable, CaseIterable, Codable {
    case clockwise
    case counterclockwise
}

extension Rect {
    /// The rectangle after its container (`container`, before the turn) turns a quarter.
    ///
    /// Clockwise maps a point `(x, y)` to `(H − y, x)`; counterclockwise to `(y, W − x)`.
    package func rotated(_ rotation: QuarterTurn, in container: Size) -> Rect {
        switch rotation {
        case .clockwise:
            return Rect(x: container.height - y - height, y: x, width: height, height: width)
        case .counterclockwise:
            return Rect(x: y, y: container.width - x - width, width: height, height: width)
        }
    }
}
