// The phone in 3-D, beside the drawing: the inner display's two halves at the hinge angle (CSS
// transforms about the fold's middle line, from the same scene as the drawing), the outer display
// on the back of the half that turns. Its shapes only: the words are the drawing's. Dragging
// either half turns the hinge, away from the fold to open it and toward it to close it.
const foldView = $("fold3d"), foldScene = foldView.querySelector(".scene");
const foldStill = $("fold-still"), foldTurning = $("fold-turning");
let foldKey = "", foldAxis = "y", foldSpan = 1;
// The display `d` in points, cropped to `[x, y, w, h]`, `px` CSS px a point, without its words.
function foldPicture(parent, d, windows, [x, y, w, h], px, turn = 0) {
  const keep = drawScale;
  drawScale = px;
  const svg = node("svg", { xmlns: SVG_NS, class: "points", viewBox: [x, y, w, h].join(" "), width: w * px, height: h * px,
                            "aria-hidden": "true", focusable: "false" }, parent);
  // A quarter turn counterclockwise (its top to the left) where the outer display lies across the half.
  const holder = turn ? node("g", { transform: "translate(0 " + turn + ") rotate(-90)" }, svg) : svg;
  drawDisplay(holder, d, 0, 0, windows);
  drawScale = keep;
  svg.querySelectorAll("text, title, .tag").forEach(e => e.remove());
  return svg;
}
// Where the two halves meet: the middle of the fold's line where the scene has one, else the
// middle of the display across its longer side.
function foldLine([, w, h, , regions]) {
  const fold = regions.find(r => r[0] === "division");
  const vertical = fold ? fold[9] < fold[10] : w > h;
  if (!vertical) return ["x", fold ? fold[8] + fold[10] / 2 : h / 2];
  return ["y", fold ? fold[7] + fold[9] / 2 : w / 2];
}
function buildFold(displays, windows) {
  const inner = displays.find(d => d[0] === 1), outer = displays.find(d => d[0] === 0);
  $("fold").hidden = !inner;
  if (!inner) return;
  const [, w, h] = inner, [axis, at] = foldLine(inner);
  const px = Math.min((foldView.clientWidth - 24) * 0.6 / w, 140 / h);
  // The turning half is the first one: left of a vertical fold, above a horizontal one.
  const first = axis === "y" ? [0, 0, at, h] : [0, 0, w, at], second = axis === "y" ? [at, 0, w - at, h] : [0, at, w, h - at];
  foldAxis = axis;
  foldSpan = (axis === "y" ? first[2] : first[3]) * px;
  foldScene.style.width = w * px + "px";
  foldScene.style.height = h * px + "px";
  const place = (e, [x, y, bw, bh]) => Object.assign(e.style, { left: x * px + "px", top: y * px + "px", width: bw * px + "px", height: bh * px + "px" });
  place(foldStill, second);
  place(foldTurning, first);
  foldTurning.style.transformOrigin = axis === "y" ? "100% 50%" : "50% 100%";
  const [front, back] = foldTurning.children;
  back.style.transform = axis === "y" ? "rotateY(180deg)" : "rotateX(180deg)";
  foldStill.replaceChildren();
  front.replaceChildren();
  back.replaceChildren();
  foldPicture(foldStill, inner, windows, second, px);
  foldPicture(front, inner, windows, first, px);
  if (outer) {
    // The back of the turning half, seen from behind: the outer display as wide as it fits.
    const across = (outer[1] > outer[2]) !== (first[2] > first[3]), ow = across ? outer[2] : outer[1], oh = across ? outer[1] : outer[2];
    const opx = Math.min(first[2] / ow, first[3] / oh) * px * 0.96;
    const svg = foldPicture(back, outer, windows, [0, 0, ow, oh], opx, across ? outer[1] : 0);
    svg.style.margin = ((first[3] * px - oh * opx) / 2) + "px " + ((first[2] * px - ow * opx) / 2) + "px";
  }
}
function drawFold(sheet) {
  const [displays, windows] = D.drawings[sheet.drawing];
  const key = sheet.drawing + "|" + state.bits + "|" + widthOf(foldView);
  if (key !== foldKey) { foldKey = key; buildFold(displays, windows); }
  // Closed (0°), the turning half lies on the other, its back up; a point lifts it off the other.
  const turn = 180 - state.angle;
  foldTurning.style.transform = foldAxis === "y" ? "rotateY(" + turn + "deg) translateZ(-1px)" : "rotateX(" + -turn + "deg) translateZ(-1px)";
  foldView.setAttribute("aria-label", "The phone in 3-D, open at " + state.angle + "°" + (state.angle === 0 ? ": closed, the outer display up" : "")
    + ". Drag either half to fold it.");
}
// A drag on either half: its distance across the turning half's width is 180°.
let foldDrag = null;
foldView.addEventListener("pointerdown", e => {
  const r = foldStill.getBoundingClientRect(), onStill = foldAxis === "y" ? e.clientX >= r.left : e.clientY >= r.top;
  foldDrag = { id: e.pointerId, x: e.clientX, y: e.clientY, angle: state.angle, sign: onStill ? 1 : -1 };
  foldView.setPointerCapture(e.pointerId);
  e.preventDefault();
});
foldView.addEventListener("pointermove", e => {
  if (!foldDrag || e.pointerId !== foldDrag.id) return;
  const moved = foldAxis === "y" ? e.clientX - foldDrag.x : e.clientY - foldDrag.y;
  setAngle(foldDrag.angle + foldDrag.sign * moved * 180 / Math.max(foldSpan, 40));
});
for (const end of ["pointerup", "pointercancel"]) foldView.addEventListener(end, () => { foldDrag = null; });
