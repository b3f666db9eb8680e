// MARK: - HingeStatus

/// The hinge's state, as `UIDevice` reports it.
public enum HingeStatus: String, Sendable, CaseIterable, Codable {
    case closed
    case partiallyOpen
    case fullyOpen
}
