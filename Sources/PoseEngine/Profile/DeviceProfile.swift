// MARK: - DeviceProfile

/// Everything duosim knows about a device, read from a profile file.
///
/// The engine has no numbers of its own: every size, position and threshold comes
/// from here, and each names its source (measured, documented, assumed, derived)
/// in the file.
public struct DeviceProfile: Sendable, Hashable {
    /// The short name used on the command line (`iphone-duo`).
    public var name: String
    /// The name people read (`iPhone Duo`).
    public var displayName: String
    /// The outer display.
    public var outer: DisplaySpec
    /// The inner display.
    public var inner: DisplaySpec
    /// The fold, cameras and the island, each with its source.
    public var features: [HardwareFeature]
    /// The angles where the hinge status changes.
    public var hinge: HingeThresholds
    /// Named poses, with their keys.
    public var poses: [PosePreset]
    /// Split View's windows, divider and fold sliver.
    public var splitView: SplitViewSpec
    /// The side column that vertical bars use.
    public var sideColumn: SideColumnSpec
    /// Toolbar and tab bar heights.
    public var bars: BarMetrics
    /// The device postures other platforms derive from the hinge angle (Android, the web).
    public var postures: [PostureRange]
    /// What the fold is to Android: a `fold` of one flexible screen, or a `hinge` between two panels.
    public var foldType: FoldType
    /// Which half of a horizontal fold each kind of presentation takes (unpublished: the profile's choice).
    public var presentationHalves: [PresentationSpec.Kind: VerticalHalf] = defaultPresentationHalves
    /// The halves a profile that names none gets: sheets below a horizontal fold, alerts above.
    package static let defaultPresentationHalves: [PresentationSpec.Kind: VerticalHalf] = [
        .sheet: .bottom, .alert: .top,
    ]
    /// A hinge between panels always separates; a fold only while half-opened.
    public var foldIsHinge: Bool { foldType == .hinge }

    public init(
        name: String, displayName: String, outer: DisplaySpec, inner: DisplaySpec,
        features: [HardwareFeature], hinge: HingeThresholds, poses: [PosePreset],
        splitView: SplitViewSpec, sideColumn: SideColumnSpec, bars: BarMetrics,
        postures: [PostureRange] = PostureRange.assumedDefault, foldType: FoldType = .fold
    ) {
        self.name = name
        self.displayName = displayName
        self.outer = outer
        self.inner = inner
        self.features = features
        self.hinge = hinge
        self.poses = poses
        self.splitView = splitView
        self.sideColumn = sideColumn
        self.bars = bars
        self.postures = postures
        self.foldType = foldType
    }

    /// The spec of one display.
    public func display(_ id: DisplayID) -> DisplaySpec {
        id == .outer ? outer : inner
    }

    /// The posture at `angle`: the first range that holds it (ranges are inclusive).
    public func posture(at angle: Double) -> DevicePosture {
        postures.first { $0.from <= angle && angle <= $0.to }?.posture ?? (angle >= 90 ? .flat : .closed)
    }

    /// The preset called `name`, if any.
    public func pose(named name: String) -> PosePreset? {
        poses.first { $0.name == name }
    }
}

// MARK: - DisplaySpec

/// One display: its native size and orientation, how it turns, its size classes.
public struct DisplaySpec: Sendable, Hashable {
    /// Size in points in the native orientation.
    public var nativeSize: Size
    /// How the picture turns to reach the other orientation; features turn with it.
    public var rotation: QuarterTurn
    /// Size classes of a full-screen window in portrait.
    public var portraitSizeClasses: SizeClasses
    /// Size classes of a full-screen window in landscape.
    public var landscapeSizeClasses: SizeClasses
    /// Device pixels per point (`UIScreen.scale`), when the profile names it: Android counts pixels.
    public var pixelsPerPoint: Double?

    public init(nativeSize: Size, rotation: QuarterTurn, portrait: SizeClasses, landscape: SizeClasses) {
        self.nativeSize = nativeSize
        self.rotation = rotation
        portraitSizeClasses = portrait
        landscapeSizeClasses = landscape
    }

    /// Size classes of a full-screen window in an interface orientation.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    /// Portrait or landscape, as the display is built.
    public var nativeOrientation: Orientation { Orientation(of: nativeSize) }

    /// The display's size in an interface orientation.
    public func size(in orientation: Orientation) -> Size {
        orientation == nativeOrientation ? nativeSize : nativeSize.transposed
    }
}

// MARK: - HardwareFeature

/// A piece of hardware that reserves part of a display: the fold, a camera, the island.
public struct HardwareFeature: Sendable, Hashable {
    /// The feature's id (`fold`, `island`, …).
    public var id: RegionID
    /// A `.division` or an `.occlusion`.
    public var kind: ReservedRegionKind
    /// The display it is on.
    public var display: DisplayID
    /// Frame in the display's native coordinates. For a division, the line
    /// itself (zero width or zero height); margins are added when active.
    public var frame: Rect
    /// For a division: the margin on each side of the line while active.
    public var margin: Double
    /// When the feature reserves its region.
    public var activeWhen: ActivationRule
    /// The frame while a Live Activity runs (the island grows), if it changes.
    public var liveActivityFrame: Rect?

    public init(
        id: RegionID, kind: ReservedRegionKind, display: DisplayID, frame: Rect,
        margin: Double = 0, activeWhen: ActivationRule, liveActivityFrame: Rect? = nil
    ) {
        self.id = id
        self.kind = kind
        self.display = display
        self.frame = frame
        self.margin = margin
        self.activeWhen = activeWhen
        self.liveActivityFrame = liveActivityFrame
    }

    /// When a feature is active.
    public enum ActivationRule: String, Sendable, CaseIterable {
        case always
        case partiallyOpen
        case innerCameraInUse
    }
}

// MARK: - HingeThresholds

/// Angles that divide the hinge's range into statuses.
public struct HingeThresholds: Sendable, Hashable {
    /// At or below this angle the hinge is `.closed`.
    public var closedAtMost: Double
    /// At or above this angle the hinge is `.fullyOpen`.
    public var fullyOpenAtLeast: Double

    public init(closedAtMost: Double, fullyOpenAtLeast: Double) {
        self.closedAtMost = closedAtMost
        self.fullyOpenAtLeast = fullyOpenAtLeast
    }

    /// The status at `angle` degrees.
    public func status(at angle: Double) -> HingeStatus {
        if angle <= closedAtMost { return .closed }
        if angle >= fullyOpenAtLeast { return .fullyOpen }
        return .partiallyOpen
    }
}

// MARK: - PosePreset

/// A named pose: an angle and the orientation of the display in use.
public struct PosePreset: Sendable, Hashable, Codable {
    /// The pose's name (`book`, `laptop`, …).
    public var name: String
    /// The hinge angle, in degrees.
    public var angle: Double
    /// The inner display's orientation in this pose.
    public var orientation: Orientation
    /// The key that selects it in the UI, if any (the UI refuses one it keeps for itself: `KeyMap`).
    public var key: String?

    public init(name: String, angle: Double, orientation: Orientation, key: String? = nil) {
        self.name = name
        self.angle = angle
        self.orientation = orientation
        self.key = key
    }
}

// MARK: - SplitViewSpec

/// How Split View divides the display.
public struct SplitViewSpec: Sendable, Hashable {
    /// The display Split View is on (the inner one).
    public var display: DisplayID
    /// The gap between the two windows.
    public var dividerWidth: Double
    /// The first window's share of the space left after the divider.
    public var fraction: Double
    /// In a tall orientation, stack the windows (above / below) rather than side by side.
    public var tallOrientationStacks: Bool

    public init(display: DisplayID, dividerWidth: Double, fraction: Double, tallOrientationStacks: Bool) {
        self.display = display
        self.dividerWidth = dividerWidth
        self.fraction = fraction
        self.tallOrientationStacks = tallOrientationStacks
    }
}

// MARK: - SideColumnSpec

/// The column where vertical bars stand.
public struct SideColumnSpec: Sendable, Hashable {
    /// The column's width, in points.
    public var width: Double
    /// The physical edge of a full-screen window where the column stands.
    public var fullScreenEdge: PhysicalEdge

    public init(width: Double, fullScreenEdge: PhysicalEdge) {
        self.width = width
        self.fullScreenEdge = fullScreenEdge
    }
}

// MARK: - BarMetrics

/// Sizes of bar items and system components; none are published, all assumed in the profile.
public struct BarMetrics: Sendable, Hashable {
    /// A toolbar item's height in the side column.
    public var itemHeight: Double
    /// A tab bar item's height in the side column.
    public var tabItemHeight: Double
    /// The space between items from the top bar and items from the bottom bar.
    public var groupGap: Double
    /// The status area's height, where the island isn't.
    public var statusAreaHeight: Double
    /// A toolbar item's width in a horizontal bar.
    public var horizontalItemWidth: Double
    /// Heights of horizontal bars.
    public var navigationBarHeight: Double
    /// A toolbar's height, in points.
    public var toolbarHeight: Double
    /// A tab bar's height, in points.
    public var tabBarHeight: Double
    /// An alert's size.
    public var alertSize: Size

    public init(
        itemHeight: Double, tabItemHeight: Double, groupGap: Double, statusAreaHeight: Double,
        horizontalItemWidth: Double, navigationBarHeight: Double, toolbarHeight: Double, tabBarHeight: Double,
        alertSize: Size
    ) {
        self.itemHeight = itemHeight
        self.tabItemHeight = tabItemHeight
        self.groupGap = groupGap
        self.statusAreaHeight = statusAreaHeight
        self.horizontalItemWidth = horizontalItemWidth
        self.navigationBarHeight = navigationBarHeight
        self.toolbarHeight = toolbarHeight
        self.tabBarHeight = tabBarHeight
        self.alertSize = alertSize
    }
}

// MARK: - Postures

/// `FoldingFeature`'s type: one flexible screen that folds, or two panels and a hinge.
public enum FoldType: String, Sendable, Hashable, CaseIterable {
    case fold
    case hinge
}

/// A device posture as Jetpack WindowManager and the Android emulator's foldable model name it.
public enum DevicePosture: String, Sendable, Hashable, CaseIterable {
    case closed
    case halfOpened
    case flat
}

/// Hinge angles, inclusive at both ends, that mean one posture; the first range that holds an
/// angle wins (so `closed 0…30, halfOpened 30…150` makes 30 closed).
public struct PostureRange: Sendable, Hashable {
    /// The posture other platforms report over this range.
    public var posture: DevicePosture
    /// The range's first angle, in degrees.
    public var from: Double
    /// The range's last angle, in degrees.
    public var to: Double

    public init(posture: DevicePosture, from: Double, to: Double) {
        self.posture = posture
        self.from = from
        self.to = to
    }

    /// Used when a profile names none: closed 0–30, half-opened (30–150], flat (150–180] [assumed,
    /// after the Android emulator's foldable model].
    public static let assumedDefault = [
        PostureRange(posture: .closed, from: Limits.angle.lowerBound, to: 30),
        PostureRange(posture: .halfOpened, from: 30, to: 150),
        PostureRange(posture: .flat, from: 150, to: Limits.angle.upperBound),
    ]
}

/// The half of a horizontal fold a presentation takes.
public enum VerticalHalf: String, Sendable, Hashable, CaseIterable {
    case top
    case bottom
}
