import PoseEngine
import Simulator

// MARK: - DemoBook

/// Every frame of the demo page: each whole degree × each combination of the toggles, rendered
/// as `render` would for the same options, written as the changes from frame to frame.
public struct DemoBook: Sendable {
    public let profile: DeviceProfile
    public let app: AppProfile?
    /// The pose the page opens at (its settings besides the toggles' are every frame's).
    public let pose: PoseState
    public let query: RegionQuery
    public let columns: Int
    public let rows: Int
    /// The page's switches, lowest bit first.
    public let toggles: [DemoToggle]
    /// The hint line of its frames (`pageHints`).
    public private(set) var hints: [Hint] = []

    public init(profile: DeviceProfile, app: AppProfile?, pose: PoseState, query: RegionQuery, columns: Int, rows: Int)
    {
        self.profile = profile
        self.app = app
        self.pose = pose
        self.query = query
        self.columns = columns
        self.rows = rows
        toggles =
            [.split, .rightToLeft, .includeInactive, .rotate] + Self.overlays(of: app).map(DemoToggle.overlay) + [
                .focus
            ]
        hints = pageHints()
    }

    /// The overlays an app gives meaning to, in toggle order.
    static func overlays(of app: AppProfile?) -> [OverlayKind] {
        [.controls, .presentations, .arrangement, .grid].filter { $0.shows(something: app) }
    }

    /// The bit of `toggle` in a combination (0 when the page has no such toggle).
    public func bit(_ toggle: DemoToggle) -> Int { toggles.firstIndex(of: toggle).map { 1 << $0 } ?? 0 }

    /// Whether `toggle` is on in the combination `bits`.
    func isOn(_ toggle: DemoToggle, in bits: Int) -> Bool { bits & bit(toggle) != 0 }

    /// Combinations that exist: focus on the second window needs Split View.
    func exists(_ bits: Int) -> Bool { !isOn(.focus, in: bits) || isOn(.split, in: bits) }

    /// How many frames the page holds.
    public var frameCount: Int { (0..<(1 << toggles.count)).filter(exists).count * 181 }

    /// The simulator's state for a combination at a whole degree: `render`'s state for the same options.
    func state(bits: Int, angle: Int) -> SimState {
        var query = self.query
        query.includeInactive = isOn(.includeInactive, in: bits)
        var state = SimState(profile: profile, pose: pose(bits: bits, angle: angle), query: query, app: app)
        for toggle in toggles {
            guard case .overlay(let overlay) = toggle, !isOn(toggle, in: bits) else { continue }
            state = reduce(state, .toggleOverlay(overlay))
        }
        state.focus = isOn(.focus, in: bits) ? 1 : 0
        return state
    }

    /// The pose of a combination at a whole degree (all that differs between its degrees' states:
    /// a sweep keeps one state, and its engine's remembered layouts, and sets this).
    func pose(bits: Int, angle: Int) -> PoseState {
        var frame = profile.state(at: profile.defaultPose)
        frame.angle = Double(angle)
        let display = profile.displayInUse(at: frame.angle)
        let native = profile.display(display).nativeOrientation
        frame.setOrientation(isOn(.rotate, in: bits) ? native.toggled : native, of: display)
        frame.splitView = isOn(.split, in: bits)
        frame.layoutDirection = isOn(.rightToLeft, in: bits) ? .rightToLeft : .leftToRight
        frame.innerCameraInUse = pose.innerCameraInUse
        frame.liveActivity = pose.liveActivity
        return frame
    }

    /// The combination and whole degree the pose options name.
    var initial: (bits: Int, angle: Int) {
        let angle = Int(checked: min(Limits.angle.upperBound, max(Limits.angle.lowerBound, pose.angle)))
        let display = profile.displayInUse(at: Double(angle))
        var bits = toggles.reduce(0) { bits, toggle in
            if case .overlay = toggle { return bits | bit(toggle) }
            return bits
        }
        if pose.splitView { bits |= bit(.split) }
        if pose.layoutDirection == .rightToLeft { bits |= bit(.rightToLeft) }
        if query.includeInactive { bits |= bit(.includeInactive) }
        if pose.orientation(of: display) != profile.display(display).nativeOrientation { bits |= bit(.rotate) }
        return (bits, angle)
    }

    /// The key map's bindings the page carries out, each key with what it does there: the page
    /// handles a key exactly when the key table's action for it has a meaning on the page.
    public var keys: [DemoKey] {
        pageGroups.flatMap(\.bindings).flatMap { binding in
            effect(of: binding.action).map { effect in binding.keys.map { DemoKey(key: $0, effect: effect) } } ?? []
        }
    }

    /// The key table's rows for the keys the page handles (`← →  hinge 1° closed / open`).
    public var keyRows: [HelpRow] {
        pageGroups.compactMap { group in
            let handled = group.bindings.filter { effect(of: $0.action) != nil }
            guard !handled.isEmpty else { return nil }
            var row = group
            row.bindings = handled
            return HelpRow(
                keys: row.keysLabel, text: handled.count == group.bindings.count ? group.text : handled[0].help)
        }
    }

    /// What an action of the key map does on the page, if it means anything there.
    func effect(of action: Action) -> DemoKeyEffect? {
        switch action {
        case .hingeBy(let degrees): return .hinge(Int(degrees))
        case .setAngle(let angle): return .angle(Int(angle))
        case .pose(let name): return profile.poses.firstIndex { $0.id == name }.map(DemoKeyEffect.pose)
        case .toggleSplitView: return .toggle(.split)
        case .toggleRightToLeft: return .toggle(.rightToLeft)
        case .toggleIncludeInactive: return .toggle(.includeInactive)
        case .rotate: return .toggle(.rotate)
        case .toggleOverlay(let kind): return toggles.contains(.overlay(kind)) ? .toggle(.overlay(kind)) : nil
        case .focusNext: return .toggle(.focus)
        case .toggleHelp: return .help(nil)
        case .showHelp(let shown): return .help(shown)
        default: return nil
        }
    }

    /// The pose buttons: each preset's angle and whether its display is turned from native.
    var poseButtons: [DemoPage.PoseButton] {
        profile.poses.map { preset in
            let display = profile.displayInUse(at: preset.angle)
            return DemoPage.PoseButton(
                name: preset.name, angle: Int(checked: preset.angle),
                rotated: preset.orientation != profile.display(display).nativeOrientation)
        }
    }

    /// The hint line of the page's frames: the key table's hints for the rows whose every key
    /// the page handles, so the picture names no key the page ignores.
    func pageHints() -> [Hint] {
        pageGroups.compactMap { group in
            guard let hint = group.hint, group.bindings.allSatisfy({ effect(of: $0.action) != nil }) else { return nil }
            return Hint(text: hint, essential: group.essential)
        }
    }

    func render(bits: Int, angle: Int, elements: Bool = false) -> RenderedScreen {
        let state = state(bits: bits, angle: angle)
        return render(state, scene: state.scene, elements: elements)
    }

    /// The frame of `state`, whose scene is `scene`, with the page's key line.
    func render(_ state: SimState, scene: PoseScene, elements: Bool) -> RenderedScreen {
        ScreenRenderer.render(state, scene: scene, columns: columns, rows: rows, options: options(elements: elements))
    }

    /// The options the page's frames are drawn with.
    func options(elements: Bool) -> RenderOptions { RenderOptions(recordsElements: elements, hints: hints) }
}
