// MARK: - VisibilityPriority

/// `visibilityPriority`: what overflows first.
public enum VisibilityPriority: String, Sendable, CaseIterable, Comparable {
    case low
    case standard
    case high

    var rank: Int { self == .low ? 0 : self == .standard ? 1 : 2 }
    /// Orders priorities from low to high.
    public static func < (lhs: VisibilityPriority, rhs: VisibilityPriority) -> Bool { lhs.rank < rhs.rank }
}

/// A priority relative to another item (`.higher(than:)` / `.lower(than:)`).
public struct RelativePriority: Sendable, Hashable {
    /// Whether the item ranks above `other` (`higherThan`) rather than below it.
    public var higher: Bool
    /// The item or group it ranks against.
    public var other: String
    public init(higher: Bool, other: String) {
        self.higher = higher
        self.other = other
    }
}
