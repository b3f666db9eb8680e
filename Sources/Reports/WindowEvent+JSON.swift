import PoseEngine

// MARK: - A window event as JSON

extension WindowEventOutcome {
    /// `query --close-window` / `--open-window`'s `windowEvent`: what the event did to the windows.
    public var json: JSONValue {
        var window: JSONValue = .null
        if case .close(let id) = event { window = .string(id.rawValue) }
        return .object([
            ("event", .string(event.name)), ("window", window),
            ("windowsBefore", .array(windowsBefore.map { .string($0.rawValue) })),
            ("windowsAfter", .array(windowsAfter.map { .string($0.rawValue) })),
            ("remains", remains.map { .string($0.rawValue) } ?? .null), ("opened", .bool(opened)),
            ("reason", .string(reason.text)),
        ])
    }
}

extension JSONValue {
    /// An object with `key` added last (anything else as it is).
    public func appending(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members + [(key, value)])
    }
}

extension AppWindowing {
    /// `query`'s `appWindowing`, for an app that declares an orientation lock or full screen.
    public func json(app: AppProfile) -> JSONValue {
        .object([
            (
                "supportedOrientations",
                app.supportedOrientations.map { .array($0.map { .string($0.rawValue) }) } ?? .null
            ),
            ("requiresFullScreen", .bool(app.requiresFullScreen)),
            ("lockedOrientation", lockedOrientation.map { .string($0.rawValue) } ?? .null),
            ("fullScreenInsteadOfSplit", .bool(fullScreenInsteadOfSplit)),
        ])
    }
}
