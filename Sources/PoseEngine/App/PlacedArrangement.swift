// MARK: - PlacedArrangement

/// The arrangement's panes.
public struct PlacedArrangement: Hashable, Sendable {
    /// Split side by side or overlaid.
    public var style: ArrangementSpec.Style
    /// The split axis, or `nil` when one view shows or the views overlay.
    public var axis: ArrangementAxis?
    /// The panes by id (`primary`, `secondary`), in window coordinates.
    public var panes: [Pane]
    /// Why it looks this way, for people.
    public var reason: String
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
