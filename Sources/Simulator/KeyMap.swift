import PoseEngine

// MARK: - KeyMap

/// The live UI's key bindings, the one table of keys: the hint line, the help (its rows and their
/// grouping), `duosim tui --help`, Docs/UI.md's table and the renderer's key names are made from
/// it. Scripts use the same map, so a script types what a person would.
public struct KeyMap: Sendable {
    /// The help's rows in order, each with its bindings.
    public var groups: [KeyGroup]

    /// The bindings for a profile (its poses bring their own keys).
    public init(profile: DeviceProfile) {
        groups = Self.hingeGroups + Self.poseGroups(profile) + Self.otherGroups
    }

    /// Every binding, in the table's order.
    public var bindings: [Binding] { groups.flatMap(\.bindings) }

    /// The keys every profile has, made once: the hinge's, then (after the poses) the rest.
    static let hingeGroups: [KeyGroup] = [
        KeyGroup(
            "hinge 1° closed / open", hint: "←→ hinge",
            [Binding([.left], .hingeBy(-1), "close the hinge 1°"), Binding([.right], .hingeBy(1), "open the hinge 1°")]
        ),
        KeyGroup(
            "hinge 10°", hint: "PgUp PgDn ±10",
            [
                Binding([.shiftLeft, .pageDown], .hingeBy(-10), "close the hinge 10°"),
                Binding([.shiftRight, .pageUp], .hingeBy(10), "open the hinge 10°"),
            ]),
        KeyGroup(
            "closed 0° / flat 180°",
            [
                Binding([.home], .setAngle(Limits.angle.lowerBound), "closed (0°)"),
                Binding([.end], .setAngle(Limits.angle.upperBound), "flat (180°)"),
            ]
        ),
    ]

    static let otherGroups: [KeyGroup] = [
        KeyGroup([.character("s")], .toggleSplitView, "Split View on / off (inner display)", hint: "s split"),
        KeyGroup(
            "focus next / previous window", hint: "Tab window",
            [
                Binding([.tab], .focusNext(1), "focus the next window"),
                Binding([.backTab], .focusNext(-1), "focus the previous window"),
            ]),
        KeyGroup(
            [.enter], .toggleInspect, "inspect mode on / off", hint: "Enter inspect"),
        KeyGroup([.character("o")], .rotate, "rotate the display in use", hint: "o rotate"),
        KeyGroup([.character("r")], .toggleRightToLeft, "right-to-left on / off", hint: "r RTL"),
        KeyGroup([.character("i")], .toggleIncludeInactive, ".includeInactive on / off", hint: "i inactive"),
        KeyGroup([.character("f")], .toggleBehavior, ".mirrors / .fixed", hint: "f fixed"),
        KeyGroup(
            [.character("e")], .togglePartialRegions, "clip / extend partly overlapping regions", hint: "e extend"),
        KeyGroup([.character("c")], .toggleInnerCamera, "inner camera in use on / off", hint: "c camera"),
        KeyGroup([.character("l")], .toggleLiveActivity, "Live Activity on / off", hint: "l live"),
        overlays(
            "overlays: fold margins, cameras", ("m", .margins, "fold margins"), ("k", .occlusions, "cameras and island")
        ),
        overlays("overlays: side bar column, labels", ("b", .sideBars, "side bar column"), ("t", .labels, "labels")),
        overlays(
            "overlays: app grid, arrangement", ("g", .grid, "the app's grid columns"),
            ("v", .arrangement, "the app's arrangement panes")),
        overlays(
            "overlays: app sheets, custom controls", ("x", .presentations, "the app's sheets and alerts"),
            ("u", .controls, "the app's custom controls and collisions")),
        KeyGroup([.character("z")], .toggleZoom, "zoom to the display in use", hint: "z zoom"),
        KeyGroup([.character("w")], .cycleVocabulary, "words: Apple, Android, Flutter, web"),
        KeyGroup(
            "save a text capture / record .cast",
            [
                Binding([.character("p")], .captureScreen, "save the screen as a text capture"),
                Binding([.character("a")], .toggleRecording, "start / stop an asciicast recording"),
            ]),
        KeyGroup(
            "help on / off", hint: "? help", essential: true,
            [
                Binding([.character("?"), .function(1)], .toggleHelp, "this help"),
                Binding([.escape], .showHelp(false), "close the help"),
            ]),
        KeyGroup([.character("q"), .function(10), .control("c")], .quit, "quit", hint: "q quit", essential: true),
    ]

    /// The keys that work while the help is open besides its own and quitting: they scroll it,
    /// and no other key reaches the screen under it.
    public static let helpGroups: [KeyGroup] = [
        KeyGroup(
            "scroll the help while it is open",
            [
                Binding([.up], .scrollHelp(-1), "scroll the help up a line"),
                Binding([.down], .scrollHelp(1), "scroll the help down a line"),
                Binding([.pageUp], .scrollHelp(-10), "scroll the help up a page"),
                Binding([.pageDown], .scrollHelp(10), "scroll the help down a page"),
            ])
    ]

    /// The keys inspect mode takes while it is on, before the table's: the arrows move to the
    /// nearest element that way, `Tab` and `Shift-Tab` step through every element in reading
    /// order, `Esc` leaves (as `Enter` does); every other key does what it always does.
    public static let inspectGroups: [KeyGroup] = [
        KeyGroup(
            "inspect: the nearest element that way", hint: "←↑↓→ nearest",
            [
                Binding([.left], .inspectMove(.left), "inspect the nearest element to the left"),
                Binding([.right], .inspectMove(.right), "inspect the nearest element to the right"),
                Binding([.up], .inspectMove(.up), "inspect the nearest element above"),
                Binding([.down], .inspectMove(.down), "inspect the nearest element below"),
            ]),
        KeyGroup(
            "inspect: next / previous element", hint: "Tab next",
            [
                Binding([.tab], .inspectStep(1), "inspect the next element"),
                Binding([.backTab], .inspectStep(-1), "inspect the previous element"),
            ]),
        KeyGroup([.escape], .endInspect, "leave inspect mode", hint: "Esc leave", essential: true),
    ]

    /// The hint line while inspect mode is on: its keys, then help and quit.
    public static let inspectHints: [Hint] =
        inspectGroups.compactMap { group in group.hint.map { Hint(text: $0, essential: false) } }
        + fixedHints.filter(\.essential)

    /// What `key` does in inspect mode before the table's binding, if anything.
    public static func inspectAction(for key: Key) -> Action? {
        inspectGroups.lazy.flatMap(\.bindings).first { $0.keys.contains(key) }?.action
    }

    /// A row of two overlay keys.
    private static func overlays(
        _ text: String, _ first: (Character, OverlayKind, String), _ second: (Character, OverlayKind, String)
    ) -> KeyGroup {
        KeyGroup(
            text,
            [first, second].map { Binding([.character($0.0)], .toggleOverlay($0.1), "overlay: \($0.2)") })
    }

    /// One row for the poses that have a key (`1-5  poses: closed book flat laptop tent`), with
    /// their hint (`1-5 poses`); a lone pose is a row of its own.
    private static func poseGroups(_ profile: DeviceProfile) -> [KeyGroup] {
        var bindings: [Binding] = []
        for pose in profile.poses {
            guard let key = pose.key?.first else { continue }
            bindings.append(
                Binding(
                    [.character(key)], .pose(pose.id),
                    "pose: \(pose.name) (\(formatPoints(pose.angle))°, \(pose.orientation.rawValue))"))
        }
        guard let first = bindings.first else { return [] }
        let hint = poseHint(profile)?.text
        guard bindings.count > 1 else { return [KeyGroup(first.help, hint: hint, [first])] }
        let names = profile.poses.filter { $0.key?.first != nil }.map(\.name)
        var group = KeyGroup("poses: " + names.joined(separator: " "), hint: hint, bindings)
        group.range = true
        return [group]
    }

    /// The help overlay's rows: keys and what they do, a row a group, the help's own keys last.
    public var helpRows: [HelpRow] {
        (groups + Self.inspectGroups + Self.helpGroups).map { HelpRow(keys: $0.keysLabel, text: $0.text) }
    }

    /// The hint line's words, in the table's order: the groups that have a place there.
    public var hints: [Hint] {
        groups.compactMap { group in group.hint.map { Hint(text: $0, essential: group.essential) } }
    }

    /// The hint line for a profile without building its whole key map (the renderer asks every frame).
    public static func hints(for profile: DeviceProfile) -> [Hint] {
        var hints = fixedHints
        if let poses = poseHint(profile) { hints.insert(poses, at: hingeHintCount) }
        return hints
    }

    /// The poses' hint (`1-5 poses`, `1,2 poses` for two), if a pose has a key.
    private static func poseHint(_ profile: DeviceProfile) -> Hint? {
        var first: Character?, last: Character?, count = 0
        for pose in profile.poses {
            guard let key = pose.key?.first else { continue }
            if first == nil { first = key }
            last = key
            count += 1
        }
        guard let first, let last else { return nil }
        let keys = count > 2 ? "\(first)-\(last)" : count == 2 ? "\(first),\(last)" : "\(first)"
        return Hint(text: keys + " poses", essential: false)
    }

    /// The hints of the groups every profile has, in their order, made once.
    private static let fixedHints = (hingeGroups + otherGroups).compactMap { group in
        group.hint.map { Hint(text: $0, essential: group.essential) }
    }
    private static let hingeHintCount = hingeGroups.compactMap(\.hint).count

    /// The key that does `action` in every profile (its first, as the help writes it), for the
    /// screen's words: `the controls overlay is off (u)`.
    public static func key(for action: Action) -> String? {
        (hingeGroups + otherGroups).lazy.flatMap(\.bindings).first { $0.action == action }?.keys.first?.label
    }

    /// The help's rows as lines (`duosim tui --help`): keys padded to one column.
    public var helpText: String {
        let rows = helpRows
        let width = rows.map(\.keys.count).max() ?? 0
        return rows.map { "  " + $0.keys + String(repeating: " ", count: width - $0.keys.count) + "  " + $0.text }
            .joined(separator: "\n")
    }

    /// The help's rows as a Markdown table (Docs/UI.md's, which a test keeps current).
    public var markdownTable: String {
        var lines = ["| keys | what they do |", "|---|---|"]
        for row in helpRows {
            let keys = row.keys.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
            lines.append("| \(keys) | \(row.text) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The action for `key`, if it is bound. While the help is open only the help's keys work:
    /// scrolling it, closing it, quitting; while inspect mode is on its keys come first.
    public func action(for key: Key, helpOpen: Bool = false, inspecting: Bool = false) -> Action? {
        if inspecting && !helpOpen, let action = Self.inspectAction(for: key) { return action }
        guard helpOpen else { return bindings.first { $0.keys.contains(key) }?.action }
        let open =
            Self.helpGroups.flatMap(\.bindings)
            + bindings.filter {
                switch $0.action {
                case .toggleHelp, .showHelp, .quit: return true
                default: return false
                }
            }
        return open.first { $0.keys.contains(key) }?.action
    }
}
