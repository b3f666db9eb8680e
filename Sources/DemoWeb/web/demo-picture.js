const $ = id => document.getElementById(id);
// Each style's text made readable on its background (WCAG AA, 4.5:1): a dim or dark colour is
// moved toward white (on a dark ground) until it reads, its opacity folded into the colour.
const rgbOf = hex => { const n = parseInt(hex.slice(1), 16); return [n >> 16, (n >> 8) & 255, n & 255]; };
const luminance = rgb => rgb.map(v => v / 255).map(v => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
function legible(css) {
  const get = name => (css.match(new RegExp("(?:^|;)" + name + ":([^;]+)")) || [])[1];
  const bg = rgbOf(get("background") || D.document[0]), opacity = parseFloat(get("opacity") || "1");
  let fg = rgbOf(get("color") || D.document[1]).map((v, i) => v * opacity + bg[i] * (1 - opacity));
  if (opacity === 1 && contrast(fg, bg) >= 4.5) return css;
  const toward = luminance(bg) < 0.18 ? 255 : 0;
  for (let step = 0; step < 60 && contrast(fg, bg) < 4.6; step++) fg = fg.map(v => v + (toward - v) * 0.08);
  const hex = "#" + fg.map(v => Math.round(v).toString(16).padStart(2, "0")).join("");
  return css.split(";").filter(p => p && !/^(color|opacity):/.test(p)).concat("color:" + hex).join(";");
}
D.styles = D.styles.map(legible);
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
  const [displays, windows, elements, slider, mock, say, drawing] = D.sheets[segment[1]];
  return { pose: segment[2], displays, windows, elements, slider: D.sliders[slider], mock: D.mocks[mock], say: D.says[say], drawing };
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
// The picture is the drawing in points; the terminal's is a click away (and `?picture=text` opens on it).
let pictureIsText = new URLSearchParams(location.search).get("picture") === "text";
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
  const top = frameBox.getBoundingClientRect().top + scrollY;
  const height = innerHeight - top - 16 - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom) - 2;
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
  $("drawing").hidden = pictureIsText;
  frameBox.hidden = !pictureIsText;
  // Hidden, the terminal's picture holds the whole screen (as a page without a script shows it).
  single = pictureIsText && room() / (D.w * charWidth) < LEGIBLE;
  $("views").hidden = !single;
  drawnKey = "";
  widths.clear();
  tallestSeen = 0;
  reserveStatus();
  draw(false);
}
// The status line keeps the height of its longest wording at this width, so nothing under it
// moves while the hinge turns.
function reserveStatus() {
  const status = $("status"), probe = status.cloneNode(false), longest = ["Between poses", ...D.poses.map(p => "The " + p[0] + " pose")]
    .reduce((a, b) => (b.length > a.length ? b : a));
  probe.removeAttribute("id");
  probe.style.cssText = "position:absolute;visibility:hidden;min-height:0;width:" + status.clientWidth + "px";
  status.parentElement.appendChild(probe);
  let tallest = 0;
  for (const say of D.says) {
    probe.innerHTML = "<b>" + esc(longest) + ", 180°.</b> " + say.map(esc).join(" ");
    tallest = Math.max(tallest, probe.getBoundingClientRect().height);
  }
  probe.remove();
  status.style.minHeight = Math.ceil(tallest) + "px";
}
// One display at a time, the picture keeps the height of the tallest display it can show, so
// the controls under it stay put when the hinge hands the picture from one display to the other.
let tallestSeen = 0;
function reserveFrame(sheet) {
  if (!single) { frameBox.style.minHeight = ""; return; }
  const s = getComputedStyle(screen), ratio = parseFloat(s.lineHeight) / parseFloat(s.fontSize) || 1.15;
  const pad = parseFloat(s.paddingTop) + parseFloat(s.paddingBottom);
  tallestSeen = Math.max(tallestSeen, screen.offsetHeight);
  let tallest = tallestSeen;
  for (const d of sheet.displays) tallest = Math.max(tallest, fontSize(d[3] + 2, d[4] + 2) * ratio * (d[4] + 2) + pad);
  frameBox.style.minHeight = Math.ceil(tallest + 1) + "px";
}
// What a screen reader hears: the state once the hinge has settled, not every degree on the way.
let announceTimer = 0;
function announce(text) {
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => { if ($("announce").textContent !== text) $("announce").textContent = text; }, 700);
}
// The picture's text alternative: the pose, the angle, the display in use and each window's side.
function alternative(sheet, pose) {
  const split = state.bits & bit("split") ? ", Split View" : "", rtl = state.bits & bit("rtl") ? ", right to left" : "";
  return "duosim's picture of the phone: " + pose.toLowerCase() + ", " + state.angle + "°" + split + rtl + ". " + sheet.say.join(" ");
}
const poseButtons = [], toggleButtons = [], viewButtons = [];
function pressed(button, on) { button.setAttribute("aria-pressed", on ? "true" : "false"); }
function draw(push) {
  const sheet = sheetAt(state.bits, state.angle), grid = frame(state.bits, state.angle), crop = cropOf(sheet);
  // The terminal's picture is laid out only while it is shown (fit() draws it when it comes back):
  // a degree of the drawing in points costs no cells and no forced layout of a hidden picture.
  if (pictureIsText) {
    screen.style.fontSize = fontSize(crop[2], crop[3]).toFixed(2) + "px";
    screen.innerHTML = html(grid, ...crop);
  }
  shown = { sheet, crop, grid };
  if (pictureIsText) reserveFrame(sheet);
  hinge.value = state.angle;
  angleOut.textContent = state.angle + "°";
  poseButtons.forEach((b, i) => pressed(b, sheet.pose === i));
  toggleButtons.forEach(([b, i, detail]) => {
    pressed(b, (state.bits >> i) & 1);
    // A switch that means nothing now looks and says so (and keeps its key in its words when it's back).
    const off = D.toggles[i] === "focus" && !(state.bits & bit("split"));
    b.disabled = off;
    const small = b.querySelector("small");
    if (small) small.textContent = off ? "needs Split View" : detail;
  });
  viewButtons.forEach(([b, name]) => pressed(b, view === name));
  const pose = sheet.pose >= 0 ? "The " + D.poses[sheet.pose][0] + " pose" : "Between poses";
  $("status").innerHTML = "<b>" + esc(pose) + ", " + state.angle + "°.</b> " + sheet.say.map(esc).join(" ");
  const words = alternative(sheet, pose);
  screen.setAttribute("aria-label", words);
  if (!pictureIsText) drawPoints(sheet);
  drawingBox.firstChild?.setAttribute("aria-label", words);
  drawFold(sheet);
  announce(words);
  if (pictureIsText) placeGrip();
  else grip.hidden = true;
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
