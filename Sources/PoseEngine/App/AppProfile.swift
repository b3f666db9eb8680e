// MARK: - AppProfile

/// An app's bars, grid, arrangement and presentations, described once in JSON so duosim
/// can show where they go in every pose (Docs/DOMAIN.md §5, §6).
public struct AppProfile: Sendable, Hashable {
    /// The profile's file name, without `.json`.
    public var name: String
    /// The app's name as people read it.
    public var displayName: String
    /// What gives way first when the side column is too short.
    public var compression: BarCompression
    /// `false`: the app opts out of vertical bars; they stay horizontal in every pose.
    public var allowsVerticalBars: Bool
    /// The toolbar's items, in the order the app declares them.
    public var toolbarItems: [ToolbarItemSpec] {
        didSet { toolbarPlan = ToolbarPlan(toolbarItems, groups: groupPriorities) }
    }
    /// The tab bar's items, in order.
    public var tabItems: [TabItemSpec]
    /// An adaptive grid of items, if the app has one.
    public var grid: AdaptiveGridSpec?
    /// A two-view arrangement, if the app has one.
    public var arrangement: ArrangementSpec?
    /// The sheets and alerts the app presents.
    public var presentations: [PresentationSpec]
    /// Custom controls the app places itself.
    public var controls: [ControlSpec] = [] {
        didSet { controlGroups = ControlGroups(controls) }
    }
    /// The controls by group, kept with them (derived: set whenever `controls` is).
    private(set) var controlGroups = ControlGroups.none
    /// `visibilityPriority` given to whole groups (`ToolbarItemGroup`), by group id.
    public var groupPriorities: [String: VisibilityPriority] = [:] {
        didSet { toolbarPlan = ToolbarPlan(toolbarItems, groups: groupPriorities) }
    }
    /// The toolbar as the bar layouts read it (derived: set whenever the items or group priorities are).
    private(set) var toolbarPlan: ToolbarPlan
    /// What owns the bars: only a container's bars go vertical; a custom toolbar's stay horizontal.
    public var container: Container = .navigationStack
    /// A NavigationSplitView's columns (with `container: navigationSplitView`).
    public var splitColumns: SplitColumnsSpec?
    /// Windows in which the app disables side bars (`toolbarVerticalBehavior(.disabled)`).
    public var verticalBarsDisabledIn: Set<WindowID> = []
    /// `.sidebarAdaptable`: the tab bar shows as a sidebar on the inner display.
    public var tabBarStyle: TabBarStyle = .automatic
    /// The sidebar's width when the tab bar shows as one.
    public var tabSidebarWidth: Double?

    /// The containers that own bars (Docs/DOMAIN.md §5).
    public enum Container: String, Sendable, Hashable, CaseIterable {
        case navigationStack
        case tabView
        case navigationSplitView
        /// A custom toolbar, navigation bar or tab bar, owned by no container: its bars stay horizontal.
        case custom
    }

    /// How the app's tab bar shows: a bar, or a sidebar where there is room.
    public enum TabBarStyle: String, Sendable, Hashable, CaseIterable {
        case automatic
        case sidebarAdaptable
    }

    public init(
        name: String, displayName: String, compression: BarCompression = .automatic, allowsVerticalBars: Bool = true,
        toolbarItems: [ToolbarItemSpec] = [], tabItems: [TabItemSpec] = [], grid: AdaptiveGridSpec? = nil,
        arrangement: ArrangementSpec? = nil, presentations: [PresentationSpec] = []
    ) {
        self.name = name
        self.displayName = displayName
        self.compression = compression
        self.allowsVerticalBars = allowsVerticalBars
        self.toolbarItems = toolbarItems
        self.tabItems = tabItems
        self.grid = grid
        self.arrangement = arrangement
        self.presentations = presentations
        toolbarPlan = toolbarItems.isEmpty ? .none : ToolbarPlan(toolbarItems, groups: [:])
    }
}

// MARK: - Bars

/// `toolbarVerticalCompressionBehavior`: which bar gives way first (Docs/DOMAIN.md §5).
public enum BarCompression: String, Sendable, CaseIterable {
    /// The default, navigation-focused: toolbar items overflow first; the tab bar stays whole while it fits.
    case automatic
    /// Navigation-focused, said explicitly: the tab bar is kept, toolbar items overflow.
    case prefersTabBar
    /// Task-oriented: the tab bar is minimized first, toolbar items are kept.
    case prefersToolbarItems

    /// The names earlier profiles used, read as the API's.
    public static let legacyNames: [String: BarCompression] = [
        "navigationFocused": .automatic, "taskOriented": .prefersToolbarItems,
    ]
}

/// Where an item sits in the bars.
public enum BarItemPlacement: String, Sendable, CaseIterable {
    /// Primary navigation (Back): top of the column, never overflow.
    case navigation
    /// A custom Back or Close (`cancellationAction`): at the top of the column, never overflows.
    case cancellationAction
    /// Pinned prominent actions (Done): after navigation, never overflow.
    case prominent
    /// A prominent action pinned to the top bar's trailing end (`topBarPinnedTrailing`): like `prominent`.
    case topBarPinnedTrailing
    /// Items from the top bar.
    case topBar
    /// Items from the bottom bar, after a space.
    case bottomBar
}

/// `visibilityPriority`: what overflows first.
public enum VisibilityPriority: String, Sendable, CaseIterable, Comparable {
    case low
    case standard
    case high

    var rank: Int { self == .low ? 0 : self == .standard ? 1 : 2 }
    /// Orders priorities from low to high.
    public static func < (lhs: VisibilityPriority, rhs: VisibilityPriority) -> Bool { lhs.rank < rhs.rank }
}

/// `axisBehavior`: whether an item may go into the side column.
public enum AxisBehavior: String, Sendable, CaseIterable {
    /// Items with a symbol go into the column; title-only items and custom views stay horizontal.
    case automatic
    /// Stays in a horizontal bar in every pose (its text carries meaning).
    case horizontalOnly
    /// A title-only item or a custom view goes into the column too.
    case verticalPreferred
}

/// What an item is: a button, a custom view, or a spacer.
public enum ToolbarItemKind: String, Sendable, CaseIterable {
    case button
    case customView
    /// Zero height in the column.
    case flexibleSpacer
    /// Keeps its height in the column.
    case fixedSpacer
}

/// A priority relative to another item (`.higher(than:)` / `.lower(than:)`).
public struct RelativePriority: Sendable, Hashable {
    /// Whether the item ranks above `other` (`higherThan`) rather than below it.
    public var higher: Bool
    /// The item or group it ranks against.
    public var other: String
    public init(higher: Bool, other: String) {
        self.higher = higher
        self.other = other
    }
}

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

/// What the bar layouts ask of a toolbar item: its placement and kind, none of its strings, so
/// reading one from an array copies nothing (a layout reads them many times per item).
struct ItemTraits: Sendable, Hashable {
    var placement: BarItemPlacement
    var kind: ToolbarItemKind
    var axisBehavior: AxisBehavior
    var hasSymbol: Bool
    var spacerHeight: Double?

    /// The traits of each of `items`, in order.
    static func of(_ items: [ToolbarItemSpec]) -> [ItemTraits] {
        var traits: [ItemTraits] = []
        traits.reserveCapacity(items.count)
        for index in items.indices {
            traits.append(
                ItemTraits(
                    placement: items[index].placement, kind: items[index].kind,
                    axisBehavior: items[index].axisBehavior, hasSymbol: items[index].symbol != nil,
                    spacerHeight: items[index].spacerHeight))
        }
        return traits
    }

    var isSpacer: Bool { kind == .flexibleSpacer || kind == .fixedSpacer }

    var isBottom: Bool { placement == .bottomBar }

    var staysHorizontal: Bool {
        switch axisBehavior {
        case .horizontalOnly: return true
        case .verticalPreferred: return false
        case .automatic: return !isSpacer && (!hasSymbol || kind == .customView)
        }
    }

    var neverOverflows: Bool { placement != .topBar && placement != .bottomBar }

    var columnRank: Int {
        switch placement {
        case .cancellationAction, .navigation: return 0
        case .prominent, .topBarPinnedTrailing: return 1
        case .topBar: return 2
        case .bottomBar: return 3
        }
    }
}

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

// MARK: - Layout helpers

/// An adaptive grid: `GridItem(.adaptive(minimum:))` with spacing and padding.
public struct AdaptiveGridSpec: Sendable, Hashable {
    /// The narrowest an item may be, in points.
    public var minimumItemWidth: Double
    /// The space between columns, in points.
    public var spacing: Double
    /// The space at each side of the grid, in points.
    public var padding: Double
    /// How an odd column count is made even when a fold exists (Contradictions 4).
    public var evenColumns: EvenColumnRule
    /// The direction the grid scrolls: it needs to avoid only a fold across that direction.
    public var scrollAxis: ArrangementAxis

    public init(
        minimumItemWidth: Double, spacing: Double, padding: Double, evenColumns: EvenColumnRule = .roundDown,
        scrollAxis: ArrangementAxis = .vertical
    ) {
        self.minimumItemWidth = minimumItemWidth
        self.spacing = spacing
        self.padding = padding
        self.evenColumns = evenColumns
        self.scrollAxis = scrollAxis
    }
}

/// The two readings of the even-column rule (Docs/DOMAIN.md §6, Contradictions 4).
public enum EvenColumnRule: String, Sendable, CaseIterable {
    /// One source: round an odd count down to even, so items are never narrower than their minimum (the default).
    case roundDown
    /// Another source's sketch: add one column.
    case addOne
}

/// The axes an arrangement may split along.
public enum ArrangementAxis: String, Sendable, CaseIterable {
    /// Side by side.
    case horizontal
    /// One above the other.
    case vertical
}

/// An arrangement view: two views split or overlaid.
public struct ArrangementSpec: Sendable, Hashable {
    /// Side by side (`split`) or one over the other (`overlay`).
    public enum Style: String, Sendable, CaseIterable {
        case split
        case overlay
    }

    /// How the two views share the window.
    public var style: Style
    /// The axes the app allows, in its order of preference.
    public var axes: [ArrangementAxis]
    /// The primary view's layout priority.
    public var primaryLayoutPriority: Double
    /// The secondary view's layout priority.
    public var secondaryLayoutPriority: Double
    /// The smallest a pane may be for an axis to fit.
    public var minimumPaneSize: Size

    public init(
        style: Style, axes: [ArrangementAxis], primaryLayoutPriority: Double, secondaryLayoutPriority: Double,
        minimumPaneSize: Size
    ) {
        self.style = style
        self.axes = axes
        self.primaryLayoutPriority = primaryLayoutPriority
        self.secondaryLayoutPriority = secondaryLayoutPriority
        self.minimumPaneSize = minimumPaneSize
    }
}

/// A presented sheet or alert.
public struct PresentationSpec: Sendable, Hashable {
    /// A sheet or an alert.
    public enum Kind: String, Sendable, CaseIterable {
        case sheet
        case alert
    }

    /// `presentationPlacement`: which side of a fold a sheet takes.
    public enum Placement: String, Sendable, CaseIterable {
        case leading
        case trailing
    }

    /// The presentation's id.
    public var id: String
    /// Sheet or alert.
    public var kind: Kind
    /// A sheet's preferred size (alerts take the device's alert size).
    public var size: Size?
    /// Which side a sheet prefers when the fold splits the window.
    public var placement: Placement
    /// `toolbarVerticalBehavior(.disabled)` on the presentation: its bars stay horizontal.
    public var allowsVerticalBars: Bool

    public init(id: String, kind: Kind, size: Size?, placement: Placement = .leading, allowsVerticalBars: Bool = true) {
        self.id = id
        self.kind = kind
        self.size = size
        self.placement = placement
        self.allowsVerticalBars = allowsVerticalBars
    }
}

/// A NavigationSplitView: a sidebar, an optional content column, the detail, an optional inspector.
public struct SplitColumnsSpec: Sendable, Hashable {
    /// The sidebar column's width, in points.
    public var sidebarWidth: Double
    /// The content column's width, for three columns.
    public var contentWidth: Double?
    /// The inspector's width, when the app has one.
    public var inspectorWidth: Double?

    public init(sidebarWidth: Double, contentWidth: Double? = nil, inspectorWidth: Double? = nil) {
        self.sidebarWidth = sidebarWidth
        self.contentWidth = contentWidth
        self.inspectorWidth = inspectorWidth
    }
}
