import Foundation
import PoseEngine
import TestSupport
import Testing

/// The profiles built into the binary are exactly the files in Profiles/.
@Suite("Embedded profiles")
struct EmbeddedProfileTests {
    static let sourcePath = repositoryRoot.appendingPathComponent("Sources/PoseEngine/Profile/EmbeddedProfiles.swift")
    static let appsPath = repositoryRoot.appendingPathComponent(
        "Sources/PoseEngine/Profile/EmbeddedProfiles+Apps.swift")

    /// The entries of every profile in `folder`, as Swift source.
    static func entries(_ folder: URL) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }.sorted()
        var entries = ""
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("\"\"\"#"), "\(file) can't be embedded in a raw string")
            entries += "        (\"\(file.dropLast(5))\", #\"\"\"\n\(text)\"\"\"#),\n"
        }
        return entries
    }

    static let header = """
        // swift-format-ignore-file
        // GENERATED from Profiles/*.json and Profiles/apps/*.json by
        // `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
        // Do not edit: edit the JSON files and regenerate; a test fails while they differ.
        """

    /// The Swift source that embeds every device profile in Profiles/.
    static func generatedSource() throws -> String {
        let devices = try entries(repositoryRoot.appendingPathComponent("Profiles"))
        return """
            \(header)

            /// The profiles built in, so duosim runs with no files (users: `DeviceProfile.bundled`).
            package enum EmbeddedProfiles {
                /// Device profiles by file name (without `.json`), as the text of the file.
                package static let devices: [(name: String, json: String)] = [
            \(devices)    ]
            }

            """
    }

    /// The Swift source that embeds every sample app profile in Profiles/apps/ (a file of its own,
    /// so neither file outgrows the house rules as profiles are added).
    static func generatedApps() throws -> String {
        let apps = try entries(repositoryRoot.appendingPathComponent("Profiles/apps"))
        return """
            \(header)

            extension EmbeddedProfiles {
                /// Sample app profiles by file name (without `.json`), as the text of the file.
                package static let apps: [(name: String, json: String)] = [
            \(apps)    ]
            }

            """
    }

    @Test("EmbeddedProfiles.swift matches Profiles/*.json (DUOSIM_RECORD=all regenerates it)")
    func embeddedMatchesFiles() throws {
        for (expected, path) in [
            (try Self.generatedSource(), Self.sourcePath), (try Self.generatedApps(), Self.appsPath),
        ] {
            if let message = compareWithFile(
                expected, at: path, named: path.lastPathComponent,
                regenerate:
                    "Profiles/ changed: run DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests, then rebuild")
            {
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    @Test("Each embedded profile decodes and equals its file")
    func embeddedDecodes() throws {
        for entry in EmbeddedProfiles.devices {
            let file = repositoryRoot.appendingPathComponent("Profiles/\(entry.name).json")
            let fromFile = try DeviceProfile.decode(Data(contentsOf: file), file: file.path)
            let embedded = try DeviceProfile.decode(Data(entry.json.utf8), file: entry.name)
            #expect(fromFile == embedded)
        }
        #expect(DeviceProfile.bundled() != nil && DeviceProfile.bundled("no-such-device") == nil)
        for entry in EmbeddedProfiles.apps {
            let file = repositoryRoot.appendingPathComponent("Profiles/apps/\(entry.name).json")
            #expect(
                try AppProfile.decode(Data(contentsOf: file), file: file.path)
                    == AppProfile.decode(Data(entry.json.utf8), file: entry.name))
        }
    }
}
