// MARK: - Collision

/// Something a control runs into, how badly, and by how much.
public struct Collision: Hashable, Sendable {
    /// How bad a collision is, from a note to review to an error to fix (an error fails `duosim audit`; a warning too with `--strict`).
    public enum Severity: String, Sendable, CaseIterable, Comparable {
        case note
        case warning
        case error

        var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        /// Orders severities from note to error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// `fold`, `inactiveFold`, `occlusion`, `sideBar`, `safeArea`, `offWindow`.
    public enum Kind: String, Sendable, CaseIterable {
        case fold, inactiveFold, occlusion, sideBar, safeArea, offWindow
    }

    /// The control's id.
    public var control: String
    /// What it collides with, by kind.
    public var kind: Kind
    /// How bad it is.
    public var severity: Severity
    /// What it collides with: `fold`, a region id, `sideBar`, `safeArea`, an edge.
    public var with: String
    /// By how many points (the overlap across the obstacle, or the distance outside).
    public var amount: Double
    /// For an occlusion: the overlap's size.
    public var overlap: Size?
}
