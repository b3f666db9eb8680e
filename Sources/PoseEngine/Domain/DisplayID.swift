// MARK: - DisplayID

/// One of the two displays.
public enum DisplayID: String, Sendable, CaseIterable, Comparable, Codable {
    case outer
    case inner

    /// Orders the displays: outer before inner.
    public static func < (lhs: DisplayID, rhs: DisplayID) -> Bool {
        lhs == .outer && rhs == .inner
    }
}
