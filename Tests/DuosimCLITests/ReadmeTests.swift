import Foundation
import Testing

/// The README's examples are real output, and stay so.
@Suite("README examples")
struct ReadmeTests {
    static let readme = (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test("The examples equal what the commands print now", arguments: [
        ["render"], ["query", "--pose", "book", "--split"], ["sweep", "--split"],
    ])
    func example(words: [String]) {
        let output = runInProcess(words).stdout
        #expect(!output.isEmpty)
        #expect(Self.readme.contains(output.trimmingCharacters(in: .newlines)), "README.md's example of duosim \(words.joined(separator: " ")) is stale")
    }

    @Test("The README names the two commands")
    func commands() {
        #expect(Self.readme.contains("swift run duosim"))
        #expect(Self.readme.contains("swift test"))
    }
}

extension ReadmeTests {
    @Test("The audit example is current")
    func audit() {
        let output = runInProcess(["audit", "hud"]).stdout
        #expect(Self.readme.contains(output.trimmingCharacters(in: .newlines)), "README.md's audit example is stale")
    }
}
