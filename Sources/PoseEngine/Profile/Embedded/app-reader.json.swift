// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/reader.json`.
    static let appReader = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
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
"""#
}
