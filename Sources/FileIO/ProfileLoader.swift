import PoseEngine

// MARK: - UnknownProfileError

/// A profile named on the command line that is neither bundled nor a file.
public struct UnknownProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which kind of profile.
    public enum Kind: Sendable, Equatable {
        case device, app
    }

    /// The name asked for.
    public var name: String
    /// The bundled names, to suggest.
    public var bundled: [String]
    public var kind: Kind = .device

    /// The name and what is bundled instead.
    public var description: String {
        "unknown \(kind == .app ? "app " : "")profile '\(name)' (bundled: \(bundled.joined(separator: ", "))); give a bundled name or a path to a .json file"
    }
}

// MARK: - ProfileLoader

/// Finds profiles by bundled name (PoseEngine's `DeviceProfile.bundled`, `AppProfile.bundled`) or
/// by file path, read with `InputFile`'s bound.
public enum ProfileLoader {
    /// The bundled device profile's name.
    public static let defaultDeviceName = DeviceProfile.defaultBundledName

    /// The bundled device profile, decoded.
    ///
    /// ```swift
    /// let duo = ProfileLoader.bundledDevice()!   // iPhone Duo, with no file on disk
    /// ```
    public static func bundledDevice(named name: String = defaultDeviceName) -> DeviceProfile? {
        DeviceProfile.bundled(name)
    }

    /// A device profile by bundled name or file path.
    /// - Throws: `DataError` (bad content), `InputFileError` (missing or unreadable), `UnknownProfileError`.
    ///
    /// ```swift
    /// let duo = try ProfileLoader.device("iphone-duo")            // bundled
    /// let mine = try ProfileLoader.device("Profiles/mine.json")   // a file
    /// ```
    public static func device(_ nameOrPath: String) throws -> DeviceProfile {
        try device(nameOrPath, poseKeys: { _ in nil })
    }

    /// A device profile by bundled name or file path, whose poses' keys `poseKeys` may refuse
    /// (the terminal UI's own), each refusal one more of the file's errors.
    package static func device(_ nameOrPath: String, poseKeys: (Character) -> String?) throws -> DeviceProfile {
        try resolve(
            nameOrPath, kind: .device, bundled: DeviceProfile.bundled, names: DeviceProfile.bundledNames,
            decode: { try DeviceProfile.decode($0, file: $1, poseKeys: poseKeys) })
    }

    /// A bundled sample app profile, decoded.
    public static func bundledApp(named name: String) -> AppProfile? {
        AppProfile.bundled(name)
    }

    /// An app profile by bundled name (`mail`) or file path.
    /// - Throws: `DataError`, `InputFileError`, `UnknownProfileError`.
    ///
    /// ```swift
    /// let mail = try ProfileLoader.app("mail")
    /// ```
    public static func app(_ nameOrPath: String) throws -> AppProfile {
        try resolve(
            nameOrPath, kind: .app, bundled: AppProfile.bundled, names: AppProfile.bundledNames,
            decode: AppProfile.decode)
    }

    /// A bundled profile by name, unless a file of that name exists; else the file.
    private static func resolve<Profile>(
        _ nameOrPath: String, kind: UnknownProfileError.Kind, bundled: (String) -> Profile?, names: [String],
        decode: ([UInt8], String) throws -> Profile
    ) throws -> Profile {
        let exists = FileSystem.exists(nameOrPath)
        if !exists, let profile = bundled(nameOrPath) { return profile }
        guard exists || nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") else {
            throw UnknownProfileError(name: nameOrPath, bundled: names, kind: kind)
        }
        return try decode(readFile(nameOrPath), nameOrPath)
    }

    /// The bytes of a profile file, at most `Limits.profileBytes`.
    /// - Throws: `InputFileError` saying why it can't be read (66), or that it is too large (65).
    public static func readFile(_ path: String) throws -> [UInt8] {
        try InputFile.read(path, limit: Limits.profileBytes, what: "a profile")
    }
}
