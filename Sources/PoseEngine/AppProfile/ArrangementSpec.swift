// MARK: - ArrangementSpec

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
    /// `overlayArrangementEdge`: the horizontal edge the primary view stands at, over the
    /// secondary and, parted by a vertical fold, on that side of it (nil: trailing, as before).
    public var overlayEdge: OverlayEdge?
    /// The primary view's share along the split's axis while no fold divides it, or of the
    /// overlay's width at its edge (nil: halves for a split, the whole area for an overlay).
    public var ratio: Double?
    /// The overlaid primary view's size at its edge (an overlay; nil: from `ratio`, full height).
    public var overlaySize: Size?
    /// `overlayArrangementZIndex` of the primary and the secondary view (nil: the primary on top).
    public var zIndex: ZIndex?
    /// The secondary view is collapsed: only the primary shows.
    public var secondaryCollapsed = false
    /// What the arrangement view is placed inside, of what 003 says it mustn't be (`none`: none).
    public var inside: Enclosure = .none

    /// `overlayArrangementZIndex`: each view's z-index in an overlay (the higher one is on top).
    public struct ZIndex: Sendable, Hashable {
        public var primary: Double
        public var secondary: Double

        public init(primary: Double, secondary: Double) {
            self.primary = primary
            self.secondary = secondary
        }
    }

    /// The horizontal edges an overlay's primary view may stand at.
    public enum OverlayEdge: String, Sendable, CaseIterable {
        case leading, trailing
    }

    /// Containers an arrangement view mustn't be inside (003), besides a NavigationSplitView (the app's container).
    public enum Enclosure: String, Sendable, CaseIterable {
        case none, list, scrollView
    }

    /// Whether the profile gives any of the keys beyond style, axes, priorities and minimum size.
    public var usesOptions: Bool {
        overlayEdge != nil || ratio != nil || overlaySize != nil || zIndex != nil || secondaryCollapsed
            || inside != .none
    }

    /// Equal when every key is.
    public static func == (lhs: ArrangementSpec, rhs: ArrangementSpec) -> Bool {
        lhs.style == rhs.style && lhs.axes == rhs.axes && lhs.primaryLayoutPriority == rhs.primaryLayoutPriority
            && lhs.secondaryLayoutPriority == rhs.secondaryLayoutPriority
            && lhs.minimumPaneSize == rhs.minimumPaneSize && lhs.overlayEdge == rhs.overlayEdge
            && lhs.ratio == rhs.ratio && lhs.overlaySize == rhs.overlaySize && lhs.zIndex == rhs.zIndex
            && lhs.secondaryCollapsed == rhs.secondaryCollapsed && lhs.inside == rhs.inside
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(axes)
        hasher.combine(primaryLayoutPriority)
        hasher.combine(secondaryLayoutPriority)
        hasher.combine(minimumPaneSize)
        hasher.combine(overlayEdge)
        hasher.combine(ratio)
        hasher.combine(overlaySize)
        hasher.combine(zIndex)
        hasher.combine(secondaryCollapsed)
        hasher.combine(inside)
    }

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

/// The axes an arrangement may split along.
public enum ArrangementAxis: String, Sendable, CaseIterable {
    /// Side by side.
    case horizontal
    /// One above the other.
    case vertical
}

extension ArrangementSpec {
    typealias Keys = AppProfile.Keys

    /// The arrangement's edge, ratio, overlay size, z-indices, collapse and what it is inside (Docs/DOMAIN.md §6).
    mutating func readOptions(_ node: JSONNode) throws {
        let overlayKeys = ["overlayArrangementEdge", "overlaySize", "overlayArrangementZIndex"]
        if style != .overlay, let given = try overlayKeys.first(where: { try node.optionalMember($0) != nil }) {
            throw try node.member(given).error("only an overlay has \(given)")
        }
        overlayEdge = try node.readIfPresent(Keys.overlayArrangementEdge)
        ratio = try node.readIfPresent(Keys.ratio)
        if let size = try node.readIfPresent(Keys.overlaySize) {
            try size.checkKeys(Keys.overlaySize.object)
            overlaySize = Size(width: try size.read(Keys.overlayWidth), height: try size.read(Keys.overlayHeight))
        }
        if let z = try node.readIfPresent(Keys.overlayArrangementZIndex) {
            try z.checkKeys(Keys.overlayArrangementZIndex.object)
            zIndex = ZIndex(primary: try z.read(Keys.primaryZIndex), secondary: try z.read(Keys.secondaryZIndex))
        }
        secondaryCollapsed = try node.read(Keys.secondaryCollapsed)
        inside = try node.read(Keys.inside)
    }
}
