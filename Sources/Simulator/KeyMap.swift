import PoseEngine

// MARK: - Binding

/// Keys, the action they trigger, and what the help says about it.
public struct Binding: Sendable {
    public var keys: [Key]
    /// How the keys are written in the help (`←/→`).
    public var label: String
    public var action: Action
    public var help: String
    /// The few words the screen's hint line shows for it, if it has a place there, and where.
    public var hint: (text: String, order: Int)?

    public init(_ keys: [Key], _ label: String, _ action: Action, _ help: String, hint: (String, Int)? = nil) {
        self.keys = keys
        self.label = label
        self.action = action
        self.help = help
        self.hint = hint.map { (text: $0.0, order: $0.1) }
    }
}

// MARK: - KeyMap

/// The live UI's key bindings; scripts use the same map, so a script types what a person would.
public struct KeyMap: Sendable {
    public var bindings: [Binding]

    /// The bindings for a profile (its poses bring their own keys).
    public init(profile: DeviceProfile) {
        bindings = Self.hingeBindings + Self.poseBindings(profile) + Self.otherBindings
    }

    /// The keys every profile has, made once: the hinge's, then (after the poses) the rest.
    private static let hingeBindings: [Binding] = [
        Binding([.left], "←", .hingeBy(-1), "close the hinge 1°", hint: ("←→ hinge", 0)),
        Binding([.right], "→", .hingeBy(1), "open the hinge 1°"),
        Binding(
            [.shiftLeft, .pageDown], "Shift+← PgDn", .hingeBy(-10), "close the hinge 10°",
            hint: ("PgUp PgDn ±10", 1)),
        Binding([.shiftRight, .pageUp], "Shift+→ PgUp", .hingeBy(10), "open the hinge 10°"),
        Binding([.home], "Home", .setAngle(0), "closed (0°)"),
        Binding([.end], "End", .setAngle(180), "flat (180°)"),
    ]

    private static let otherBindings: [Binding] = [
        Binding([.character("o")], "o", .rotate, "rotate the display in use", hint: ("o rotate", 5)),
        Binding(
            [.character("s")], "s", .toggleSplitView, "Split View on / off (inner display)", hint: ("s split", 3)),
        Binding([.tab], "Tab", .focusNext(1), "focus the next window", hint: ("Tab window", 4)),
        Binding([.backTab], "Shift+Tab", .focusNext(-1), "focus the previous window"),
        Binding([.character("r")], "r", .toggleRightToLeft, "right-to-left on / off", hint: ("r RTL", 6)),
        Binding(
            [.character("i")], "i", .toggleIncludeInactive, ".includeInactive on / off", hint: ("i inactive", 7)),
        Binding([.character("f")], "f", .toggleBehavior, ".mirrors / .fixed", hint: ("f fixed", 8)),
        Binding(
            [.character("e")], "e", .togglePartialRegions, "clip / extend partly overlapping regions",
            hint: ("e extend", 9)),
        Binding([.character("c")], "c", .toggleInnerCamera, "inner camera in use on / off", hint: ("c camera", 10)),
        Binding([.character("l")], "l", .toggleLiveActivity, "Live Activity on / off", hint: ("l live", 11)),
        Binding([.character("m")], "m", .toggleOverlay(.margins), "overlay: fold margins"),
        Binding([.character("k")], "k", .toggleOverlay(.occlusions), "overlay: cameras and island"),
        Binding([.character("b")], "b", .toggleOverlay(.sideBars), "overlay: side bar column"),
        Binding([.character("t")], "t", .toggleOverlay(.labels), "overlay: labels"),
        Binding([.character("g")], "g", .toggleOverlay(.grid), "overlay: the app's grid columns"),
        Binding([.character("v")], "v", .toggleOverlay(.arrangement), "overlay: the app's arrangement panes"),
        Binding([.character("x")], "x", .toggleOverlay(.presentations), "overlay: the app's sheets and alerts"),
        Binding(
            [.character("u")], "u", .toggleOverlay(.controls), "overlay: the app's custom controls and collisions"),
        Binding([.character("z")], "z", .toggleZoom, "zoom to the display in use", hint: ("z zoom", 12)),
        Binding([.character("w")], "w", .cycleVocabulary, "words: Apple, Android, Flutter, web"),
        Binding([.character("p")], "p", .captureScreen, "save the screen as a text capture"),
        Binding([.character("a")], "a", .toggleRecording, "start / stop an asciicast recording"),
        Binding([.character("?"), .function(1)], "? F1", .toggleHelp, "this help", hint: ("? help", 13)),
        Binding([.escape], "Esc", .showHelp(false), "close the help"),
        Binding(
            [.character("q"), .function(10), .control("c")], "q F10 Ctrl+C", .quit, "quit", hint: ("q quit", 14)),
    ]

    /// One binding per pose that has a key.
    private static func poseBindings(_ profile: DeviceProfile) -> [Binding] {
        var list: [Binding] = []
        for pose in profile.poses {
            guard let key = pose.key?.first else { continue }
            list.append(
                Binding(
                    [.character(key)], String(key), .pose(pose.name),
                    "pose: \(pose.name) (\(formatPoints(pose.angle))°, \(pose.orientation.rawValue))"))
        }
        return list
    }

    /// The help overlay's rows: keys and what they do, related bindings merged into one row.
    public var helpRows: [(keys: String, text: String)] {
        var rows: [(keys: String, text: String)] = []
        var index = 0
        let poseBindings = bindings.filter { if case .pose = $0.action { return true } else { return false } }
        while index < bindings.count {
            let binding = bindings[index]
            // The poses share one row: `1-5  poses: closed book flat laptop tent`.
            if case .pose = binding.action, poseBindings.count > 1 {
                let names = poseBindings.compactMap {
                    if case .pose(let name) = $0.action { return name } else { return nil }
                }
                rows.append(
                    (
                        "\(poseBindings.first!.label)-\(poseBindings.last!.label)",
                        "poses: " + names.joined(separator: " ")
                    ))
                index += poseBindings.count
                continue
            }
            // Pairs that mirror each other read better on one row.
            if index + 1 < bindings.count, let merged = Self.merge(binding, bindings[index + 1]) {
                rows.append(merged)
                index += 2
                continue
            }
            rows.append((binding.label, binding.help))
            index += 1
        }
        return rows
    }

    private static func merge(_ a: Binding, _ b: Binding) -> (keys: String, text: String)? {
        switch (a.action, b.action) {
        case (.hingeBy(-1), .hingeBy(1)): return ("← →", "hinge 1° closed / open")
        case (.hingeBy(-10), .hingeBy(10)): return ("Shift+← Shift+→ PgDn PgUp", "hinge 10°")
        case (.setAngle(0), .setAngle(180)): return ("Home End", "closed 0° / flat 180°")
        case (.focusNext(1), .focusNext(-1)): return ("Tab Shift+Tab", "focus next / previous window")
        case (.toggleOverlay(.margins), .toggleOverlay(.occlusions)): return ("m k", "overlays: fold margins, cameras")
        case (.toggleOverlay(.sideBars), .toggleOverlay(.labels)): return ("b t", "overlays: side bar column, labels")
        case (.toggleOverlay(.grid), .toggleOverlay(.arrangement)): return ("g v", "overlays: app grid, arrangement")
        case (.toggleOverlay(.presentations), .toggleOverlay(.controls)):
            return ("x u", "overlays: app sheets, custom controls")
        case (.toggleHelp, .showHelp(false)): return ("? F1 Esc", "help on / off")
        case (.captureScreen, .toggleRecording): return ("p a", "save a text capture / record .cast")
        default: return nil
        }
    }

    /// The hint line's words, in order: the bindings that have a place there, and the poses' keys
    /// as one (`1-5 poses`). The last two (help and quit) are the ones always shown.
    public var hints: [String] {
        Self.hints(
            poseKeys: bindings.compactMap { binding -> String? in
                if case .pose = binding.action { return binding.label } else { return nil }
            })
    }

    /// The hint line for a profile without building its whole key map (the renderer asks every frame).
    public static func hints(for profile: DeviceProfile) -> [String] {
        hints(poseKeys: profile.poses.compactMap { $0.key?.first.map(String.init) })
    }

    /// The hints of the bindings every profile has, in their order, sorted once.
    private static let fixedHints = (hingeBindings + otherBindings).compactMap(\.hint).sorted { $0.order < $1.order }
        .map(\.text)

    private static func hints(poseKeys keys: [String]) -> [String] {
        var hints = fixedHints
        if !keys.isEmpty {
            let poses = (keys.count > 2 ? "\(keys.first!)-\(keys.last!)" : keys.joined(separator: ",")) + " poses"
            hints.insert(poses, at: min(2, hints.count))
        }
        return hints
    }

    /// The help's rows as lines (`duosim tui --help`): keys padded to one column.
    public var helpText: String {
        let rows = helpRows
        let width = rows.map(\.keys.count).max() ?? 0
        return rows.map { "  " + $0.keys + String(repeating: " ", count: width - $0.keys.count) + "  " + $0.text }
            .joined(separator: "\n")
    }

    /// The help's rows as a Markdown table (the README's, which a test keeps current).
    public var markdownTable: String {
        var lines = ["| keys | what they do |", "|---|---|"]
        for row in helpRows {
            let keys = row.keys.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
            lines.append("| \(keys) | \(row.text) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The action for `key`, if it is bound.
    public func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }
}
