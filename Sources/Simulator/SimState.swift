import PoseEngine

// MARK: - SimState

/// Everything the simulator shows, as a plain value: the pose, the query, and the view's choices.
///
/// The live UI and scripted replays change it only through `update(_:_:)` / `reduce(_:_:)`:
/// what an effect comes to returns as an action (`.effectFinished`), never written here from outside.
public struct SimState: Hashable, Sendable {
    public var profile: DeviceProfile {
        didSet { engine = Engine(profile: profile, app: app) }
    }
    public var pose: PoseState
    public var query: RegionQuery
    /// The app whose bars and layout helpers are shown, if any.
    public var app: AppProfile? {
        didSet { engine = Engine(profile: profile, app: app) }
    }
    /// Kept with the state so its remembered app layouts serve every frame of a hinge sweep.
    public private(set) var engine: Engine
    /// The focused window, by index in the scene's windows (wraps).
    public var focus: Int
    /// Show only the display in use, large.
    public var zoomed: Bool
    /// The help overlay is open.
    public var showHelp: Bool
    /// How many of the help's lines are scrolled past (the screen keeps it within the help).
    public var helpScroll: Int
    public var overlays: Overlays
    /// The loop should end.
    public var quit: Bool
    /// What the status line says about the last action (a note, an effect's or a reload's outcome), if anything.
    public var message: StatusMessage?
    /// Whose words the info panel speaks besides Apple's (`w` cycles them).
    public var vocabulary: PlatformVocabulary
    /// The element inspect mode is on, or nil when it is off.
    public var inspected: Inspected?

    public init(profile: DeviceProfile, pose: PoseState, query: RegionQuery = RegionQuery(), app: AppProfile? = nil) {
        self.profile = profile
        self.app = app
        self.engine = Engine(profile: profile, app: app)
        self.pose = pose
        self.query = query
        self.focus = 0
        self.zoomed = false
        self.showHelp = false
        self.helpScroll = 0
        self.overlays = Overlays(OverlayKind.allCases)
        self.quit = false
        self.message = nil
        self.vocabulary = .apple
        self.inspected = nil
    }

    /// The engine's scene for this state.
    public var scene: PoseScene {
        engine.scene(for: pose, query: query)
    }

    /// The focused window's index into `scene.windows`.
    public func focusedIndex(in scene: PoseScene) -> Int {
        scene.windows.isEmpty ? 0 : ((focus % scene.windows.count) + scene.windows.count) % scene.windows.count
    }
}

// MARK: - Overlays

/// The overlays that are on; all of them at start.
public typealias Overlays = Set<OverlayKind>
