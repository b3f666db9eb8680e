import PoseEngine

// MARK: - WindowConfiguration

/// What a snapshot library's device configuration takes, for one window in one state: the
/// window's size in points, its safe-area insets, its size classes and its layout direction.
/// Plain values (`Codable`, to store or print); `#if canImport(SwiftUI)` and `UIKit` give them as
/// `EdgeInsets`, `UIEdgeInsets`, `UserInterfaceSizeClass`, `UIUserInterfaceSizeClass` and
/// `LayoutDirection`.
///
/// ```swift
/// for window in try PoseMatrix(device: duo, app: mail).windows {
///     let configuration = window.configuration   // 475.5 × 669 pt, regular × regular, …
/// }
/// ```
public struct WindowConfiguration: Hashable, Sendable, Codable {
    /// The window's size, in points.
    public var size: Size
    /// The system's insets of the window, by leading and trailing edge (what `UIWindow`'s
    /// `safeAreaInsets` gives): the side column where the window's bars stand in one, else the
    /// status area or an active occlusion at its top, whichever reaches lower. Not the app's bars.
    public var safeArea: SafeAreaInsets
    /// The safe area of the app's content: its bars included (`AppLayout.safeArea`, what a view
    /// inside the app's navigation and toolbar sees); the system's `safeArea` without an app.
    public var contentSafeArea: SafeAreaInsets
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// The layout direction.
    public var layoutDirection: UserInterfaceLayoutDirection

    public init(
        size: Size, safeArea: SafeAreaInsets, contentSafeArea: SafeAreaInsets? = nil, horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass, layoutDirection: UserInterfaceLayoutDirection
    ) {
        self.size = size
        self.safeArea = safeArea
        self.contentSafeArea = contentSafeArea ?? safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }

    /// The narrowest Split View window that has a regular width, in points: the 12.9-inch iPad
    /// Pro's half in landscape (678 × 1024), the only 50/50 half Apple gives a regular width
    /// (Docs/DOMAIN.md §1, "A window's size classes").
    public static let splitViewRegularWidth = 678.0

    /// The configuration of `window`, in `scene`, on `device`.
    ///
    /// Size classes by Apple's rule for the window (Docs/DOMAIN.md §1): a full-screen window has
    /// its display's in its orientation, from the device profile (as the HIG tables them per
    /// device); a Split View window narrower than `splitViewRegularWidth` is horizontally
    /// compact, its vertical class its display's. (The engine lays an app out in its display's
    /// classes, Split View or not: `WindowScene.sizeClasses`.)
    public init(_ window: WindowScene, in scene: PoseScene, device: DeviceProfile) {
        let direction = scene.layoutDirection
        var system = PhysicalInsets.zero
        if let edge = window.sideBarPhysicalEdge {
            if edge == .left { system.left = device.sideColumn.width } else { system.right = device.sideColumn.width }
        } else {
            system.top = device.bars.statusAreaHeight
            for region in window.regions where region.kind == .occlusion && region.isActive && region.frame.minY <= 0.5
            {
                system.top = max(system.top, region.frame.maxY)
            }
        }
        let safe = SafeAreaInsets(system.directional(direction))
        self.init(
            size: window.size, safeArea: safe,
            contentSafeArea: window.app.map { SafeAreaInsets($0.safeArea.directional(direction)) } ?? safe,
            horizontalSizeClass: window.id != .main && window.size.width < Self.splitViewRegularWidth
                ? .compact : window.sizeClasses.horizontal,
            verticalSizeClass: window.sizeClasses.vertical,
            layoutDirection: direction)
    }

    /// `475.5 × 669 pt, safe area 44 0 0 0 (top leading bottom trailing), regular × regular, left-to-right`.
    public var summary: String {
        let direction = layoutDirection == .leftToRight ? "left-to-right" : "right-to-left"
        var text = "\(formatPoints(size.width)) × \(formatPoints(size.height)) pt, safe area \(safeArea)"
        if contentSafeArea != safeArea { text += ", content \(contentSafeArea)" }
        return text + ", \(horizontalSizeClass.rawValue) × \(verticalSizeClass.rawValue), \(direction)"
    }
}

// MARK: - SafeAreaInsets

/// Insets by top, leading, bottom and trailing edge, in points: SwiftUI's `EdgeInsets`,
/// UIKit's `NSDirectionalEdgeInsets`.
public struct SafeAreaInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// PoseEngine's margins by leading and trailing edge.
    public init(_ margins: DirectionalMargins) {
        self.init(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
    }

    /// By physical side for `direction` (UIKit's `UIEdgeInsets`): left is leading in left-to-right.
    public func physical(_ direction: UserInterfaceLayoutDirection) -> PhysicalInsets {
        direction == .leftToRight
            ? PhysicalInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : PhysicalInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `top 44 leading 0 bottom 0 trailing 0`.
    public var description: String {
        "top \(formatPoints(top)) leading \(formatPoints(leading)) bottom \(formatPoints(bottom)) trailing \(formatPoints(trailing))"
    }
}

extension WindowCase {
    /// What a snapshot library's device configuration takes for this window.
    public var configuration: WindowConfiguration { WindowConfiguration(window, in: scene, device: device) }
}
