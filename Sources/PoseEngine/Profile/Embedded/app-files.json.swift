// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/files.json`.
    static let appFiles = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
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
"""#
}
