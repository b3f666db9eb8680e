// MARK: - BarLayout

/// The side column, or the horizontal bars.
public struct BarLayout: Hashable, Sendable {
    /// Whether bars stand vertically (a side bar) or lie horizontally.
    public enum Axis: String, Sendable { case vertical, horizontal }

    /// The bars' axis in this window.
    public var axis: Axis
    /// The side column's physical edge (vertical bars only).
    public var edge: PhysicalEdge?
    /// The column's frame (vertical) or the navigation bar's (horizontal).
    public var frame: Rect
    /// The top of the column reserved for the island and the status area.
    public var statusFrame: Rect?
    /// Toolbar items shown, in order, with the overflow button last when anything overflowed.
    public var items: [PlacedItem]
    /// Items that overflowed into the overflow menu, in their bar order.
    public var overflowed: [String]
    /// Text-only and horizontal-only items, kept in a horizontal bar.
    public var horizontalItems: [String]
    /// The tab bar, when the app has tabs.
    public var tabBar: PlacedTabBar?
    /// The overflow menu's entries: the items that overflowed, in bar order, then the app's own
    /// `additionalOverflowItems` (Docs/DOMAIN.md §5). Each shows its symbol and its title there,
    /// where a side column shows the symbol alone.
    public var overflowMenu: [OverflowMenuEntry] = []

    /// Whether the menu holds items the app added itself (its button then always shows).
    public var hasAdditionalOverflowItems: Bool { overflowMenu.contains { $0.origin == .additional } }

    /// The app has no bars at all (a game).
    public var isEmpty: Bool { items.isEmpty && tabBar == nil && horizontalItems.isEmpty && frame.height == 0 }
}

/// A toolbar item with its frame.
public struct PlacedItem: Hashable, Sendable {
    /// The item's id from the profile (`more` for the overflow button).
    public var id: String
    /// Its SF Symbol name, if any.
    public var symbol: String?
    /// Its title from the profile; empty for a button the engine adds (the overflow button, the
    /// More tab), whose words are the caller's to write from its `role` (duosim's: Reports').
    public var title: String
    /// Its badge count, if any.
    public var badge: Int?
    /// Where it is drawn, in window coordinates.
    public var frame: Rect
    /// An item of the app, or a button the engine adds.
    public var role: Role

    /// The overflow button (`•••`) or the More tab rather than an item of the app.
    public var isOverflowButton: Bool { role != .item }

    /// What a placed item is.
    public enum Role: Hashable, Sendable {
        /// An item (or a tab) of the app's profile.
        case item
        /// The toolbar's overflow button; `count`: how many entries the menu it opens holds, when
        /// its title shows them (a side column's), `nil` when it doesn't (a horizontal bar's).
        case overflowButton(count: Int?)
        /// The tab bar's More tab, which holds the tabs that don't fit (`tabBarOverflow: moreTab`).
        case moreTab
    }
}

/// The tab bar: its items, and whether it is minimized to one.
public struct PlacedTabBar: Hashable, Sendable {
    /// The tab bar's frame, in window coordinates.
    public var frame: Rect
    /// Whether the bar is minimized (scrolled away).
    public var minimized: Bool
    /// The tabs, placed.
    public var items: [PlacedItem]
    /// A bar, or a sidebar for a sidebar-adaptable tab bar on the inner display.
    public var style: Style = .bar
    /// Tabs in the More tab (`tabBarOverflow: moreTab`), or, in a sidebar, the tabs below its
    /// visible part (the list scrolls), in their order.
    public var overflowed: [String] = []

    /// How the tab bar shows.
    public enum Style: String, Hashable, Sendable {
        case bar, sidebar
    }
}
