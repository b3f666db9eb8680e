// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/player.json`.
    static let appPlayer = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
  "$comment": "A video player using an overlay arrangement: the video (primary) over its controls (secondary); partially folded they move to opposite sides of the fold. It opts out of vertical bars.",
  "name": "player",
  "displayName": "Player (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "verticalBars": false,
  "toolbar": [
    { "id": "close", "title": "Close", "symbol": "xmark", "placement": "navigation", "group": "navigation", "visibilityPriority": "high" },
    { "id": "airplay", "title": "AirPlay", "symbol": "airplayvideo", "placement": "topBar", "group": "output" },
    { "id": "pip", "title": "Picture in Picture", "symbol": "pip.enter", "placement": "topBar", "group": "output", "visibilityPriority": "low" }
  ],
  "arrangement": {
    "style": "overlay",
    "axes": ["horizontal", "vertical"],
    "primaryLayoutPriority": 1,
    "secondaryLayoutPriority": 0,
    "minimumPaneSize": { "width": 200, "height": 200 },
    "source": "assumed: video over controls"
  },
  "presentations": [
    { "id": "quality", "kind": "sheet", "size": { "width": 360, "height": 420 }, "source": "assumed: a small settings sheet" }
  ]
}
"""#
}
