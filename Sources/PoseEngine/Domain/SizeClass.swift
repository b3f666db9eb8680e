// MARK: - SizeClass

/// A `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, CaseIterable {
    case compact
    case regular
}
