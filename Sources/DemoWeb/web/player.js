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
