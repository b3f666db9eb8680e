// MARK: - Orientation

/// The interface orientation of a display.
public enum Orientation: String, Sendable, CaseIterable, Codable {
    case portrait
    case landscape

    /// The other orientation.
    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }

    /// The orientation of an area of `size`: landscape when wider than tall.
    public init(of size: Size) {
        self = size.width > size.height ? .landscape : .portrait
    }
}
