// The display in use's box in a sheet, with its frame: the cells a tile shows.
function displayBox(sheet) {
  const d = sheet.displays.find(d => d[5] === 1) || sheet.displays[0];
  return [d[1] - 1, d[2] - 1, d[3] + 2, d[4] + 2];
}
let tilesFor = null;
function drawTiles() {
  // The tiles change only with the switches a pose doesn't set.
  const others = state.bits & ~(bit("rotate") | bit("split") | bit("focus"));
  if (tilesFor === others) return;
  tilesFor = others;
  const box = $("tiles");
  box.replaceChildren();
  for (const split of bit("split") ? [0, 1] : [0]) {
    D.poses.forEach(([name, angle], index) => {
      const bits = withPose(others, index) | (split ? bit("split") : 0), sheet = sheetAt(bits, angle);
      const inUse = sheet.displays.find(d => d[5] === 1);
      // Split View is the inner display's alone.
      if (split && inUse && inUse[0] === 0) return;
      const crop = displayBox(sheet), tile = document.createElement("button"), pre = document.createElement("pre");
      tile.type = "button";
      tile.dataset.pose = name;
      tile.dataset.split = split;
      tile.dataset.crop = crop.join(",");
      pre.innerHTML = html(frame(bits, angle), ...crop);
      // The tile says its pose; its picture is for the eye (the same picture has its words above).
      pre.setAttribute("aria-hidden", "true");
      tile.append(pre, (split ? "Split View · " : "") + name + " · " + angle + "°");
      tile.addEventListener("click", () => { goTo(bits, angle); $("stage").scrollIntoView({ block: "start" }); });
      box.appendChild(tile);
      pre.style.fontSize = Math.min(11, (tile.clientWidth - 14) / (crop[2] * charWidth)).toFixed(2) + "px";
    });
  }
}

// What the terminal names a capture of this state: `duosim · book · 127° · Split View`.
function captureWords() {
  const sheet = shown.sheet, pose = sheet.pose >= 0 ? D.poses[sheet.pose][0] : D.custom;
  const words = [pose, state.angle];
  if (state.bits & bit("split")) words.push("split");
  if (state.bits & bit("rtl")) words.push("rtl");
  return words;
}
function saveFile(name, blob) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
  $("shared").textContent = "Saved " + name + ".";
}
// The grid's rows as runs of one style: [column, text, style].
function runs(g, row) {
  const out = [];
  for (let c = 0; c < g.w; c++) {
    const s = g.st[row * g.w + c], last = out[out.length - 1];
    if (last && last[2] === s) last[1] += g.ch[row * g.w + c]; else out.push([c, g.ch[row * g.w + c], s]);
  }
  return out;
}
// SVGExporter.picture, line for line: each stretch of non-blank cells one <text>, a glyph a cell.
const CELL_W = 8.4, CELL_H = 17, PAD = 12;
const svgNumber = v => String(Math.round(v * 100) / 100);
function svgPicture(g, title) {
  const width = svgNumber(g.w * CELL_W + 2 * PAD), height = svgNumber(g.h * CELL_H + 2 * PAD);
  let out = "<svg xmlns=\"" + D.svgSpace + "\" width=\"" + width + "\" height=\"" + height + "\" viewBox=\"0 0 " + width + " " + height + "\">\n"
    + "<title>" + esc(title) + "</title>\n<rect width=\"100%\" height=\"100%\" rx=\"8\" fill=\"" + D.document[0] + "\"/>\n"
    + "<g font-family=\"" + esc(D.document[2]) + "\" font-size=\"14\" style=\"white-space:pre\" xml:space=\"preserve\">\n";
  for (let row = 0; row < g.h; row++) {
    const y = PAD + row * CELL_H;
    for (const [column, text, style] of runs(g, row)) {
      const [fg, bg, bold, dim] = D.paint[style], x = PAD + column * CELL_W, chars = Array.from(text);
      if (bg) out += "<rect x=\"" + svgNumber(x) + "\" y=\"" + svgNumber(y) + "\" width=\"" + svgNumber(chars.length * CELL_W) + "\" height=\"" + svgNumber(CELL_H) + "\" fill=\"" + bg + "\"/>\n";
      for (let i = 0; i < chars.length;) {
        if (chars[i] === " ") { i++; continue; }
        let end = i;
        while (end < chars.length && chars[end] !== " ") end++;
        const xs = [];
        for (let k = i; k < end; k++) xs.push(svgNumber(x + k * CELL_W));
        let attributes = "x=\"" + xs.join(" ") + "\" y=\"" + svgNumber(y + CELL_H * 0.78) + "\" fill=\"" + fg + "\"";
        if (bold) attributes += " font-weight=\"bold\"";
        if (dim) attributes += " fill-opacity=\"0.6\"";
        out += "<text " + attributes + ">" + esc(chars.slice(i, end).join("")) + "</text>\n";
        i = end;
      }
    }
  }
  return out + "</g>\n</svg>\n";
}
// The same picture on a canvas, twice the size for sharp text.
function pngPicture(g) {
  const scale = 2, canvas = document.createElement("canvas"), ctx = canvas.getContext("2d");
  canvas.width = Math.round((g.w * CELL_W + 2 * PAD) * scale);
  canvas.height = Math.round((g.h * CELL_H + 2 * PAD) * scale);
  ctx.scale(scale, scale);
  ctx.fillStyle = D.document[0];
  ctx.beginPath();
  ctx.roundRect(0, 0, g.w * CELL_W + 2 * PAD, g.h * CELL_H + 2 * PAD, 8);
  ctx.fill();
  ctx.textBaseline = "alphabetic";
  for (let row = 0; row < g.h; row++) {
    const y = PAD + row * CELL_H;
    for (const [column, text, style] of runs(g, row)) {
      const [fg, bg, bold, dim] = D.paint[style], chars = Array.from(text);
      if (bg) { ctx.fillStyle = bg; ctx.fillRect(PAD + column * CELL_W, y, chars.length * CELL_W, CELL_H); }
      ctx.font = (bold ? "bold " : "") + "14px " + D.document[2];
      ctx.fillStyle = fg;
      ctx.globalAlpha = dim ? 0.6 : 1;
      chars.forEach((c, k) => { if (c !== " ") ctx.fillText(c, PAD + (column + k) * CELL_W, y + CELL_H * 0.78); });
      ctx.globalAlpha = 1;
    }
  }
  return canvas;
}
$("svg").addEventListener("click", () => {
  const words = captureWords(), title = ["duosim", words[0], words[1] + "°"];
  if (state.bits & bit("split")) title.push("Split View");
  if (state.bits & bit("rtl")) title.push("RTL");
  saveFile(words.join("-") + ".svg", new Blob([svgPicture(shown.grid, title.join(" · "))], { type: "image/svg+xml" }));
});
$("png").addEventListener("click", () => {
  const name = captureWords().join("-") + ".png";
  pngPicture(shown.grid).toBlob(blob => saveFile(name, blob), "image/png");
});
// The link shows at once, for copying by hand where the clipboard says no.
$("copy").addEventListener("click", () => {
  const link = location.href.split("#")[0] + address();
  $("shared").textContent = "Link to this state: " + link;
  navigator.clipboard?.writeText(link).then(() => { $("shared").textContent = "Copied: " + link; }, () => {});
});
