import Foundation
import PoseEngine
import TestSupport
import Testing

/// The profiles built into the binary are exactly the files in Profiles/.
@Suite("Embedded profiles")
struct EmbeddedProfileTests {
    static let folder = repositoryRoot.appendingPathComponent("Sources/PoseEngine/Profile/Embedded")
    static let header = """
        // swift-format-ignore-file
        // GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
        // Do not edit: edit the JSON files and regenerate; a test fails while they differ.

        """

    /// The Swift sources that embed Profiles/*.json and Profiles/apps/*.json, by file name: one
    /// per profile (`iphone-duo.json.swift`, `app-mail.json.swift`), and `EmbeddedProfiles.swift`
    /// listing them.
    static func generatedSources() throws -> [String: String] {
        var sources: [String: String] = [:]
        func entries(_ folder: String, kind: String, prefix: String) throws -> String {
            let url = repositoryRoot.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter {
                $0.hasSuffix(".json")
            }.sorted()
            var entries = ""
            for file in files {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                #expect(!text.contains("\"\"\"#"), "\(file) can't be embedded in a raw string")
                let name = String(file.dropLast(5))
                let constant =
                    kind
                    + name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
                        $0.prefix(1).uppercased() + $0.dropFirst()
                    }.joined()
                sources[prefix + file + ".swift"] =
                    header + """

                        extension EmbeddedProfiles {
                            /// `\(folder)/\(file)`.
                            static let \(constant) = #\"\"\"
                        \(text)\"\"\"#
                        }

                        """
                entries += "        EmbeddedProfile(name: \"\(name)\", json: \(constant)),\n"
            }
            return entries
        }
        let devices = try entries("Profiles", kind: "device", prefix: "")
        let apps = try entries("Profiles/apps", kind: "app", prefix: "app-")
        sources["EmbeddedProfiles.swift"] =
            header + """

                /// The profiles built in, so duosim runs with no files (users: `DeviceProfile.bundled`).
                package enum EmbeddedProfiles {
                    /// Device profiles by file name (without `.json`), as the text of the file.
                    package static let devices: [EmbeddedProfile] = [
                \(devices)    ]

                    /// Sample app profiles by file name (without `.json`), as the text of the file.
                    package static let apps: [EmbeddedProfile] = [
                \(apps)    ]
                }

                """
        return sources
    }

    @Test("Profile/Embedded/ is Profiles/*.json and Profiles/apps/*.json (DUOSIM_RECORD=all regenerates it)")
    func embeddedMatchesFiles() throws {
        let expected = try Self.generatedSources()
        let regenerate =
            "Profiles/ changed: run DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests, then rebuild"
        for (file, text) in expected.sorted(by: { $0.key < $1.key }) {
            if let message = compareWithFile(
                text, at: Self.folder.appendingPathComponent(file), named: file, regenerate: regenerate,
                recordMissing: true)
            {
                Issue.record(Comment(rawValue: message))
            }
        }
        // A profile removed from Profiles/ leaves no source behind.
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path) where expected[file] == nil {
            if RecordMode.current == .all {
                try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(file))
                Issue.record("Removed Profile/Embedded/\(file); run the tests again")
            } else {
                Issue.record("Profile/Embedded/\(file) embeds no profile of Profiles/ (\(regenerate))")
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
