// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/notes.json`.
    static let appNotes = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
  "$comment": "A notes-like, task-oriented app (prefersToolbarItems): when the column is short the tab bar is minimized and the toolbar kept. Its list and editor are a split arrangement.",
  "name": "notes",
  "displayName": "Notes (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "compression": "prefersToolbarItems",
  "toolbar": [
    { "id": "back", "title": "Folders", "symbol": "chevron.left", "placement": "navigation", "group": "navigation", "visibilityPriority": "high" },
    { "id": "done", "title": "Done", "symbol": "checkmark", "placement": "prominent", "group": "done", "visibilityPriority": "high" },
    { "id": "format", "title": "Format", "symbol": "textformat", "placement": "topBar", "group": "edit" },
    { "id": "share", "title": "Share", "symbol": "square.and.arrow.up", "placement": "topBar", "group": "share", "visibilityPriority": "low" },
    { "id": "checklist", "title": "Checklist", "symbol": "checklist", "placement": "bottomBar", "group": "insert", "visibilityPriority": "high" },
    { "id": "table", "title": "Table", "symbol": "tablecells", "placement": "bottomBar", "group": "insert", "visibilityPriority": "low" },
    { "id": "attach", "title": "Attach", "symbol": "paperclip", "placement": "bottomBar", "group": "insert" },
    { "id": "markup", "title": "Markup", "symbol": "pencil.tip.crop.circle", "placement": "bottomBar", "group": "draw", "visibilityPriority": "low" },
    { "id": "compose", "title": "New Note", "symbol": "square.and.pencil", "placement": "bottomBar", "group": "new", "visibilityPriority": "high" }
  ],
  "tabBar": {
    "items": [
      { "id": "notes", "title": "Notes", "symbol": "note.text" },
      { "id": "folders", "title": "Folders", "symbol": "folder" },
      { "id": "shared", "title": "Shared", "symbol": "person.2", "badge": 1 }
    ]
  },
  "arrangement": {
    "style": "split",
    "axes": ["horizontal"],
    "primaryLayoutPriority": 0,
    "secondaryLayoutPriority": 1,
    "minimumPaneSize": { "width": 300, "height": 300 },
    "source": "assumed: a note list (primary) beside the editor (secondary, the higher layout priority)"
  }
}
"""#
}
