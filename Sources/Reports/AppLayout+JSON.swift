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
            ("presentations", .array(presentations.map { $0.json(direction: direction) })),
            ("arrangement", arrangement.map(\.json) ?? .null),
            ("controls", .array(controls.map(\.json))),
            ("collisions", .array(collisions.map(\.json))),
            ("moves", .array(moves.map(\.json))),
            ("columns", .array(columns.map(\.json))),
            ("hiddenColumns", .array(hiddenColumns.map(\.json))),
            ("grid", grid.map(\.json) ?? .null),
            ("readings", .object(readings.settings.map { ($0.name, .string($0.value)) })),
        ]
    }
}

extension PlacedPresentation {
    func json(direction: UserInterfaceLayoutDirection) -> JSONValue {
        let preferred: JSONValue = .object([
            ("width", .number(preferredSize.width)), ("height", .number(preferredSize.height)),
        ])
        let parentValue: JSONValue = parent.map { JSONValue.string($0) } ?? .null
        let anchorValue: JSONValue = anchorFrame.map(\.json) ?? .null
        var barsValue: JSONValue = .null
        if let bars { barsValue = bars.json(toolbarVerticalEdge: bars.edge?.directional(direction)) }
        let members: [(String, JSONValue)] = [
            ("id", .string(id)), ("kind", .string(kind.rawValue)),
            ("placement", .string(placement.rawValue)), ("frame", frame.json),
            ("constrained", .bool(constrained)), ("preferredSize", preferred),
            ("verticalBars", .bool(verticalBars)), ("parent", parentValue),
            ("anchor", anchorValue), ("anchorHidden", .bool(anchorHidden)),
            ("adaptedToSheet", .bool(adaptedToSheet)), ("bars", barsValue),
        ]
        return .object(members)
    }
}

extension PlacedArrangement {
    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("style", .string(style.rawValue)),
            ("axis", axis.map { .string($0.rawValue) } ?? .null),
            ("splitArrangementAxis", axis.map { .string($0.rawValue) } ?? .null),
            ("reason", .string(reason.text)),
            ("panes", .array(panes.map { .object([("id", .string($0.id)), ("frame", $0.frame.json)]) })),
        ]
        // Only an arrangement with options of its own (or in a container 003 rules out) says them.
        if let options {
            members.append(
                (
                    "options",
                    .object([
                        ("overlayArrangementEdge", options.overlayEdge.map { .string($0.rawValue) } ?? .null),
                        ("ratio", options.ratio.map { .number($0) } ?? .null),
                        ("onTop", options.onTop.map { .string($0) } ?? .null),
                        ("secondaryCollapsed", .bool(options.secondaryCollapsed)),
                        ("insideContainer", options.insideContainer.map { .string($0) } ?? .null),
                    ])
                ))
        }
        return .object(members)
    }
}

extension PlacedControl {
    var json: JSONValue {
        .object(
            [
                ("id", .string(spec.id)), ("group", .string(spec.group)),
                ("interactive", .bool(spec.interactive)),
                ("scrollsWithContent", .bool(spec.scrollsWithContent)),
                ("frame", frame.json),
                ("suggestedFrame", suggestedFrame.map(\.json) ?? .null),
            ] + (spec.reservedRegion.map { [("reservedRegion", .string($0.rawValue))] } ?? []))
    }
}

extension Collision {
    var json: JSONValue {
        .object([
            ("control", .string(control)), ("kind", .string(kind.rawValue)),
            ("severity", .string(severity.rawValue)), ("with", .string(with)),
            ("points", .number(amount)), ("message", .string(message)),
        ])
    }
}

extension GroupMove {
    var json: JSONValue {
        .object([
            ("group", .string(group)), ("controls", .array(controls.map { .string($0) })),
            ("dx", .number(dx)), ("dy", .number(dy)),
            ("noRoom", noRoom.map { .string($0.text) } ?? .null),
            ("description", .string(description)),
        ])
    }
}

extension PlacedColumn {
    var json: JSONValue {
        .object([("id", .string(id)), ("frame", frame.json), ("verticalBars", .bool(verticalBars))])
    }
}

extension HiddenColumn {
    var json: JSONValue { .object([("id", .string(id)), ("reason", .string(reason.rawValue))]) }
}

extension PlacedAdaptiveGrid {
    var json: JSONValue {
        .object([
            ("mode", .string(mode.rawValue)), ("scrollAxis", .string(scrollAxis.rawValue)),
            ("columnCount", .number(Double(columns.count))),
            ("evenColumns", evenColumns.map { .string($0.rawValue) } ?? .null),
            ("activeFold", .string(activeFold.rawValue)),
            ("columns", .array(columns.map(\.json))),
        ])
    }
}

extension BarLayout {
    func json(toolbarVerticalEdge: ToolbarVerticalEdge?) -> JSONValue {
        func item(_ item: PlacedItem) -> JSONValue {
            var members: [(String, JSONValue)] = [
                ("id", .string(item.id)), ("title", .string(item.shownTitle)),
                ("symbol", item.symbol.map { .string($0) } ?? .null), ("frame", item.frame.json),
            ]
            if let badge = item.badge { members.append(("badge", .number(Double(badge)))) }
            if item.isOverflowButton { members.append(("overflowButton", .bool(true))) }
            return .object(members)
        }
        let edgeValue: JSONValue = edge.map { .string($0.rawValue) } ?? .null
        var verticalEdge: JSONValue = .null
        if axis == .vertical, let toolbarVerticalEdge { verticalEdge = .string(toolbarVerticalEdge.rawValue) }
        let status: JSONValue = statusFrame.map(\.json) ?? .null
        var tab: JSONValue = .null
        if let bar = tabBar {
            let members: [(String, JSONValue)] = [
                ("frame", bar.frame.json), ("style", .string(bar.style.rawValue)),
                ("minimized", .bool(bar.minimized)), ("items", .array(bar.items.map(item))),
                ("overflowed", .array(bar.overflowed.map { JSONValue.string($0) })),
            ]
            tab = .object(members)
        }
        var members: [(String, JSONValue)] = [
            ("axis", .string(axis.rawValue)), ("edge", edgeValue), ("toolbarVerticalEdge", verticalEdge),
            ("frame", frame.json), ("statusArea", status), ("items", .array(items.map(item))),
            ("overflowed", .array(overflowed.map { JSONValue.string($0) })),
            ("horizontalItems", .array(horizontalItems.map { JSONValue.string($0) })), ("tabBar", tab),
        ]
        // Only an app that adds items to the menu itself gets the menu's entries (older outputs stay as they were).
        if hasAdditionalOverflowItems { members.append(("overflowMenu", overflowMenuJSON)) }
        return .object(members)
    }
}

extension BarLayout {
    /// The overflow menu: each entry with its symbol and title, and what the side column shows of an item.
    var overflowMenuJSON: JSONValue {
        let entries: [JSONValue] = overflowMenu.map { entry in
            .object([
                ("id", .string(entry.id)), ("title", .string(entry.title)),
                ("symbol", entry.symbol.map { .string($0) } ?? .null), ("origin", .string(entry.origin.rawValue)),
                ("shows", .string(entry.shows.rawValue)),
            ])
        }
        return .object([("columnShows", axis == .vertical ? .string("symbol") : .null), ("items", .array(entries))])
    }
}
