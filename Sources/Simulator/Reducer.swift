import PoseEngine

// MARK: - Effect

/// What an action asks of the world beyond the state (bubbletea's `Cmd`): the live UI and the
/// replayer carry these out in one place (`Runtime`), the reducer only names them.
public enum Effect: Hashable, Sendable {
    /// Save the screen shown as a capture.
    case captureScreen
    /// Start or stop a recording of the live session (a replay is a recording already).
    case toggleRecording
}

// MARK: - update

/// The next state after `action`, and the effects it asks for. Pure.
public func update(_ state: SimState, _ action: Action) -> (SimState, [Effect]) {
    // An effect leaves the state as it is; whoever carries it out may set the message.
    switch action {
    case .captureScreen:
        return (state, [.captureScreen])
    case .toggleRecording:
        return (state, [.toggleRecording])
    default:
        return (reduce(state, action), [])
    }
}

// MARK: - reduce

/// The next state after `action`, its effects dropped. Pure: the same state and action always give the same result.
public func reduce(_ state: SimState, _ action: Action) -> SimState {
    var next = state
    next.message = nil
    switch action {
    case .hingeBy(let delta):
        next.pose.angle = clampAngle(state.pose.angle + delta)
    case .setAngle(let angle):
        next.pose.angle = clampAngle(angle)
    case .pose(let name):
        guard let preset = state.profile.pose(named: name) else {
            next.message = "no pose named \(name)"
            return next
        }
        var pose = state.profile.state(at: preset)
        // A preset sets the hinge and orientation; the settings stay as they were.
        pose.splitView = state.pose.splitView
        pose.layoutDirection = state.pose.layoutDirection
        pose.innerCameraInUse = state.pose.innerCameraInUse
        pose.liveActivity = state.pose.liveActivity
        next.pose = pose
    case .rotate:
        let display = state.profile.displayInUse(at: state.pose.angle)
        next.pose.setOrientation(state.pose.orientation(of: display).toggled, of: display)
    case .setOrientation(let orientation):
        next.pose.setOrientation(orientation, of: state.profile.displayInUse(at: state.pose.angle))
    case .toggleSplitView:
        next.pose.splitView.toggle()
        next.focus = 0
        if next.pose.splitView && state.profile.displayInUse(at: state.pose.angle) != state.profile.splitView.display {
            next.message = "Split View shows on the \(state.profile.splitView.display.rawValue) display only"
        }
    case .setSplitView(let on):
        next.pose.splitView = on
        next.focus = 0
    case .focusNext(let step):
        let count = max(1, state.scene.windows.count)
        next.focus = ((state.focus + step) % count + count) % count
    case .focusWindow(let id):
        if let index = state.scene.windows.firstIndex(where: { $0.id == id }) { next.focus = index }
    case .toggleRightToLeft:
        next.pose.layoutDirection = state.pose.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    case .toggleIncludeInactive:
        next.query.includeInactive.toggle()
    case .toggleBehavior:
        next.query.behavior = state.query.behavior == .mirrors ? .fixed : .mirrors
    case .togglePartialRegions:
        next.query.partialRegions = state.query.partialRegions == .clip ? .extend : .clip
    case .toggleInnerCamera:
        next.pose.innerCameraInUse.toggle()
    case .toggleLiveActivity:
        next.pose.liveActivity.toggle()
    case .toggleOverlay(let kind):
        if next.overlays.remove(kind) == nil { next.overlays.insert(kind) }
    case .toggleZoom:
        next.zoomed.toggle()
    case .cycleVocabulary:
        next.vocabulary = state.vocabulary.next
        next.message = "words: \(next.vocabulary.rawValue) (\(next.vocabulary.apiName))"
    case .setVocabulary(let vocabulary):
        next.vocabulary = vocabulary
    case .showHelp(let show):
        next.showHelp = show
    case .toggleHelp:
        next.showHelp.toggle()
    case .captureScreen, .toggleRecording:
        break  // effects: `update` names them, `Runtime` carries them out
    case .quit:
        next.quit = true
    }
    return next
}

/// An angle kept within the hinge's range, 0…180.
private func clampAngle(_ angle: Double) -> Double {
    min(180, max(0, angle))
}
