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
    /// Why, in the documents' words.
    public var reason: String
}

/// A window event the scene can't have: a close without Split View, or of a window it hasn't.
public struct WindowEventRefusal: Error, Hashable, Sendable {
    /// What is wrong, for people.
    public var message: String
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
        let whole = "\(formatPoints(display.width)) × \(formatPoints(display.height)) pt"
        switch event {
        case .close(let window):
            guard before.count == 2 else {
                throw WindowEventRefusal(message: "there is no Split View, so no window to close (give --split)")
            }
            guard before.contains(window), let other = before.first(where: { $0 != window }) else {
                let names = before.map(\.rawValue).joined(separator: " or ")
                throw WindowEventRefusal(message: "this Split View's windows are \(names), not \(window.rawValue)")
            }
            return WindowEventOutcome(
                event: event, state: after, windowsBefore: before, windowsAfter: [.main], remains: other,
                opened: false,
                reason:
                    "closing the \(window.rawValue) window leaves the \(other.rawValue) app alone: its window takes the whole display (\(whole)) as the full-screen window"
            )
        case .openWindow:
            guard inUse == profile.splitView.display else {
                return WindowEventOutcome(
                    event: event, state: state, windowsBefore: before, windowsAfter: before, remains: nil,
                    opened: false, reason: "the \(inUse.rawValue) display opens no new windows: the app's window stays")
            }
            return WindowEventOutcome(
                event: event, state: after, windowsBefore: before, windowsAfter: [.main], remains: nil, opened: true,
                reason:
                    "openWindow takes the whole \(inUse.rawValue) display: the new window is full screen (\(whole))"
                    + (before.count == 2 ? ", and Split View ends" : ", over the app's window"))
        }
    }
}
