// MARK: - Audit

/// Every named pose × orientation × window (full screen, each Split View side) × layout
/// direction × inner camera × Live Activity, and what the app's controls collide with.
public struct Audit: Sendable {
    /// One configuration of the matrix.
    public struct Configuration: Hashable, Sendable, CustomStringConvertible {
        public var pose: String
        public var orientation: Orientation
        public var window: WindowID
        public var direction: LayoutDirection
        public var innerCamera: Bool
        public var liveActivity: Bool

        public var description: String {
            var text = "\(pose) \(orientation.rawValue) \(window.rawValue) \(direction == .leftToRight ? "LTR" : "RTL")"
            if innerCamera { text += " +camera" }
            if liveActivity { text += " +live" }
            return text
        }
    }

    /// One kind of collision of one control, and everywhere it happens.
    public struct Finding: Sendable {
        public var control: String
        public var kind: Collision.Kind
        public var severity: Collision.Severity
        public var with: String
        /// The message of the first configuration where it happens.
        public var message: String
        public var configurations: [Configuration]
        /// Distinct suggested moves for the control's group, each with the first configuration it applies to.
        public var moves: [(move: GroupMove, configuration: Configuration)]
    }

    public var app: AppProfile
    public var profile: DeviceProfile
    public var configurations: [Configuration]
    public var findings: [Finding]

    /// Runs the whole matrix.
    /// - Parameter progress: called after each configuration with (done, total).
    public init(profile: DeviceProfile, app: AppProfile, progress: ((Int, Int) -> Void)? = nil) {
        self.app = app
        self.profile = profile
        var matrix: [(Configuration, PoseState)] = []
        for preset in profile.poses {
            for orientation in Orientation.allCases {
                for split in [false, true] {
                    for direction in LayoutDirection.allCases {
                        for camera in [false, true] {
                            for live in [false, true] {
                                var state = profile.state(at: preset)
                                state.setOrientation(orientation, of: profile.displayInUse(at: preset.angle))
                                state.splitView = split
                                state.layoutDirection = direction
                                state.innerCameraInUse = camera
                                state.liveActivity = live
                                let display = profile.displayInUse(at: preset.angle)
                                if split && display != profile.splitView.display { continue }
                                matrix.append((Configuration(pose: preset.name, orientation: orientation, window: .main, direction: direction, innerCamera: camera, liveActivity: live), state))
                            }
                        }
                    }
                }
            }
        }
        let engine = Engine(profile: profile, app: app)
        var configurations: [Configuration] = []
        var findings: [Finding] = []
        let total = matrix.count
        for (index, (base, state)) in matrix.enumerated() {
            let scene = engine.scene(for: state)
            for window in scene.windows {
                var configuration = base
                configuration.window = window.id
                configurations.append(configuration)
                guard let layout = window.app else { continue }
                for collision in layout.collisions {
                    let move = layout.moves.first { move in move.controls.contains(collision.control) }
                    if let at = findings.firstIndex(where: { $0.control == collision.control && $0.kind == collision.kind && $0.severity == collision.severity && $0.with == collision.with }) {
                        findings[at].configurations.append(configuration)
                        if let move, !findings[at].moves.contains(where: { $0.move.description == move.description }) {
                            findings[at].moves.append((move, configuration))
                        }
                    } else {
                        findings.append(Finding(
                            control: collision.control, kind: collision.kind, severity: collision.severity, with: collision.with,
                            message: collision.message, configurations: [configuration], moves: move.map { [($0, configuration)] } ?? []))
                    }
                }
            }
            progress?(index + 1, total)
        }
        self.configurations = configurations
        // Controls in the profile's order; within a control, the most severe first.
        let order = app.controls.map(\.id)
        self.findings = findings.sorted { a, b in
            let ia = order.firstIndex(of: a.control) ?? 0, ib = order.firstIndex(of: b.control) ?? 0
            if ia != ib { return ia < ib }
            if a.severity != b.severity { return a.severity > b.severity }
            return a.configurations.count > b.configurations.count
        }
    }

    /// How many findings of a severity.
    public func count(_ severity: Collision.Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// 1 when an error was found (or a warning, when strict), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        count(.error) > 0 || (strict && count(.warning) > 0) ? 1 : 0
    }
}

// MARK: - Report

extension Audit {
    /// The report for people, grouped by control.
    public func text(strict: Bool, limit: Int = 4) -> String {
        var out = "duosim audit · \(app.name) on \(profile.name) · \(configurations.count) windows checked "
        out += "(\(profile.poses.count) poses × 2 orientations × full screen and Split View sides × LTR/RTL × camera × Live Activity)\n"
        if app.controls.isEmpty { return out + "\nno controls in this app profile\n" }
        for control in app.controls {
            let own = findings.filter { $0.control == control.id }
            out += "\n\(control.id) (group \(control.group), \(control.interactive ? "interactive" : "text")\(control.scrollsWithContent ? ", scrolls with content" : ""))\n"
            if own.isEmpty {
                out += "  ok       no collisions in any configuration\n"
                continue
            }
            for finding in own {
                let places = Audit.summarize(finding.configurations)
                let shown = places.prefix(limit).joined(separator: ", ")
                let more = places.count > limit ? " and \(places.count - limit) more" : ""
                out += "  \(finding.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(finding.message)\n"
                out += "           in \(finding.configurations.count) window\(finding.configurations.count == 1 ? "" : "s"): \(shown)\(more)\n"
                for (move, configuration) in finding.moves.prefix(3) {
                    out += "           fix: \(move.description) (\(configuration))\n"
                }
            }
        }
        let errors = count(.error), warnings = count(.warning), notes = count(.note)
        let code = exitCode(strict: strict)
        out += "\n\(code == 0 ? "✔" : "✘") \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")"
        out += strict ? " (strict: warnings fail)" : ""
        out += " · exit \(code)\n"
        return out
    }

    /// Configurations collapsed to "pose orientation window LTR/RTL", noting a camera or Live
    /// Activity only when every collapsed configuration had it.
    static func summarize(_ configurations: [Configuration]) -> [String] {
        var keys: [String] = []
        var groups: [String: [Configuration]] = [:]
        for c in configurations {
            let key = "\(c.pose) \(c.orientation.rawValue) \(c.window.rawValue)"
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(c)
        }
        return keys.map { key in
            let list = groups[key]!
            var text = key + " " + LayoutDirection.allCases.filter { d in list.contains { $0.direction == d } }
                .map { $0 == .leftToRight ? "LTR" : "RTL" }.joined(separator: "/")
            if list.allSatisfy(\.innerCamera) { text += " with the inner camera" }
            if list.allSatisfy(\.liveActivity) { text += " with a Live Activity" }
            return text
        }
    }

    /// The report as JSON.
    public func json(strict: Bool) -> JSONValue {
        func configurationJSON(_ c: Configuration) -> JSONValue {
            .object([
                ("pose", .string(c.pose)), ("orientation", .string(c.orientation.rawValue)), ("window", .string(c.window.rawValue)),
                ("layoutDirection", .string(c.direction.rawValue)), ("innerCamera", .bool(c.innerCamera)), ("liveActivity", .bool(c.liveActivity)),
            ])
        }
        return .object([
            ("app", .string(app.name)), ("profile", .string(profile.name)),
            ("windowsChecked", .number(Double(configurations.count))),
            ("controls", .array(app.controls.map { control in
                .object([
                    ("id", .string(control.id)), ("group", .string(control.group)),
                    ("findings", .array(findings.filter { $0.control == control.id }.map { finding in
                        .object([
                            ("kind", .string(finding.kind.rawValue)), ("severity", .string(finding.severity.rawValue)),
                            ("with", .string(finding.with)), ("message", .string(finding.message)),
                            ("count", .number(Double(finding.configurations.count))),
                            ("configurations", .array(finding.configurations.map(configurationJSON))),
                            ("fixes", .array(finding.moves.map { move, configuration in
                                .object([
                                    ("description", .string(move.description)), ("dx", .number(move.dx)), ("dy", .number(move.dy)),
                                    ("noRoom", move.noRoom.map { .string($0) } ?? .null), ("configuration", configurationJSON(configuration)),
                                ])
                            })),
                        ])
                    })),
                ])
            })),
            ("summary", .object([
                ("errors", .number(Double(count(.error)))), ("warnings", .number(Double(count(.warning)))),
                ("notes", .number(Double(count(.note)))), ("strict", .bool(strict)), ("exitCode", .number(Double(exitCode(strict: strict)))),
            ])),
        ])
    }
}
