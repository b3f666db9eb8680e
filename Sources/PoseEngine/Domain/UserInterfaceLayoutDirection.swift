// MARK: - UserInterfaceLayoutDirection

/// The user interface's layout direction.
public enum UserInterfaceLayoutDirection: String, Sendable, CaseIterable, Codable {
    case leftToRight
    case rightToLeft
}
