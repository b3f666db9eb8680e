// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/sketch.json`.
    static let appSketch = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
  "$comment": "A sketch app: a floating tool palette and its colour swatches (one group, they move together), over a scrolling canvas whose caption scrolls with content.",
  "name": "sketch",
  "displayName": "Sketch (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "toolbar": [
    { "id": "back", "title": "Gallery", "symbol": "chevron.left", "placement": "navigation", "group": "navigation", "visibilityPriority": "high" },
    { "id": "undo", "title": "Undo", "symbol": "arrow.uturn.backward", "placement": "topBar", "group": "history" },
    { "id": "share", "title": "Share", "symbol": "square.and.arrow.up", "placement": "topBar", "group": "share", "visibilityPriority": "low" }
  ],
  "controls": [
    { "id": "toolPalette", "group": "palette", "fraction": { "x": 0.5, "y": 0.45 }, "size": { "width": 64, "height": 320 } },
    { "id": "swatches", "group": "palette", "fraction": { "x": 0.5, "y": 0.85 }, "size": { "width": 200, "height": 44 } },
    { "id": "caption", "group": "canvas", "frame": { "x": 300, "y": 120, "width": 360, "height": 24 }, "interactive": false, "scrollsWithContent": true }
  ]
}
"""#
}
