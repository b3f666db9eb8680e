import DemoWeb
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

    /// From which angle on a sheet holds, and the pose button the angle is exactly at (-1: none).
    public struct Segment: Sendable {
        public var angle: Int
        public var sheet: Int
        public var pose: Int
    }

    /// A combination of the toggles: the combination whose first frame its own first frame is
    /// written against (-1: the base), its first frame, 180 steps (runs from the previous degree)
    /// and its segments.
    public struct Combination: Sendable {
        public var reference: Int
        public var first: String
        public var steps: [String]
        public var segments: [Segment]
    }

    /// The interactive page of a book.
    /// - Parameters:
    ///   - base: runs of the base frame from a blank grid.
    ///   - combos: per combination of the book's toggles (`combos[bits]`), its frames; nil for a
    ///     combination that doesn't exist (focus on the second window without Split View).
    ///   - initial: the grid shown before any script runs, and its combination and angle.
    static func interactive(
        book: DemoBook, codec: FrameCodec, base: String, combos: [Combination?], sheets: DemoSheets,
        initial: (grid: Grid, bits: Int, angle: Int)
    ) -> String {
        // A step that several combinations share is written once and named by its index.
        var uses: [ByteText: Int] = [:]
        for combo in combos { for step in combo?.steps ?? [] { uses[ByteText(step), default: 0] += 1 } }
        let shared = uses.filter { $0.value > 1 && $0.key.text.utf8.count > 4 }.keys.map(\.text).sorted()
        let sharedIndex = Dictionary(
            uniqueKeysWithValues: shared.enumerated().map { (ByteText($0.element), $0.offset) })
        func step(_ runs: String) -> String { sharedIndex[ByteText(runs)].map(String.init) ?? quote(runs) }

        var data: String = "{\"w\":\(codec.width),\"h\":\(codec.height),\"styles\":" + jsonArray(codec.css)
        data += ",\"paint\":[" + codec.styles.map(paint).joined(separator: ",") + "]"
        data +=
            ",\"document\":"
            + jsonArray([DocumentPalette.background, DocumentPalette.foreground, DocumentPalette.fontStack])
        data += ",\"svgSpace\":" + quote(SVGExporter.namespace) + ",\"custom\":" + quote(book.betweenPoses)
        data += ",\"title\":" + quote(book.title) + ",\"base\":" + quote(base) + ",\n" + settings(book)
        data += ",\"initial\":[\(initial.bits),\(initial.angle)]"
        let tables: [(String, [String])] = [
            ("items", sheets.items.entries), ("sliders", sheets.sliders.entries), ("mocks", sheets.mocks.entries),
            ("says", sheets.says.entries), ("shapes", sheets.shapes.entries), ("drawings", sheets.drawings.entries),
            ("sheets", sheets.sheets.entries),
        ]
        for (name, entries) in tables {
            data += ",\n\"\(name)\":[\n" + entries.joined(separator: ",\n") + "\n]"
        }
        data += ",\"shared\":[\n" + shared.map(quote).joined(separator: ",\n") + "\n],\"combos\":[\n"
        let comboTexts: [String] = combos.map { (combo: Combination?) -> String in
            guard let combo else { return "null" }
            return comboJSON(combo, step: step)
        }
        data += comboTexts.joined(separator: ",\n")
        data += "\n]}"
        return document(book: book, first: initial.grid, data: data)
    }

    /// One combination's frames: its reference frame, first frame, steps and segments.
    private static func comboJSON(_ combo: Combination, step: (String) -> String) -> String {
        let segments: [String] = combo.segments.map { "[\($0.angle),\($0.sheet),\($0.pose)]" }
        let steps: [String] = combo.steps.map(step)
        return "[\(combo.reference)," + quote(combo.first) + ",[" + steps.joined(separator: ",") + "],["
            + segments.joined(separator: ",") + "]]"
    }

    /// The switches, poses, keys and legend: `toggles` (address names), `labels` (`[plain,
    /// Apple's, key]`), `poses` (`[name, angle, rotated]`), `keys` (`keyJSON`), `hints`.
    static func settings(_ book: DemoBook) -> String {
        let keys = book.keys
        let labels = book.toggles.map { toggle in
            let words = DemoWords.toggle(toggle)
            let key = keys.first { $0.effect == .toggle(toggle) }?.key.label ?? ""
            return jsonArray([words.plain, words.api, key])
        }
        let poses = book.poseButtons.map { "[\(quote($0.name)),\($0.angle),\($0.rotated ? 1 : 0)]" }
        return "\"toggles\":" + jsonArray(book.toggles.map(\.name)) + ",\"labels\":[" + labels.joined(separator: ",")
            + "],\"poses\":[" + poses.joined(separator: ",") + "],\"keys\":["
            + keys.compactMap { keyJSON($0.key, $0.effect, toggles: book.toggles) }.joined(separator: ",") + "]"
    }

    /// A style as the SVG and PNG exports paint it: `[foreground, background or null, bold, dim]`.
    static func paint(_ style: Style) -> String {
        let (fg, bg) = DocumentPalette.colors(style)
        return "[\(quote(fg)),\(bg.map(quote) ?? "null"),\(style.bold ? 1 : 0),\(style.dim ? 1 : 0)]"
    }

    /// A key as the page's script reads it: `[name, shift, effect, value]`, where `name` is the
    /// browser's `KeyboardEvent.key`; effects are `h` (hinge by), `a` (angle), `p` (pose), `t`
    /// (toggle) and `?` (the help: 1 open, 0 closed, -1 the other way).
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
        case .escape: name = ("Escape", false)
        case .function(let number): name = ("F\(number)", false)
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
        case .help(let shown): (kind, value) = ("?", shown.map { $0 ? 1 : 0 } ?? -1)
        }
        return "[\(quote(name.0)),\(name.1 ? 1 : 0),\"\(kind)\",\(value)]"
    }

    static let playerControls = """
        <div id="controls" hidden>
        <button id="play">▶ play</button> <button id="back">◂ frame</button> <button id="next">frame ▸</button>
        <input id="timeline" type="range" min="0" step="1" value="0"> <output id="clock"></output>
        </div>
        """

    // MARK: The player's page

    /// The player's page up to the start of its script, and from the end of its script.
    static func pageParts(title: String, first: Grid?, controls: String) -> (head: String, foot: String) {
        let firstHTML = first.map(HTMLExporter.body) ?? ""
        let head =
            HTMLExporter.documentStart(title: title) + """
                <style>
                \(DemoWeb.playerStyle(palette: DocumentPalette.webPalette))</style>
                </head>
                <body>
                \(controls)
                <pre id="screen">\(firstHTML)</pre>
                <script>

                """
        return (head, "</script>\n</body>\n</html>\n")
    }

    /// A string of the page's data as a JSON literal, inert (`InertRule`): the script puts it in
    /// the page as text, where a control or a bidirectional override would act.
    static func quote(_ text: String) -> String { JSONValue.quote(InertRule.escaped(text)) }

    static func jsonArray(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ",") + "]" }
}
