// The cell under a point of the window, in the grid's columns and rows.
function cellAt(x, y) {
  const r = screen.getBoundingClientRect(), s = getComputedStyle(screen), [cx, cy, cw, ch] = shown.crop;
  const left = r.left + screen.clientLeft + parseFloat(s.paddingLeft);
  const top = r.top + screen.clientTop + parseFloat(s.paddingTop);
  const width = (screen.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)) / cw;
  const height = (screen.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)) / ch;
  const column = Math.floor((x - left) / width), row = Math.floor((y - top) / height);
  return { column: cx + column, row: cy + row, inside: column >= 0 && column < cw && row >= 0 && row < ch };
}
const within = ([x, y, w, h], cell) => cell.column >= x && cell.column < x + w && cell.row >= y && cell.row < y + h;
// The topmost thing drawn at a cell (the sheet lists them lowest layer first).
function itemAt(cell) {
  let found = null;
  for (const e of shown.sheet.elements) if (within(e, cell)) found = e;
  return found ? D.items[found[4]] : null;
}
function windowAt(cell) {
  const w = shown.sheet.windows.find(w => within(w, cell));
  return w ? w[4] : null;
}
// The slider drawn in the picture: its row, first column and the angle of each column.
function sliderAngle(column) {
  const [, from, angles] = shown.sheet.slider;
  return angles[Math.max(0, Math.min(angles.length - 1, column - from))];
}
function onSlider(cell) {
  const slider = shown.sheet.slider;
  return slider && cell.row === slider[0] && cell.column >= slider[1] && cell.column < slider[1] + slider[2].length;
}
function describe([name, api, frames, notes]) {
  const places = frames.map(([place, x, y, w, h]) =>
    "<li>x " + x + " · y " + y + " · w " + w + " · h " + h + " pt" + (place ? ", " + esc(place) : "") + "</li>");
  return "<p><b>" + esc(name) + "</b><br><code>" + esc(api) + "</code></p><ul class=\"frames\">" + places.join("")
    + "</ul>" + notes.map(n => "<p>" + esc(n) + "</p>").join("");
}
// Says what is at a point: beside it, and in the side column where it stays.
function point(x, y) {
  const cell = cellAt(x, y), item = cell.inside ? itemAt(cell) : null;
  if (!item) { tip.hidden = true; return; }
  $("details").innerHTML = describe(item);
  showTip(describe(item), x, y);
}
// The note beside the pointer, kept in the window.
function showTip(html, x, y) {
  tip.innerHTML = html;
  tip.hidden = false;
  const left = Math.min(x + 14, document.documentElement.clientWidth - tip.offsetWidth - 4);
  const below = y + 18, above = y - tip.offsetHeight - 12;
  tip.style.left = Math.max(4, left) + "px";
  tip.style.top = (below + tip.offsetHeight < innerHeight || above < 0 ? below : above) + "px";
}
// The slider drawn in the picture has a grip over it at least 44 px tall, for a finger.
const grip = $("grip");
function placeGrip() {
  const slider = shown.sheet.slider, [cx, cy, cw, ch] = shown.crop;
  const inside = !!slider && slider[0] >= cy && slider[0] < cy + ch && slider[1] < cx + cw && slider[1] + slider[2].length > cx;
  grip.hidden = !inside;
  if (!inside) return;
  const s = getComputedStyle(screen), left = parseFloat(s.paddingLeft), top = parseFloat(s.paddingTop);
  const width = (screen.clientWidth - left - parseFloat(s.paddingRight)) / cw;
  const height = (screen.clientHeight - top - parseFloat(s.paddingBottom)) / ch;
  const from = Math.max(slider[1], cx), to = Math.min(slider[1] + slider[2].length, cx + cw);
  const middle = screen.offsetTop + screen.clientTop + top + (slider[0] - cy + 0.5) * height;
  grip.style.left = (screen.offsetLeft + screen.clientLeft + left + (from - cx) * width).toFixed(1) + "px";
  grip.style.width = Math.max(44, (to - from) * width).toFixed(1) + "px";
  grip.style.top = (middle - 22).toFixed(1) + "px";
}
// The angle under a point of the grip: the slider's column under it, read with the slider as it
// was when the drag began (its track's length changes with the words beside it).
let held = null;
function gripAngle(x) {
  const r = grip.getBoundingClientRect(), [, from, angles] = held || shown.sheet.slider;
  return angles[Math.max(0, Math.min(angles.length - 1, cellAt(x, r.top + r.height / 2).column - from))];
}
let dragging = null, press = null;
grip.addEventListener("pointerdown", e => {
  dragging = e.pointerId;
  held = shown.sheet.slider;
  grip.setPointerCapture(e.pointerId);
  setAngle(gripAngle(e.clientX));
  e.preventDefault();
});
grip.addEventListener("pointermove", e => {
  if (dragging === e.pointerId) setAngle(gripAngle(e.clientX));
  else if (e.pointerType === "mouse") point(e.clientX, e.clientY);
});
grip.addEventListener("pointerup", () => { dragging = null; held = null; });
grip.addEventListener("pointercancel", () => { dragging = null; held = null; });
screen.addEventListener("pointerdown", e => {
  const cell = cellAt(e.clientX, e.clientY);
  if (onSlider(cell)) {
    dragging = e.pointerId;
    screen.setPointerCapture(e.pointerId);
    setAngle(sliderAngle(cell.column));
    e.preventDefault();
    return;
  }
  press = { id: e.pointerId, x: e.clientX, y: e.clientY };
});
screen.addEventListener("pointermove", e => {
  if (dragging === e.pointerId) { setAngle(sliderAngle(cellAt(e.clientX, e.clientY).column)); return; }
  if (e.pointerType === "mouse") point(e.clientX, e.clientY);
});
screen.addEventListener("pointerup", e => {
  if (dragging === e.pointerId) { dragging = null; return; }
  if (!press || press.id !== e.pointerId || Math.hypot(e.clientX - press.x, e.clientY - press.y) > 12) return;
  press = null;
  // A tap on the other window of Split View looks at that window, as a click does in the terminal.
  const index = windowAt(cellAt(e.clientX, e.clientY));
  if (index !== null && bit("focus") && (state.bits & bit("split"))) {
    const bits = index === 1 ? state.bits | bit("focus") : state.bits & ~bit("focus");
    if (bits !== state.bits) goTo(bits, state.angle);
  }
  point(e.clientX, e.clientY);
});
screen.addEventListener("pointercancel", () => { dragging = null; press = null; });
screen.addEventListener("pointerleave", e => { if (e.pointerType === "mouse" && dragging === null) tip.hidden = true; });
// The wheel turns the hinge, up to open, as in the terminal: a degree for each 50 px it scrolls.
let wheel = 0;
function turnByWheel(e) {
  if (!e.deltaY) return;
  e.preventDefault();
  if (e.deltaMode !== 0) { setAngle(state.angle - Math.sign(e.deltaY)); return; }
  wheel += e.deltaY;
  const steps = Math.trunc(wheel / 50);
  wheel -= steps * 50;
  if (steps) setAngle(state.angle - steps);
}
for (const box of [frameBox, $("drawing")]) box.addEventListener("wheel", turnByWheel, { passive: false });

// The keys of duosim's key table that mean something here (D.keys: [key, shift, effect, value]).
const help = $("help");
// The help is a modal dialog: the page behind it is inert, Tab stays inside, and closing it
// (Esc, ?, Close) gives the focus back to where it was.
let helpFrom = null;
function showHelp(open) {
  if (open && !help.open) {
    $("help-body").replaceChildren($("keys").querySelector("dl").cloneNode(true), $("legend").querySelector("dl").cloneNode(true));
    helpFrom = document.activeElement;
    help.showModal();
    $("help-close").focus();
  } else if (!open && help.open) closeHelp();
}
// The focus goes back at once, not at the dialog's "close" event (a task later), so whatever the
// next key or click is, it lands where the help was opened from.
function closeHelp() {
  help.close();
  const back = helpFrom;
  if (back === null) return;
  helpFrom = null;
  if (back !== document.body && back.isConnected) back.focus(); else document.activeElement?.blur?.();
}
help.addEventListener("close", closeHelp);
help.addEventListener("cancel", e => { e.preventDefault(); closeHelp(); });
$("help-close").addEventListener("click", closeHelp);
$("help-open").addEventListener("click", () => showHelp(true));
help.addEventListener("keydown", e => {
  if (e.key !== "Tab") return;
  const inside = [...help.querySelectorAll("button, [href], input, select, textarea, [tabindex]")].filter(x => !x.disabled);
  const at = inside.indexOf(document.activeElement), next = at + (e.shiftKey ? -1 : 1);
  e.preventDefault();
  inside[(next + inside.length) % inside.length]?.focus();
});
document.addEventListener("keydown", e => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const shifted = e.key.length === 1 ? 0 : (e.shiftKey ? 1 : 0);
  const k = D.keys.find(([key, shift]) => key === e.key && shift === shifted);
  if (!k) return;
  const [, , effect, value] = k;
  // With the help open only the help's own keys act: the page behind it is out of reach.
  if (help.open && effect !== "?") return;
  e.preventDefault();
  if (effect === "h") setAngle(state.angle + value);
  else if (effect === "a") setAngle(value);
  else if (effect === "p") goTo(withPose(state.bits, value), D.poses[value][1]);
  else if (effect === "t") goTo(state.bits ^ (1 << value), state.angle);
  else if (effect === "?") showHelp(value < 0 ? !help.open : value === 1);
});
