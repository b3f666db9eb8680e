import PoseEngine

// The sweep for people and as JSON (`duosim sweep`).

// MARK: - Output

extension Sweep {
    /// One line per angle where something changes.
    public func text(header: String) -> String {
        var out = header + "\n"
        func describe(_ snapshot: Snapshot) -> String {
            var parts = [
                snapshot.status.rawValue, "\(snapshot.display.rawValue) display", "fold \(snapshot.fold.rawValue)",
            ]
            for window in snapshot.windows {
                let bars = window.toolbarVerticalEdge.map { "bars \($0.rawValue)" } ?? "bars horizontal"
                let regions = window.regions.isEmpty ? "no regions" : "regions " + window.regions.joined(separator: " ")
                parts.append("\(window.id.rawValue): \(window.foldSide.rawValue), \(bars), \(regions)")
                if let app = window.app {
                    var facts = ["bars \(app.bars)"]
                    if !app.overflowed.isEmpty { facts.append("overflow " + app.overflowed.joined(separator: " ")) }
                    if !app.collisions.isEmpty { facts.append("collisions " + app.collisions.joined(separator: ", ")) }
                    if !app.presentations.isEmpty {
                        facts.append("presentations " + app.presentations.joined(separator: ", "))
                    }
                    if let arrangement = app.arrangement { facts.append("arrangement \(arrangement)") }
                    parts.append("\(window.id.rawValue) app: " + facts.joined(separator: ", "))
                }
                for (index, vocabulary) in vocabularies.enumerated() where index < window.vocabulary.count {
                    parts.append("\(window.id.rawValue) \(vocabulary.rawValue): \(window.vocabulary[index])")
                }
            }
            return parts.joined(separator: " · ")
        }
        out += angleColumn(start.angle) + "  start: " + describe(start) + "\n"
        for step in steps {
            let parts = step.changes.map { change -> String in
                let prefix = change.window.map { "\($0.rawValue): " } ?? ""
                switch change.property {
                case "regions", "overflow", "collisions", "presentations":
                    return prefix + change.property + " "
                        + (change.added.map { "+\($0)" } + change.removed.map { "−\($0)" }).joined(separator: " ")
                case "window":
                    return prefix + (change.to ?? "")
                case "toolbarVerticalEdge":
                    return prefix + "bars \(change.from ?? "") → \(change.to ?? "")"
                default:
                    return prefix + "\(change.property) \(change.from ?? "") → \(change.to ?? "")"
                }
            }
            out += angleColumn(step.angle) + "  " + parts.joined(separator: " · ") + "\n"
        }
        if steps.isEmpty { out += "      nothing changes\n" }
        return out
    }

    private func angleColumn(_ angle: Double) -> String {
        let text = formatPoints(angle) + "°"
        return String(repeating: " ", count: max(0, 7 - text.count)) + text
    }

    /// The timeline as JSON.
    public var json: JSONValue {
        func snapshotJSON(_ snapshot: Snapshot) -> JSONValue {
            .object([
                ("angle", .number(snapshot.angle)), ("status", .string(snapshot.status.rawValue)),
                ("display", .string(snapshot.display.rawValue)), ("fold", .string(snapshot.fold.rawValue)),
                (
                    "windows",
                    .array(
                        snapshot.windows.map { window in
                            .object(
                                [
                                    ("id", .string(window.id.rawValue)),
                                    ("foldSide", .string(window.foldSide.rawValue)),
                                    (
                                        "toolbarVerticalEdge",
                                        window.toolbarVerticalEdge.map { .string($0.rawValue) } ?? .null
                                    ),
                                    ("regions", .array(window.regions.map { .string($0) })),
                                ]
                                    + (window.app.map { app in
                                        [
                                            (
                                                "app",
                                                JSONValue.object([
                                                    ("bars", .string(app.bars)),
                                                    ("overflowed", .array(app.overflowed.map { .string($0) })),
                                                    ("collisions", .array(app.collisions.map { .string($0) })),
                                                    ("presentations", .array(app.presentations.map { .string($0) })),
                                                    ("arrangement", app.arrangement.map { .string($0) } ?? .null),
                                                ])
                                            )
                                        ]
                                    } ?? [])
                                    + (vocabularies.isEmpty
                                        ? []
                                        : [
                                            (
                                                "vocabularies",
                                                .object(
                                                    vocabularies.enumerated().map { index, vocabulary in
                                                        (
                                                            vocabulary.rawValue,
                                                            .string(
                                                                index < window.vocabulary.count
                                                                    ? window.vocabulary[index] : "")
                                                        )
                                                    })
                                            )
                                        ]))
                        })
                ),
            ])
        }
        return .object([
            ("start", snapshotJSON(start)),
            (
                "changes",
                .array(
                    steps.map { step in
                        .object([
                            ("angle", .number(step.angle)),
                            (
                                "changes",
                                .array(
                                    step.changes.map { change in
                                        var members: [(String, JSONValue)] = [("property", .string(change.property))]
                                        if let window = change.window {
                                            members.append(("window", .string(window.rawValue)))
                                        }
                                        if let from = change.from { members.append(("from", .string(from))) }
                                        if let to = change.to { members.append(("to", .string(to))) }
                                        if ["regions", "overflow", "collisions", "presentations"].contains(
                                            change.property)
                                        {
                                            members.append(("added", .array(change.added.map { .string($0) })))
                                            members.append(("removed", .array(change.removed.map { .string($0) })))
                                        }
                                        return .object(members)
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
