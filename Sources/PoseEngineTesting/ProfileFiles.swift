#if canImport(Foundation)
    import Foundation
    import PoseEngine

    // MARK: - Profiles from files

    extension DeviceProfile {
        /// Reads and decodes a device profile file: the one entry point for a profile on disk
        /// (`Bundle.module.url(forResource:withExtension:)` in a test target, or any path).
        ///
        /// ```swift
        /// let mine = try DeviceProfile(contentsOf: URL(fileURLWithPath: "Profiles/mine.json"))
        /// ```
        /// - Throws: `DataError` naming the JSON path of what is wrong, or the file when it is larger
        ///   than `Limits.profileBytes`; Foundation's error when it can't be read.
        public init(contentsOf url: URL) throws {
            self = try DeviceProfile.decode(ProfileFile.read(url), file: url.path)
        }
    }

    extension AppProfile {
        /// Reads and decodes an app profile file (see `DeviceProfile.init(contentsOf:)`).
        ///
        /// ```swift
        /// let app = try AppProfile(contentsOf: try #require(Bundle.module.url(forResource: "app", withExtension: "json")))
        /// ```
        public init(contentsOf url: URL) throws {
            self = try AppProfile.decode(ProfileFile.read(url), file: url.path)
        }
    }

    /// A profile's bytes, read with the bound duosim reads them with.
    enum ProfileFile {
        static func read(_ url: URL) throws -> Data {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: Limits.profileBytes + 1) ?? Data()
            guard data.count <= Limits.profileBytes else {
                throw DataError(
                    file: url.path, location: "$",
                    reason: "more than \(Limits.profileBytes >> 20) MiB: too large for a profile")
            }
            return data
        }
    }
#endif
