// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

/// The profiles built in, so duosim runs with no files (users: `DeviceProfile.bundled`).
package enum EmbeddedProfiles {
    /// Device profiles by file name (without `.json`), as the text of the file.
    package static let devices: [(name: String, json: String)] = [
        ("iphone-duo", deviceIphoneDuo),
    ]

    /// Sample app profiles by file name (without `.json`), as the text of the file.
    package static let apps: [(name: String, json: String)] = [
        ("files", appFiles),
        ("hud", appHud),
        ("mail", appMail),
        ("notes", appNotes),
        ("player", appPlayer),
        ("reader", appReader),
        ("scrubber", appScrubber),
        ("sketch", appSketch),
    ]
}
