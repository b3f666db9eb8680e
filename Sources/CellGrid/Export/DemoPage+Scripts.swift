// MARK: - The pages' scripts

extension DemoPage {
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
        // The keys of duosim's key table that mean something here (D.keys: [key, shift, effect, value]).
        document.addEventListener("keydown", e => {
          if (e.ctrlKey || e.metaKey || e.altKey) return;
          const shifted = e.key.length === 1 ? 0 : (e.shiftKey ? 1 : 0);
          const k = D.keys.find(([key, shift]) => key === e.key && shift === shifted);
          if (!k) return;
          const [, , effect, value] = k;
          if (effect === "h") state.angle = Math.max(0, Math.min(180, state.angle + value));
          else if (effect === "a") state.angle = value;
          else if (effect === "p") {
            const [, angle, rotated] = D.poses[value];
            state.angle = angle;
            state.bits = rotated ? state.bits | bit("rotate") : state.bits & ~bit("rotate");
          } else if (effect === "t") state.bits ^= 1 << value;
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
        let current = 0, timer = null, playing = false, startedAt = 0, startTime = 0;
        function show(i) {
          current = Math.max(0, Math.min(grids.length - 1, i));
          screen.innerHTML = html(grids[current]);
          timeline.value = current;
          clock.textContent = D.frames[current][0].toFixed(2) + " s · frame " + (current + 1) + " of " + grids.length;
        }
        function stop() { if (timer) clearTimeout(timer); timer = null; playing = false; play.textContent = "▶ play"; }
        // The last frame shown at `time` seconds into the recording.
        function frameAt(time) {
          let low = 0, high = grids.length - 1;
          while (low < high) { const mid = (low + high + 1) >> 1; if (D.frames[mid][0] <= time) low = mid; else high = mid - 1; }
          return low;
        }
        // Real time: each tick reads the clock and shows the frame due now (a slow redraw skips
        // frames rather than falling behind), then sleeps until the next one is due.
        function tick() {
          timer = null;
          const time = startTime + (performance.now() - startedAt) / 1000;
          const due = frameAt(time);
          if (due !== current) show(due);
          if (current >= grids.length - 1) { stop(); return; }
          const wait = (D.frames[current + 1][0] - (startTime + (performance.now() - startedAt) / 1000)) * 1000;
          timer = setTimeout(tick, Math.min(Math.max(0, wait), 1000));
        }
        play.addEventListener("click", () => {
          if (playing) { stop(); return; }
          if (current >= grids.length - 1) show(0);
          playing = true; play.textContent = "❚❚ pause";
          startTime = D.frames[current][0]; startedAt = performance.now(); tick();
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
