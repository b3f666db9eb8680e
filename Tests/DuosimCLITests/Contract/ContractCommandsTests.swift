import Foundation
import PoseEngine
import TestSupport
import Testing

/// Docs/CONTRACT.md's command lines and pose-option table say what each command's option table
/// (its `--help`) holds.
@Suite("CONTRACT's commands")
struct ContractCommandsTests {
    /// The options a command's `--help` lists (its option table), without `-h`/`--help`.
    static func helpOptions(_ command: String) -> Set<String> {
        let help = runInProcess([command, "--help"]).stdout
        var options = Set<String>()
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            let head = line.dropFirst(2).prefix { $0 != " " || false }
            for name in head.split(separator: ",") where name.hasPrefix("-") { options.insert(String(name)) }
            if line.hasPrefix("  -o, --output") { options.insert("--output") }
        }
        return options.subtracting(["-h", "--help", "-h,"])
    }

    /// The options CONTRACT's command block writes for `command` (its line and the lines under it).
    static func contractOptions(_ command: String, contract: String) -> Set<String> {
        let block = contract.components(separatedBy: "## Commands").last?.components(separatedBy: "```")[1] ?? ""
        var lines: [Substring] = []
        var inside = false
        for line in block.split(separator: "\n") {
            if line.hasPrefix("duosim ") {
                inside = line.hasPrefix("duosim \(command) ") || line == "duosim \(command)"
            }
            if inside { lines.append(line) }
        }
        let words = lines.joined(separator: " ").split { " []|".contains($0) }
        return Set(words.filter { $0.hasPrefix("-") && $0.count > 1 && $0 != "-" }.map { String($0) })
    }

    /// `query`'s options that aren't pose options.
    static let queryOwnOptions: Set<String> = ["--vocabulary", "--close-window", "--open-window", "--css", "--compact"]

    @Test("Each command's line names exactly the options its table has (pose options as [pose options])")
    func commandLines() {
        let contract = ContractTests.contract
        let pose = Self.helpOptions("query").subtracting(Self.queryOwnOptions)
        for command in [
            "tui", "query", "render", "record", "sweep", "audit", "demo", "bench", "profiles", "completions",
        ] {
            var table = Self.helpOptions(command)
            if contract.contains("duosim \(command.padding(toLength: 6, withPad: " ", startingAt: 0)) [pose options]") {
                table.subtract(pose)
            }
            table.remove("--output")
            let written = Self.contractOptions(command, contract: contract).subtracting(["--output"])
            #expect(written == table, "\(command): CONTRACT \(written.sorted()) vs --help \(table.sorted())")
        }
    }

    @Test("The pose-option table lists every pose option, and the bundled apps")
    func poseTable() {
        let contract = ContractTests.contract
        let table =
            contract.components(separatedBy: "## Pose options").last?.components(separatedBy: "\n## ").first ?? ""
        let pose = Self.helpOptions("query").subtracting(Self.queryOwnOptions)
        for option in pose { #expect(table.contains("| `\(option)"), "\(option) in CONTRACT's pose-option table") }
        #expect(table.contains("(bundled: \(AppProfile.bundledNames.joined(separator: ", ")))"))
    }
}
