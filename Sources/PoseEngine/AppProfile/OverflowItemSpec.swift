// MARK: - OverflowItemSpec

/// An item the app adds to the overflow menu itself (`additionalOverflowItems`, a
/// `ToolbarOverflowMenu`'s content): it is only ever in the menu, which then always shows its
/// button (Docs/DOMAIN.md §5).
public struct OverflowItemSpec: Sendable, Hashable {
    /// The item's id, unique among items, tabs, presentations and controls.
    public var id: String
    /// Its title, which the menu shows beside the symbol.
    public var title: String
    /// An SF Symbol name, if any.
    public var symbol: String?

    public init(id: String, title: String, symbol: String? = nil) {
        self.id = id
        self.title = title
        self.symbol = symbol
    }
}

/// One entry of the overflow menu, as it shows there.
public struct OverflowMenuEntry: Sendable, Hashable {
    /// Where the entry comes from.
    public enum Origin: String, Sendable, CaseIterable {
        /// A toolbar item with no room in its bar.
        case overflowed
        /// One of the app's `additionalOverflowItems`.
        case additional
    }

    /// What the entry shows: a menu shows an icon and a title where a bar shows the icon alone.
    public enum Shows: String, Sendable, CaseIterable {
        case symbolAndTitle
        case title
    }

    /// The item's id.
    public var id: String
    /// Its title.
    public var title: String
    /// Its SF Symbol, if any.
    public var symbol: String?
    /// Where it comes from.
    public var origin: Origin

    /// A menu row shows the symbol and the title; an item without a symbol, its title.
    public var shows: Shows { symbol == nil ? .title : .symbolAndTitle }
}
