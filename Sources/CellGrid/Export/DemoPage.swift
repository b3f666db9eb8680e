import PoseEngine
import Reports
import Simulator

// MARK: - DemoPage

/// One self-contained HTML page (no network, no external script or font) that shows duosim's
/// screen and lets a person pick frames computed ahead of time.
public enum DemoPage {
    /// A pose button: it sets the angle and the rotation.
    public struct PoseButton: Sendable {
        public var name: String
        public var angle: Int
        public var rotated: Bool
        public init(name: String, angle: Int, rotated: Bool) {
            self.name = name
            self.angle = angle
            self.rotated = rotated
        }
    }

    /// Where each window is on the screen from some angle on, for clicks: `[angle, [[x, y, w, h, window], …]]`.
    public typealias HitMap = [(angle: Int, windows: [(CellRect, Int)])]

    /// A combination of the toggles: the combination whose first frame its own first frame is
    /// written against (-1: the base), its first frame, 180 steps (runs from the previous degree)
    /// and where its windows are.
    public struct Combination: Sendable {
        public var reference: Int
        public var first: String
        public var steps: [String]
        public var hits: HitMap
    }

    /// The interactive page.
    /// - Parameters:
    ///   - toggles: the bits of a combination, lowest first; a combination's frames are `combos[bits]`.
    ///   - base: runs of the base frame from a blank grid.
    ///   - combos: per combination, its frames; nil for a combination that doesn't exist (focus on
    ///     the second window without Split View).
    ///   - initial: the grid shown before any script runs, and its combination and angle.
    ///   - keys: the keys the page handles and what each does; `keyRows` says so under the controls.
    public static func interactive(
        title: String, codec: FrameCodec, base: String, toggles: [DemoToggle], poses: [PoseButton],
        keys: [(key: Key, effect: DemoKeyEffect)], keyRows: [(keys: String, text: String)], combos: [Combination?],
        initial: (grid: Grid, bits: Int, angle: Int)
    ) -> String {
        // A step that several combinations share is written once and named by its index.
        var uses: [String: Int] = [:]
        for combo in combos { for step in combo?.steps ?? [] { uses[step, default: 0] += 1 } }
        let shared = uses.filter { $0.value > 1 && $0.key.utf8.count > 4 }.keys.sorted()
        let sharedIndex = Dictionary(uniqueKeysWithValues: shared.enumerated().map { ($0.element, $0.offset) })
        func step(_ runs: String) -> String { sharedIndex[runs].map(String.init) ?? quote(runs) }

        var data =
            "{\"w\":\(codec.width),\"h\":\(codec.height),\"styles\":" + jsonArray(codec.css) + ",\"base\":"
            + quote(base)
        data += ",\"toggles\":" + jsonArray(toggles.map(\.name)) + ",\"labels\":" + jsonArray(toggles.map(\.label))
        data +=
            ",\"poses\":["
            + poses.map { "[\(quote($0.name)),\($0.angle),\($0.rotated ? 1 : 0)]" }.joined(separator: ",") + "]"
        data +=
            ",\"keys\":[" + keys.compactMap { keyJSON($0.key, $0.effect, toggles: toggles) }.joined(separator: ",")
            + "]"
        data +=
            ",\"initial\":[\(initial.bits),\(initial.angle)],\"shared\":[\n"
            + shared.map(quote).joined(separator: ",\n") + "\n],\"combos\":[\n"
        data += combos.map { combo -> String in
            guard let combo else { return "null" }
            let hits = combo.hits.map { segment in
                "[\(segment.angle),["
                    + segment.windows.map { "[\($0.0.column),\($0.0.row),\($0.0.width),\($0.0.height),\($0.1)]" }
                    .joined(separator: ",") + "]]"
            }.joined(separator: ",")
            return "[\(combo.reference)," + quote(combo.first) + ",[" + combo.steps.map(step).joined(separator: ",")
                + "],[" + hits + "]]"
        }.joined(separator: ",\n")
        data += "\n]}"
        return page(
            title: title, first: initial.grid, data: data, script: interactiveScript,
            controls: """
                <div id="controls" hidden>
                <label>hinge <input id="hinge" type="range" min="0" max="180" step="1"> <output id="angle"></output>°</label>
                <span id="poses"></span> <span id="toggles"></span>
                <span id="keys">keys: \(keyRows.map { DocumentPalette.escape("\($0.keys) \($0.text)") }.joined(separator: " · "))</span>
                </div>
                """)
    }

    /// A key as the page's script reads it: `[name, shift, effect, value]`, where `name` is the
    /// browser's `KeyboardEvent.key`; effects are `h` (hinge by), `a` (angle), `p` (pose), `t` (toggle).
    static func keyJSON(_ key: Key, _ effect: DemoKeyEffect, toggles: [DemoToggle]) -> String? {
        let name: (String, Bool)
        switch key {
        case .left: name = ("ArrowLeft", false)
        case .right: name = ("ArrowRight", false)
        case .shiftLeft: name = ("ArrowLeft", true)
        case .shiftRight: name = ("ArrowRight", true)
        case .pageUp: name = ("PageUp", false)
        case .pageDown: name = ("PageDown", false)
        case .home: name = ("Home", false)
        case .end: name = ("End", false)
        case .tab: name = ("Tab", false)
        case .backTab: name = ("Tab", true)
        case .character(let c): name = (String(c), false)
        default: return nil
        }
        let (kind, value): (String, Int)
        switch effect {
        case .hinge(let degrees): (kind, value) = ("h", degrees)
        case .angle(let angle): (kind, value) = ("a", angle)
        case .pose(let index): (kind, value) = ("p", index)
        case .toggle(let toggle):
            guard let index = toggles.firstIndex(of: toggle) else { return nil }
            (kind, value) = ("t", index)
        }
        return "[\(quote(name.0)),\(name.1 ? 1 : 0),\"\(kind)\",\(value)]"
    }

    /// A player for a recorded session: frames with their times, play / pause, a timeline, stepping.
    public static func player(title: String, frames: [(time: Double, grid: Grid)]) -> String {
        var writer = PlayerPageWriter(title: title)
        for frame in frames { writer.add(frame.grid, at: frame.time) }
        return writer.take() + writer.finish()
    }

    static let playerControls = """
        <div id="controls" hidden>
        <button id="play">▶ play</button> <button id="back">◂ frame</button> <button id="next">frame ▸</button>
        <input id="timeline" type="range" min="0" step="1" value="0"> <output id="clock"></output>
        </div>
        """

    // MARK: The page

    static func page(title: String, first: Grid?, data: String, script: String, controls: String) -> String {
        let parts = pageParts(title: title, first: first, controls: controls)
        return parts.head + "const D = \(data.replacing("</", with: "<\\/"));\n" + commonScript + "\n"
            + script + "\n" + parts.foot
    }

    /// The page up to the start of its script, and from the end of its script.
    static func pageParts(title: String, first: Grid?, controls: String) -> (head: String, foot: String) {
        let firstHTML = first.map(HTMLExporter.body) ?? ""
        let head =
            HTMLExporter.documentStart(title: title) + """
                <style>
                body { margin: 0; padding: 16px 24px; background: #1c1c1c; color: #d0d0d0;
                       font-family: \(DocumentPalette.fontStack); font-size: 14px; }
                #controls { margin: 0 0 12px; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
                #controls button { font: inherit; background: #2a2a2a; color: #d0d0d0; border: 1px solid #444;
                                   border-radius: 6px; padding: 3px 10px; cursor: pointer; }
                #controls button[aria-pressed="true"] { background: #3d5a80; border-color: #6d8ab0; color: #fff; }
                #hinge, #timeline { width: 360px; vertical-align: middle; }
                pre { display: inline-block; margin: 0; padding: 12px 16px; border-radius: 8px;
                      background: \(DocumentPalette.background); color: \(DocumentPalette.foreground);
                      font-family: \(DocumentPalette.fontStack); font-size: 14px; line-height: \(DocumentPalette.lineHeight); cursor: default; }
                </style>
                </head>
                <body>
                \(controls)
                <pre id="screen">\(firstHTML)</pre>
                <script>

                """
        return (head, "</script>\n</body>\n</html>\n")
    }

    static func quote(_ text: String) -> String { JSONValue.quote(text) }

    static func jsonArray(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ",") + "]" }
}
