// MARK: - ControlSpec

/// A custom control an app places itself (a floating button, a HUD, a palette); the
/// system doesn't move it around the fold, so duosim checks where it lands (Docs/DOMAIN.md §6).
public struct ControlSpec: Sendable, Hashable {
    /// The control's id, unique in the profile.
    public var id: String
    /// Controls of a group move together.
    public var group: String
    /// Where the app puts it: an anchor and offset, a frame, or fractions of the window.
    public var placement: ControlPlacement
    /// Its size, in points.
    public var size: Size
    /// Takes touches (an error when it crosses the fold); text is only a warning.
    public var interactive: Bool
    /// Scrolls with content: exempt from the fold.
    public var scrollsWithContent: Bool
    /// `.systemControls`: custom chrome padded by the insets of the window's systemControls
    /// regions (001: `.reservedRegion(.systemControls)`); `nil`: placed in the whole window.
    public var reservedRegion: ReservedRegionKind?

    public init(
        id: String, group: String, placement: ControlPlacement, size: Size, interactive: Bool = true,
        scrollsWithContent: Bool = false, reservedRegion: ReservedRegionKind? = nil
    ) {
        self.id = id
        self.group = group
        self.placement = placement
        self.size = size
        self.interactive = interactive
        self.scrollsWithContent = scrollsWithContent
        self.reservedRegion = reservedRegion
    }
}

// MARK: - ControlPlacement

/// Where a control goes in its window. Leading and trailing follow the layout direction,
/// as Auto Layout's leading and trailing anchors do.
public enum ControlPlacement: Sendable, Hashable {
    /// At an anchor of the window, moved inward by `offset` (points from the anchored edges).
    case anchor(ControlAnchor, offset: Size)
    /// A frame whose x counts from the leading edge.
    case frame(x: Double, y: Double)
    /// Centred at a fraction of the window's size (x from the leading edge).
    case fraction(x: Double, y: Double)
}

/// The nine anchors of a rectangle.
public enum ControlAnchor: String, Sendable, CaseIterable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}

extension ControlSpec {
    /// The control's frame in a window of `size` whose safe area is `safeArea`, physical coordinates.
    package func frame(
        in size: Size, safeArea: PhysicalInsets = .zero, direction: UserInterfaceLayoutDirection
    ) -> Rect {
        Self.frame(placement, self.size, in: size, safeArea: safeArea, direction: direction)
    }

    /// The frame of a control of `controlSize` placed by `placement` in a window of `size`
    /// (static: a layout calls it with an array element's fields, copying no control). An anchor is
    /// a point of the window's safe area (`safeArea`: the bars and the status area), so a
    /// `topTrailing` control stands inside the side column and below the navigation bar
    /// (Docs/DOMAIN.md §6: use the safe-area insets everywhere); a frame and a fraction are the
    /// window's.
    static func frame(
        _ placement: ControlPlacement, _ controlSize: Size, in size: Size, safeArea: PhysicalInsets = .zero,
        direction: UserInterfaceLayoutDirection
    )
        -> Rect
    {
        var x: Double, y: Double
        switch placement {
        case .anchor(let anchor, let offset):
            // The safe area from the leading edge: the frame is mirrored at the end in right to left.
            let leading = direction == .rightToLeft ? safeArea.right : safeArea.left
            let trailing = direction == .rightToLeft ? safeArea.left : safeArea.right
            let width = size.width - leading - trailing, height = size.height - safeArea.top - safeArea.bottom
            switch anchor {
            case .topLeading, .leading, .bottomLeading: x = leading + offset.width
            case .topTrailing, .trailing, .bottomTrailing: x = leading + width - controlSize.width - offset.width
            case .top, .center, .bottom: x = leading + (width - controlSize.width) / 2 + offset.width
            }
            switch anchor {
            case .topLeading, .top, .topTrailing: y = safeArea.top + offset.height
            case .bottomLeading, .bottom, .bottomTrailing:
                y = safeArea.top + height - controlSize.height - offset.height
            case .leading, .center, .trailing: y = safeArea.top + (height - controlSize.height) / 2 + offset.height
            }
        case .frame(let fx, let fy):
            x = fx
            y = fy
        case .fraction(let fx, let fy):
            x = size.width * fx - controlSize.width / 2
            y = size.height * fy - controlSize.height / 2
        }
        let leadingBased = Rect(x: x, y: y, width: controlSize.width, height: controlSize.height)
        return direction == .rightToLeft ? leadingBased.mirrored(inWidth: size.width) : leadingBased
    }
}
