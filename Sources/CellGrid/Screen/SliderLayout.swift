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
        start + Int(checked: angle / 180 * Double(end - start))
    }

    /// The whole-degree angle a click at `column` (on the slider's row) means, or `nil` off the track.
    /// A click just past either end snaps to that end.
    public func angle(atColumn column: Int, row: Int) -> Double? {
        guard row == self.row, column >= start - 2, column <= end + 2, end > start else { return nil }
        let fraction = Double(min(max(column, start), end) - start) / Double(end - start)
        return (fraction * 180).rounded()
    }
}
