const $ = id => document.getElementById(id);
const state = { angle: D.initial[1], bits: D.initial[0] };
const baseGrid = apply(blank(D.w, D.h), D.base);
const bit = name => D.toggles.includes(name) ? 1 << D.toggles.indexOf(name) : 0;
// Without Split View there is one window: focus on the second means nothing.
const combo = bits => bits & bit("split") ? bits : bits & ~bit("focus");
const firsts = {};
function first(index) {
  if (index < 0) return baseGrid;
  if (!firsts[index]) { const c = D.combos[index]; firsts[index] = apply(copy(first(c[0])), c[1]); }
  return firsts[index];
}
function frame(bits, angle) {
  const c = D.combos[combo(bits)], g = copy(first(combo(bits)));
  for (let a = 1; a <= angle; a++) { const s = c[2][a - 1]; apply(g, typeof s === "number" ? D.shared[s] : s); }
  return g;
}
// What the page knows about a frame besides its cells (see DemoSheets).
function sheetAt(bits, angle) {
  let segment = D.combos[combo(bits)][3][0];
  for (const s of D.combos[combo(bits)][3]) if (s[0] <= angle) segment = s;
  const [displays, windows, elements, slider, mock, say] = D.sheets[segment[1]];
  return { pose: segment[2], displays, windows, elements, slider: D.sliders[slider], mock: D.mocks[mock], say: D.says[say] };
}
// A pose turns the display to its own orientation.
const withPose = (bits, index) => D.poses[index][2] ? bits | bit("rotate") : bits & ~bit("rotate");
function address() {
  const parts = ["angle=" + state.angle];
  D.toggles.forEach((t, i) => parts.push(t + "=" + ((state.bits >> i) & 1)));
  return "#" + parts.join("&");
}
// A link sets everything it can: what it leaves out is the page's own default.
function readAddress() {
  state.angle = D.initial[1];
  state.bits = D.initial[0];
  const params = new URLSearchParams(location.hash.slice(1)), angle = Number(params.get("angle"));
  if (params.get("angle") && angle >= 0 && angle <= 180) state.angle = Math.round(angle);
  D.toggles.forEach((t, i) => {
    if (params.get(t) === "1") state.bits |= 1 << i;
    if (params.get(t) === "0") state.bits &= ~(1 << i);
  });
}

// The picture: its font size from its column's width, never below a legible size; where
// the whole screen wouldn't be legible, one display at a time (the buttons under "views").
const LEGIBLE = 7, SMALLEST = 6, LARGEST = 15;
const frameBox = $("frame"), tip = $("tip"), hinge = $("hinge"), angleOut = $("angle");
let charWidth = 0.6, single = false, view = "use", shown = null;
function measureFont() {
  const probe = document.createElement("span");
  probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre;font-size:100px";
  probe.style.fontFamily = getComputedStyle(screen).fontFamily;
  probe.textContent = "0".repeat(100);
  document.body.appendChild(probe);
  charWidth = probe.getBoundingClientRect().width / 10000 || 0.6;
  probe.remove();
}
function room() {
  const s = getComputedStyle(screen);
  return frameBox.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 1;
}
// The font size that fits `columns` × `rows` in the column's width and, where there is a
// first screen's height to spare for it, below the picture's top.
function fontSize(columns, rows) {
  const s = getComputedStyle(screen), lineHeight = parseFloat(s.lineHeight) / parseFloat(s.fontSize) || 1.15;
  const top = frameBox.getBoundingClientRect().top + scrollY, height = innerHeight - top - 16;
  const byHeight = height > 200 ? height / (rows * lineHeight) : LARGEST;
  return Math.min(LARGEST, byHeight, Math.max(SMALLEST, room() / (columns * charWidth)));
}
// The cells shown: the whole grid, or one display's box with its frame.
function cropOf(sheet) {
  if (!single) return [0, 0, D.w, D.h];
  const inUse = sheet.displays.find(d => d[5] === 1) || sheet.displays[0];
  const wanted = view === "use" ? inUse : sheet.displays.find(d => d[0] === (view === "outer" ? 0 : 1));
  const d = wanted || inUse;
  return [d[1] - 1, d[2] - 1, d[3] + 2, d[4] + 2];
}
function fit() {
  single = room() / (D.w * charWidth) < LEGIBLE;
  $("views").hidden = !single;
  draw(false);
}
const poseButtons = [], toggleButtons = [], viewButtons = [];
function pressed(button, on) { button.setAttribute("aria-pressed", on ? "true" : "false"); }
function draw(push) {
  const sheet = sheetAt(state.bits, state.angle), grid = frame(state.bits, state.angle), crop = cropOf(sheet);
  screen.style.fontSize = fontSize(crop[2], crop[3]).toFixed(2) + "px";
  screen.innerHTML = html(grid, ...crop);
  shown = { sheet, crop, grid };
  hinge.value = state.angle;
  angleOut.textContent = state.angle + "°";
  poseButtons.forEach((b, i) => pressed(b, sheet.pose === i));
  toggleButtons.forEach(([b, i]) => {
    pressed(b, (state.bits >> i) & 1);
    b.disabled = D.toggles[i] === "focus" && !(state.bits & bit("split"));
  });
  viewButtons.forEach(([b, name]) => pressed(b, view === name));
  const pose = sheet.pose >= 0 ? "The " + D.poses[sheet.pose][0] + " pose" : "Between poses";
  $("status").innerHTML = "<b>" + esc(pose) + ", " + state.angle + "°.</b> " + sheet.say.map(esc).join(" ");
  tip.hidden = true;
  if (push) history.replaceState(null, "", address());
  drawDesign();
  drawTiles();
}
function setAngle(angle) {
  const next = Math.max(0, Math.min(180, Math.round(angle)));
  if (next === state.angle) return;
  state.angle = next;
  draw(true);
}
function goTo(bits, angle) {
  state.bits = combo(bits);
  state.angle = angle;
  draw(true);
}
