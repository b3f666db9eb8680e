import PoseEngine

// MARK: - PoseScene as JSON

extension PoseScene {
    /// The `duosim query` document (Docs/CONTRACT.md).
    public var json: JSONValue {
        .object([
            ("profile", .string(profileName)),
            ("device", .string(deviceName)),
            ("hinge", .object(hingeMembers)),
            ("pose", .string(poseName)),
            ("display", .string(displayInUse.rawValue)),
            ("orientation", .string(orientation.rawValue)),
            ("layoutDirection", .string(layoutDirection.rawValue)),
            ("query", query.json),
            ("app", appName.map { .string($0) } ?? .null),
            ("windows", .array(windows.map { $0.json(direction: layoutDirection, query: query) })),
        ])
    }
}

extension RegionQuery {
    /// The options in force, so a reader knows how to take the numbers.
    /// UIKit's query says so (`"api": "uikit"`) and has no behavior of its own: its frames are
    /// the physical ones `.fixed` gives.
    public var json: JSONValue {
        .object(
            [
                ("kind", kind.map { .string($0.rawValue) } ?? .null),
                ("includeInactive", .bool(includeInactive)),
                ("layoutDirectionBehavior", .string(appliedBehavior.rawValue)),
                ("partialRegions", .string(partialRegions.rawValue)),
            ] + (api == .uiKit ? [("api", .string(api.rawValue))] : []))
    }
}

extension WindowScene {
    /// One window of the `query` document (`query`: how its regions were asked for).
    public func json(direction: UserInterfaceLayoutDirection, query: RegionQuery = RegionQuery()) -> JSONValue {
        .object(
            [
                ("id", .string(id.rawValue)),
                ("display", .string(display.rawValue)),
                ("frameInDisplay", frameInDisplay.json),
                ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
                ("foldSide", .string(foldSide.rawValue)),
                (
                    "foldSides",
                    .object([
                        ("fixed", .string(physicalFoldSide.rawValue)), ("mirrors", .string(mirroredFoldSide.rawValue)),
                    ])
                ),
                ("toolbarVerticalEdge", toolbarVerticalEdge.map { .string($0.rawValue) } ?? .null),
                (
                    "sizeClass",
                    .object([
                        ("horizontal", .string(sizeClasses.horizontal.rawValue)),
                        ("vertical", .string(sizeClasses.vertical.rawValue)),
                    ])
                ),
                ("regions", .array(regions.map { $0.json(in: size, direction: direction, query: query) })),
            ] + (app?.jsonMembers(direction: direction, toolbarVerticalEdge: toolbarVerticalEdge) ?? []))
    }
}

extension PoseRegion {
    /// One region of the `query` document.
    public var json: JSONValue {
        .object([
            ("id", .string(id.rawValue)),
            ("kind", .string(kind.rawValue)),
            ("isActive", .bool(isActive)),
            ("frame", frame.json),
            (
                "margins",
                .object([
                    ("top", .number(margins.top)), ("leading", .number(margins.leading)),
                    ("bottom", .number(margins.bottom)), ("trailing", .number(margins.trailing)),
                ])
            ),
        ])
    }
}

extension Rect {
    /// `{"x":…,"y":…,"width":…,"height":…}`.
    public var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}

extension PoseRegion {
    /// A region of a window: a systemControls region adds the `insets` it takes from the window
    /// (the padding custom chrome takes from it), named by layout direction as margins are.
    func json(in size: Size, direction: UserInterfaceLayoutDirection, query: RegionQuery) -> JSONValue {
        guard kind == .systemControls, case .object(var members) = json else { return json }
        let insets = AppLayout.insets(of: [self], in: size)
        // Frames count from the leading edge when mirrored; else from the physical left.
        let fromLeading = direction == .leftToRight || query.appliedBehavior == .mirrors
        let leading = fromLeading ? insets.left : insets.right
        let trailing = fromLeading ? insets.right : insets.left
        members.append(
            (
                "insets",
                .object([
                    ("top", .number(insets.top)), ("leading", .number(leading)), ("bottom", .number(insets.bottom)),
                    ("trailing", .number(trailing)),
                ])
            ))
        return .object(members)
    }
}

extension PoseScene {
    /// The hinge: the device's angle and status, and `"reported": "unknown"` when it tells apps
    /// nothing (`--hinge unknown`: `UIHinge.status .unknown`, `DeviceHinge` nil).
    var hingeMembers: [(String, JSONValue)] {
        [("angle", .number(angle)), ("status", .string(status.rawValue))]
            + (hingeUnknown ? [("reported", .string("unknown"))] : [])
    }
}
