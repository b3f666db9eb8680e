// swift-format-ignore-file
// GENERATED from Profiles/*.json and Profiles/apps/*.json by
// `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

/// The profiles built in, so duosim runs with no files (users: `DeviceProfile.bundled`).
package enum EmbeddedProfiles {
    /// Device profiles by file name (without `.json`), as the text of the file.
    package static let devices: [(name: String, json: String)] = [
        ("iphone-duo", #"""
{
  "$comment": "iPhone Duo, as duosim simulates it. Points, origin top-left of each display in its native orientation. Every object that holds numbers names their source: measured (Apple's iPhone Duo simulator), documented (Apple's documentation and guidance), assumed (our choice where nothing is published), derived (follows from the others). See Docs/DOMAIN.md.",
  "name": "iphone-duo",
  "displayName": "iPhone Duo",
  "displays": {
    "outer": {
      "width": 466,
      "height": 662,
      "diagonalInches": 5.4,
      "source": "assumed: width 466 = 382 + 84 from the measured occlusions; height 662 from the aspect ratio the displays share (documented) with the measured 951 x 669 inner display; diagonal documented",
      "rotation": {
        "direction": "counterclockwise",
        "source": "assumed: unpublished which way the phone turns for landscape; counterclockwise (its top to the left) is the one quarter turn that keeps the island, in the top trailing corner in portrait, at the top (top-left): documented, the island heads the side column and the outer camera is aligned with the side controls, so the column stands on the left under it; clockwise would put the island at the column's foot, as iPhones with Face ID never turn their interface upside down"
      },
      "sizeClasses": {
        "portrait": { "horizontal": "compact", "vertical": "regular" },
        "landscape": { "horizontal": "compact", "vertical": "compact" },
        "source": "documented"
      }
    },
    "inner": {
      "width": 951,
      "height": 669,
      "diagonalInches": 7.6,
      "source": "measured: 951 x 669 pt opened like a book (landscape); diagonal documented",
      "rotation": {
        "direction": "counterclockwise",
        "source": "assumed: for the laptop pose the half holding the inner camera stands up, so the camera ends on the upper half"
      },
      "sizeClasses": {
        "portrait": { "horizontal": "regular", "vertical": "regular" },
        "landscape": { "horizontal": "regular", "vertical": "regular" },
        "source": "documented: regular / regular in any orientation"
      }
    }
  },
  "features": [
    {
      "id": "fold",
      "kind": "division",
      "display": "inner",
      "line": { "axis": "vertical", "position": 475.5 },
      "margin": 20,
      "activeWhen": "partiallyOpen",
      "source": "measured: vertical line at the exact centre x = 475.5, 20 pt margins each side (active frame x 455.5 to 495.5); documented: active only while partially folded, zero width when flat"
    },
    {
      "id": "outerCamera",
      "kind": "occlusion",
      "display": "outer",
      "frame": { "x": 399, "y": 29, "width": 37, "height": 37 },
      "activeWhen": "always",
      "source": "measured: 37 x 37 at (399, 29), iOS 27.x example; documented: always active"
    },
    {
      "id": "island",
      "kind": "occlusion",
      "display": "outer",
      "frame": { "x": 382, "y": 0, "width": 84, "height": 170 },
      "activeWhen": "always",
      "source": "measured: 84 x 170 at (382, 0), the status area / Dynamic Island, iOS 27.x example",
      "liveActivity": {
        "frame": { "x": 382, "y": 0, "width": 84, "height": 250 },
        "source": "assumed: documented that the island grows downward with Live Activities; how far is unpublished, 80 pt chosen"
      }
    },
    {
      "id": "innerCamera",
      "kind": "occlusion",
      "display": "inner",
      "frame": { "x": 884, "y": 29, "width": 37, "height": 37 },
      "activeWhen": "innerCameraInUse",
      "source": "assumed: unpublished; mirrors the outer camera's inset in the top trailing corner; documented: an occlusion only while the camera is in use"
    },
    {
      "id": "island",
      "kind": "occlusion",
      "display": "inner",
      "frame": { "x": 867, "y": 0, "width": 84, "height": 170 },
      "activeWhen": "innerCameraInUse",
      "source": "documented: the inner display's reserved regions are the inner camera while it is in use and the fold, so the status area beside the camera is an occlusion only then (the other reading, an always-active status area, is \"activeWhen\": \"always\"); assumed: 84 x 170 in the top trailing corner like the outer display's measured status area; the side column is topped by it either way",
      "liveActivity": {
        "frame": { "x": 867, "y": 0, "width": 84, "height": 250 },
        "source": "assumed: grows downward like the outer island"
      }
    }
  ],
  "hinge": {
    "closedAtMost": 5,
    "fullyOpenAtLeast": 175,
    "source": "assumed: thresholds unpublished; 127 degrees measured as partially open"
  },
  "poses": [
    { "name": "closed", "angle": 0, "orientation": "portrait", "key": "1", "source": "assumed: Device Hub's Closed; the outer display in its native orientation" },
    { "name": "book", "angle": 127, "orientation": "landscape", "key": "2", "source": "measured: 127 degrees, partially open, fold active; Device Hub's Partially Open" },
    { "name": "flat", "angle": 180, "orientation": "landscape", "key": "3", "source": "assumed: Device Hub's Open; 180 degrees is fully flat" },
    { "name": "laptop", "angle": 100, "orientation": "portrait", "key": "4", "source": "assumed: Device Hub's Laptop (tabletop); angle unpublished; documented: portrait with a horizontal fold" },
    { "name": "tent", "angle": 60, "orientation": "portrait", "key": "5", "source": "assumed: Device Hub's Tent; angle and orientation unpublished" }
  ],
  "splitView": {
    "display": "inner",
    "dividerWidth": 13,
    "fraction": 0.5,
    "tallOrientation": "stacked",
    "source": "measured: 13 pt divider, 469 x 669 windows; documented: inner display only, 50/50; assumed: a tall orientation stacks the windows above / below the fold (never measured)"
  },
  "sideColumn": {
    "width": 84,
    "fullScreenEdge": "right",
    "source": "assumed: column width unpublished, 84 pt like the island it stands under; derived: a full-screen window's column stands on the side whose top corner holds the island, so the island heads it (documented); this edge is for a display without one, and is the island's side of both displays in their native orientations (measured occlusions)"
  },
  "bars": {
    "itemHeight": 44,
    "tabItemHeight": 56,
    "groupGap": 16,
    "statusAreaHeight": 44,
    "horizontalItemWidth": 44,
    "navigationBarHeight": 50,
    "toolbarHeight": 44,
    "tabBarHeight": 50,
    "alertSize": { "width": 270, "height": 150 },
    "source": "assumed: item sizes unpublished (documented); 44 pt is the minimum hit target of Apple's guidelines, bar heights like earlier iPhones, alerts 270 pt wide like UIKit's"
  },
  "presentations": {
    "horizontalFold": { "sheet": "bottom", "alert": "top" },
    "source": "assumed: which half of a horizontal fold (laptop pose) a sheet or an alert takes is unpublished; documented: the top half suits content viewed from a distance, the bottom half controls, so sheets (forms to fill in) take the bottom half and alerts (to be read) the top"
  },
  "postures": {
    "ranges": [
      { "posture": "closed", "from": 0, "to": 30 },
      { "posture": "halfOpened", "from": 30, "to": 150 },
      { "posture": "flat", "from": 150, "to": 180 }
    ],
    "foldType": "fold",
    "source": "documented: the inner display is one flexible screen, so Android would call its crease a fold (not a hinge); assumed: the postures Android and the web derive from the hinge angle, after the Android emulator's foldable model (inclusive ranges, first match wins: closed 0-30, half-opened (30-150], flat (150-180]); Apple publishes none"
  }
}
"""#),
    ]

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
