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
  // Each group a layer named for what it is, in its window.
  for (const g of copy.querySelectorAll("g[data-name]")) {
    const win = g.parentElement.closest("g[data-kind=window]");
    g.setAttribute("id", (win && g !== win ? win.dataset.name.slice(7) + " · " : "") + g.dataset.name);
  }
  holder.remove();
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + new XMLSerializer().serializeToString(copy) + "\n";
}
function exportedJSON() {
  const { svg, holder } = drawingAtPoints(), rectangles = [];
  for (const g of svg.querySelectorAll("g[data-name]")) {
    const [x, y, width, height] = g.dataset.frame.split(" ").map(Number), win = g.parentElement.closest("g[data-kind=window]");
    const display = g.closest("g[data-kind=display]");
    rectangles.push({ name: g.dataset.name, kind: g.dataset.kind, display: display.dataset.name.slice(8),
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
$("json-frames").addEventListener("click", () => {
  saveFile(captureWords().join("-") + "-frames.json", new Blob([exportedJSON()], { type: "application/json" }));
});
