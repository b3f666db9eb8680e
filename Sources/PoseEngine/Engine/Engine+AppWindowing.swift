// MARK: - What an app's windowing keys do to the state

/// What an app's orientation lock and `UIRequiresFullScreen` made of a state (Docs/DOMAIN.md §4).
public struct AppWindowing: Hashable, Sendable {
    /// The state the scene is made in.
    public var state: PoseState
    /// The display's orientation was outside the app's supported ones: the interface stays in
    /// this one (nil: not locked away).
    public var lockedOrientation: Orientation?
    /// Split View was asked for and the app requires full screen: one window.
    public var fullScreenInsteadOfSplit: Bool
}

extension Engine {
    /// `state` as the app lets it be: an interface orientation the app doesn't support is its
    /// first supported one (the interface doesn't turn, 003), and an app that requires full
    /// screen (`UIRequiresFullScreen`) has no Split View window (003).
    public func appWindowing(_ state: PoseState) -> AppWindowing {
        var adjusted = state
        var locked: Orientation?
        var full = false
        if let app {
            let inUse = profile.displayInUse(at: state.angle)
            if let supported = app.supportedOrientations, let first = supported.first,
                !supported.contains(state.orientation(of: inUse))
            {
                adjusted.setOrientation(first, of: inUse)
                locked = first
            }
            if app.requiresFullScreen && state.splitView && inUse == profile.splitView.display {
                adjusted.splitView = false
                full = true
            }
        }
        return AppWindowing(state: adjusted, lockedOrientation: locked, fullScreenInsteadOfSplit: full)
    }
}
