// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

/// The profiles built in, so duosim runs with no files (users: `DeviceProfile.bundled`).
package enum EmbeddedProfiles {
    /// Device profiles by file name (without `.json`), as the text of the file.
    package static let devices: [EmbeddedProfile] = [
        EmbeddedProfile(name: "iphone-duo", json: deviceIphoneDuo),
    ]

    /// Sample app profiles by file name (without `.json`), as the text of the file.
    package static let apps: [EmbeddedProfile] = [
        EmbeddedProfile(name: "files", json: appFiles),
        EmbeddedProfile(name: "hud", json: appHud),
        EmbeddedProfile(name: "mail", json: appMail),
        EmbeddedProfile(name: "notes", json: appNotes),
        EmbeddedProfile(name: "player", json: appPlayer),
        EmbeddedProfile(name: "reader", json: appReader),
        EmbeddedProfile(name: "scrubber", json: appScrubber),
        EmbeddedProfile(name: "sketch", json: appSketch),
    ]
}
