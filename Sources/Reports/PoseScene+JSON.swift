import PoseEngine

// MARK: - PoseScene as JSON

extension PoseScene {
    /// The `duosim query` document (Docs/CONTRACT.md).
    public var json: JSONValue {
        .object([
            ("profile", .string(profileName)),
            ("device", .string(deviceName)),
            ("hinge", .object([("angle", .number(angle)), ("status", .string(status.rawValue))])),
            ("pose", .string(poseName)),
            ("display", .string(displayInUse.rawValue)),
            ("orientation", .string(orientation.rawValue)),
            ("layoutDirection", .string(layoutDirection.rawValue)),
            ("query", query.json),
            ("app", appName.map { .string($0) } ?? .null),
            ("windows", .array(windows.map { $0.json(direction: layoutDirection) })),
        ])
    }
}

extension RegionQuery {
    /// The options in force, so a reader knows how to take the numbers.
    public var json: JSONValue {
        .object([
            ("kind", kind.map { .string($0.rawValue) } ?? .null),
            ("includeInactive", .bool(includeInactive)),
            ("layoutDirectionBehavior", .string(behavior.rawValue)),
            ("partialRegions", .string(partialRegions.rawValue)),
        ])
    }
}

extension WindowScene {
    /// One window of the `query` document.
    public func json(direction: UserInterfaceLayoutDirection) -> JSONValue {
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
                ("regions", .array(regions.map(\.json))),
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
