// MARK: - PlacedArrangement

/// The arrangement's panes.
public struct PlacedArrangement: Hashable, Sendable {
    /// Split side by side or overlaid.
    public var style: ArrangementSpec.Style
    /// The split axis, or `nil` when one view shows or the views overlay.
    public var axis: ArrangementAxis?
    /// The panes by id (`primary`, `secondary`), in window coordinates.
    public var panes: [Pane]
    /// Why it looks this way (Reports writes it in words).
    public var reason: Reason
    /// What the profile's edge, ratio, z-indices and collapse came to, when it gives any, or
    /// when the arrangement is where 003 says it mustn't be (nil otherwise: nothing to say).
    public var options: Options?

    /// One of the arrangement's views where it stands.
    public struct Pane: Hashable, Sendable, Codable {
        /// `primary` or `secondary`.
        public var id: String
        /// In window coordinates.
        public var frame: Rect

        public init(_ id: String, _ frame: Rect) {
            self.id = id
            self.frame = frame
        }
    }

    /// Why an arrangement looks the way it does.
    public enum Reason: Hashable, Sendable {
        /// The secondary view is collapsed: only the primary view shows.
        case secondaryCollapsed
        /// An overlay's views one over the other (`cause`: why no fold parts them), the primary at
        /// `primaryEdge` when the profile sizes it, the secondary on top when its z-index says so.
        case overlaid(OverlayCause, primaryEdge: ArrangementSpec.OverlayEdge?, secondaryOnTop: Bool)
        /// An overlay's views side by side on the fold's two sides, the primary at `primaryEdge`.
        case partedSideBySide(primaryEdge: ArrangementSpec.OverlayEdge)
        /// An overlay's views above and below the fold: the primary below, the secondary on top.
        case partedAboveAndBelow
        /// A split showing one view (`view`: `primary` or `secondary`), and why.
        case oneView(String, because: OneViewCause)
        /// A split along `axis`, divided at the fold when `atFold`.
        case split(ArrangementAxis, atFold: Bool)
    }

    /// Why an overlay's views aren't parted by a fold.
    public enum OverlayCause: Hashable, Sendable {
        /// No active fold crosses the area.
        case noFold
        /// The fold would part the views along this axis, which isn't allowed.
        case axisNotAllowed(ArrangementAxis)
    }

    /// Why a split shows one view.
    public enum OneViewCause: Hashable, Sendable {
        /// Its natural axis (this one) isn't allowed.
        case naturalAxisNotAllowed(ArrangementAxis)
        /// A compact size class, with the reading `compactSplit: anyCompact`.
        case compactSizeClass
        /// A horizontal split needs regular width.
        case needsRegularWidth
        /// A vertical split needs regular height.
        case needsRegularHeight
        /// The fold runs along the split, so the views can't sit on its two sides.
        case foldAlongSplit
        /// A pane would be smaller than its minimum.
        case paneBelowMinimum
    }

    /// The arrangement's options as laid out (Docs/DOMAIN.md §6).
    public struct Options: Hashable, Sendable {
        /// An overlay's edge for its primary view, physical side resolved by the layout direction.
        public var overlayEdge: ArrangementSpec.OverlayEdge?
        /// The primary view's share, when the profile gives one.
        public var ratio: Double?
        /// The view on top, for an overlay (`primary` or `secondary`).
        public var onTop: String?
        /// The secondary view is collapsed.
        public var secondaryCollapsed: Bool
        /// The container it is inside that 003 rules out (`navigationSplitView`, `list`, `scrollView`), if any.
        public var insideContainer: String?
    }

    /// Equal when style, axis and reason agree (the panes follow from them).
    public static func == (lhs: PlacedArrangement, rhs: PlacedArrangement) -> Bool {
        lhs.style == rhs.style && lhs.axis == rhs.axis && lhs.reason == rhs.reason && lhs.options == rhs.options
            && lhs.panes == rhs.panes
    }
    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(panes.map(\.frame))
    }
}
