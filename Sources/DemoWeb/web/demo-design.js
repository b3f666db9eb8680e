const LAYERS = [["fold", "Fold", "#ff5a5a"], ["margin", "Fold margins", "#ffb347"],
                ["camera", "Cameras, island", "#c78bff"], ["sidebar", "Side-bar column", "#5ab0ff"],
                ["safe", "Outside the safe area", "#6fdc8c"]];
const design = { image: null, pixels: null, name: "", window: 0, masks: new Map(), layers: new Set(LAYERS.map(l => l[0])) };
const layerButtons = LAYERS.map(([part, label, color]) => {
  const b = button("layers", label, "", () => {
    if (design.layers.has(part)) design.layers.delete(part); else design.layers.add(part);
    drawDesign();
  });
  b.style.borderLeft = "6px solid " + color;
  return [b, part];
});
// The mock-up's alpha: a PNG's own pixels; an SVG drawn at twice the window's size.
function alphaFor(width, height) {
  if (design.pixels) return design.pixels;
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(width * 2);
  canvas.height = Math.ceil(height * 2);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  ctx.drawImage(design.image, 0, 0, canvas.width, canvas.height);
  return alphaOf(ctx.getImageData(0, 0, canvas.width, canvas.height));
}
function alphaOf(image) {
  const alpha = new Uint8Array(image.width * image.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = image.data[i * 4 + 3];
  return { alpha, width: image.width, height: image.height };
}
// Opaque samples counted in a table of sums, so any rectangle's count is four lookups.
function maskFor(width, height) {
  const key = width + "×" + height;
  if (design.masks.has(key)) return design.masks.get(key);
  const nw = Math.max(0, Math.ceil(width - 0.5)), nh = Math.max(0, Math.ceil(height - 0.5));
  const { alpha, width: pw, height: ph } = alphaFor(width, height), sums = new Int32Array((nw + 1) * (nh + 1));
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
  design.masks.set(key, mask);
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
function crossing(mock) {
  const [, width, height, parts] = mock, mask = maskFor(width, height), found = new Map();
  for (const [part, name, x, y, w, h] of parts) {
    const key = part + "|" + name, [opaque, samples] = count(mask, x, y, w, h);
    const entry = found.get(key) || [part, name, 0, 0];
    entry[2] += opaque;
    entry[3] += samples;
    found.set(key, entry);
  }
  return found;
}
const mockOf = sheet => sheet.mock[Math.min(design.window, sheet.mock.length - 1)];
function percent([, , opaque, samples]) { return samples ? (100 * opaque / samples).toFixed(1) + " %" : "–"; }
function drawDesign() {
  layerButtons.forEach(([b, part]) => pressed(b, design.layers.has(part)));
  if (!design.image) return;
  $("layers").hidden = false;
  const mock = mockOf(shown.sheet), [id, width, height, parts] = mock, canvas = $("mock");
  const scale = Math.min(1, canvas.parentElement.clientWidth / width), ratio = devicePixelRatio || 1;
  canvas.hidden = false;
  canvas.width = Math.round(width * scale * ratio);
  canvas.height = Math.round(height * scale * ratio);
  canvas.style.width = Math.round(width * scale) + "px";
  const ctx = canvas.getContext("2d");
  ctx.scale(scale * ratio, scale * ratio);
  ctx.drawImage(design.image, 0, 0, width, height);
  for (const [part, name, x, y, w, h] of parts) {
    if (!design.layers.has(part)) continue;
    const color = LAYERS.find(l => l[0] === part)[2];
    ctx.fillStyle = color + "55";
    ctx.strokeStyle = color;
    ctx.lineWidth = 1 / scale;
    ctx.fillRect(x, y, w, h);
    ctx.strokeRect(x, y, Math.max(w, 1 / scale), Math.max(h, 1 / scale));
  }
  $("design-name").textContent = design.name + " on the " + id + " window, " + width + " × " + height + " pt"
    + (scale < 1 ? " (drawn at " + Math.round(scale * 100) + " %)" : "");
  drawCrossing(mock);
}
// The table: each region the window has now or at any pose, the share covered now and at each pose.
function drawCrossing(mock) {
  const now = crossing(mock);
  const poses = D.poses.map(([, angle], index) => crossing(mockOf(sheetAt(withPose(state.bits, index), angle))));
  const keys = new Map();
  for (const table of [now, ...poses]) for (const [key, entry] of table) if (entry[3] > 0) keys.set(key, entry);
  const head = "<tr><th>Region</th><th>Now, " + state.angle + "°</th>" + D.poses.map(p => "<th>" + esc(p[0]) + "</th>").join("") + "</tr>";
  const cell = (entry, when) => {
    if (!entry || !entry[3]) return "<td class=\"n\">–</td>";
    return "<td class=\"n\" data-when=\"" + when + "\" data-opaque=\"" + entry[2] + "\" data-samples=\"" + entry[3]
      + "\" title=\"" + entry[2] + " of " + entry[3] + " pt²\">" + percent(entry) + "</td>";
  };
  const rows = [...keys].map(([key, [part, name]]) =>
    "<tr data-region=\"" + esc(key) + "\"" + (design.layers.has(part) ? "" : " class=\"off\"") + "><td>"
    + esc(LAYERS.find(l => l[0] === part)[1]) + (name === LAYERS.find(l => l[0] === part)[1].toLowerCase() ? "" : ": " + esc(name)) + "</td>"
    + cell(now.get(key), "now") + poses.map((table, i) => cell(table.get(key), D.poses[i][0])).join("") + "</tr>");
  const table = $("crossing");
  table.tHead.innerHTML = head;
  table.tBodies[0].innerHTML = rows.join("") || "<tr><td colspan=\"7\">The window has no reserved region.</td></tr>";
  table.hidden = false;
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
  design.image = image;
  design.pixels = null;
  if (!svg) {
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext("2d", { willReadFrequently: true, colorSpace: "srgb" });
    ctx.drawImage(image, 0, 0);
    design.pixels = alphaOf(ctx.getImageData(0, 0, canvas.width, canvas.height));
  }
  design.name = file.name;
  design.window = windowIndex;
  design.masks.clear();
  drawDesign();
  $("design").scrollIntoView({ block: "nearest" });
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
