// MARK: - Window events

/// A scene's windows changing: the user closes one of the two Split View windows, or the app
/// calls `openWindow` (003, 004; Docs/DOMAIN.md §4).
public enum WindowEvent: Hashable, Sendable {
    /// One Split View window closes; the other app's window takes the whole display.
    case close(WindowID)
    /// The app opens a new window (`openWindow`): on the inner display it takes the whole display.
    case openWindow

    /// `closeWindow` or `openWindow`, as `query` names the event.
    public var name: String {
        switch self {
        case .close: "closeWindow"
        case .openWindow: "openWindow"
        }
    }
}

/// What a window event came to: the state after it, the windows before and after, and why.
public struct WindowEventOutcome: Hashable, Sendable {
    /// The event.
    public var event: WindowEvent
    /// The state after the event (Split View ended, or unchanged).
    public var state: PoseState
    /// The windows before the event, in the scene's order.
    public var windowsBefore: [WindowID]
    /// The windows after it.
    public var windowsAfter: [WindowID]
    /// The window whose app stays (a close), now the full-screen `main`.
    public var remains: WindowID?
    /// Whether a new window opened.
    public var opened: Bool
    /// Why (Reports writes it in the documents' words).
    public var reason: Reason

    /// Why a window event came to what it did.
    public enum Reason: Hashable, Sendable {
        /// Closing `window` leaves the app of `remains` alone: its window takes the whole
        /// display (`display`, in points) as the full-screen window.
        case closed(WindowID, remains: WindowID, display: Size)
        /// This display opens no new windows: the app's window stays.
        case opensNoWindows(DisplayID)
        /// `openWindow` takes the whole display (`display`, in points): the new window is full
        /// screen, ending Split View when `endsSplitView`, else over the app's window.
        case opensFullScreen(DisplayID, display: Size, endsSplitView: Bool)
    }
}

/// A window event the scene can't have: a close without Split View, or of a window it hasn't.
public enum WindowEventRefusal: Error, Hashable, Sendable {
    /// There is no Split View, so no window to close.
    case noSplitView
    /// The window to close isn't one of this Split View's (`windows`).
    case notInSplitView(WindowID, windows: [WindowID])
}

extension Engine {
    /// The scene's windows after `event` in `state` (003, 004): closing one Split View window
    /// leaves the other app alone, and its window takes the whole display (book: 469 × 669 at
    /// x 482 becomes 951 × 669); `openWindow` on the inner display gives the new window the whole
    /// inner display, ending Split View; the outer display opens no new windows.
    public func outcome(of event: WindowEvent, in state: PoseState) throws(WindowEventRefusal) -> WindowEventOutcome {
        let inUse = profile.displayInUse(at: state.angle)
        let display = profile.display(inUse).size(in: state.orientation(of: inUse))
        let before = scene(for: state).windows.map(\.id)
        var after = state
        after.splitView = false
        switch event {
        case .close(let window):
            guard before.count == 2 else {
                throw .noSplitView
            }
            guard before.contains(window), let other = before.first(where: { $0 != window }) else {
                throw .notInSplitView(window, windows: before)
            }
            return WindowEventOutcome(
                event: event, state: after, windowsBefore: before, windowsAfter: [.main], remains: other,
                opened: false, reason: .closed(window, remains: other, display: display))
        case .openWindow:
            guard inUse == profile.splitView.display else {
                return WindowEventOutcome(
                    event: event, state: state, windowsBefore: before, windowsAfter: before, remains: nil,
                    opened: false, reason: .opensNoWindows(inUse))
            }
            return WindowEventOutcome(
                event: event, state: after, windowsBefore: before, windowsAfter: [.main], remains: nil, opened: true,
                reason: .opensFullScreen(inUse, display: display, endsSplitView: before.count == 2))
        }
    }
}
