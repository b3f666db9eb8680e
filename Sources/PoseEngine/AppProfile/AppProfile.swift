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
        didSet { toolbarPlan = ToolbarPlan(toolbarItems, groups: groupPriorities, readings: readings) }
    }
    /// Items the app adds to the overflow menu itself (`additionalOverflowItems`): only ever in
    /// the menu, whose button then always shows (Docs/DOMAIN.md §5).
    public var additionalOverflowItems: [OverflowItemSpec] = []
    /// `UISupportedInterfaceOrientations`: the interface orientations the app allows (nil: both).
    public var supportedOrientations: [Orientation]?
    /// `UIRequiresFullScreen`: the app opts out of Split View and always has the whole display.
    public var requiresFullScreen = false
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
        didSet { toolbarPlan = ToolbarPlan(toolbarItems, groups: groupPriorities, readings: readings) }
    }
    /// The reading duosim simulates wherever the documents leave room (Docs/DOMAIN.md §9, §10).
    public var readings = Readings() {
        didSet { toolbarPlan = ToolbarPlan(toolbarItems, groups: groupPriorities, readings: readings) }
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
    /// Where each entry with an id (a toolbar item, a tab, a presentation, a control) is in the
    /// file the profile was decoded from, by id; empty for a profile made in code.
    package var sourceSpans: [String: SourceSpan] = [:]

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
        toolbarPlan = toolbarItems.isEmpty ? .none : ToolbarPlan(toolbarItems, groups: [:], readings: Readings())
    }
}
