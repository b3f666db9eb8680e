import FileIO
import Foundation
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The key map is the one source of the hint line, the help, `tui --help` and the README's table.
@Suite("Key table")
struct KeyTableTests {
    static let start =
        "<!-- keys: KeyMap.markdownTable; a test keeps this table current (DUOSIM_RECORD=all rewrites it) -->"
    static let end = "<!-- /keys -->"

    @Test("Docs/UI.md's keys table is the key map's (DUOSIM_RECORD=all rewrites it)")
    func readmeTable() throws {
        let profile = try #require(ProfileLoader.bundledDevice())
        let url = repositoryRoot.appendingPathComponent("Docs/UI.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let fresh = try #require(
            replacingSection(
                of: readme, between: Self.start, and: Self.end, with: KeyMap(profile: profile).markdownTable),
            "Docs/UI.md has no keys table between \(Self.start) and \(Self.end)")
        if let message = compareWithFile(fresh, at: url, named: "Docs/UI.md's keys table") {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test("A profile's pose can't take a key the UI binds: the reserved keys are the table's own")
    func reservedKeysAreTheTables() throws {
        let profile = try #require(ProfileLoader.bundledDevice())
        var bound: Set<Character> = []
        for binding in KeyMap(profile: profile).bindings {
            if case .pose = binding.action { continue }
            for case .character(let key) in binding.keys { bound.insert(key) }
        }
        #expect(bound == Set(KeyMap.reservedKeys.keys))
        #expect(bound.contains("q") && bound.contains("?"))
        for key in bound { #expect(KeyMap.reservedReason(key) != nil, "\(key)") }
        #expect(KeyMap.reservedReason("\u{3}") != nil, "Ctrl-C")
        for key: Character in ["1", "9", "Q", "é", " "] { #expect(KeyMap.reservedReason(key) == nil, "\(key)") }
        #expect(throws: Never.self) { try KeyMap.checkPoseKeys(of: profile, file: "iphone-duo") }
    }

    @Test("A pose with one of the UI's keys (q, Ctrl-C, ?, an overlay's letter) is refused naming the field")
    func poseTakingAUIKey() throws {
        let bundled = try #require(ProfileLoader.bundledDevice())
        for (key, words) in [("q", "quit"), ("?", "help"), ("\u{3}", "control character"), ("u", "controls")] {
            var profile = bundled
            profile.poses[2].key = key
            do {
                try KeyMap.checkPoseKeys(of: profile, file: "bad.json")
                Issue.record("\(key) was taken")
            } catch let error as DataError {
                #expect(error.file == "bad.json" && error.location == "$.poses[2].key", "\(key)")
                #expect(
                    error.reason.contains(words) && error.reason.contains("a pose can't take it"), "\(error.reason)")
                #expect(!error.description.contains("\u{3}"), "the message writes a control character escaped")
            }
        }
    }

    @Test("Every binding's keys are in the help, and every pose of the profile has its key")
    func helpCoversBindings() throws {
        let profile = try #require(ProfileLoader.bundledDevice())
        let map = KeyMap(profile: profile)
        let help = map.helpText
        for binding in map.bindings {
            if case .pose = binding.action { continue }  // one row for all: `1-5`
            for word in binding.label.split(separator: " ") {
                #expect(help.contains(word), "the help doesn't show \(word) (\(binding.help))")
            }
        }
        #expect(KeyMap.hints(for: profile) == map.hints, "the renderer's hint line and the map's differ")
        let keys = profile.poses.compactMap(\.key?.first)
        #expect(help.contains("\(keys.first!)-\(keys.last!)"))
        for pose in profile.poses where pose.key != nil {
            #expect(map.action(for: .character(pose.key!.first!)) == .pose(pose.id))
        }
    }
}
