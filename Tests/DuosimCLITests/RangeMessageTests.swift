import Foundation
import Runtime
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
}
