// The drawing in points: the engine's scene for this state (what `duosim query` prints), not the
// terminal's cells. Both displays at their size, each region, and in the display in use each
// window with what the engine places in it: every thing a group named `kind id` that carries its
// frame in its window's points (`data-frame`), drawn where that frame is. Text is never under
// 12 CSS px: a label that wouldn't fit its box at that size is left to the group's title.
const drawingBox = $("drawing"), SVG_NS = D.svgSpace, GAP = 48, HEAD_PX = 26, TEXT_PX = 12;
const ORDER = ["safe", "pane", "column", "grid", "bar", "status", "item", "tabbar", "tab", "control", "suggested", "presentation", "region"];
let drawnKey = "", drawScale = 1;
// Widths read once a layout, not at every degree (reading one forces a layout of all the degree
// has changed): fit() — a resize, the picture switched — forgets them.
const widths = new Map();
function widthOf(e) {
  if (!widths.has(e)) widths.set(e, e.clientWidth);
  return widths.get(e);
}
function node(name, attributes, parent) {
  const e = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, typeof v === "number" ? String(Math.round(v * 100) / 100) : v);
  if (parent) parent.appendChild(e);
  return e;
}
// A named group with its frame, its box drawn, a title for the pointer and a label where it fits.
function group(parent, kind, id, [x, y, w, h], { rx = 0, ...extra } = {}) {
  const g = node("g", { "data-name": kind + " " + id, "data-kind": kind, "data-frame": [x, y, w, h].join(" "), ...extra }, parent);
  node("title", {}, g).textContent = (extra["data-label"] || id) + " · " + kind + " · x " + x + " y " + y + " w " + w + " h " + h + " pt";
  node("rect", { class: "box k-" + kind, x, y, width: Math.max(w, 0.5), height: Math.max(h, 0.5), rx }, g);
  return g;
}
// A label in a box, at 12 CSS px, kept only where the browser says it fits (the drawing is in
// the page while it is drawn, so each label is measured as laid out).
function label(g, text, [x, y, w, h], where = "top") {
  const size = TEXT_PX / drawScale, pad = 3 / drawScale;
  if (!text || size * 1.2 > h || text.length * size * 0.4 > w) return null;
  const t = node("text", { x: where === "middle" ? x + w / 2 : x + pad, y: where === "middle" ? y + h / 2 + size * 0.35 : y + pad + size * 0.9,
                           "font-size": size, "text-anchor": where === "middle" ? "middle" : "start" }, g);
  t.textContent = text;
  if (t.getComputedTextLength() + 2 * pad > w) { t.remove(); return null; }
  return t;
}
// The displays the drawing shows: both where they are legible side by side, else one (the view buttons).
function drawnDisplays(displays) {
  const both = displays.reduce((sum, d) => sum + d[1], 0) + GAP;
  const wide = widthOf(drawingBox) / both >= 0.45;
  if (wide) return [displays, true];
  const inUse = displays.find(d => d[3] === 1) || displays[0];
  const wanted = view === "use" ? inUse : displays.find(d => d[0] === (view === "outer" ? 0 : 1));
  return [[wanted || inUse], false];
}
// The scale (CSS px a point) that fits `displays` side by side in the column, and below the
// drawing's top in the first screenful where there is room for it.
function scaleFor(displays) {
  const width = displays.reduce((sum, d) => sum + d[1], 0) + GAP * (displays.length - 1);
  const top = drawingBox.getBoundingClientRect().top + scrollY, tall = innerHeight - top - 16 - HEAD_PX - 16;
  return Math.min((drawingBox.clientWidth - 16) / width, tall > 300 ? tall / Math.max(...displays.map(d => d[2])) : Infinity);
}
function drawPoints(sheet) {
  const [displays, windows] = D.drawings[sheet.drawing];
  const [shown, wide] = drawnDisplays(displays);
  $("views").hidden = wide;
  const key = sheet.drawing + "|" + state.bits + "|" + widthOf(drawingBox) + "|" + innerHeight + "|" + shown.map(d => d[0]).join();
  if (key === drawnKey) return;
  drawnKey = key;
  drawScale = scaleFor(shown);
  const head = HEAD_PX / drawScale, width = shown.reduce((sum, d) => sum + d[1], 0) + GAP * (shown.length - 1);
  const height = Math.max(...shown.map(d => d[2])) + head;
  const svg = node("svg", { xmlns: SVG_NS, class: "points", viewBox: "0 0 " + width + " " + height, width: width * drawScale, height: height * drawScale,
                            role: "img", "aria-label": screen.getAttribute("aria-label") || "" });
  drawingBox.replaceChildren(svg);
  let left = 0;
  for (const d of shown) {
    drawDisplay(svg, d, left, head, windows);
    left += d[1] + GAP;
  }
  // One display at a time, the drawing keeps the height of the tallest it can show: nothing under it moves.
  drawingBox.style.minHeight = wide ? "" : Math.ceil(16 + HEAD_PX + Math.max(...displays.map(d => d[2] * scaleFor([d])))) + "px";
  designDrawing();
}
function drawDisplay(svg, [index, w, h, inUse, regions], left, head, windows) {
  const name = index === 0 ? "outer" : "inner", size = TEXT_PX / drawScale;
  const d = group(svg, "display", name, [0, 0, w, h], { transform: "translate(" + left + " " + head + ")", rx: Math.min(w, h) * 0.06, class: inUse ? "in-use" : "off" });
  const title = node("text", { x: 0, y: -size * 0.6, "font-size": size * 1.1, class: "head" }, d);
  title.textContent = name + " display · " + w + " × " + h + " pt" + (inUse ? " · in use" : " · off");
  const mine = windows.filter(win => win[1] === index);
  mine.forEach((win, i) => drawWindow(d, win, i));
  for (const [kind, id, active, x, y, rw, rh, cx, cy, cw, ch] of regions) {
    const part = kind === "division" ? "fold" : "camera";
    const g = group(d, part, id, [x, y, rw, rh], { class: active ? "active" : "inactive", rx: part === "camera" ? Math.min(rw, rh) / 2 : 0 });
    if (part === "fold") node("rect", { class: "core", x: cx, y: cy, width: Math.max(cw, 1), height: ch }, g);
  }
  mine.forEach((win, i) => drawTag(d, win, i));
}
function drawWindow(d, [id, , x, y, w, h, shapes], index) {
  const win = group(d, "window", id, [x, y, w, h], { transform: "translate(" + x + " " + y + ")", "data-window": id, "data-index": index });
  win.querySelector("rect").setAttribute("x", 0);
  win.querySelector("rect").setAttribute("y", 0);
  const all = shapes.map(i => D.shapes[i]).filter(([kind]) => !hiddenByOverlay(kind))
    .sort((a, b) => ORDER.indexOf(a[0]) - ORDER.indexOf(b[0]));
  for (const [kind, sid, sx, sy, sw, sh, text, note] of all) {
    const g = group(win, kind, sid, [sx, sy, sw, sh], { "data-window": id, "data-label": text || sid, ...(note ? { "data-note": note } : {}) });
    if (kind === "control" && note) g.classList.add(note.startsWith("error") ? "error" : "warning");
    if (kind === "item" || kind === "tab") {
      // The symbol's place over the title where both fit; else the title alone; else the symbol.
      const r = Math.min(sw, sh) * 0.14, words = text + (note ? " " + note : "");
      if (label(g, words, [sx, sy + sh * 0.45, sw, sh * 0.55], "middle")) node("circle", { class: "symbol", cx: sx + sw / 2, cy: sy + sh * 0.25, r }, g);
      else if (!label(g, words, [sx, sy, sw, sh], "middle") && r * drawScale >= 4) node("circle", { class: "symbol", cx: sx + sw / 2, cy: sy + sh / 2, r }, g);
    } else if (kind === "presentation") {
      if (note) arrow(g, [sx, sy, sw, sh], note.split(",").map(Number));
      label(g, text + " " + sid, [sx, sy, sw, sh]);
    } else if (kind !== "safe" && kind !== "region" && kind !== "bar") label(g, (kind === "control" && note ? "⚠ " : "") + (text || sid), [sx, sy, sw, sh]);
  }
}
// A window's name and size, on a ground of its own, drawn over the regions that cross it.
function drawTag(d, [id, , x, y, w, h], index) {
  const band = 2 * TEXT_PX / drawScale, tag = node("g", { class: "tag", "data-index": index, transform: "translate(" + x + " " + y + ")" }, d);
  const words = label(tag, id + " window · " + w + " × " + h + " pt", [0, h - band, w, band], "middle");
  if (words) {
    const box = words.getBBox(), pad = 4 / drawScale;
    tag.insertBefore(node("rect", { x: box.x - pad, y: box.y - pad / 2, width: box.width + 2 * pad, height: box.height + pad, rx: pad }), words);
  }
}
// A thing whose overlay switch the page has, and is off (the Sheets switch hides the sheets).
const OVERLAY_OF = { presentation: "presentations", control: "controls", suggested: "controls", pane: "arrangement", grid: "grid" };
function hiddenByOverlay(kind) {
  const toggle = OVERLAY_OF[kind];
  return !!toggle && D.toggles.includes(toggle) && !(state.bits & bit(toggle));
}
// A popover's arrow: from its edge toward the middle of what it points at.
function arrow(g, [x, y, w, h], [ax, ay, aw, ah]) {
  const px = ax + aw / 2, py = ay + ah / 2, s = Math.min(12, w / 4, h / 4);
  let points;
  if (px > x + w) points = [[x + w, py - s], [x + w + s, py], [x + w, py + s]];
  else if (px < x) points = [[x, py - s], [x - s, py], [x, py + s]];
  else if (py < y) points = [[px - s, y], [px, y - s], [px + s, y]];
  else if (py > y + h) points = [[px - s, y + h], [px, y + h + s], [px + s, y + h]];
  else return;
  node("polygon", { class: "arrow", points: points.map(p => p.map(v => Math.round(v * 100) / 100).join(",")).join(" ") }, g);
}
// Pointing at the drawing says what is there, as pointing at the terminal picture does.
function describeGroup(g) {
  const [x, y, w, h] = g.dataset.frame.split(" "), where = g.dataset.window ? "in the " + g.dataset.window + " window" : "";
  return "<p><b>" + esc(g.dataset.label || g.dataset.name) + "</b><br><code>" + esc(g.dataset.name) + "</code></p><ul class=\"frames\"><li>x " + x
    + " · y " + y + " · w " + w + " · h " + h + " pt" + (where ? ", " + where : "") + "</li></ul>" + (g.dataset.note ? "<p>" + esc(g.dataset.note) + "</p>" : "");
}
drawingBox.addEventListener("pointermove", e => {
  const g = e.target.closest?.("g[data-name]");
  if (!g || e.pointerType !== "mouse") { tip.hidden = true; return; }
  showTip(describeGroup(g), e.clientX, e.clientY);
});
drawingBox.addEventListener("click", e => {
  const g = e.target.closest?.("g[data-name]");
  if (!g) return;
  const win = e.target.closest("g[data-kind=window], g.tag");
  if (win && bit("focus") && (state.bits & bit("split"))) {
    const bits = win.dataset.index === "1" ? state.bits | bit("focus") : state.bits & ~bit("focus");
    if (bits !== state.bits) goTo(bits, state.angle);
  }
  $("details").innerHTML = describeGroup(g);
});
drawingBox.addEventListener("pointerleave", () => { tip.hidden = true; });
