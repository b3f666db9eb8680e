// MARK: - SizeClasses

/// The horizontal and vertical size classes of a window.
public struct SizeClasses: Hashable, Sendable, Codable {
    /// The horizontal size class.
    public var horizontal: SizeClass
    /// The vertical size class.
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
