import PoseEngine

// MARK: - Effect

/// What an action asks of the world beyond the state (bubbletea's `Cmd`): the live UI and the
/// replayer carry these out in one place (`Runtime`'s `EffectRunner`), the reducer only names
/// them, and what they came to returns as an action (`.effectFinished`).
public enum Effect: Hashable, Sendable {
    /// Save the screen shown as a capture.
    case captureScreen
    /// Start or stop a recording of the live session (a replay is a recording already).
    case toggleRecording
}

// MARK: - update

/// The next state after `action`, and the effects it asks for (bubbletea's `Update → (Model, Cmd)`). Pure.
public func update(_ state: SimState, _ action: Action) -> (SimState, [Effect]) {
    // An effect leaves the state as it is; what it came to returns as an action.
    switch action {
    case .captureScreen:
        return (state, [.captureScreen])
    case .toggleRecording:
        return (state, [.toggleRecording])
    default:
        return (reduce(state, action), [])
    }
}

/// The state after `action` and after every action its effects come back with: `perform` carries
/// out one action's effects for the state they were asked in, and returns what they came to
/// (`.effectFinished`), which goes through the reducer in turn. The loops own the state and give it
/// only to this: nothing but the reducer writes it.
public func update(
    _ state: SimState, _ action: Action, performing perform: ([Effect], SimState) throws -> [Action]
) rethrows -> SimState {
    var state = state
    var pending = [action]
    var index = 0
    while index < pending.count {
        let (next, effects) = update(state, pending[index])
        index += 1
        state = next
        if !effects.isEmpty { pending += try perform(effects, state) }
    }
    return state
}

// MARK: - reduce

/// The next state after `action`, its effects dropped. Pure: the same state and action always give the same result.
public func reduce(_ state: SimState, _ action: Action) -> SimState {
    var next = state
    next.message = nil
    switch action {
    case .hingeBy, .setAngle, .pose, .rotate, .setOrientation, .toggleRightToLeft, .toggleInnerCamera,
        .toggleLiveActivity:
        reducePose(state, action, into: &next)
    case .toggleSplitView, .setSplitView, .focusNext, .focusWindow:
        reduceWindows(state, action, into: &next)
    case .toggleIncludeInactive, .toggleBehavior, .togglePartialRegions:
        reduceQuery(state, action, into: &next)
    case .toggleOverlay, .toggleZoom, .cycleVocabulary, .setVocabulary, .showHelp, .toggleHelp, .scrollHelp:
        reduceView(state, action, into: &next)
    case .setProfile(let profile):
        next = SimState(profile: profile, pose: profile.state(at: profile.defaultPose), app: state.app)
    case .setApp(let app):
        next.app = app
    case .reload(let device, let app, let outcome):
        // Only the profiles change: the person stays where they were.
        if let device { next.profile = device }
        if let app { next.app = app }
        next.message = .reload(outcome)
    case .toggleInspect, .endInspect, .inspectMove, .inspectStep, .inspectArea, .inspectElement:
        reduceInspect(state, action, into: &next)
    case .effectFinished(let outcome):
        next.message = .effect(outcome)
    case .captureScreen, .toggleRecording:
        break  // effects: `update` names them, `Runtime` carries them out
    case .quit:
        next.quit = true
    case .resume:
        next.quit = false
    }
    return next
}

/// The hinge, the preset poses, the orientation and the pose's settings.
private func reducePose(_ state: SimState, _ action: Action, into next: inout SimState) {
    switch action {
    case .hingeBy(let delta):
        next.pose.angle = clampAngle(state.pose.angle + delta)
    case .setAngle(let angle):
        next.pose.angle = clampAngle(angle)
    case .pose(let name):
        guard let preset = state.profile.pose(name) else {
            next.message = .note("no pose named \(name)")
            return
        }
        var pose = state.profile.state(at: preset)
        // A preset sets the hinge and orientation; the settings stay as they were.
        pose.splitView = state.pose.splitView
        pose.layoutDirection = state.pose.layoutDirection
        pose.innerCameraInUse = state.pose.innerCameraInUse
        pose.liveActivity = state.pose.liveActivity
        pose.hingeUnknown = state.pose.hingeUnknown
        next.pose = pose
    case .rotate:
        let display = state.profile.displayInUse(at: state.pose.angle)
        next.pose.setOrientation(state.pose.orientation(of: display).toggled, of: display)
    case .setOrientation(let orientation):
        next.pose.setOrientation(orientation, of: state.profile.displayInUse(at: state.pose.angle))
    case .toggleRightToLeft:
        next.pose.layoutDirection = state.pose.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    case .toggleInnerCamera:
        next.pose.innerCameraInUse.toggle()
    case .toggleLiveActivity:
        next.pose.liveActivity.toggle()
    default:
        break
    }
}

/// Split View and the focused window.
private func reduceWindows(_ state: SimState, _ action: Action, into next: inout SimState) {
    switch action {
    case .toggleSplitView:
        next.pose.splitView.toggle()
        next.focus = 0
        if next.pose.splitView && state.profile.displayInUse(at: state.pose.angle) != state.profile.splitView.display {
            next.message = .note("Split View shows on the \(state.profile.splitView.display.rawValue) display only")
        }
    case .setSplitView(let on):
        next.pose.splitView = on
        next.focus = 0
    case .focusNext(let step):
        let count = max(1, state.scene.windows.count)
        next.focus = ((state.focus + step) % count + count) % count
    case .focusWindow(let id):
        if let index = state.scene.windows.firstIndex(where: { $0.id == id }) { next.focus = index }
    default:
        break
    }
}

/// The region query's switches.
private func reduceQuery(_ state: SimState, _ action: Action, into next: inout SimState) {
    switch action {
    case .toggleIncludeInactive:
        next.query.includeInactive.toggle()
    case .toggleBehavior:
        next.query.behavior = state.query.behavior == .mirrors ? .fixed : .mirrors
    case .togglePartialRegions:
        next.query.partialRegions = state.query.partialRegions == .clip ? .extend : .clip
    default:
        break
    }
}

/// What the screen shows besides the pose: overlays, zoom, the panel's words, the help.
private func reduceView(_ state: SimState, _ action: Action, into next: inout SimState) {
    switch action {
    case .toggleOverlay(let kind):
        // An overlay of something the app doesn't have would hide nothing: say so instead.
        guard kind.shows(something: state.app) else {
            next.message = .note(
                "\(kind.rawValue): \(state.app.map { "\($0.name) has none" } ?? "no app (--app NAME)")")
            return
        }
        if next.overlays.remove(kind) == nil { next.overlays.insert(kind) }
    case .toggleZoom:
        next.zoomed.toggle()
    case .cycleVocabulary:
        next.vocabulary = state.vocabulary.next
        next.message = .note("words: \(next.vocabulary.rawValue) (\(next.vocabulary.apiName))")
    case .setVocabulary(let vocabulary):
        next.vocabulary = vocabulary
    case .showHelp(let show):
        next.showHelp = show
        next.helpScroll = 0
    case .toggleHelp:
        next.showHelp.toggle()
        next.helpScroll = 0
    case .scrollHelp(let lines):
        next.helpScroll = max(0, state.helpScroll + lines)
    default:
        break
    }
}

/// An angle kept within the hinge's range, `Limits.angle`.
private func clampAngle(_ angle: Double) -> Double {
    min(Limits.angle.upperBound, max(Limits.angle.lowerBound, angle))
}
