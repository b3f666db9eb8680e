import PoseEngine
import Reports

// MARK: - FrameCodec

/// Frames as short strings of changed runs, for pages that pick frames in the browser.
///
/// A run is `POS.STYLE.LEN:TEXT` (numbers in base 36): `LEN` UTF-16 units of text written from
/// cell `POS` (row × width + column) in style `STYLE`, an index into `styles`. A frame is the
/// runs that turn one grid into the next, so a hinge step costs a few runs.
public struct FrameCodec: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var styles: [Style] = [.plain]
    private var index: [Style: Int] = [.plain: 0]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The runs that turn `old` (blank when nil) into `new`.
    public mutating func diff(from old: Grid?, to new: Grid) -> String {
        var out = ""
        let count = new.width * new.height
        var position = 0
        let oldCells = old.map { $0.width == new.width && $0.height == new.height ? $0.cells : nil } ?? nil
        let newCells = new.cells
        while position < count {
            let cell = newCells[position]
            if let oldCells, oldCells[position] == cell {
                position += 1
                continue
            }
            if oldCells == nil, cell == .blank {
                position += 1
                continue
            }
            // A run: same style, up to the end of the row, while cells differ (a gap of ≤ 3 equal cells is kept).
            let style = cell.style
            let rowEnd = (position / new.width + 1) * new.width
            var end = position + 1
            var text = String(cell.character)
            var pending = ""
            while end < rowEnd, newCells[end].style == style {
                let same = oldCells.map { $0[end] == newCells[end] } ?? (newCells[end] == .blank)
                if same {
                    if pending.unicodeScalars.count >= 3 { break }
                    pending.unicodeScalars.append(newCells[end].scalar)
                } else {
                    text += pending
                    pending = ""
                    text.unicodeScalars.append(newCells[end].scalar)
                }
                end += 1
            }
            let styleIndex: Int
            if let known = index[style] {
                styleIndex = known
            } else {
                styleIndex = styles.count
                styles.append(style)
                index[style] = styleIndex
            }
            out +=
                "\(String(position, radix: 36)).\(String(styleIndex, radix: 36)).\(String(text.utf16.count, radix: 36)):\(text)"
            position += text.unicodeScalars.count
        }
        return out
    }

    /// Each style as the CSS the HTML capture uses for it (empty for the plain style).
    public var css: [String] { styles.map(DocumentPalette.css) }
}

// MARK: - DemoPage

/// One self-contained HTML page (no network, no external script or font) that shows duosim's
/// screen and lets a person pick frames computed ahead of time.
public enum DemoPage {
    /// A toggle of the interactive page: its name in the address, its label, and its bit.
    public struct Toggle: Sendable {
        public var name: String
        public var label: String
        public init(name: String, label: String) {
            self.name = name
            self.label = label
        }
    }

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

    /// The interactive page.
    /// - Parameters:
    ///   - toggles: the bits of a combination, lowest first; a combination's frames are `combos[bits]`.
    ///   - combos: per combination, the first frame (runs from the base) and 180 steps (runs from the previous degree);
    ///     nil for a combination that doesn't exist (focus on the second window without Split View).
    ///   - base: runs of the base frame from a blank grid.
    ///   - initial: the grid shown before any script runs, and its combination and angle.
    ///   - combos: per combination, the combination whose first frame its own first frame is written
    ///     against (-1: the base), its first frame, 180 steps (runs from the previous degree) and
    ///     where its windows are; nil for a combination that doesn't exist.
    public static func interactive(
        title: String, codec: FrameCodec, base: String, toggles: [Toggle], poses: [PoseButton],
        combos: [(reference: Int, first: String, steps: [String], hits: HitMap)?],
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
                </div>
                """)
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

    // MARK: Scripts

    /// Decoding runs into cells and drawing cells as the HTML capture does.
    static let commonScript = #"""
        function blank(w, h) { return { w: w, h: h, ch: new Array(w * h).fill(" "), st: new Array(w * h).fill(0) }; }
        function copy(g) { return { w: g.w, h: g.h, ch: g.ch.slice(), st: g.st.slice() }; }
        function apply(g, runs) {
          let i = 0;
          while (i < runs.length) {
            let dot = runs.indexOf(".", i); const pos = parseInt(runs.slice(i, dot), 36); i = dot + 1;
            dot = runs.indexOf(".", i); const style = parseInt(runs.slice(i, dot), 36); i = dot + 1;
            const colon = runs.indexOf(":", i); const len = parseInt(runs.slice(i, colon), 36); i = colon + 1;
            const text = runs.slice(i, i + len); i += len;
            let p = pos;
            for (const c of text) { g.ch[p] = c; g.st[p] = style; p++; }
          }
          return g;
        }
        function esc(t) { return t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); }
        function html(g) {
          let out = "";
          for (let r = 0; r < g.h; r++) {
            let c = 0;
            while (c < g.w) {
              const s = g.st[r * g.w + c]; let text = "";
              while (c < g.w && g.st[r * g.w + c] === s) { text += g.ch[r * g.w + c]; c++; }
              const css = D.styles[s];
              out += css ? '<span style="' + css + '">' + esc(text) + "</span>" : esc(text);
            }
            out += "\n";
          }
          return out;
        }
        const screen = document.getElementById("screen");
        document.getElementById("controls").hidden = false;
        """#

    /// The interactive page: a hinge slider, pose buttons, toggles, clicks to focus, the address.
    static let interactiveScript = #"""
        const state = { angle: D.initial[1], bits: D.initial[0] };
        const baseGrid = apply(blank(D.w, D.h), D.base);
        const bit = name => 1 << D.toggles.indexOf(name);
        function combo(bits) {
          // Without Split View there is one window: focus means nothing.
          if (D.toggles.includes("focus") && !(bits & bit("split"))) bits &= ~bit("focus");
          return bits;
        }
        const firsts = {};
        function first(index) {
          if (index < 0) return baseGrid;
          if (!firsts[index]) { const c = D.combos[index]; firsts[index] = apply(copy(first(c[0])), c[1]); }
          return firsts[index];
        }
        function frame(bits, angle) {
          const index = combo(bits), c = D.combos[index];
          const g = copy(first(index));
          for (let a = 1; a <= angle; a++) { const s = c[2][a - 1]; apply(g, typeof s === "number" ? D.shared[s] : s); }
          return g;
        }
        function address() {
          const parts = ["angle=" + state.angle];
          D.toggles.forEach((t, i) => parts.push(t + "=" + ((state.bits >> i) & 1)));
          return "#" + parts.join("&");
        }
        function readAddress() {
          const params = new URLSearchParams(location.hash.slice(1));
          if (params.has("angle")) {
            const a = Math.round(Number(params.get("angle")));
            if (a >= 0 && a <= 180) state.angle = a;
          }
          D.toggles.forEach((t, i) => {
            if (params.has(t)) state.bits = params.get(t) === "1" ? state.bits | (1 << i) : state.bits & ~(1 << i);
          });
        }
        const hinge = document.getElementById("hinge"), angleOut = document.getElementById("angle");
        const toggleButtons = [];
        function draw(push) {
          screen.innerHTML = html(frame(state.bits, state.angle));
          hinge.value = state.angle; angleOut.textContent = state.angle;
          toggleButtons.forEach(([b, i]) => b.setAttribute("aria-pressed", (state.bits >> i) & 1 ? "true" : "false"));
          if (push) history.replaceState(null, "", address());
        }
        hinge.addEventListener("input", () => { state.angle = Number(hinge.value); draw(true); });
        D.poses.forEach(([name, angle, rotated]) => {
          const b = document.createElement("button"); b.textContent = name;
          b.addEventListener("click", () => {
            state.angle = angle;
            state.bits = rotated ? state.bits | bit("rotate") : state.bits & ~bit("rotate");
            draw(true);
          });
          document.getElementById("poses").appendChild(b);
        });
        D.toggles.forEach((t, i) => {
          if (t === "focus") return;
          const b = document.createElement("button"); b.textContent = D.labels[i];
          b.addEventListener("click", () => { state.bits ^= 1 << i; draw(true); });
          document.getElementById("toggles").appendChild(b); toggleButtons.push([b, i]);
        });
        document.addEventListener("keydown", e => {
          const step = e.shiftKey ? 10 : 1;
          if (e.key === "ArrowLeft") state.angle = Math.max(0, state.angle - step);
          else if (e.key === "ArrowRight") state.angle = Math.min(180, state.angle + step);
          else return;
          e.preventDefault(); draw(true);
        });
        screen.addEventListener("click", e => {
          // The cell under the pointer, from the text's measured size.
          const rect = screen.getBoundingClientRect(), style = getComputedStyle(screen);
          const left = rect.left + parseFloat(style.paddingLeft), top = rect.top + parseFloat(style.paddingTop);
          const cw = (rect.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / D.w;
          const ch = (rect.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / D.h;
          const col = Math.floor((e.clientX - left) / cw), row = Math.floor((e.clientY - top) / ch);
          const hits = D.combos[combo(state.bits)][3];
          let windows = [];
          for (const [from, list] of hits) if (from <= state.angle) windows = list;
          for (const [x, y, w, h, index] of windows) {
            if (col >= x && col < x + w && row >= y && row < y + h && D.toggles.includes("focus")) {
              state.bits = index === 1 ? state.bits | bit("focus") : state.bits & ~bit("focus");
              draw(true);
            }
          }
        });
        window.addEventListener("hashchange", () => { readAddress(); draw(false); });
        readAddress();
        draw(false);
        """#

    /// The session player: play / pause, a timeline, frame stepping.
    static let playerScript = #"""
        const grids = [];
        let g = null;
        for (const [time, w, h, runs] of D.frames) {
          g = g && g.w === w && g.h === h ? copy(g) : blank(w, h);
          grids.push(apply(g, runs));
        }
        const timeline = document.getElementById("timeline"), clock = document.getElementById("clock");
        const play = document.getElementById("play");
        timeline.max = Math.max(0, grids.length - 1);
        let current = 0, timer = null;
        function show(i) {
          current = Math.max(0, Math.min(grids.length - 1, i));
          screen.innerHTML = html(grids[current]);
          timeline.value = current;
          clock.textContent = D.frames[current][0].toFixed(2) + " s · frame " + (current + 1) + " of " + grids.length;
        }
        function stop() { if (timer) clearTimeout(timer); timer = null; play.textContent = "▶ play"; }
        function tick() {
          if (current >= grids.length - 1) { stop(); return; }
          const wait = Math.max(0, (D.frames[current + 1][0] - D.frames[current][0]) * 1000);
          timer = setTimeout(() => { show(current + 1); tick(); }, Math.min(wait, 2000));
        }
        play.addEventListener("click", () => {
          if (timer) { stop(); return; }
          if (current >= grids.length - 1) show(0);
          play.textContent = "❚❚ pause"; tick();
        });
        document.getElementById("back").addEventListener("click", () => { stop(); show(current - 1); });
        document.getElementById("next").addEventListener("click", () => { stop(); show(current + 1); });
        timeline.addEventListener("input", () => { stop(); show(Number(timeline.value)); });
        document.addEventListener("keydown", e => {
          if (e.key === "ArrowLeft") { stop(); show(current - 1); } else if (e.key === "ArrowRight") { stop(); show(current + 1); }
          else if (e.key === " ") { play.click(); } else return;
          e.preventDefault();
        });
        show(0);
        """#
}

// MARK: - PlayerPageWriter

/// A recorded session as a player page, written as frames arrive (`Output "demo.html"` in a tape):
/// the page's head once the first frame is known, a line per frame, the styles and the player at the end.
public struct PlayerPageWriter: Sendable {
    private let title: String
    private var codec: FrameCodec?
    private var previous: Grid?
    private var pending = ""
    private var headTaken = false
    private var first: Grid?

    public init(title: String) {
        self.title = title
    }

    /// Adds a frame shown from `time` seconds on.
    public mutating func add(_ grid: Grid, at time: Double) {
        if codec == nil { codec = FrameCodec(width: grid.width, height: grid.height) }
        if first == nil { first = grid }
        let from = previous.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        let runs = codec!.diff(from: from, to: grid)
        previous = grid
        let stamp = formatPoints((time * 1000).rounded() / 1000)
        pending +=
            "[\(stamp),\(grid.width),\(grid.height),\(DemoPage.quote(runs).replacing("</", with: "<\\/"))],\n"
    }

    /// What is ready to be written: the head (once a frame exists), then the frames since.
    public mutating func take() -> String {
        guard first != nil else { return "" }
        var out = ""
        if !headTaken {
            headTaken = true
            out =
                DemoPage.pageParts(title: title, first: first, controls: DemoPage.playerControls).head
                + "const D = {\"frames\": [\n"
        }
        out += pending
        pending = ""
        return out
    }

    /// The rest of the page: the styles, the scripts, the end.
    public mutating func finish() -> String {
        var out = take()
        if !headTaken {
            headTaken = true
            out =
                DemoPage.pageParts(title: title, first: nil, controls: DemoPage.playerControls).head
                + "const D = {\"frames\": [\n"
        }
        let styles = (codec ?? FrameCodec(width: 0, height: 0)).css
        out += "]};\nD.styles = \(DemoPage.jsonArray(styles).replacing("</", with: "<\\/"));\n"
        out += DemoPage.commonScript + "\n" + DemoPage.playerScript + "\n"
        out += "</script>\n</body>\n</html>\n"
        return out
    }
}
