function button(parent, label, detail, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  if (detail) { const small = document.createElement("small"); small.textContent = detail; b.appendChild(small); }
  b.addEventListener("click", onClick);
  $(parent).appendChild(b);
  return b;
}
hinge.addEventListener("input", () => setAngle(Number(hinge.value)));
D.poses.forEach(([name, angle], index) => {
  poseButtons.push(button("poses", name, angle + "°", () => goTo(withPose(state.bits, index), angle)));
});
D.labels.forEach(([plain, api, key], i) => {
  const detail = [key, api].filter(Boolean).join(" · ");
  toggleButtons.push([button("toggles", plain, detail, () => goTo(state.bits ^ (1 << i), state.angle)), i, detail]);
});
[["use", "Display in use"], ["outer", "Outer"], ["inner", "Inner"]].forEach(([name, label]) => {
  viewButtons.push([button("views", label, "", () => { view = name; draw(false); }), name]);
});
for (const id of ["how", "fold", "info", "design", "share", "contact", "pictures"]) $(id).hidden = false;
function showPicture() {
  pressed($("as-points"), !pictureIsText);
  pressed($("as-text"), pictureIsText);
  fit();
}
$("as-points").addEventListener("click", () => { pictureIsText = false; showPicture(); });
$("as-text").addEventListener("click", () => { pictureIsText = true; showPicture(); });
// The drawing follows the window's width (the terminal picture's box has its own observer).
addEventListener("resize", () => { if (!pictureIsText) fit(); });
window.addEventListener("hashchange", () => { readAddress(); draw(false); });
new ResizeObserver(() => fit()).observe(frameBox);
measureFont();
readAddress();
showPicture();
