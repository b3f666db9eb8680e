// MARK: - SizeClass

/// A `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, CaseIterable, Codable {
    case compact
    case regular
}
