import PoseEngine

// The audit for people and as JSON, and its exit code (`duosim audit`).

// MARK: - Report

extension Audit {
    /// 1 when an error was found (or a warning, when strict), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        count(.error) > 0 || (strict && count(.warning) > 0) ? 1 : 0
    }

    /// The report for people, grouped by control.
    public func text(strict: Bool, limit: Int = 4) -> String {
        var out = "duosim audit · \(app.name) on \(profile.name) · \(configurations.count) windows checked "
        out +=
            "(\(profile.poses.count) poses × 2 orientations × full screen and Split View sides × LTR/RTL × camera × Live Activity)\n"
        if app.controls.isEmpty && app.presentations.isEmpty {
            return out + "\nno controls or presentations in this app profile\n"
        }
        let byControl = findingsByControl()
        for control in app.controls {
            let own = byControl[control.id, default: []].map { findings[$0] }
            out +=
                "\n\(control.id) (group \(control.group), \(control.interactive ? "interactive" : "text")\(control.scrollsWithContent ? ", scrolls with content" : ""))\n"
            if own.isEmpty {
                out += "  ok       no collisions in any configuration\n"
                continue
            }
            for finding in own {
                let places = Audit.summarize(finding.configurations)
                let shown = places.prefix(limit).joined(separator: ", ")
                let more = places.count > limit ? " and \(places.count - limit) more" : ""
                out +=
                    "  \(padColumn(finding.severity.rawValue, 8)) \(finding.message)\n"
                out +=
                    "           in \(finding.configurations.count) window\(finding.configurations.count == 1 ? "" : "s"): \(shown)\(more)\n"
                for (move, configuration) in finding.moves.prefix(3) {
                    out += "           fix: \(move.description) (\(configuration))\n"
                }
            }
        }
        out += presentationsText(limit: limit)
        let errors = count(.error), warnings = count(.warning), notes = count(.note)
        let code = exitCode(strict: strict)
        out +=
            "\n\(code == 0 ? "✔" : "✘") \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")"
        out += strict ? " (strict: warnings fail)" : ""
        out += " · exit \(code)\n"
        return out
    }

    /// The indices of each control's findings, in order: what `findings.filter` would give a
    /// control, for every control in one pass.
    func findingsByControl() -> [String: [Int]] {
        var byControl: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() { byControl[finding.control, default: []].append(index) }
        return byControl
    }

    /// Configurations collapsed to "pose orientation window LTR/RTL", noting a camera or Live
    /// Activity only when every collapsed configuration had it.
    static func summarize(_ configurations: [Configuration]) -> [String] {
        // Groups in the order their first configuration comes, each with its configurations,
        // found by their fields (no words made for each configuration).
        struct Place: Hashable {
            var pose: String
            var orientation: Orientation
            var window: WindowID
        }
        var groups: [(first: Configuration, list: [Configuration])] = []
        var at: [Place: Int] = [:]
        for c in configurations {
            let place = Place(pose: c.pose, orientation: c.orientation, window: c.window)
            if let index = at[place] {
                groups[index].list.append(c)
            } else {
                at[place] = groups.count
                groups.append((c, [c]))
            }
        }
        return groups.map { first, list in
            var text =
                "\(first.pose) \(first.orientation.rawValue) \(first.window.rawValue) "
                + UserInterfaceLayoutDirection.allCases.filter { d in list.contains { $0.direction == d } }
                .map { $0 == .leftToRight ? "LTR" : "RTL" }.joined(separator: "/")
            if list.allSatisfy(\.innerCamera) { text += " with the inner camera" }
            if list.allSatisfy(\.liveActivity) { text += " with a Live Activity" }
            return text
        }
    }

    /// The report as JSON.
    public func json(strict: Bool) -> JSONValue {
        let byControl = findingsByControl()
        let controls: [JSONValue] = app.controls.map { control in
            let own: [JSONValue] = byControl[control.id, default: []].map { Self.findingJSON(findings[$0]) }
            let members: [(String, JSONValue)] = [
                ("id", .string(control.id)), ("group", .string(control.group)), ("findings", .array(own)),
            ]
            return .object(members)
        }
        let summary: [(String, JSONValue)] = [
            ("errors", .number(Double(count(.error)))), ("warnings", .number(Double(count(.warning)))),
            ("notes", .number(Double(count(.note)))), ("strict", .bool(strict)),
            ("exitCode", .number(Double(exitCode(strict: strict)))),
        ]
        let members: [(String, JSONValue)] = [
            ("app", .string(app.name)), ("profile", .string(profile.name)),
            ("windowsChecked", .number(Double(configurations.count))), ("controls", .array(controls)),
            ("presentations", presentationsJSON(Self.configurationJSON)), ("summary", .object(summary)),
        ]
        return .object(members)
    }

    /// One configuration of the matrix as JSON.
    static func configurationJSON(_ c: Configuration) -> JSONValue {
        let members: [(String, JSONValue)] = [
            ("pose", .string(c.pose)), ("orientation", .string(c.orientation.rawValue)),
            ("window", .string(c.window.rawValue)),
            ("layoutDirection", .string(c.direction.rawValue)), ("innerCamera", .bool(c.innerCamera)),
            ("liveActivity", .bool(c.liveActivity)),
        ]
        return .object(members)
    }

    /// A control's finding as JSON, with the moves that would fix it.
    static func findingJSON(_ finding: Finding) -> JSONValue {
        let fixes: [JSONValue] = finding.moves.map { move, configuration in
            let noRoom: JSONValue = move.noRoom.map { JSONValue.string($0) } ?? .null
            let members: [(String, JSONValue)] = [
                ("description", .string(move.description)), ("dx", .number(move.dx)), ("dy", .number(move.dy)),
                ("noRoom", noRoom), ("configuration", configurationJSON(configuration)),
            ]
            return .object(members)
        }
        let members: [(String, JSONValue)] = [
            ("kind", .string(finding.kind.rawValue)), ("severity", .string(finding.severity.rawValue)),
            ("with", .string(finding.with)), ("message", .string(finding.message)),
            ("count", .number(Double(finding.configurations.count))),
            ("configurations", .array(finding.configurations.map(configurationJSON))), ("fixes", .array(fixes)),
        ]
        return .object(members)
    }
}
