// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/hud.json`.
    static let appHud = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
  "$comment": "A tabletop game's HUD: a health bar (text), a fire button and a joystick placed by the app itself. Collides with the fold and the island in several poses.",
  "name": "hud",
  "displayName": "Game HUD (sample)",
  "source": "assumed: a sample app profile written for duosim; sizes are the game's own",
  "controls": [
    { "id": "healthBar", "group": "status", "anchor": "top", "offset": { "x": 0, "y": 24 }, "size": { "width": 320, "height": 28 }, "interactive": false },
    { "id": "fireButton", "group": "fire", "anchor": "trailing", "offset": { "x": 24, "y": 0 }, "size": { "width": 88, "height": 88 } },
    { "id": "joystick", "group": "move", "anchor": "bottomLeading", "offset": { "x": 24, "y": 24 }, "size": { "width": 120, "height": 120 } }
  ]
}
"""#
}
