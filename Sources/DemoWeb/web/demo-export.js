// Export for design tools: the drawing of this state in points (1 unit a point, both displays,
// each thing a named group with its `id`, its paint written on it) and the same as JSON of
// rectangles. Drawn at a scale of 1 apart from the page, so its labels are 12 pt.
function drawingAtPoints() {
  const [displays, windows] = D.drawings[shown.sheet.drawing], keep = drawScale;
  drawScale = 1;
  const width = displays.reduce((sum, d) => sum + d[1], 0) + GAP * (displays.length - 1), height = Math.max(...displays.map(d => d[2])) + HEAD_PX;
  const holder = document.createElement("div");
  holder.style.cssText = "position:absolute;left:-100000px;top:0;visibility:hidden";
  document.body.appendChild(holder);
  const svg = node("svg", { xmlns: SVG_NS, class: "points", viewBox: "0 0 " + width + " " + height, width: width + "pt", height: height + "pt" });
  holder.appendChild(svg);
  let left = 0;
  for (const d of displays) { drawDisplay(svg, d, left, HEAD_PX, windows); left += d[1] + GAP; }
  drawScale = keep;
  return { svg, holder };
}
// The top-level layers a design tool shows as frames, in the order they are painted.
const EXPORT_LAYERS = ["displays", "windows", "safe area", "bars", "side column", "controls", "other", "margins", "fold", "cameras", "island"];
function layerOf(g) {
  const kind = g.dataset.kind, id = g.dataset.name.slice(kind.length + 1);
  if (kind === "display" || kind === "window") return kind + "s";
  if (kind === "fold") return "fold";
  if (kind === "region") return "margins";
  if (kind === "camera") return /island/i.test(id) ? "island" : "cameras";
  if (kind === "safe") return "safe area";
  if (kind === "control" || kind === "suggested") return "controls";
  if (kind === "tabbar" || kind === "tab" || (kind === "bar" && id !== "side column")) return "bars";
  if (kind === "bar" || kind === "status" || kind === "item") return "side column";
  return "other";
}
// The offset of `e` in the drawing: the sum of its ancestors' translations.
function offsetOf(e, root) {
  let x = 0, y = 0;
  for (let p = e.parentElement; p && p !== root; p = p.parentElement) {
    const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(p.getAttribute("transform") || "");
    if (m) { x += Number(m[1]); y += Number(m[2]); }
  }
  return [x, y];
}
// Each named thing moved into its layer, in a translation that keeps it where it was drawn;
// the window's names go with the windows, each display's heading with its display.
function intoLayers(svg) {
  const layers = Object.fromEntries(EXPORT_LAYERS.map(name => [name, node("g", { id: name, "data-layer": name })]));
  const moves = [...svg.querySelectorAll("g[data-name], g.tag")].map(g => [g, g.classList.contains("tag") ? "windows" : layerOf(g), offsetOf(g, svg)]);
  for (const [g, layer, [x, y]] of moves.reverse()) {
    const place = x || y ? node("g", { transform: "translate(" + x + " " + y + ")" }) : g;
    if (place !== g) place.appendChild(g);
    layers[layer].insertBefore(place, layers[layer].firstChild);
  }
  for (const name of EXPORT_LAYERS) if (layers[name].childElementCount) svg.appendChild(layers[name]);
}
function exportedSVG() {
  const { svg, holder } = drawingAtPoints();
  const copy = svg.cloneNode(true), from = [...svg.querySelectorAll("*")], to = [...copy.querySelectorAll("*")];
  from.forEach((e, i) => {
    if (!(e instanceof SVGGeometryElement || e instanceof SVGTextElement)) return;
    const s = getComputedStyle(e);
    for (const p of ["fill", "stroke", "stroke-width", "stroke-dasharray", "font-family"]) {
      const v = s.getPropertyValue(p);
      if (v && v !== "none" && v !== "normal") to[i].setAttribute(p, v);
      else if (p === "fill" || p === "stroke") to[i].setAttribute(p, "none");
    }
  });
  // The drawing's own dark ground, under everything, as the page shows it.
  copy.insertBefore(node("rect", { id: "ground", width: "100%", height: "100%", fill: "#101010" }), copy.firstChild);
  // Each group named for what it is, in its window.
  for (const g of copy.querySelectorAll("g[data-name]")) {
    const win = g.parentElement.closest("g[data-kind=window]");
    g.setAttribute("id", (win && g !== win ? win.dataset.name.slice(7) + " · " : "") + g.dataset.name);
  }
  intoLayers(copy);
  holder.remove();
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + new XMLSerializer().serializeToString(copy) + "\n";
}
function exportedJSON() {
  const { svg, holder } = drawingAtPoints(), rectangles = [];
  for (const g of svg.querySelectorAll("g[data-name]")) {
    const [x, y, width, height] = g.dataset.frame.split(" ").map(Number), win = g.parentElement.closest("g[data-kind=window]");
    const display = g.closest("g[data-kind=display]");
    rectangles.push({ name: g.dataset.name, kind: g.dataset.kind, layer: layerOf(g), display: display.dataset.name.slice(8),
                      window: win && g !== win ? win.dataset.name.slice(7) : null,
                      space: g.dataset.kind === "display" ? "display" : win && g !== win ? "window" : "display",
                      x, y, width, height, label: g.dataset.label || "", note: g.dataset.note || "" });
  }
  holder.remove();
  const words = captureWords();
  return JSON.stringify({ kind: "duosim demo frames", units: "points", state: { pose: words[0], angle: state.angle, address: address() },
                          rectangles }, null, 2) + "\n";
}
$("svg-points").addEventListener("click", () => {
  saveFile(captureWords().join("-") + "-points.svg", new Blob([exportedSVG()], { type: "image/svg+xml" }));
});
// The same drawing as a PNG at `scale` pixels a point: the SVG drawn to a canvas of that size.
async function savePNG(scale) {
  const text = exportedSVG(), [, , w, h] = /viewBox="([^"]+)"/.exec(text)[1].split(" ").map(Number);
  const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" })), img = new Image();
  img.src = url;
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
  URL.revokeObjectURL(url);
  canvas.toBlob(blob => saveFile(captureWords().join("-") + "-points@" + scale + "x.png", blob), "image/png");
}
for (const scale of [1, 2, 3]) $("png-" + scale + "x").addEventListener("click", () => savePNG(scale));
$("json-frames").addEventListener("click", () => {
  saveFile(captureWords().join("-") + "-frames.json", new Blob([exportedJSON()], { type: "application/json" }));
});
