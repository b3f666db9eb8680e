// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/apps/mail.json`.
    static let appMail = #"""
{
  "$schema": "../../Schemas/app-profile.schema.json",
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
"""#
}
