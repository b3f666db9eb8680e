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
            let p = pos, cluster = null;
            // A cell a code point; U+FFFA a wide character's right half, U+FFF9…U+FFFB a cluster (FrameCodec).
            for (const c of text) {
              if (c === "\uFFF9") { cluster = ""; continue; }
              if (cluster !== null && c !== "\uFFFB") { cluster += c; continue; }
              g.ch[p] = c === "\uFFFB" ? cluster : c === "\uFFFA" ? "" : c; g.st[p] = style; p++; cluster = null;
            }
          }
          return g;
        }
        function esc(t) { return t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); }
        // The rows as spans of one style; `x, y, w, h` crop the grid (all of it when left out).
        function html(g, x = 0, y = 0, w = g.w, h = g.h) {
          let out = "";
          for (let r = y; r < y + h; r++) {
            let c = x;
            while (c < x + w) {
              const s = g.st[r * g.w + c]; let text = "";
              while (c < x + w && g.st[r * g.w + c] === s) { text += g.ch[r * g.w + c]; c++; }
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
