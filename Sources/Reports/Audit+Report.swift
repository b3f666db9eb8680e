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
        var out = "duosim audit · \(app.name) on \(profile.name) · \(windows.count) windows checked "
        out += "(\(scopeWords))\n"
        if app.controls.isEmpty && app.presentations.isEmpty && arrangementFindings.isEmpty {
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
                out += Self.findingText(finding.severity, finding.message, finding.configurations, limit: limit)
                for suggested in finding.moves.prefix(3) {
                    out += "           fix: \(suggested.move.description) (\(suggested.configuration))\n"
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
        var groups: [[Configuration]] = []
        var at: [ConfigurationPlace: Int] = [:]
        for c in configurations {
            let place = ConfigurationPlace(pose: c.pose, orientation: c.orientation, window: c.window)
            if let index = at[place] {
                groups[index].append(c)
            } else {
                at[place] = groups.count
                groups.append([c])
            }
        }
        return groups.map(summary(of:))
    }

    /// One group's words: its first configuration's place, the directions, and what all had.
    private static func summary(of list: [Configuration]) -> String {
        let first: Configuration = list[0]
        var directions: [String] = []
        for direction in UserInterfaceLayoutDirection.allCases where list.contains(where: { $0.direction == direction })
        {
            directions.append(direction == .leftToRight ? "LTR" : "RTL")
        }
        var text: String = first.pose + " " + first.orientation.rawValue + " " + first.window.rawValue + " "
        text += directions.joined(separator: "/")
        if list.allSatisfy(\.innerCamera) { text += " with the inner camera" }
        if list.allSatisfy(\.liveActivity) { text += " with a Live Activity" }
        return text
    }

    /// The report as a JSON document (`Schemas/audit.schema.json`).
    public func json(strict: Bool, file: String? = nil) -> JSONValue {
        .document(members(strict: strict, file: file))
    }

    /// The report's members: what was audited, where it came from, and what collided.
    func members(strict: Bool, file: String?) -> [(String, JSONValue)] {
        let byControl = findingsByControl()
        let controls: [JSONValue] = app.controls.map { control in
            let own: [JSONValue] = byControl[control.id, default: []].map { Self.findingJSON(findings[$0]) }
            let location: JSONValue = app.sourceSpans[control.id].map(\.json) ?? .null
            let members: [(String, JSONValue)] = [
                ("id", .string(control.id)), ("group", .string(control.group)), ("location", location),
                ("findings", .array(own)),
            ]
            return .object(members)
        }
        let summary: [(String, JSONValue)] = [
            ("errors", .number(Double(count(.error)))), ("warnings", .number(Double(count(.warning)))),
            ("notes", .number(Double(count(.note)))), ("strict", .bool(strict)),
            ("exitCode", .number(Double(exitCode(strict: strict)))),
        ]
        let fileValue: JSONValue = file.map { JSONValue.string($0) } ?? .null
        var members: [(String, JSONValue)] = [
            ("app", .string(app.name)), ("file", fileValue), ("profile", .string(profile.name)),
            ("scope", scopeJSON), ("windowsChecked", .number(Double(windows.count))),
            ("controls", .array(controls)), ("presentations", presentationsJSON(Self.configurationJSON)),
        ]
        if !arrangementFindings.isEmpty { members.append(("arrangement", arrangementJSON(Self.configurationJSON))) }
        return members + [("summary", .object(summary))]
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
        let fixes: [JSONValue] = finding.moves.map { suggested in
            let (move, configuration) = (suggested.move, suggested.configuration)
            let noRoom: JSONValue = move.noRoom.map { JSONValue.string($0.text) } ?? .null
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

// MARK: - Scope

extension Audit {
    /// What the matrix covered, in words: `5 poses × 2 orientations × full screen and Split View
    /// sides × LTR/RTL × camera × Live Activity`, or the part the pose options left.
    var scopeWords: String {
        var poses = "\(profile.poses.count) poses"
        if let angle = scope.angle {
            poses = formatPoints(angle) + "°"
        } else if let names = scope.poseNames {
            poses = names.count == 1 ? names[0] : "\(names.count) poses"
        }
        let orientations: String = scope.orientations.count == 1 ? scope.orientations[0].rawValue : "2 orientations"
        let windows: String = Self.both(
            scope.splitView, "full screen and Split View sides", onlyTrue: "Split View sides", onlyFalse: "full screen")
        var directions = "LTR"
        if scope.directions.count == 2 {
            directions = "LTR/RTL"
        } else if scope.directions == [.rightToLeft] {
            directions = "RTL"
        }
        let camera: String = Self.both(scope.innerCamera, "camera", onlyTrue: "camera on", onlyFalse: "camera off")
        let live: String = Self.both(
            scope.liveActivity, "Live Activity", onlyTrue: "Live Activity on", onlyFalse: "Live Activity off")
        let parts: [String] = [poses, orientations, windows, directions, camera, live]
        return parts.joined(separator: " × ")
    }

    /// The words for a dimension of two values: both, only true, or only false.
    private static func both(_ values: [Bool], _ all: String, onlyTrue: String, onlyFalse: String) -> String {
        if values.count == 2 { return all }
        return values == [true] ? onlyTrue : onlyFalse
    }

    /// What the matrix covered, as JSON: each dimension's values.
    var scopeJSON: JSONValue {
        let poses: [JSONValue] = scope.poses(of: profile).map { JSONValue.string($0.name) }
        let orientations: [JSONValue] = scope.orientations.map { JSONValue.string($0.rawValue) }
        let directions: [JSONValue] = scope.directions.map { JSONValue.string($0.rawValue) }
        let members: [(String, JSONValue)] = [
            ("poses", .array(poses)), ("orientations", .array(orientations)),
            ("splitView", .array(scope.splitView.map(JSONValue.bool))), ("layoutDirections", .array(directions)),
            ("innerCamera", .array(scope.innerCamera.map(JSONValue.bool))),
            ("liveActivity", .array(scope.liveActivity.map(JSONValue.bool))),
        ]
        return .object(members)
    }
}

extension SourceSpan {
    /// `{"line", "column", "endLine", "endColumn"}`.
    var json: JSONValue {
        .object([
            ("line", .number(Double(line))), ("column", .number(Double(column))),
            ("endLine", .number(Double(endLine))), ("endColumn", .number(Double(endColumn))),
        ])
    }
}

/// Where an audited configuration is: what the report's lines group by.
private struct ConfigurationPlace: Hashable {
    var pose: String
    var orientation: Orientation
    var window: WindowID
}
