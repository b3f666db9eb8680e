// MARK: - Engine

/// Computes scenes from a device profile: pure functions of a state and a query.
///
/// An engine remembers the app layouts it computed (they depend on the window, its regions
/// and the hinge status, not on the angle), so keep one while the hinge moves.
public struct Engine: Sendable, Hashable {
    /// The device profile every scene is computed from.
    public var profile: DeviceProfile { storage.profile }
    /// The app whose bars, grid, arrangement and presentations are laid out, if any.
    public var app: AppProfile? { storage.hasApp ? storage.app : nil }
    /// The app's name, read where the engine keeps the app.
    private var appName: String? { storage.hasApp ? storage.app.name : nil }
    /// The layouts computed so far.
    private var layouts: AppLayoutCache { storage.layouts }

    /// What an engine holds, in one object: copying an engine (as its own closures do) then
    /// retains one reference rather than every array and string of two profiles.
    private final class Storage: Sendable {
        let profile: DeviceProfile
        /// The app, or an empty one when there is none (`hasApp`): kept unwrapped so that laying
        /// it out borrows it where it is, where unwrapping an optional copied every field.
        let app: AppProfile
        let hasApp: Bool
        let layouts: AppLayoutCache

        init(profile: DeviceProfile, app: AppProfile?) {
            self.profile = profile
            self.app = app ?? AppProfile(name: "", displayName: "")
            hasApp = app != nil
            layouts = AppLayoutCache(entries: (app?.controls.count ?? 0) + (app?.toolbarItems.count ?? 0))
        }
    }

    private let storage: Storage

    /// An engine for a device, and for an app when given one (its layout joins every window).
    ///
    /// ```swift
    /// let duo = DeviceProfile.bundled()!
    /// let engine = Engine(profile: duo, app: AppProfile.bundled("mail"))
    /// ```
    public init(profile: DeviceProfile, app: AppProfile? = nil) {
        storage = Storage(profile: profile, app: app)
    }

    /// Engines are equal when they compute the same scenes; the cache doesn't count.
    public static func == (lhs: Engine, rhs: Engine) -> Bool {
        lhs.profile == rhs.profile && lhs.storage.hasApp == rhs.storage.hasApp && lhs.storage.app == rhs.storage.app
    }

    /// Hashes the profile's name and the app's (engines compare by what they compute from).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(profile.name)
        hasher.combine(appName)
    }

    /// Tolerance for an edge to count as touched (Docs/DOMAIN.md §4) [measured].
    package static let foldSideTolerance = 0.5

    // MARK: PoseScene

    /// Everything about `state`, with `query` applied to every window's regions.
    ///
    /// ```swift
    /// var state = duo.state(at: duo.pose(named: "book")!)
    /// state.splitView = true
    /// let scene = engine.scene(for: state)
    /// scene.window(.left)?.foldSide                  // .leftOfFold
    /// scene.window(.left)?.region(.fold)?.frame.width  // 13.5
    /// ```
    public func scene(for state: PoseState, query: RegionQuery = RegionQuery()) -> PoseScene {
        let layouts = layouts
        return scene(for: state, query: query) { key, make in layouts.layout(for: key, make: make) }
    }

    /// Where a scene takes its windows' app layouts from: given a layout's key and how to make
    /// it, the layout (the engine's own cache, or what an audit keeps for the windows it will
    /// meet again).
    package typealias LayoutSource = (AppLayoutCache.Key, () -> AppLayout) -> AppLayout

    /// `scene(for:query:)` with the app layouts from `layouts`.
    package func scene(for state: PoseState, query: RegionQuery = RegionQuery(), layouts: LayoutSource) -> PoseScene {
        let state = appWindowing(state).state
        let status = profile.hinge.status(at: state.angle)
        let inUse = profile.displayInUse(at: state.angle)
        let displays = displayScenes(for: state, inUse: inUse)
        // Both displays, outer first (`DisplayID.allCases`), as `PoseScene.display(_:)` reads them.
        let displayScene = displays[inUse == .outer ? 0 : 1]
        let windows = windowFrames(on: displayScene, splitView: state.splitView).map { id, frame in
            windowScene(id: id, frame: frame, display: displayScene, state: state, query: query, layouts: layouts)
        }
        return PoseScene(
            profileName: profile.name, deviceName: profile.displayName, angle: state.angle, status: status,
            poseName: profile.poseName(for: state), pose: profile.pose(for: state), displayInUse: inUse,
            orientation: displayScene.orientation,
            layoutDirection: state.layoutDirection, query: query, appName: appName,
            displays: displays, windows: windows, hingeUnknown: state.hingeUnknown)
    }

    /// Both displays in `state`, outer first.
    private func displayScenes(for state: PoseState, inUse: DisplayID) -> [DisplayScene] {
        DisplayID.allCases.map { displayScene($0, for: state, inUse: inUse) }
    }

    /// The display `id` in `state`.
    private func displayScene(_ id: DisplayID, for state: PoseState, inUse: DisplayID) -> DisplayScene {
        let orientation = state.orientation(of: id)
        return DisplayScene(
            id: id, size: profile.display(id).size(in: orientation), orientation: orientation,
            inUse: id == inUse, regions: physicalRegions(on: id, state: state))
    }

    /// The key of each window's app layout in `state`, in the scene's order of windows: what
    /// `scene(for:)` would look its layouts up by, without laying anything out.
    package func layoutKeys(for state: PoseState) -> [AppLayoutCache.Key] {
        let state = appWindowing(state).state
        let inUse = profile.displayInUse(at: state.angle)
        let display = displayScene(inUse, for: state, inUse: inUse)
        return windowFrames(on: display, splitView: state.splitView).map { id, frame in
            layoutKey(id: id, frame: frame, display: display, edge: sideBarEdge(of: id, on: display), state: state)
        }
    }

    /// What a window's app layout depends on (`AppLayoutCache.Key`).
    private func layoutKey(id: WindowID, frame: Rect, display: DisplayScene, edge: PhysicalEdge?, state: PoseState)
        -> AppLayoutCache.Key
    {
        AppLayoutCache.Key(
            frame: frame, edge: edge, status: profile.hinge.status(at: state.angle), direction: state.layoutDirection,
            display: display.id, orientation: display.orientation, innerCameraInUse: state.innerCameraInUse,
            liveActivity: state.liveActivity, window: id)
    }

    // MARK: Features

    /// The features of `display`, turned into its current orientation.
    package func physicalRegions(on display: DisplayID, state: PoseState) -> [PhysicalRegion] {
        let spec = profile.display(display)
        let status = profile.hinge.status(at: state.angle)
        let turn: QuarterTurn? = state.orientation(of: display) == spec.nativeOrientation ? nil : spec.rotation
        var regions: [PhysicalRegion] = []
        regions.reserveCapacity(profile.features.count)  // one allocation, not one per doubling
        for feature in profile.features where feature.display == display {
            regions.append(region(of: feature, status: status, turn: turn, spec: spec, state: state))
        }
        return regions
    }

    /// One feature as a region on its display, in the display's current orientation.
    private func region(
        of feature: HardwareFeature, status: HingeStatus, turn: QuarterTurn?, spec: DisplaySpec, state: PoseState
    ) -> PhysicalRegion {
        let isActive: Bool
        switch feature.activeWhen {
        case .always: isActive = true
        case .partiallyOpen: isActive = status == .partiallyOpen
        case .innerCameraInUse: isActive = state.innerCameraInUse
        }
        var frame = state.liveActivity ? (feature.liveActivityFrame ?? feature.frame) : feature.frame
        var margins = PhysicalInsets.zero
        if feature.kind == .division, isActive, feature.margin > 0 {
            // Active: the line grows by its margins; inactive it stays zero-width (Docs/DOMAIN.md §2).
            let m = feature.margin
            if frame.width == 0 {
                frame = Rect(x: frame.x - m, y: frame.y, width: 2 * m, height: frame.height)
                margins = PhysicalInsets(left: m, right: m)
            } else {
                frame = Rect(x: frame.x, y: frame.y - m, width: frame.width, height: 2 * m)
                margins = PhysicalInsets(top: m, bottom: m)
            }
        }
        if let turn {
            frame = frame.rotated(turn, in: spec.nativeSize)
            margins = margins.rotated(turn)
        }
        return PhysicalRegion(
            id: feature.id, kind: feature.kind, frame: frame, margins: margins, isActive: isActive)
    }

    // MARK: Windows

    /// Window frames on a display: one full-screen window, or two for Split View.
    package func windowFrames(on display: DisplayScene, splitView: Bool) -> [(WindowID, Rect)] {
        let size = display.size
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let split = profile.splitView
        guard splitView, display.id == split.display else { return [(.main, full)] }
        let stacked = display.orientation == .portrait && split.tallOrientationStacks && size.height >= size.width
        if stacked {
            let first = (size.height - split.dividerWidth) * split.fraction
            let second = size.height - split.dividerWidth - first
            return [
                (.top, Rect(x: 0, y: 0, width: size.width, height: first)),
                (.bottom, Rect(x: 0, y: first + split.dividerWidth, width: size.width, height: second)),
            ]
        }
        let first = (size.width - split.dividerWidth) * split.fraction
        let second = size.width - split.dividerWidth - first
        return [
            (.left, Rect(x: 0, y: 0, width: first, height: size.height)),
            (.right, Rect(x: first + split.dividerWidth, y: 0, width: second, height: size.height)),
        ]
    }

    private func windowScene(
        id: WindowID, frame: Rect, display: DisplayScene, state: PoseState, query: RegionQuery, layouts: LayoutSource
    ) -> WindowScene {
        let direction = state.layoutDirection
        let (fixed, mirrors) = foldSides(of: frame, on: display, direction: direction, query: query)
        let physicalEdge = sideBarEdge(of: id, on: display)
        let sizeClasses = profile.display(display.id).sizeClasses(in: display.orientation)
        var appLayout: AppLayout?
        // The app is read where the engine keeps it (binding it would copy every field).
        if storage.hasApp {
            let key = layoutKey(id: id, frame: frame, display: display, edge: physicalEdge, state: state)
            appLayout = layouts(key) {
                // Physical, inactive included, clipped: what the system sees when it lays out bars.
                let physical = regions(
                    in: frame, on: display, direction: .leftToRight,
                    query: RegionQuery(includeInactive: true, behavior: .fixed))
                return AppLayout.make(
                    app: storage.app, device: storage.profile, size: frame.size, verticalEdge: physicalEdge,
                    regions: physical,
                    status: key.status, direction: direction, display: display.id,
                    sizeClasses: sizeClasses, window: id)
            }
        }
        // `toolbarVerticalEdge` says whether the bars are vertical now: with an app whose bars aren't
        // (side bars disabled, no container bars, a custom toolbar), it is nil (Docs/DOMAIN.md §5).
        let barsEdge =
            appLayout.map { $0.bars.axis == .vertical && !$0.bars.isEmpty ? physicalEdge : nil } ?? physicalEdge
        return WindowScene(
            id: id, display: display.id, frameInDisplay: frame,
            foldSide: query.appliedBehavior == .fixed ? fixed : mirrors, physicalFoldSide: fixed,
            mirroredFoldSide: mirrors,
            toolbarVerticalEdge: barsEdge?.directional(direction), sideBarPhysicalEdge: barsEdge,
            sizeClasses: sizeClasses,
            regions: regions(in: frame, on: display, direction: direction, query: query)
                + Self.systemControlsRegions(appLayout, width: frame.width, direction: direction, query: query),
            app: appLayout)
    }

    /// A window's fold side as `.fixed` and as `.mirrors` read it: by the first division meeting
    /// the window, inactive included (no list made).
    private func foldSides(
        of frame: Rect, on display: DisplayScene, direction: UserInterfaceLayoutDirection, query: RegionQuery
    ) -> (fixed: FoldSide, mirrors: FoldSide) {
        var divisionQuery = query
        divisionQuery.kind = .division
        divisionQuery.includeInactive = true
        divisionQuery.behavior = .fixed
        var division: PoseRegion?
        for index in display.regions.indices where division == nil {
            division = Self.region(
                at: index, of: display.regions, in: frame, direction: direction, query: divisionQuery)
        }
        let fixed = Engine.foldSide(of: frame.size, divisionFrame: division?.frame)
        // `.mirrors` reads the same division flipped in right-to-left, as `region(at:…)` would.
        let mirrors = Engine.foldSide(
            of: frame.size,
            divisionFrame: direction == .rightToLeft ? division?.frame.mirrored(inWidth: frame.width) : division?.frame)
        return (fixed, mirrors)
    }

    /// The physical edge where a window's side bars would stand, or nil for horizontal bars: none
    /// on the inner display in portrait (Docs/DOMAIN.md §4), Split View's outer edges, and for a
    /// full-screen window the side under the island (so the island heads the column, Docs/DOMAIN.md
    /// §5), else the profile's edge.
    private func sideBarEdge(of window: WindowID, on display: DisplayScene) -> PhysicalEdge? {
        if display.id == .inner && display.orientation == .portrait { return nil }
        switch window {
        case .left: return .left
        case .right: return .right
        case .top, .bottom: return nil
        case .main: return Self.islandEdge(display) ?? profile.sideColumn.fullScreenEdge
        }
    }

    /// The side of a display with an occlusion in a top corner, touching the top and that side
    /// (the island, active or not), or nil.
    static func islandEdge(_ display: DisplayScene) -> PhysicalEdge? {
        let t = foldSideTolerance
        for index in display.regions.indices where display.regions[index].kind == .occlusion {
            let frame = display.regions[index].frame
            guard frame.minY <= t else { continue }
            if frame.maxX >= display.size.width - t { return .right }
            if frame.minX <= t { return .left }
        }
        return nil
    }
}
