// The words of the domain, named as Apple's API names them (Docs/DOMAIN.md).

// MARK: - HingeStatus

/// The hinge's state, as `UIDevice` reports it.
public enum HingeStatus: String, Sendable, CaseIterable {
    case closed
    case partiallyOpen
    case fullyOpen
}

// MARK: - DisplayID

/// One of the two displays.
public enum DisplayID: String, Sendable, CaseIterable, Comparable {
    case outer
    case inner

    /// Orders the displays: outer before inner.
    public static func < (lhs: DisplayID, rhs: DisplayID) -> Bool {
        lhs == .outer && rhs == .inner
    }
}

// MARK: - Orientation

/// The interface orientation of a display.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait
    case landscape

    /// The other orientation.
    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }

    /// The orientation of an area of `size`: landscape when wider than tall.
    public init(of size: Size) {
        self = size.width > size.height ? .landscape : .portrait
    }
}

// MARK: - UserInterfaceLayoutDirection

/// The user interface's layout direction.
public enum UserInterfaceLayoutDirection: String, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

// MARK: - LayoutDirectionBehavior

/// How a region query treats right-to-left: `.mirrors` flips frames, `.fixed` keeps them physical.
public enum LayoutDirectionBehavior: String, Sendable, CaseIterable {
    case mirrors
    case fixed
}

// MARK: - PartialRegionMode

/// How a region that only partly overlaps the view is reported (Docs/DOMAIN.md, Contradictions 1).
public enum PartialRegionMode: String, Sendable, CaseIterable {
    /// Clipped to the view, as measured in Split View (the 13.5 pt sliver). The default.
    case clip
    /// Whole, possibly starting at negative coordinates or extending past the view, as documented.
    case extend
}

// MARK: - ReservedRegionKind

/// What a reserved region is.
public enum ReservedRegionKind: String, Sendable, CaseIterable {
    /// The fold: it splits the space.
    case division
    /// Pixels a camera or the Dynamic Island covers.
    case occlusion
}

// MARK: - FoldSide

/// Where a window lies relative to the fold (Docs/DOMAIN.md §4).
public enum FoldSide: String, Sendable, CaseIterable {
    case leftOfFold
    case rightOfFold
    case aboveFold
    case belowFold
    case acrossFold
    case noFold
}

// MARK: - ToolbarVerticalEdge

/// The edge where vertical bars stand, in layout-direction words.
public enum ToolbarVerticalEdge: String, Sendable, CaseIterable {
    case leading
    case trailing
}

// MARK: - PhysicalEdge

/// A physical side of a display.
public enum PhysicalEdge: String, Sendable, CaseIterable {
    case left
    case right

    /// The same physical edge in layout-direction words.
    public func directional(_ direction: UserInterfaceLayoutDirection) -> ToolbarVerticalEdge {
        switch (self, direction) {
        case (.left, .leftToRight), (.right, .rightToLeft): return .leading
        case (.right, .leftToRight), (.left, .rightToLeft): return .trailing
        }
    }
}

// MARK: - SizeClass

/// A `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, CaseIterable {
    case compact
    case regular
}

/// The horizontal and vertical size classes of a window.
public struct SizeClasses: Hashable, Sendable {
    /// The horizontal size class.
    public var horizontal: SizeClass
    /// The vertical size class.
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

// MARK: - WindowID

/// The windows duosim knows: one full-screen window, or the two halves of Split View.
public enum WindowID: String, Sendable, CaseIterable {
    case main
    case left
    case right
    case top
    case bottom
}
