// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/notes.json`.
    static let appNotes = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
  "$comment": "A notes-like, task-oriented app (prefersToolbarItems): when the column is short the tab bar is minimized and the toolbar kept. Its list and editor are a split arrangement. A format popover points at its toolbar item, a context menu at a note in the list, and a share sheet with its own toolbar presents an alert.",
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
  },
  "presentations": [
    { "id": "formatPanel", "kind": "popover", "anchor": "format", "size": { "width": 300, "height": 260 }, "source": "assumed: a format panel of the usual popover size" },
    { "id": "noteActions", "kind": "contextMenu", "anchor": { "x": 0.2, "y": 0.3 }, "size": { "width": 250, "height": 220 }, "source": "assumed: a menu of five actions on a note in the list" },
    { "id": "shareSheet", "kind": "sheet", "size": { "width": 420, "height": 480 }, "source": "assumed: a share sheet of the usual form-sheet size",
      "toolbar": [
        { "id": "shareCancel", "title": "Cancel", "symbol": "xmark", "placement": "cancellationAction" },
        { "id": "shareSend", "title": "Send", "symbol": "paperplane", "placement": "topBarPinnedTrailing" }
      ],
      "presents": [ { "id": "stopSharing", "kind": "alert" } ] }
  ]
}
"""#
}
