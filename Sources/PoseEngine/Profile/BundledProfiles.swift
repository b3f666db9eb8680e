// MARK: - EmbeddedProfile

/// A profile built in (`EmbeddedProfiles`): its file name without `.json`, and the file's text.
package struct EmbeddedProfile: Hashable, Sendable {
    package var name: String
    package var json: String

    package init(name: String, json: String) {
        self.name = name
        self.json = json
    }
}

// MARK: - Bundled profiles

extension DeviceProfile {
    /// The bundled device profile every command uses unless told otherwise.
    public static let defaultBundledName = "iphone-duo"

    /// The names of the device profiles built into PoseEngine (`Profiles/*.json`), in order.
    public static var bundledNames: [String] { EmbeddedProfiles.devices.map(\.name) }

    /// A device profile built into PoseEngine, decoded: no file, no bundle resources.
    ///
    /// ```swift
    /// let duo = try #require(DeviceProfile.bundled())   // iPhone Duo
    /// ```
    /// - Returns: nil for a name that isn't bundled.
    public static func bundled(_ name: String = defaultBundledName) -> DeviceProfile? {
        guard let entry = EmbeddedProfiles.devices.first(where: { $0.name == name }) else { return nil }
        // The embedded copy is checked by tests; failing here would be a build defect.
        return try? decode(Array(entry.json.utf8), file: "<bundled \(name)>")
    }
}

extension AppProfile {
    /// The names of the sample app profiles built into PoseEngine (`Profiles/apps/*.json`), in order.
    public static var bundledNames: [String] { EmbeddedProfiles.apps.map(\.name) }

    /// A sample app profile built into PoseEngine, decoded.
    ///
    /// ```swift
    /// let mail = AppProfile.bundled("mail")
    /// ```
    /// - Returns: nil for a name that isn't bundled.
    public static func bundled(_ name: String) -> AppProfile? {
        guard let entry = EmbeddedProfiles.apps.first(where: { $0.name == name }) else { return nil }
        return try? decode(Array(entry.json.utf8), file: "<bundled app \(name)>")
    }
}
