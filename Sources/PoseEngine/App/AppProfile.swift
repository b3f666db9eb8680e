// MARK: - AppProfile

/// An app's bars, grid, arrangement and presentations, described once in JSON so duosim
/// can show where they go in every pose (Docs/DOMAIN.md §5, §6).
public struct AppProfile: Sendable, Hashable {
    public var name: String
    public var displayName: String
    /// What gives way first when the side column is too short.
    public var compression: BarCompression
    /// `false`: the app opts out of vertical bars; they stay horizontal in every pose.
    public var allowsVerticalBars: Bool
    public var toolbarItems: [ToolbarItemSpec]
    public var tabItems: [TabItemSpec]
    public var grid: GridSpec?
    public var arrangement: ArrangementSpec?
    public var presentations: [PresentationSpec]
    /// Custom controls the app places itself.
    public var controls: [ControlSpec] = []

    public init(
        name: String, displayName: String, compression: BarCompression = .navigationFocused, allowsVerticalBars: Bool = true,
        toolbarItems: [ToolbarItemSpec] = [], tabItems: [TabItemSpec] = [], grid: GridSpec? = nil,
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
    }
}

// MARK: - Bars

/// `UIToolbar` compression: which bar gives way first (Docs/DOMAIN.md §5).
public enum BarCompression: String, Sendable, CaseIterable {
    /// The default: toolbar items overflow, the tab bar stays.
    case navigationFocused
    /// `prefersToolbarItems`: the tab bar is minimized, toolbar items are kept.
    case taskOriented
}

/// Where an item sits in the bars.
public enum ToolbarPlacement: String, Sendable, CaseIterable {
    /// Primary navigation and cancellation (Back, Close): top of the column, never overflow.
    case navigation
    /// Pinned prominent actions (Done): after navigation, never overflow.
    case prominent
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
    public static func < (lhs: VisibilityPriority, rhs: VisibilityPriority) -> Bool { lhs.rank < rhs.rank }
}

/// Whether an item may turn vertical.
public enum AxisBehavior: String, Sendable, CaseIterable {
    case automatic
    /// Stays in a horizontal bar in every pose.
    case horizontalOnly
}

/// One toolbar item.
public struct ToolbarItemSpec: Sendable, Hashable {
    public var id: String
    public var title: String
    /// An SF Symbol name; an item without one is text-only and stays horizontal.
    public var symbol: String?
    public var placement: ToolbarPlacement
    public var group: String
    public var visibilityPriority: VisibilityPriority
    public var axisBehavior: AxisBehavior
    public var badge: Int?

    public init(
        id: String, title: String, symbol: String?, placement: ToolbarPlacement, group: String,
        visibilityPriority: VisibilityPriority = .standard, axisBehavior: AxisBehavior = .automatic, badge: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.placement = placement
        self.group = group
        self.visibilityPriority = visibilityPriority
        self.axisBehavior = axisBehavior
        self.badge = badge
    }

    /// Text-only and horizontal-only items never go into the side column.
    public var staysHorizontal: Bool { axisBehavior == .horizontalOnly || symbol == nil }
    /// Navigation and pinned prominent items never overflow.
    public var neverOverflows: Bool { placement == .navigation || placement == .prominent }
}

/// One tab.
public struct TabItemSpec: Sendable, Hashable {
    public var id: String
    public var title: String
    public var symbol: String
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
public struct GridSpec: Sendable, Hashable {
    public var minimumItemWidth: Double
    public var spacing: Double
    public var padding: Double

    public init(minimumItemWidth: Double, spacing: Double, padding: Double) {
        self.minimumItemWidth = minimumItemWidth
        self.spacing = spacing
        self.padding = padding
    }
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
    public enum Style: String, Sendable, CaseIterable {
        case split
        case overlay
    }

    public var style: Style
    public var axes: [ArrangementAxis]
    public var primaryLayoutPriority: Double
    public var secondaryLayoutPriority: Double
    /// The smallest a pane may be for an axis to fit.
    public var minimumPaneSize: Size

    public init(style: Style, axes: [ArrangementAxis], primaryLayoutPriority: Double, secondaryLayoutPriority: Double, minimumPaneSize: Size) {
        self.style = style
        self.axes = axes
        self.primaryLayoutPriority = primaryLayoutPriority
        self.secondaryLayoutPriority = secondaryLayoutPriority
        self.minimumPaneSize = minimumPaneSize
    }
}

/// A presented sheet or alert.
public struct PresentationSpec: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case sheet
        case alert
    }

    public var id: String
    public var kind: Kind
    /// A sheet's preferred size (alerts take the device's alert size).
    public var size: Size?

    public init(id: String, kind: Kind, size: Size?) {
        self.id = id
        self.kind = kind
        self.size = size
    }
}
