import PoseEngine

// MARK: - App layout as JSON

extension AppLayout {
    /// The members `query --app` adds to a window: `sideBar`, `safeArea`, `presentations`, `arrangement`, `grid`.
    public func jsonMembers(direction: UserInterfaceLayoutDirection, toolbarVerticalEdge: ToolbarVerticalEdge?) -> [(
        String, JSONValue
    )] {
        let safe = safeArea.directional(direction)
        return [
            ("sideBar", bars.json(toolbarVerticalEdge: toolbarVerticalEdge)),
            (
                "safeArea",
                .object([
                    ("top", .number(safe.top)), ("leading", .number(safe.leading)),
                    ("bottom", .number(safe.bottom)), ("trailing", .number(safe.trailing)),
                ])
            ),
            (
                "presentations",
                .array(
                    presentations.map { presentation in
                        .object([
                            ("id", .string(presentation.id)), ("kind", .string(presentation.kind.rawValue)),
                            ("placement", .string(presentation.placement.rawValue)), ("frame", presentation.frame.json),
                            ("constrained", .bool(presentation.constrained)),
                            (
                                "preferredSize",
                                .object([
                                    ("width", .number(presentation.preferredSize.width)),
                                    ("height", .number(presentation.preferredSize.height)),
                                ])
                            ),
                            ("verticalBars", .bool(presentation.verticalBars)),
                        ])
                    })
            ),
            (
                "arrangement",
                arrangement.map { arrangement in
                    .object([
                        ("style", .string(arrangement.style.rawValue)),
                        ("axis", arrangement.axis.map { .string($0.rawValue) } ?? .null),
                        ("splitArrangementAxis", arrangement.axis.map { .string($0.rawValue) } ?? .null),
                        ("reason", .string(arrangement.reason)),
                        (
                            "panes",
                            .array(
                                arrangement.panes.map { .object([("id", .string($0.id)), ("frame", $0.frame.json)]) })
                        ),
                    ])
                } ?? .null
            ),
            (
                "controls",
                .array(
                    controls.map { control in
                        .object([
                            ("id", .string(control.spec.id)), ("group", .string(control.spec.group)),
                            ("interactive", .bool(control.spec.interactive)),
                            ("scrollsWithContent", .bool(control.spec.scrollsWithContent)),
                            ("frame", control.frame.json),
                            ("suggestedFrame", control.suggestedFrame.map(\.json) ?? .null),
                        ])
                    })
            ),
            (
                "collisions",
                .array(
                    collisions.map { collision in
                        .object([
                            ("control", .string(collision.control)), ("kind", .string(collision.kind.rawValue)),
                            ("severity", .string(collision.severity.rawValue)), ("with", .string(collision.with)),
                            ("points", .number(collision.amount)), ("message", .string(collision.message)),
                        ])
                    })
            ),
            (
                "moves",
                .array(
                    moves.map { move in
                        .object([
                            ("group", .string(move.group)), ("controls", .array(move.controls.map { .string($0) })),
                            ("dx", .number(move.dx)), ("dy", .number(move.dy)),
                            ("noRoom", move.noRoom.map { .string($0) } ?? .null),
                            ("description", .string(move.description)),
                        ])
                    })
            ),
            (
                "columns",
                .array(
                    columns.map { column in
                        .object([
                            ("id", .string(column.id)), ("frame", column.frame.json),
                            ("verticalBars", .bool(column.verticalBars)),
                        ])
                    })
            ),
            (
                "grid",
                grid.map { grid in
                    .object([
                        ("mode", .string(grid.mode)), ("columnCount", .number(Double(grid.columns.count))),
                        ("evenColumns", grid.evenColumns.map { .string($0.rawValue) } ?? .null),
                        ("columns", .array(grid.columns.map(\.json))),
                    ])
                } ?? .null
            ),
        ]
    }
}

extension BarLayout {
    func json(toolbarVerticalEdge: ToolbarVerticalEdge?) -> JSONValue {
        func item(_ item: PlacedItem) -> JSONValue {
            var members: [(String, JSONValue)] = [
                ("id", .string(item.id)), ("title", .string(item.title)),
                ("symbol", item.symbol.map { .string($0) } ?? .null), ("frame", item.frame.json),
            ]
            if let badge = item.badge { members.append(("badge", .number(Double(badge)))) }
            if item.isOverflowButton { members.append(("overflowButton", .bool(true))) }
            return .object(members)
        }
        return .object([
            ("axis", .string(axis.rawValue)),
            ("edge", edge.map { .string($0.rawValue) } ?? .null),
            (
                "toolbarVerticalEdge",
                axis == .vertical ? (toolbarVerticalEdge.map { .string($0.rawValue) } ?? .null) : .null
            ),
            ("frame", frame.json),
            ("statusArea", statusFrame.map(\.json) ?? .null),
            ("items", .array(items.map(item))),
            ("overflowed", .array(overflowed.map { .string($0) })),
            ("horizontalItems", .array(horizontalItems.map { .string($0) })),
            (
                "tabBar",
                tabBar.map { bar in
                    .object([
                        ("frame", bar.frame.json), ("style", .string(bar.style.rawValue)),
                        ("minimized", .bool(bar.minimized)), ("items", .array(bar.items.map(item))),
                    ])
                } ?? .null
            ),
        ])
    }
}
