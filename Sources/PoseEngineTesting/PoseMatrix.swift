import PoseEngine

// MARK: - PoseMatrix

/// A device, and an app if you give one, in every state of a `PoseStates`: each window the
/// engine lays out, with what reserves its space, and checks that name the state that failed.
///
/// ```swift
/// let duo = try #require(DeviceProfile.bundled())
/// let mail = try #require(AppProfile.bundled("mail"))
/// let matrix = try PoseMatrix(device: duo, app: mail)
/// try matrix.requireAuditPasses()   // duosim audit's rules: every control and presentation
/// try matrix.requireClearOfFoldAndCameras("the compose button") { window in
///     window.layout?.bars.items.first { $0.id == "compose" }?.frame
/// }
/// ```
public struct PoseMatrix: Sendable {
    /// The engine every state is asked of.
    public let engine: Engine
    /// The states.
    public let states: PoseStates
    /// Every window of every state, in the states' order.
    public let windows: [WindowCase]

    /// The matrix of `device` (with `app`) over its poses (all, or those named) and `varying`.
    /// - Throws: `PoseNameError` when `poses` names a pose `device` doesn't have, or none.
    public init(
        device: DeviceProfile, app: AppProfile? = nil, poses: [String]? = nil,
        varying: PoseStates.Variations = .all
    ) throws {
        let engine = Engine(profile: device, app: app)
        let states = try PoseStates(device, poses: poses, varying: varying)
        self.engine = engine
        self.states = states
        // Physical frames, active regions only: what an app's frames (and UIKit's) are compared with.
        let query = RegionQuery(behavior: .fixed)
        windows = states.flatMap { pose in
            let scene = engine.scene(for: pose.state, query: query)
            return scene.windows.map { WindowCase(pose: pose, scene: scene, window: $0, device: device) }
        }
    }

    // MARK: Checks

    /// Fails unless every rect `frames` gives is clear of the fold and the cameras: every active
    /// division (the fold's frame with its margins) and active occlusion (a camera, the island, a
    /// sensor) of its window, in every window of every state.
    ///
    /// Only those: not the side column, the safe area, the window's edges or an inactive fold,
    /// which the audit's rules check (`requireAuditPasses`) for the app's controls and presentations.
    /// - Parameters:
    ///   - name: what the rects are, for the message (`"the compose button"`).
    ///   - frames: the rects in a window, in its physical coordinates (as `AppLayout` and UIKit
    ///     give them); none where the thing isn't shown.
    /// - Throws: `LayoutCheckFailure` naming each state and window that failed and the region each
    ///   rect meets, or saying that `frames` gave no rect at all.
    public func requireClearOfFoldAndCameras(_ name: String, _ frames: (WindowCase) throws -> [Rect]) throws {
        var found = false
        try require(name) { window in
            let rects = try frames(window)
            found = found || !rects.isEmpty
            let problems = rects.flatMap { rect in window.reservedRegions(meeting: rect).map { (rect, $0) } }
            guard !problems.isEmpty else { return nil }
            return problems.map { rect, region in
                let overlap = rect.intersection(region.frame) ?? rect
                return
                    "\(rect) meets \(region.id) (\(region.kind.rawValue)) at \(region.frame) over \(formatPoints(overlap.width)) × \(formatPoints(overlap.height))"
            }.joined(separator: "; ")
        }
        if !found {
            throw LayoutCheckFailure(
                name: name, checked: windows.count, problems: [],
                summary: "\(name): no rect to check in any of \(windows.count) windows (is its id right?)")
        }
    }

    /// `requireClearOfFoldAndCameras` for one rect a window, `nil` where the thing isn't shown.
    public func requireClearOfFoldAndCameras(_ name: String, _ frame: (WindowCase) throws -> Rect?) throws {
        try requireClearOfFoldAndCameras(name) { window in try frame(window).map { [$0] } ?? [] }
    }

    /// The fold and cameras only: `requireClearOfFoldAndCameras`, its name before 0.2.0.
    @available(*, deprecated, renamed: "requireClearOfFoldAndCameras")
    public func requireClear(_ name: String, _ frames: (WindowCase) throws -> [Rect]) throws {
        try requireClearOfFoldAndCameras(name, frames)
    }

    /// The fold and cameras only: `requireClearOfFoldAndCameras`, its name before 0.2.0.
    @available(*, deprecated, renamed: "requireClearOfFoldAndCameras")
    public func requireClear(_ name: String, _ frame: (WindowCase) throws -> Rect?) throws {
        try requireClearOfFoldAndCameras(name, frame)
    }

    /// Fails when `check` gives a reason in any window of any state.
    /// - Parameters:
    ///   - name: what is checked, as the failure names it.
    ///   - check: why the window is wrong, or `nil` when it is right.
    /// - Throws: `LayoutCheckFailure` with each state and window that failed and its reason, or
    ///   saying the matrix has no window to check.
    public func require(_ name: String, _ check: (WindowCase) throws -> String?) throws {
        if windows.isEmpty {
            throw LayoutCheckFailure(
                name: name, checked: 0, problems: [], summary: "\(name): the matrix has no window to check")
        }
        var problems: [LayoutCheckFailure.Problem] = []
        for window in windows {
            if let reason = try check(window) {
                problems.append(.init(window: window.description, reason: reason))
            }
        }
        if !problems.isEmpty { throw LayoutCheckFailure(name: name, checked: windows.count, problems: problems) }
    }
}

// MARK: - WindowCase

/// One window in one state: the scene (asked with `.fixed`, active regions only), the window and
/// the app's layout in it.
public struct WindowCase: Sendable, CustomStringConvertible {
    /// The state.
    public var pose: PoseCase
    /// The engine's scene for it; its regions are physical (`.fixed`) and active.
    public var scene: PoseScene
    /// The window.
    public var window: WindowScene
    /// The device (its status area and side column give `configuration`'s safe area).
    var device: DeviceProfile

    /// The app's layout in the window, when the matrix has an app.
    public var layout: AppLayout? { window.app }

    /// The active divisions (frames with their margins) and occlusions meeting the window, in its
    /// physical coordinates.
    public var reservedRegions: [PoseRegion] { window.regions }

    /// The reserved regions `rect` meets (a line counts when `rect` reaches it).
    public func reservedRegions(meeting rect: Rect) -> [PoseRegion] {
        window.regions.filter { $0.frame.meets(rect) }
    }

    /// The window's fold, when an active division meets it.
    public var fold: PoseRegion? { window.regions.first { $0.kind == .division } }

    /// `book 127° landscape, Split View: window left`.
    public var description: String { "\(pose): window \(window.id.rawValue)" }
}

// MARK: - LayoutCheckFailure

/// A check that failed: what was checked, and each window where and why.
public struct LayoutCheckFailure: Error, Sendable, CustomStringConvertible {
    /// One window's failure.
    public struct Problem: Sendable, Hashable {
        /// The state and window (`book 127° landscape, Split View, right-to-left: window right`).
        public var window: String
        /// Why.
        public var reason: String
    }

    /// What was checked.
    public var name: String
    /// How many windows were checked.
    public var checked: Int
    /// Each window that failed, in the states' order.
    public var problems: [Problem]
    /// The first line, when it isn't a count of failed windows.
    var summary: String?

    /// The failure, a line a window (the first 20).
    public var description: String {
        var lines = [summary ?? "\(name): \(problems.count) of \(checked) windows fail"]
        lines += problems.prefix(20).map { "  \($0.window): \($0.reason)" }
        if problems.count > 20 { lines.append("  … and \(problems.count - 20) more") }
        return lines.joined(separator: "\n")
    }
}
