// MARK: - ToolbarItemSpec

/// One toolbar item.
public struct ToolbarItemSpec: Sendable, Hashable {
    /// The item's id, unique in the profile.
    public var id: String
    /// Its title, shown when there is room.
    public var title: String
    /// An SF Symbol name; an item without one is text-only and stays horizontal.
    public var symbol: String?
    /// Where the item goes (navigation bar, bottom bar, principal, …).
    public var placement: BarItemPlacement
    /// The group it overflows with (its own id when alone).
    public var group: String
    /// The item's own priority; nil: its group's (`.automatic` is standard).
    public var visibilityPriority: VisibilityPriority
    /// Whether `visibilityPriority` was set on the item (else the group's applies).
    public var hasOwnPriority: Bool
    /// Higher or lower than another item.
    public var relativePriority: RelativePriority?
    /// Whether it stays in the bar when bars turn vertical.
    public var axisBehavior: AxisBehavior
    /// A button, a custom view or a spacer.
    public var kind: ToolbarItemKind
    /// A fixed spacer's height in the column (nil: an item's height).
    public var spacerHeight: Double?
    /// A badge count, which keeps the item out of the overflow menu longer.
    public var badge: Int?

    public init(
        id: String, title: String, symbol: String?, placement: BarItemPlacement, group: String,
        visibilityPriority: VisibilityPriority = .standard, axisBehavior: AxisBehavior = .automatic, badge: Int? = nil,
        kind: ToolbarItemKind = .button, hasOwnPriority: Bool = true, relativePriority: RelativePriority? = nil,
        spacerHeight: Double? = nil
    ) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.placement = placement
        self.group = group
        self.visibilityPriority = visibilityPriority
        self.hasOwnPriority = hasOwnPriority
        self.relativePriority = relativePriority
        self.axisBehavior = axisBehavior
        self.kind = kind
        self.spacerHeight = spacerHeight
        self.badge = badge
    }

    /// Whether the item is a flexible or fixed spacer (it takes no slot in a vertical bar).
    public var isSpacer: Bool { traits.isSpacer }

    /// Whether the item stays in a horizontal bar when the bars go vertical (Docs/DOMAIN.md §5):
    /// `horizontalOnly` always; `automatic` for a title-only item or a custom view; never `verticalPreferred`.
    public var staysHorizontal: Bool { traits.staysHorizontal }

    /// Navigation, cancellation and pinned prominent items never overflow; nor do spacers (they go with their neighbours).
    public var neverOverflows: Bool { traits.neverOverflows }

    /// The top of the column: navigation and cancellation first, then pinned prominent actions.
    var columnRank: Int { traits.columnRank }

    /// What the bar layouts ask of the item, without its strings.
    var traits: ItemTraits {
        ItemTraits(
            placement: placement, kind: kind, axisBehavior: axisBehavior, hasSymbol: symbol != nil,
            spacerHeight: spacerHeight)
    }
}
