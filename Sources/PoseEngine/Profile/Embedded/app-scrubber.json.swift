// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/scrubber.json`.
    static let appScrubber = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
  "$comment": "A video player's custom scrubber: too wide for either half of the folded display, so no move can clear the fold.",
  "name": "scrubber",
  "displayName": "Video scrubber (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "controls": [
    { "id": "scrubber", "group": "transport", "anchor": "bottom", "offset": { "x": 0, "y": 32 }, "size": { "width": 600, "height": 44 } },
    { "id": "elapsed", "group": "transport", "anchor": "bottomLeading", "offset": { "x": 24, "y": 84 }, "size": { "width": 80, "height": 20 }, "interactive": false }
  ]
}
"""#
}
