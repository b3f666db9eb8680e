import Foundation
import PoseEngine
import TestSupport
import Testing

/// The profiles built into the binary are exactly the files in Profiles/.
@Suite("Embedded profiles")
struct EmbeddedProfileTests {
    static let sourcePath = repositoryRoot.appendingPathComponent("Sources/PoseEngine/Profile/EmbeddedProfiles.swift")

    /// The Swift source that embeds every device profile in Profiles/.
    static func generatedSource() throws -> String {
        func entries(_ folder: URL) throws -> String {
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
        let devices = try entries(repositoryRoot.appendingPathComponent("Profiles"))
        let apps = try entries(repositoryRoot.appendingPathComponent("Profiles/apps"))
        return """
            // swift-format-ignore-file
            // GENERATED from Profiles/*.json and Profiles/apps/*.json by
            // `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
            // Do not edit: edit the JSON files and regenerate; a test fails while they differ.

            /// The profiles built in, so duosim runs with no files (users: `DeviceProfile.bundled`).
            package enum EmbeddedProfiles {
                /// Device profiles by file name (without `.json`), as the text of the file.
                package static let devices: [(name: String, json: String)] = [
            \(devices)    ]

                /// Sample app profiles by file name (without `.json`), as the text of the file.
                package static let apps: [(name: String, json: String)] = [
            \(apps)    ]
            }

            """
    }

    @Test("EmbeddedProfiles.swift matches Profiles/*.json (DUOSIM_RECORD=all regenerates it)")
    func embeddedMatchesFiles() throws {
        let expected = try Self.generatedSource()
        if let message = compareWithFile(
            expected, at: Self.sourcePath, named: "EmbeddedProfiles.swift",
            regenerate:
                "Profiles/ changed: run DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests, then rebuild")
        {
            Issue.record(Comment(rawValue: message))
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
