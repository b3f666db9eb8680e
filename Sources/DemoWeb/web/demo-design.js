const LAYERS = [["fold", "Fold", "#ff5a5a"], ["margin", "Fold margins", "#ffb347"],
                ["camera", "Cameras, island", "#c78bff"], ["sidebar", "Side-bar column", "#5ab0ff"],
                ["safe", "Outside the safe area", "#6fdc8c"], ["bars", "Bars", "#e0e070"]];
// Two slots, a portrait and a landscape design: the image's shape decides its slot, a window's shape which it shows.
const design = { slots: { portrait: null, landscape: null }, window: 0, layers: new Set(LAYERS.map(l => l[0])) };
const shapeOf = (w, h) => w > h ? "landscape" : "portrait";
const slotFor = (w, h) => design.slots[shapeOf(w, h)];

const layerButtons = LAYERS.map(([part, label, color]) => {
  const b = button("layers", label, "", () => {
    if (design.layers.has(part)) design.layers.delete(part); else design.layers.add(part);
    drawDesign();
    layerDrawing();
  });
  b.style.borderLeft = "6px solid " + color;
  return [b, part];
});
// The mock-up's alpha: a PNG's own pixels; an SVG drawn at twice the window's size.
function alphaFor(slot, width, height) {
  if (slot.pixels) return slot.pixels;
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(width * 2);
  canvas.height = Math.ceil(height * 2);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  ctx.drawImage(slot.image, 0, 0, canvas.width, canvas.height);
  return alphaOf(ctx.getImageData(0, 0, canvas.width, canvas.height));
}
function alphaOf(image) {
  const alpha = new Uint8Array(image.width * image.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = image.data[i * 4 + 3];
  return { alpha, width: image.width, height: image.height };
}
// Opaque samples counted in a table of sums, so any rectangle's count is four lookups.
function maskFor(slot, width, height) {
  const key = width + "×" + height;
  if (slot.masks.has(key)) return slot.masks.get(key);
  const nw = Math.max(0, Math.ceil(width - 0.5)), nh = Math.max(0, Math.ceil(height - 0.5));
  const { alpha, width: pw, height: ph } = alphaFor(slot, width, height), sums = new Int32Array((nw + 1) * (nh + 1));
  for (let j = 0; j < nh; j++) {
    const py = Math.min(ph - 1, Math.floor((j + 0.5) * ph / height));
    let row = 0;
    for (let i = 0; i < nw; i++) {
      const px = Math.min(pw - 1, Math.floor((i + 0.5) * pw / width));
      row += alpha[py * pw + px] >= 128 ? 1 : 0;
      sums[(j + 1) * (nw + 1) + i + 1] = sums[j * (nw + 1) + i + 1] + row;
    }
  }
  const mask = { nw, nh, sums };
  slot.masks.set(key, mask);
  return mask;
}
// [opaque samples, samples] inside a rectangle in points.
function count(mask, x, y, w, h) {
  const clamp = (v, n) => Math.max(0, Math.min(n, v));
  const i0 = clamp(Math.ceil(x - 0.5), mask.nw), i1 = clamp(Math.ceil(x + w - 0.5), mask.nw);
  const j0 = clamp(Math.ceil(y - 0.5), mask.nh), j1 = clamp(Math.ceil(y + h - 0.5), mask.nh);
  if (i1 <= i0 || j1 <= j0) return [0, 0];
  const s = mask.sums, row = mask.nw + 1;
  return [s[j1 * row + i1] - s[j0 * row + i1] - s[j1 * row + i0] + s[j0 * row + i0], (i1 - i0) * (j1 - j0)];
}
// Each region's cover in one window: "part|name" → [part, name, opaque, samples].
function crossing(slot, mock) {
  const [, width, height, parts] = mock, mask = maskFor(slot, width, height), found = new Map();
  for (const [part, name, x, y, w, h] of parts) {
    const key = part + "|" + name, [opaque, samples] = count(mask, x, y, w, h);
    const entry = found.get(key) || [part, name, 0, 0];
    entry[2] += opaque;
    entry[3] += samples;
    found.set(key, entry);
  }
  return found;
}
// The box (w × h pt) the design's opaque samples take inside the active fold's frame (its line and margins), or null.
function foldCrossing(slot, mock) {
  const [, width, height, parts] = mock, mask = maskFor(slot, width, height);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [part, name, x, y, w, h] of parts) {
    if ((part !== "fold" && part !== "margin") || name.endsWith("(inactive)")) continue;
    for (let j = Math.ceil(y - 0.5); j < Math.ceil(y + h - 0.5); j++)
      for (let i = Math.ceil(x - 0.5); i < Math.ceil(x + w - 0.5); i++) {
        if (count(mask, i, j, 1, 1)[0] === 0) continue;
        x0 = Math.min(x0, i); y0 = Math.min(y0, j); x1 = Math.max(x1, i + 1); y1 = Math.max(y1, j + 1);
      }
  }
  return x1 > x0 ? [x1 - x0, y1 - y0] : null;
}
const mockOf = sheet => sheet.mock[Math.min(design.window, sheet.mock.length - 1)];
const anyDesign = () => design.slots.portrait || design.slots.landscape;
function percent([, , opaque, samples]) { return samples ? (100 * opaque / samples).toFixed(1) + " %" : "–"; }
function drawDesign() {
  layerButtons.forEach(([b, part]) => pressed(b, design.layers.has(part)));
  if (!anyDesign()) return;
  $("layers").hidden = false;
  const mock = mockOf(shown.sheet), [id, width, height] = mock, slot = slotFor(width, height);
  $("mock").hidden = true;
  const names = ["portrait", "landscape"].filter(k => design.slots[k]).map(k => k + ": " + design.slots[k].name).join(" · ");
  $("design-name").textContent = names + " — the " + id + " window, " + width + " × " + height + " pt"
    + (slot ? ", shows the " + shapeOf(width, height) + " design" : ": no design fits this window's shape (" + shapeOf(width, height) + ")");
  drawCrossing(mock);
}
const windowWords = ([id, width, height]) => id + " window " + width + " × " + height + " pt";
// The table: each region the window has now or at any pose, the share covered now and at each pose;
// each column the window it means and the design of its shape; the fold's crossing its own row.
function drawCrossing(mock) {
  const columns = [["now", "Now, " + state.angle + "°", mock],
    ...D.poses.map(([name, angle], index) => [name, name, mockOf(sheetAt(withPose(state.bits, index), angle))])];
  const tables = columns.map(([, , m]) => { const slot = slotFor(m[1], m[2]); return slot ? crossing(slot, m) : null; });
  const keys = new Map();
  for (const table of tables) if (table) for (const [key, entry] of table) if (entry[3] > 0) keys.set(key, entry);
  const head = "<tr><th>Region</th>" + columns.map(([when, words, m]) => "<th data-when=\"" + esc(when) + "\">" + esc(words) + " — "
    + esc(windowWords(m)) + "</th>").join("") + "</tr>";
  const cell = (table, key, when) => {
    const entry = table && table.get(key);
    if (!table) return "<td class=\"n none\">no design fits</td>";
    if (!entry || !entry[3]) return "<td class=\"n\">–</td>";
    return "<td class=\"n\" data-when=\"" + when + "\" data-opaque=\"" + entry[2] + "\" data-samples=\"" + entry[3]
      + "\" title=\"" + entry[2] + " of " + entry[3] + " pt²\">" + percent(entry) + "</td>";
  };
  const rows = [...keys].map(([key, [part, name]]) =>
    "<tr data-region=\"" + esc(key) + "\"" + (design.layers.has(part) ? "" : " class=\"off\"") + "><td>"
    + esc(LAYERS.find(l => l[0] === part)[1]) + (name === LAYERS.find(l => l[0] === part)[1].toLowerCase() ? "" : ": " + esc(name)) + "</td>"
    + columns.map(([when], i) => cell(tables[i], key, when)).join("") + "</tr>");
  rows.push("<tr data-region=\"crosses-fold\"><td>Under the fold</td>" + columns.map(([when, , m], i) => {
    if (!tables[i]) return "<td class=\"n none\">no design fits</td>";
    const box = foldCrossing(slotFor(m[1], m[2]), m);
    return "<td class=\"n\" data-when=\"" + when + "\"" + (box ? " data-box=\"" + box.join(" ") + "\"" : "") + ">"
      + (box ? "crosses the fold: " + box[0] + " × " + box[1] + " pt" : "doesn't cross the fold") + "</td>";
  }).join("") + "</tr>");
  const table = $("crossing");
  table.tHead.innerHTML = head;
  table.tBodies[0].innerHTML = rows.join("");
  table.hidden = false;
}
// The drawing's windows: the design of each one's shape at its frame, under the regions; or a word that none fits.
function designDrawing() {
  if (!anyDesign()) return;
  for (const win of drawingBox.querySelectorAll("g[data-kind=window]")) {
    const [, , w, h] = win.dataset.frame.split(" ").map(Number), slot = slotFor(w, h), box = win.querySelector("rect");
    win.querySelectorAll(":scope > .design").forEach(e => e.remove());
    if (slot) {
      box.after(node("image", { class: "design", href: slot.url, x: 0, y: 0, width: w, height: h, preserveAspectRatio: "none",
                                "data-slot": shapeOf(w, h) }));
    } else {
      const size = TEXT_PX / drawScale, t = node("text", { class: "design none", x: w / 2, y: h / 2, "font-size": size, "text-anchor": "middle" });
      t.textContent = "No " + shapeOf(w, h) + " design dropped";
      box.after(t);
    }
  }
  layerDrawing();
}
function layerDrawing() {
  const svg = drawingBox.querySelector("svg");
  if (svg) for (const [part] of LAYERS) svg.classList.toggle("no-" + part, !!anyDesign() && !design.layers.has(part));
}
async function loadDesign(file, windowIndex) {
  const svg = file.type === "image/svg+xml" || /\.svg$/i.test(file.name);
  const url = URL.createObjectURL(file), image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    $("design-name").textContent = file.name + " isn't a PNG or SVG this browser can read.";
    return;
  }
  const slot = { image, url, pixels: null, name: file.name, masks: new Map() };
  if (!svg) {
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext("2d", { willReadFrequently: true, colorSpace: "srgb" });
    ctx.drawImage(image, 0, 0);
    slot.pixels = alphaOf(ctx.getImageData(0, 0, canvas.width, canvas.height));
  }
  design.slots[shapeOf(image.naturalWidth, image.naturalHeight)] = slot;
  design.window = windowIndex;
  designDrawing();
  drawDesign();
}
$("file").addEventListener("change", e => {
  if (e.target.files[0]) loadDesign(e.target.files[0], state.bits & bit("focus") ? 1 : 0);
});
// A file dropped on a window is that window's; dropped elsewhere, the first window's.
const carriesFiles = e => e.dataTransfer && Array.from(e.dataTransfer.types).includes("Files");
document.addEventListener("dragover", e => {
  if (!carriesFiles(e)) return;
  e.preventDefault();
  screen.classList.toggle("dropping", screen.contains(e.target));
});
document.addEventListener("dragleave", () => screen.classList.remove("dropping"));
document.addEventListener("drop", e => {
  if (!carriesFiles(e)) return;
  e.preventDefault();
  screen.classList.remove("dropping");
  const file = e.dataTransfer.files[0];
  if (!file) return;
  const cell = cellAt(e.clientX, e.clientY), win = e.target.closest?.("g[data-kind=window], g.tag");
  if (drawingBox.contains(e.target)) { loadDesign(file, win ? Number(win.dataset.index) : 0); return; }
  loadDesign(file, screen.contains(e.target) && cell.inside ? windowAt(cell) ?? 0 : 0);
});
