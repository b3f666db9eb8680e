// MARK: - WindowID

/// The windows duosim knows: one full-screen window, or the two halves of Split View.
public enum WindowID: String, Sendable, CaseIterable, Codable {
    case main
    case left
    case right
    case top
    case bottom
}
