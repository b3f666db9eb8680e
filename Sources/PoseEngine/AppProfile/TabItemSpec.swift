// MARK: - TabItemSpec

/// One tab.
public struct TabItemSpec: Sendable, Hashable {
    /// The tab's id.
    public var id: String
    /// Its title.
    public var title: String
    /// Its SF Symbol name.
    public var symbol: String
    /// A badge count, if any.
    public var badge: Int?

    public init(id: String, title: String, symbol: String, badge: Int? = nil) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.badge = badge
    }
}
