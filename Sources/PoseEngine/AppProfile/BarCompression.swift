// MARK: - BarCompression

/// `toolbarVerticalCompressionBehavior`: which bar gives way first (Docs/DOMAIN.md §5).
public enum BarCompression: String, Sendable, CaseIterable {
    /// The default, navigation-focused: toolbar items overflow first; the tab bar stays whole while it fits.
    case automatic
    /// Navigation-focused, said explicitly: the tab bar is kept, toolbar items overflow.
    case prefersTabBar
    /// Task-oriented: the tab bar is minimized first, toolbar items are kept.
    case prefersToolbarItems

    /// The names earlier profiles used, read as the API's.
    package static let legacyNames: [String: BarCompression] = [
        "navigationFocused": .automatic, "taskOriented": .prefersToolbarItems,
    ]
}
