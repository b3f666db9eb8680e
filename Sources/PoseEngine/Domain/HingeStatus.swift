// MARK: - HingeStatus

/// The hinge's state, as `UIDevice` reports it.
public enum HingeStatus: String, Sendable, CaseIterable {
    case closed
    case partiallyOpen
    case fullyOpen
}
