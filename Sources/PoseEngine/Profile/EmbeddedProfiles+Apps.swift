// swift-format-ignore-file
// GENERATED from Profiles/*.json and Profiles/apps/*.json by
// `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// Sample app profiles by file name (without `.json`), as the text of the file.
    package static let apps: [(name: String, json: String)] = [
        ("files", #"""
{
  "$comment": "A files browser built on NavigationSplitView: a sidebar of locations, a content column of folders, the detail and an inspector. Only the detail column's bars go vertical; on the outer display it collapses to the detail.",
  "name": "files",
  "displayName": "Files (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "container": "navigationSplitView",
  "splitView": {
    "sidebarWidth": 220,
    "contentWidth": 240,
    "inspectorWidth": 180,
    "source": "assumed: the app's own column widths"
  },
  "toolbar": [
    { "id": "back", "title": "Back", "symbol": "chevron.left", "placement": "navigation", "group": "navigation" },
    { "id": "cancel", "title": "Close", "symbol": "xmark", "placement": "cancellationAction", "group": "navigation" },
    { "id": "done", "title": "Done", "symbol": "checkmark", "placement": "topBarPinnedTrailing", "group": "done" },
    { "id": "share", "title": "Share", "symbol": "square.and.arrow.up", "placement": "topBar", "group": "file" },
    { "id": "spacer", "placement": "topBar", "group": "file", "kind": "flexibleSpacer" },
    { "id": "tag", "title": "Tag", "symbol": "tag", "placement": "topBar", "group": "file", "visibilityPriority": "low" },
    { "id": "zoom", "title": "Zoom", "symbol": "plus.magnifyingglass", "placement": "bottomBar", "group": "view", "kind": "customView" },
    { "id": "sort", "title": "Sort", "placement": "bottomBar", "group": "view", "axisBehavior": "verticalPreferred" }
  ],
  "groups": [
    { "id": "view", "visibilityPriority": "low" }
  ],
  "verticalBars": { "disabledIn": ["left"] }
}
"""#),
        ("hud", #"""
{
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
"""#),
        ("mail", #"""
{
  "$comment": "A mail-like app: navigation-focused (the default compression), a tab bar, many toolbar items. A sample for duosim; ids and symbols are the app's own.",
  "name": "mail",
  "displayName": "Mail (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "compression": "automatic",
  "toolbar": [
    { "id": "back", "title": "Mailboxes", "symbol": "chevron.left", "placement": "navigation", "group": "navigation", "visibilityPriority": "high" },
    { "id": "search", "title": "Search", "symbol": "magnifyingglass", "placement": "topBar", "group": "find", "visibilityPriority": "standard" },
    { "id": "filter", "title": "Filter", "symbol": "line.3.horizontal.decrease", "placement": "topBar", "group": "find", "visibilityPriority": "low" },
    { "id": "select", "title": "Select", "placement": "topBar", "group": "edit" },
    { "id": "archive", "title": "Archive", "symbol": "archivebox", "placement": "bottomBar", "group": "triage", "visibilityPriority": "standard" },
    { "id": "flag", "title": "Flag", "symbol": "flag", "placement": "bottomBar", "group": "triage", "visibilityPriority": "low" },
    { "id": "move", "title": "Move", "symbol": "folder", "placement": "bottomBar", "group": "triage", "visibilityPriority": "automatic" },
    { "id": "trash", "title": "Trash", "symbol": "trash", "placement": "bottomBar", "group": "triage", "visibilityPriority": "high" },
    { "id": "reply", "title": "Reply", "symbol": "arrowshape.turn.up.left", "placement": "bottomBar", "group": "respond", "visibilityPriority": "high" },
    { "id": "compose", "title": "New Message", "symbol": "square.and.pencil", "placement": "bottomBar", "group": "respond", "visibilityPriority": { "higherThan": "reply" } }
  ],
  "tabBar": {
    "items": [
      { "id": "inbox", "title": "Inbox", "symbol": "tray", "badge": 12 },
      { "id": "vips", "title": "VIPs", "symbol": "star" },
      { "id": "flagged", "title": "Flagged", "symbol": "flag", "badge": 3 },
      { "id": "drafts", "title": "Drafts", "symbol": "doc" },
      { "id": "sent", "title": "Sent", "symbol": "paperplane" }
    ]
  },
  "presentations": [
    { "id": "composeSheet", "kind": "sheet", "size": { "width": 540, "height": 560 }, "source": "assumed: a compose sheet of the usual form-sheet size" }
  ]
}
"""#),
        ("notes", #"""
{
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
"""#),
        ("player", #"""
{
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
"""#),
        ("reader", #"""
{
  "$comment": "A reader with a book grid (adaptive minimum 145, spacing 24, padding 24, the documented example) and an alert.",
  "name": "reader",
  "displayName": "Reader (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "toolbar": [
    { "id": "back", "title": "Library", "symbol": "chevron.left", "placement": "navigation", "group": "navigation", "visibilityPriority": "high" },
    { "id": "sort", "title": "Sort", "symbol": "arrow.up.arrow.down", "placement": "topBar", "group": "view" },
    { "id": "edit", "title": "Edit", "placement": "topBar", "group": "edit", "axisBehavior": "horizontalOnly" },
    { "id": "add", "title": "Add Book", "symbol": "plus", "placement": "topBar", "group": "add", "visibilityPriority": "high" }
  ],
  "tabBar": {
    "items": [
      { "id": "reading", "title": "Reading Now", "symbol": "book" },
      { "id": "library", "title": "Library", "symbol": "books.vertical" },
      { "id": "store", "title": "Store", "symbol": "bag" },
      { "id": "search", "title": "Search", "symbol": "magnifyingglass" }
    ]
  },
  "grid": {
    "minimumItemWidth": 145,
    "spacing": 24,
    "padding": 24,
    "source": "documented: the even-column example, adaptive minimum 145, spacing 24, padding 24"
  },
  "presentations": [
    { "id": "deleteBook", "kind": "alert" }
  ]
}
"""#),
        ("scrubber", #"""
{
  "$comment": "A video player's custom scrubber: too wide for either half of the folded display, so no move can clear the fold.",
  "name": "scrubber",
  "displayName": "Video scrubber (sample)",
  "source": "assumed: a sample app profile written for duosim",
  "controls": [
    { "id": "scrubber", "group": "transport", "anchor": "bottom", "offset": { "x": 0, "y": 32 }, "size": { "width": 600, "height": 44 } },
    { "id": "elapsed", "group": "transport", "anchor": "bottomLeading", "offset": { "x": 24, "y": 84 }, "size": { "width": 80, "height": 20 }, "interactive": false }
  ]
}
"""#),
        ("sketch", #"""
{
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
"""#),
    ]
}
