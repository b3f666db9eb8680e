import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// Issue 38: one range per setting, the same in every message. Every `Set` duosim knows is given
/// numbers on both sides of any range and between (whole, fractional, negative, huge), in a tape
/// that starts in the UI and one that starts at the prompt, and checked whole (`--validate`, which
/// also runs the checks made after parsing): every message that names a range names the same one.
@Suite("Tapes: a setting's range is written one way")
struct RangeMessageTests {
    static let probes = ["-1", "0", "0.5", "1", "4", "19", "20", "1000", "1001", "100000", "100001", "1e9"]

    @Test("Every setting's out-of-range messages name one range, whatever the value and the dialect")
    func oneRangePerSetting() throws {
        let folder = try temporaryFolder()
        let tape = folder.appendingPathComponent("t.tape")
        var ranges: [String: Set<String>] = [:]
        for setting in TapeSetting.all.map(\.name) {
            for probe in Self.probes {
                for start in ["Key Right\n", "Type \"duosim\"\nEnter\n"] {
                    try "Set \(setting) \(probe)\n\(start)".write(to: tape, atomically: true, encoding: .utf8)
                    let result = runInProcess(["record", tape.path, "--validate"])
                    for line in result.stderr.split(separator: "\n") {
                        guard let found = line.range(of: "Set \(setting): ") else { continue }
                        let rest = line[found.upperBound...]
                        guard let outside = rest.range(of: " is outside ") else { continue }
                        let range = rest[outside.upperBound...].split(separator: ":", maxSplits: 1).first.map(
                            String.init)
                        ranges[setting, default: []].insert(range ?? "")
                    }
                }
            }
        }
        #expect(ranges.keys.contains("Width") && ranges.keys.contains("Height") && ranges.keys.contains("Framerate"))
        for (setting, written) in ranges.sorted(by: { $0.key < $1.key }) {
            #expect(written.count == 1, "Set \(setting) writes its range \(written.count) ways: \(written.sorted())")
        }
    }

    /// The range a message names: what follows `is outside ` or `must be within `.
    static func range(in message: String) -> String? {
        for marker in [" is outside ", " must be within "] {
            guard let found = message.range(of: marker) else { continue }
            return String(message[found.upperBound...].prefix { "-0123456789.…".contains($0) })
        }
        return nil
    }

    /// Runs `words` (in `folder`) and the range its one message names ("" when it names none).
    static func named(_ words: [String], tape: String? = nil, in folder: URL) throws -> String {
        if let tape {
            try tape.write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        }
        let result = try runBinary(words, in: folder)
        #expect([64, 65].contains(result.status), "\(words): \(result.stderr)")
        return range(in: result.stderr) ?? "none in: \(result.stderr)"
    }

    @Test("A setting's range reads the same from the command line, a tape and a profile (angles, terminal sizes)")
    func oneRangeAcrossPaths() throws {
        let folder = try temporaryFolder()
        var device = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        device = device.replacingOccurrences(of: "\"closedAtMost\": 5", with: "\"closedAtMost\": 200")
        try device.write(to: folder.appendingPathComponent("device.json"), atomically: true, encoding: .utf8)
        let validate = ["record", "t.tape", "--validate"]
        let angles = [
            try Self.named(["render", "--angle", "200"], in: folder),
            try Self.named(["sweep", "--from", "-1"], in: folder),
            try Self.named(["query", "--angle", "180.5"], in: folder),
            try Self.named(validate, tape: "Hinge 200\n", in: folder),
            try Self.named(validate, tape: "Sweep 0 181 1s\n", in: folder),
            try Self.named(["query", "--profile", "device.json"], in: folder),
        ]
        #expect(Set(angles) == [Limits.describe(Limits.angle)], "\(angles)")
        let cells = [
            try Self.named(["render", "--size", "1001x40"], in: folder),
            try Self.named(["render", "--size", "40x0"], in: folder),
            try Self.named(["demo", "--size", "0x40", "-o", "d.html"], in: folder),
            try Self.named(validate, tape: "Resize 1001 40\n", in: folder),
            try Self.named(validate, tape: "Resize 40 0\n", in: folder),
        ]
        #expect(Set(cells) == [Limits.describe(Limits.terminalCells)], "\(cells)")
    }
    @Test("The hinge's range is written once, in Limits: no 0…180 in the app's code")
    func hingeRangeOnce() throws {
        // A bound of the hinge's range as code writes one: `...180`, `180...`, `180.0`, `(180)`,
        // `min(180`. Comments and strings (a help's words, "180°") don't count.
        let bound = try Regex(#"(\.\.\.|\.\.<)\s*180\b|\b180\s*(\.\.\.|\.\.<)|\b180\.0\b|[(,:=]\s*180\s*[),]|min\(180"#)
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("PoseEngine") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let bare = code.replacing(try Regex(#""([^"\\]|\\.)*""#), with: "\"\"")
                if bare.contains(bound) {
                    Issue.record("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }
}
