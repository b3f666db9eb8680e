// MARK: - PoseScene

/// Everything the engine computed for one state: what the UI draws and `query` prints.
public struct PoseScene: Hashable, Sendable {
    /// The device profile's file name.
    public var profileName: String
    /// The device's name as people read it.
    public var deviceName: String
    /// The hinge angle, in degrees (0 closed, 180 flat).
    public var angle: Double
    /// Closed, partially open or flat, by the profile's thresholds.
    public var status: HingeStatus
    /// The preset the state is exactly in, or `custom` (as `query` writes it: a rotated preset is
    /// `custom` here, and `pose` names it).
    public var poseName: String
    /// Which pose the state is in: a preset, a preset rotated, or custom.
    public var pose: PoseMatch
    /// The display the person looks at: outer when closed, inner otherwise.
    public var displayInUse: DisplayID
    /// Interface orientation of the display in use.
    public var orientation: Orientation
    /// The layout direction of every window.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The region query that every window's regions answer.
    public var query: RegionQuery
    /// The app profile's name, when one is loaded.
    public var appName: String?
    /// Both displays, outer first (set by the engine only, so `display(_:)` finds each where it is).
    public internal(set) var displays: [DisplayScene]
    /// The windows of the display in use.
    public var windows: [WindowScene]
    /// The hinge reports no state to apps (`PoseState.hingeUnknown`): `UIHinge.status` is
    /// `.unknown`, `DeviceHinge` nil; `angle` and `status` stay the device's own.
    public var hingeUnknown = false

    /// The scene of `id`.
    public func display(_ id: DisplayID) -> DisplayScene {
        displays[id == .outer ? 0 : 1]
    }
}

// MARK: - DisplayScene

/// One display in its current orientation with its features.
public struct DisplayScene: Hashable, Sendable {
    /// Inner or outer.
    public var id: DisplayID
    /// Its size in its current orientation, in points.
    public var size: Size
    /// Portrait or landscape.
    public var orientation: Orientation
    /// Whether this is the display in use.
    public var inUse: Bool
    /// Every feature of the display, active or not, in display coordinates.
    public var regions: [PhysicalRegion]
}

// MARK: - WindowScene

/// One window and what the engine says about it.
public struct WindowScene: Hashable, Sendable {
    /// `main`, or a Split View side: `left`, `right`, `top`, `bottom`.
    public var id: WindowID
    /// The display the window is on.
    public var display: DisplayID
    /// Physical, in display coordinates.
    public var frameInDisplay: Rect
    /// The bounds' size; bounds start at (0, 0).
    public var size: Size { frameInDisplay.size }
    /// Classified as the scene's query reads it (`query.behavior`): with `.mirrors`, the default,
    /// left and right are leading and trailing, so in right to left the window physically left of
    /// the fold is `.rightOfFold`; with `.fixed` they are physical (what `PoseMatrix` asks).
    /// `physicalFoldSide` and `mirroredFoldSide` are the two answers whatever the query.
    public var foldSide: FoldSide
    /// Classified physically (`.fixed`): left is the display's left in either layout direction.
    public var physicalFoldSide: FoldSide
    /// Classified for leading / trailing layout (`.mirrors`): in right to left, left and right swap.
    public var mirroredFoldSide: FoldSide
    /// Where vertical bars stand, or `nil` when bars are horizontal.
    public var toolbarVerticalEdge: ToolbarVerticalEdge?
    /// The physical side of `toolbarVerticalEdge`.
    public var sideBarPhysicalEdge: PhysicalEdge?
    /// Horizontal and vertical size classes.
    public var sizeClasses: SizeClasses
    /// The answer to the scene's region query, in window coordinates.
    public var regions: [PoseRegion]
    /// The app's layout in this window, when an app profile is loaded.
    public var app: AppLayout?
}
