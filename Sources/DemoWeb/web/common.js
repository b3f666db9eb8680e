function blank(w, h) { return { w: w, h: h, ch: new Array(w * h).fill(" "), st: new Array(w * h).fill(0) }; }
function copy(g) { return { w: g.w, h: g.h, ch: g.ch.slice(), st: g.st.slice() }; }
function apply(g, runs) {
  let i = 0;
  while (i < runs.length) {
    let dot = runs.indexOf(".", i); const pos = parseInt(runs.slice(i, dot), 36); i = dot + 1;
    dot = runs.indexOf(".", i); const style = parseInt(runs.slice(i, dot), 36); i = dot + 1;
    const colon = runs.indexOf(":", i); const len = parseInt(runs.slice(i, colon), 36); i = colon + 1;
    const text = runs.slice(i, i + len); i += len;
    let p = pos;
    for (const c of text) { g.ch[p] = c; g.st[p] = style; p++; }
  }
  return g;
}
function esc(t) { return t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); }
// The rows as spans of one style; `x, y, w, h` crop the grid (all of it when left out).
function html(g, x = 0, y = 0, w = g.w, h = g.h) {
  let out = "";
  for (let r = y; r < y + h; r++) {
    let c = x;
    while (c < x + w) {
      const s = g.st[r * g.w + c]; let text = "";
      while (c < x + w && g.st[r * g.w + c] === s) { text += g.ch[r * g.w + c]; c++; }
      const css = D.styles[s];
      out += css ? '<span style="' + css + '">' + esc(text) + "</span>" : esc(text);
    }
    out += "\n";
  }
  return out;
}
const screen = document.getElementById("screen");
document.getElementById("controls").hidden = false;
