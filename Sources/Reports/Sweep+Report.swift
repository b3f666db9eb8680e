import PoseEngine

// The sweep for people and as JSON (`duosim sweep`).

// MARK: - Output

extension Sweep {
    /// `duosim sweep`: a header naming the range, the profile and the settings, then the timeline;
    /// inert (`InertRule`, line feeds kept): a title from the profile shows as its escapes.
    public func report(profile: DeviceProfile, settings: SettingsWords) -> String {
        let report = text(
            header: "sweep \(formatPoints(from))° → \(formatPoints(to))° by \(formatPoints(step))° · \(profile.name) · "
                + settings.sweepHeader.joined(separator: " · "))
        return InertRule.escaped(report, keeping: "\n")
    }

    /// `duosim sweep --json`: the profile, the range and the query, then the timeline
    /// (`Schemas/sweep.schema.json`).
    public func document(profile: DeviceProfile, query: RegionQuery) -> JSONValue {
        guard case .object(let members) = json else { return json }
        return .document(
            [
                ("profile", .string(profile.name)), ("from", .number(from)), ("to", .number(to)),
                ("step", .number(step)), ("query", query.json),
            ] + members)
    }

    /// One line per angle where something changes.
    public func text(header: String) -> String {
        var out = header + "\n"
        out += angleColumn(start.angle) + "  start: " + describe(start) + "\n"
        for step in steps {
            out += angleColumn(step.angle) + "  " + step.changes.map(\.text).joined(separator: " · ") + "\n"
        }
        if steps.isEmpty { out += "      nothing changes\n" }
        return out
    }

    /// The state at the start, for people.
    private func describe(_ snapshot: Snapshot) -> String {
        var parts = [
            snapshot.status.rawValue, "\(snapshot.display.rawValue) display", "fold \(snapshot.fold.rawValue)",
        ]
        for window in snapshot.windows {
            let bars = window.toolbarVerticalEdge.map { "bars \($0.rawValue)" } ?? "bars horizontal"
            let regions = window.regions.isEmpty ? "no regions" : "regions " + window.regions.joined(separator: " ")
            parts.append("\(window.id.rawValue): \(window.foldSide.rawValue), \(bars), \(regions)")
            if let app = window.app {
                var facts = ["bars \(app.bars.text)"]
                if !app.overflowed.isEmpty { facts.append("overflow " + app.overflowed.joined(separator: " ")) }
                if !app.collisions.isEmpty {
                    facts.append("collisions " + app.collisions.map(\.text).joined(separator: ", "))
                }
                if !app.presentations.isEmpty {
                    facts.append("presentations " + app.presentations.map(\.text).joined(separator: ", "))
                }
                if let arrangement = app.arrangement { facts.append("arrangement \(arrangement.text)") }
                if !app.columns.isEmpty { facts.append("columns " + app.columns.joined(separator: " | ")) }
                if let grid = app.grid { facts.append("grid \(grid.text)") }
                parts.append("\(window.id.rawValue) app: " + facts.joined(separator: ", "))
            }
            for vocabulary in vocabularies {
                if let words = window.vocabulary[vocabulary] {
                    parts.append("\(window.id.rawValue) \(vocabulary.rawValue): \(words.text)")
                }
            }
        }
        return parts.joined(separator: " · ")
    }

    private func angleColumn(_ angle: Double) -> String {
        let text = formatPoints(angle) + "°"
        return String(repeating: " ", count: max(0, 7 - text.count)) + text
    }

    /// The timeline as JSON.
    public var json: JSONValue {
        .object([
            ("start", snapshotJSON(start)),
            (
                "changes",
                .array(
                    steps.map { step in
                        .object([("angle", .number(step.angle)), ("changes", .array(step.changes.map(\.json)))])
                    })
            ),
        ])
    }

    private func snapshotJSON(_ snapshot: Snapshot) -> JSONValue {
        .object([
            ("angle", .number(snapshot.angle)), ("status", .string(snapshot.status.rawValue)),
            ("display", .string(snapshot.display.rawValue)), ("fold", .string(snapshot.fold.rawValue)),
            ("windows", .array(snapshot.windows.map(windowJSON))),
        ])
    }

    private func windowJSON(_ window: WindowSnapshot) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(window.id.rawValue)),
            ("foldSide", .string(window.foldSide.rawValue)),
            ("toolbarVerticalEdge", window.toolbarVerticalEdge.map { .string($0.rawValue) } ?? .null),
            ("regions", .array(window.regions.map { .string($0) })),
        ]
        if let app = window.app {
            members.append(
                (
                    "app",
                    .object([
                        ("bars", .string(app.bars.text)),
                        ("overflowed", .array(app.overflowed.map { .string($0) })),
                        ("collisions", .array(app.collisions.map { .string($0.text) })),
                        ("presentations", .array(app.presentations.map { .string($0.text) })),
                        ("arrangement", app.arrangement.map { .string($0.text) } ?? .null),
                        ("columns", .array(app.columns.map { .string($0) })),
                        ("grid", app.grid.map { .string($0.text) } ?? .null),
                    ])
                ))
        }
        if !vocabularies.isEmpty {
            members.append(
                (
                    "vocabularies",
                    .object(vocabularies.map { ($0.rawValue, .string(window.vocabulary[$0]?.text ?? "")) })
                ))
        }
        return .object(members)
    }
}

// MARK: - Changes

extension Sweep.Property {
    /// The property's name in the text and the JSON: `status`, `foldSide`, `android`, …
    public var name: String {
        switch self {
        case .status: return "status"
        case .display: return "display"
        case .fold: return "fold"
        case .window: return "window"
        case .foldSide: return "foldSide"
        case .toolbarVerticalEdge: return "toolbarVerticalEdge"
        case .regions: return "regions"
        case .bars: return "bars"
        case .overflow: return "overflow"
        case .collisions: return "collisions"
        case .presentations: return "presentations"
        case .arrangement: return "arrangement"
        case .columns: return "columns"
        case .grid: return "grid"
        case .vocabulary(let vocabulary): return vocabulary.rawValue
        }
    }
}

extension Sweep.Change {
    /// The value before and after, for a property with one value (nil: none given).
    var values: (from: String?, to: String?) {
        switch self {
        case .status(let from, let to): return (from.rawValue, to.rawValue)
        case .display(let from, let to): return (from.rawValue, to.rawValue)
        case .fold(let from, let to): return (from.rawValue, to.rawValue)
        case .window(_, let appears): return (nil, appears ? "appears" : "leaves")
        case .foldSide(_, let from, let to): return (from?.rawValue ?? "none", to.rawValue)
        case .toolbarVerticalEdge(_, let from, let to): return (from?.rawValue ?? "none", to?.rawValue ?? "none")
        case .vocabulary(_, _, let from, let to): return (from?.text ?? "none", to.text)
        case .bars(_, let from, let to): return (from.text, to.text)
        case .arrangement(_, let from, let to): return (from?.text ?? "none", to?.text ?? "none")
        case .columns(_, let from, let to):
            return (
                from.isEmpty ? "none" : from.joined(separator: " | "), to.isEmpty ? "none" : to.joined(separator: " | ")
            )
        case .grid(_, let from, let to): return (from?.text ?? "none", to?.text ?? "none")
        case .regions, .overflow, .collisions, .presentations: return (nil, nil)
        }
    }

    /// What joined a list property and what left it.
    var items: (added: [String], removed: [String]) {
        switch self {
        case .regions(_, let added, let removed), .overflow(_, let added, let removed): return (added, removed)
        case .collisions(_, let added, let removed): return (added.map(\.text), removed.map(\.text))
        case .presentations(_, let added, let removed): return (added.map(\.text), removed.map(\.text))
        default: return ([], [])
        }
    }

    /// `left: foldSide leftOfFold → acrossFold`, `regions +fold −island`, for people.
    public var text: String {
        let prefix = window.map { "\($0.rawValue): " } ?? ""
        let (from, to) = values
        switch property {
        case let list where list.isList:
            let (added, removed) = items
            return prefix + property.name + " "
                + (added.map { "+\($0)" } + removed.map { "−\($0)" }).joined(separator: " ")
        case .window: return prefix + (to ?? "")
        case .toolbarVerticalEdge: return prefix + "bars \(from ?? "") → \(to ?? "")"
        default: return prefix + "\(property.name) \(from ?? "") → \(to ?? "")"
        }
    }

    /// `{"property": …, "window": …, "from": …, "to": …}`, with `added` and `removed` for a list.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("property", .string(property.name))]
        if let window { members.append(("window", .string(window.rawValue))) }
        let (from, to) = values
        if let from { members.append(("from", .string(from))) }
        if let to { members.append(("to", .string(to))) }
        if property.isList {
            let (added, removed) = items
            members.append(("added", .array(added.map { .string($0) })))
            members.append(("removed", .array(removed.map { .string($0) })))
        }
        return .object(members)
    }
}

// MARK: - Facts and words

extension Sweep.AppFacts.Bars {
    /// `vertical right`, `horizontal`, `none`.
    public var text: String {
        switch self {
        case .none: return "none"
        case .horizontal: return "horizontal"
        case .vertical(let edge): return "vertical \(edge?.rawValue ?? "")"
        }
    }
}

extension Sweep.AppFacts.CollisionFact {
    /// `control × region (severity)`.
    public var text: String { "\(control) × \(with) (\(severity.rawValue))" }
}

extension Sweep.AppFacts.PresentationFact {
    /// `id placement`, and `constrained` when shrunk.
    public var text: String { "\(id) \(placement.rawValue)\(constrained ? " constrained" : "")" }
}

extension Sweep.AppFacts.GridFact {
    /// `even 6`, `aroundFold 4`.
    public var text: String { "\(mode.rawValue) \(count)" }
}

extension Sweep.AppFacts.Arrangement {
    /// `split horizontal`, `one view: primary`, `overlaid`.
    public var text: String {
        switch self {
        case .along(let style, let axis): return "\(style.rawValue) \(axis.rawValue)"
        case .oneView(let pane): return "one view: \(pane)"
        case .overlaid: return "overlaid"
        }
    }
}

extension Sweep.Words {
    /// The words in a few: `posture HALF_OPENED, displayFeatures [VERTICAL HALF_OPENED separating]`.
    public var text: String {
        switch self {
        case .apple(let status): return "onHingeChange \(status.rawValue)"
        case .android(let posture, let features):
            let list = features.map {
                "\($0.orientation.rawValue) \($0.state.rawValue)\($0.isSeparating ? " separating" : "")"
            }
            return "posture \(posture.rawValue), displayFeatures [\(list.joined(separator: ", "))]"
        case .flutter(let features, let subScreen):
            let list = features.map { "\($0.type.rawValue) \($0.state.rawValue)" }
            return "[\(list.joined(separator: ", "))], subScreen \(subScreen.short)"
        case .web(let posture, let segments):
            return "\(posture.rawValue), \(segments) segment\(segments == 1 ? "" : "s")"
        }
    }
}
