import PoseEngine

// MARK: - Action

/// Everything a person (or a script) can do to the simulator.
public enum Action: Hashable, Sendable {
    /// Move the hinge by some degrees (clamped to `Limits.angle`).
    case hingeBy(Double)
    /// Set the hinge angle (clamped to `Limits.angle`).
    case setAngle(Double)
    /// Go to a named preset.
    case pose(PoseID)
    /// Turn the display in use to its other orientation.
    case rotate
    case setOrientation(Orientation)
    case toggleSplitView
    case setSplitView(Bool)
    /// Focus the next (+1) or previous (−1) window.
    case focusNext(Int)
    case focusWindow(WindowID)
    case toggleRightToLeft
    case toggleIncludeInactive
    case toggleBehavior
    case togglePartialRegions
    case toggleInnerCamera
    case toggleLiveActivity
    case toggleOverlay(OverlayKind)
    case toggleZoom
    /// The info panel speaks the next platform's words (apple → android → flutter → web).
    case cycleVocabulary
    case setVocabulary(PlatformVocabulary)
    case showHelp(Bool)
    case toggleHelp
    /// Scroll the open help by some lines (up when negative); never above its first line.
    case scrollHelp(Int)
    /// Save the screen as a text capture (the session or the replayer writes the file).
    case captureScreen
    /// Start or stop an asciicast recording of the live session (ignored in replays).
    case toggleRecording
    /// What carrying out an effect came to (a capture saved at a path), for the status line: an
    /// effect's outcome comes back as an action, so only the reducer writes the state.
    case effectFinished(EffectOutcome)
    /// Another device profile: a fresh state on it at its default pose, the app kept (a tape's `Set Profile`).
    case setProfile(DeviceProfile)
    /// Another app profile, or none (a tape's `Set App`).
    case setApp(AppProfile?)
    /// Profiles read again from their files while the UI runs (hot reload): the device profile,
    /// the app profile or both swapped in where the state is (pose, angle, settings, overlays,
    /// words and focus kept), and what happened said on the status line; neither, when every edit
    /// found doesn't read (the last good profiles kept, the outcome says why).
    case reload(device: DeviceProfile?, app: AppProfile?, outcome: ReloadOutcome)
    /// Inspect mode on, on the element nearest the centre of the display in use, or off (`Enter`).
    case toggleInspect
    /// Inspect mode off (`Esc`).
    case endInspect
    /// Inspect the nearest element in a direction (the arrows, while inspecting).
    case inspectMove(InspectDirection)
    /// Inspect the next (+1) or previous (−1) element in reading order (`Tab`, `Shift-Tab`).
    case inspectStep(Int)
    /// Inspect what an area of the display in use meets, in its points: the cell a click was on.
    case inspectArea(Rect)
    /// Inspect an element by its reference (`trash`, `left:trash`; a tape's `Inspect ID`).
    case inspectElement(String)
    case quit
    /// The loop carries on after a quit (a tape's UI quit back to its prompt): the state no longer asks to end.
    case resume
}

// MARK: - OverlayKind

/// The overlays a key switches.
public enum OverlayKind: String, Hashable, Sendable, CaseIterable {
    case margins
    case occlusions
    case sideBars
    case labels
    case grid
    case arrangement
    case presentations
    case controls
}
