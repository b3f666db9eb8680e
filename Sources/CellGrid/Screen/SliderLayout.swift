import PoseEngine
import Simulator

// MARK: - SliderLayout

/// The hinge slider's track on the screen.
public struct SliderLayout: Hashable, Sendable {
    public var row: Int
    /// The column of 0°.
    public var start: Int
    /// The column of 180°.
    public var end: Int

    /// The column that shows `angle`.
    public func column(for angle: Double) -> Int {
        start + Int(checked: (angle - Self.angles.lowerBound) / Self.span * Double(end - start))
    }

    /// The whole-degree angle a click at `column` (on the slider's row) means, or `nil` off the track.
    /// A click just past either end snaps to that end.
    public func angle(atColumn column: Int, row: Int) -> Double? {
        guard row == self.row, column >= start - 2, column <= end + 2, end > start else { return nil }
        let fraction = Double(min(max(column, start), end) - start) / Double(end - start)
        return (Self.angles.lowerBound + fraction * Self.span).rounded()
    }

    /// The track's angles: the hinge's range, from its first column to its last.
    static let angles = Limits.angle
    static let span = angles.upperBound - angles.lowerBound

    /// The angle at `column` of the track (not rounded).
    public func angle(atColumn column: Int) -> Double {
        Self.angles.lowerBound + Double(column - start) / Double(end - start) * Self.span
    }
}
