// MARK: - BarLayout

/// The side column, or the horizontal bars.
public struct BarLayout: Hashable, Sendable {
    public enum Axis: String, Sendable { case vertical, horizontal }

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
    public var tabBar: PlacedTabBar?

    /// The app has no bars at all (a game).
    public var isEmpty: Bool { items.isEmpty && tabBar == nil && horizontalItems.isEmpty && frame.height == 0 }
}

/// A toolbar item with its frame.
public struct PlacedItem: Hashable, Sendable {
    public var id: String
    public var symbol: String?
    public var title: String
    public var badge: Int?
    public var frame: Rect
    /// The overflow button (`•••`) rather than an item of the app.
    public var isOverflowButton: Bool
}

/// The tab bar: its items, and whether it is minimized to one.
public struct PlacedTabBar: Hashable, Sendable {
    public var frame: Rect
    public var minimized: Bool
    public var items: [PlacedItem]
    /// A bar, or a sidebar for a sidebar-adaptable tab bar on the inner display.
    public var style: Style = .bar

    /// How the tab bar shows.
    public enum Style: String, Hashable, Sendable {
        case bar, sidebar
    }
}
