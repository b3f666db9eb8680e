import Foundation
import TestSupport
import Testing

/// The README's and the Docs pages' examples are real output, and stay so.
@Suite("README examples")
struct ReadmeTests {
    static let readme =
        (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    /// Where the README's long sections went (each linked from it): examples live in one of these.
    static let pages = ["UI", "COMMANDS", "RECORDING", "PROFILES", "DESIGNERS", "CI"]
    /// The README and those pages, one after another.
    static let documentation =
        readme
        + pages.map {
            (try? String(contentsOf: repositoryRoot.appendingPathComponent("Docs/\($0).md"), encoding: .utf8)) ?? ""
        }.joined(separator: "\n")

    @Test(
        "The examples equal what the commands print now",
        arguments: [
            ["render"], ["query", "--pose", "book", "--split"], ["sweep", "--split"],
        ])
    func example(words: [String]) {
        let output = runInProcess(words).stdout
        #expect(!output.isEmpty)
        #expect(
            Self.documentation.contains(output.trimmingCharacters(in: .newlines)),
            "the documentation's example of duosim \(words.joined(separator: " ")) is stale")
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
        #expect(
            Self.documentation.contains(output.trimmingCharacters(in: .newlines)),
            "the documentation's audit example is stale")
    }
}

extension ReadmeTests {
    /// The fenced block that follows `marker` in the README.
    static func block(after marker: String) -> String? {
        let text = documentation
        guard let range = text.range(of: marker),
            let open = text.range(of: "```", range: range.upperBound..<text.endIndex)
        else { return nil }
        let bodyStart = text[open.upperBound...].firstIndex(of: "\n").map { text.index(after: $0) } ?? open.upperBound
        guard let close = text.range(of: "```", range: bodyStart..<text.endIndex) else { return nil }
        return String(text[bodyStart..<close.lowerBound])
    }

    @Test("The VHS-style tape in the README records, its Wait holds, and the stdin example prints a frame")
    func vhsExamples() throws {
        let tape = try #require(Self.block(after: "A tape written for [VHS]"))
        #expect(tape.contains("Type \"duosim --pose laptop --app mail\"") && tape.contains("Wait"))
        let folder = try temporaryFolder()
        try tape.write(to: folder.appendingPathComponent("demo.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "demo.tape", "-o", "demo"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["demo.cast", "demo.txt", "laptop-split.svg"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo/\(name)").path))
        }
        #expect(result.stderr.isEmpty, "a hidden build is silent; FontSize sizes the terminal: \(result.stderr)")

        let piped = try runBinary(["record", "-", "--stdout"], in: folder, stdin: "Output \"x.txt\"\nKey Right 3\n")
        #expect(Self.documentation.contains(#"printf 'Output "x.txt"\nKey Right 3\n' | duosim record - --stdout"#))
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("130° · partiallyOpen"))
        #expect(Self.documentation.contains("duosim record Screenshots/gallery.tape -o Screenshots --check"))
    }
}

extension ReadmeTests {
    @Test(
        "The vocabulary examples are what the commands print now",
        arguments: [
            (["query", "--vocabulary", "apple"], "  \"apple\": {"),
            (["query", "--vocabulary", "android"], "  \"android\": {"),
            (["query", "--vocabulary", "flutter", "--rtl", "--inner-camera"], ""),
            (["query", "--vocabulary", "web", "--pose", "laptop", "--inner-camera"], ""),
            (["query", "--css"], ""),
        ])
    func vocabularyExamples(words: [String], from marker: String) throws {
        let output = runInProcess(words).stdout
        let start = marker.isEmpty ? output.startIndex : try #require(output.range(of: marker)).lowerBound
        let excerpt = String(output[start...]).trimmingCharacters(in: .newlines)
        #expect(!excerpt.isEmpty)
        #expect(
            Self.documentation.contains(excerpt),
            "the documentation's example of duosim \(words.joined(separator: " ")) is stale")
    }
}

extension ReadmeTests {
    @Test("Nothing in the repository points at a file outside it; the Docs it names exist")
    func selfContained() throws {
        let tracked = try spawn(["git", "-C", repositoryRoot.path, "ls-files"], capture: true).split(separator: "\n")
        #expect(tracked.count > 50)
        // Spelled in parts, so this file doesn't hold the paths it looks for.
        let outside = [".." + "/" + "shared", "shared" + "/" + "spec"]
        for file in tracked {
            guard
                let text = try? String(contentsOf: repositoryRoot.appendingPathComponent(String(file)), encoding: .utf8)
            else { continue }
            for path in outside {
                #expect(!text.contains(path), "\(file) points outside the repository (\(path)); point it at Docs/")
            }
        }
        for doc in ["Docs/DOMAIN.md", "Docs/CONTRACT.md", "Docs/ARCHITECTURE.md"] {
            #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(doc).path), "\(doc)")
            #expect(Self.readme.contains(doc))
        }
    }
}

extension ReadmeTests {
    @Test("The PoseEngine example in the README is the test file that runs")
    func poseEngineExample() throws {
        let file = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/PoseEngineTests/ReadmeExampleTests.swift"),
            encoding: .utf8)
        let code = try #require(file.range(of: "/// The app's own layout rule").map { String(file[$0.lowerBound...]) })
        #expect(
            Self.readme.contains(code.trimmingCharacters(in: .newlines)),
            "README.md's PoseEngine example differs from ReadmeExampleTests.swift")
    }
}
