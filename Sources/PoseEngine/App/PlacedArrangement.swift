// MARK: - PlacedArrangement

/// The arrangement's panes.
public struct PlacedArrangement: Hashable, Sendable {
    /// Split side by side or overlaid.
    public var style: ArrangementSpec.Style
    /// The split axis, or `nil` when one view shows or the views overlay.
    public var axis: ArrangementAxis?
    /// The panes by id (`primary`, `secondary`), in window coordinates.
    public var panes: [(id: String, frame: Rect)]
    /// Why it looks this way, for people.
    public var reason: String

    /// Equal when style, axis and reason agree (the panes follow from them).
    public static func == (lhs: PlacedArrangement, rhs: PlacedArrangement) -> Bool {
        lhs.style == rhs.style && lhs.axis == rhs.axis && lhs.reason == rhs.reason
            && lhs.panes.map(\.id) == rhs.panes.map(\.id) && lhs.panes.map(\.frame) == rhs.panes.map(\.frame)
    }
    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(panes.map(\.frame))
    }
}
