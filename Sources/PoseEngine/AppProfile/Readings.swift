// MARK: - Readings

/// Where the documents leave room or say two things, the reading duosim simulates: each has a
/// named default and the other reading, chosen in an app profile's `readings` or with
/// `--reading NAME=VALUE` (Docs/DOMAIN.md §9, §10). A reading changes how duosim simulates the
/// system, not the app; the grid's readings are the grid's own fields (`evenColumns`, `activeFold`).
public struct Readings: Sendable, Hashable {
    /// Folded, a NavigationSplitView shows one column on each side of the fold: equal panes (the
    /// narrower side's width each, about the fold) or each filling its side.
    public var foldedColumns: FoldedColumns = .equalPanes
    /// What an arrangement or a grid inside a NavigationSplitView occupies.
    public var splitViewContent: SplitViewContent = .detailColumn
    /// A NavigationSplitView in right-to-left: its detail stands away from the side column.
    public var splitViewBarsInRightToLeft: RightToLeftSplitViewBars = .horizontal
    /// Whether an item's own `visibilityPriority` replaces its group's or orders it within the group.
    public var itemPriority: ItemPriority = .overridesGroup
    /// Which badged items stay visible longest.
    public var badges: Badges = .promoteAutomatic
    /// A navigation-focused app whose tab bar can't fit even with every toolbar item overflowed.
    public var tabBarOverflow: TabBarOverflow = .moreTab
    /// A trailing sheet on the inner display in portrait (the laptop pose).
    public var trailingSheetBarsInPortrait: TrailingSheetBarsInPortrait = .horizontal
    /// Which compact size class makes a split arrangement show one view.
    public var compactSplit: CompactSplit = .alongAxis
    /// What pushes horizontal bars down from the top of a window.
    public var statusArea: StatusArea = .activeOcclusions
    /// Where a presentation presented over another one goes.
    public var nestedPresentations: NestedPresentations = .ownRule
    /// Where horizontal bars put pinned prominent actions (Done).
    public var pinnedActions: PinnedActions = .trailingEnd
    /// Whether horizontal bars and points of the content mirror in right to left.
    public var rightToLeft: RightToLeft = .mirrors
    /// Where the bars of a NavigationSplitView showing its detail alone stand (a Split View window).
    public var detailAloneBars: DetailAloneBars = .windowColumn
    /// A popover a compact width shows as a sheet: a sheet's bars or a popover's.
    public var adaptedPopoverBars: AdaptedPopoverBars = .asSheet
    /// What a popover or a context menu keeps off beside an occlusion (the Live Activity's island).
    public var anchoredOcclusions: AnchoredOcclusions = .frameOnly
    /// Where a custom tab bar's tabs go when an active fold crosses the bar.
    public var customTabBars: CustomTabBars = .sidesOfFold

    public init() {}

    /// `equalPanes` (default): the narrower side's width on each side of the fold, the rest a
    /// margin; `fillSides`: each column fills its side.
    public enum FoldedColumns: String, Sendable, Hashable, CaseIterable {
        case equalPanes, fillSides
    }

    /// `detailColumn` (default): the detail column's frame; `wholeWindow`: the window's content,
    /// over the sidebar.
    public enum SplitViewContent: String, Sendable, Hashable, CaseIterable {
        case detailColumn, wholeWindow
    }

    /// `horizontal` (default): only a detail beside the column goes vertical; `vertical`: the detail's
    /// bars go into the column wherever it stands.
    public enum RightToLeftSplitViewBars: String, Sendable, Hashable, CaseIterable {
        case horizontal, vertical
    }

    /// `overridesGroup` (default): an item's own priority replaces its group's; `refinesGroup`:
    /// groups rank first, an item's own priority orders it within its group.
    public enum ItemPriority: String, Sendable, Hashable, CaseIterable {
        case overridesGroup, refinesGroup
    }

    /// `promoteAutomatic` (default): a badge keeps an item at least high when neither it nor its
    /// group has a priority; `promoteAlways`: also over a priority the developer set.
    public enum Badges: String, Sendable, Hashable, CaseIterable {
        case promoteAutomatic, promoteAlways
    }

    /// `moreTab` (default): the tabs that fit, the last slot a More tab holding the rest (the tab
    /// bar stays); `minimize`: the tab bar is minimized to one tab.
    public enum TabBarOverflow: String, Sendable, Hashable, CaseIterable {
        case moreTab, minimize
    }

    /// `horizontal` (default): inner portrait keeps every bar horizontal; `vertical`: a trailing sheet's
    /// bars go vertical on the inner display whatever its orientation.
    public enum TrailingSheetBarsInPortrait: String, Sendable, Hashable, CaseIterable {
        case horizontal, vertical
    }

    /// `alongAxis` (default): a split needs a regular size class along its axis; `anyCompact`: any
    /// compact size class shows one view.
    public enum CompactSplit: String, Sendable, Hashable, CaseIterable {
        case alongAxis, anyCompact
    }

    /// `activeOcclusions` (default): the status bar's height, or below an active occlusion at the top;
    /// `anyOcclusion`: below any occlusion at the top, inactive included.
    public enum StatusArea: String, Sendable, Hashable, CaseIterable {
        case activeOcclusions, anyOcclusion
    }

    /// `ownRule` (default): by its own kind's rule in the window; `overParent`: inside the
    /// presentation it is presented from.
    public enum NestedPresentations: String, Sendable, Hashable, CaseIterable {
        case ownRule, overParent
    }

    /// `trailingEnd` (default): pinned prominent actions stand at the horizontal top bar's trailing
    /// end, as `topBarPinnedTrailing` says; `besideNavigation`: after Back, in the column's order.
    public enum PinnedActions: String, Sendable, Hashable, CaseIterable {
        case trailingEnd, besideNavigation
    }

    /// `mirrors` (default): horizontal bars run from the leading side and a point of the content
    /// counts from the leading edge, so both flip in right to left; `physical`: they keep the
    /// left-to-right layout (side columns keep their physical side under either).
    public enum RightToLeft: String, Sendable, Hashable, CaseIterable {
        case mirrors, physical
    }

    /// `windowColumn` (default): a NavigationSplitView whose other columns all gave way shows the
    /// detail alone, and its bars go into the window's column on either side; `detailSide`: only
    /// where the column stands on the detail's side (trailing), as while the columns stand.
    public enum DetailAloneBars: String, Sendable, Hashable, CaseIterable {
        case windowColumn, detailSide
    }

    /// `asSheet` (default): a popover adapted to a sheet has a sheet's bars (vertical on the outer
    /// display); `horizontal`: it keeps a popover's horizontal bars.
    public enum AdaptedPopoverBars: String, Sendable, Hashable, CaseIterable {
        case asSheet, horizontal
    }

    /// `frameOnly` (default): a popover or a context menu keeps off an active occlusion's frame,
    /// moved the least way out of it; `largestSide`: it stays in the largest part of its side
    /// beside the occlusion (below the island, across the whole width).
    public enum AnchoredOcclusions: String, Sendable, Hashable, CaseIterable {
        case frameOnly, largestSide
    }

    /// `sidesOfFold` (default): a custom tab bar (`container: custom`) is the app's own chrome, so
    /// its tabs keep wholly on the two sides of an active fold crossing the bar, as custom
    /// controls do; `acrossFold`: the system ignores a custom bar's content, so its tabs stay
    /// evenly across the bar, over the fold.
    public enum CustomTabBars: String, Sendable, Hashable, CaseIterable {
        case sidesOfFold, acrossFold
    }
}
