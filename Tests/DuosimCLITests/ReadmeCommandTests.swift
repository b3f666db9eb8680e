import Foundation
import TestSupport
import Testing

/// The README is for the first ten minutes: short, every command in it runs, every link lands.
@Suite("README: commands and links")
struct ReadmeCommandTests {
    /// The README's fenced blocks of a language (`sh`: commands the test runs; `shell`: setup —
    /// packages and builds — that `.ci/run` itself performs).
    static func blocks(_ language: String, in text: String) -> [(line: Int, body: String)] {
        var found: [(line: Int, body: String)] = []
        var fence: (language: String, line: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard var open = fence else {
                if line.hasPrefix("```") { fence = (String(line.dropFirst(3)), index + 2, []) }
                continue
            }
            if line.hasPrefix("```") {
                if open.language == language { found.append((open.line, open.lines.joined(separator: "\n"))) }
                fence = nil
            } else {
                open.lines.append(String(line))
                fence = open
            }
        }
        return found
    }

    @Test("The README fits the first ten minutes: at most 300 lines")
    func length() {
        let lines = ReadmeTests.readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines; move the long text to Docs/")
    }

    @Test("Every sh block in the README runs: no command exits with a usage, data or file error")
    func commandsRun() throws {
        let blocks = Self.blocks("sh", in: ReadmeTests.readme)
        #expect(blocks.count >= 5, "the README's sh blocks weren't found")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The repository's files the commands name, where a reader's clone has them.
        for name in ["Profiles", "Screenshots", "Schemas"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(name), withDestinationURL: repositoryRoot.appendingPathComponent(name)
            )
        }
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let binFolder = duosimBinary.deletingLastPathComponent().path
        // `swift build` is the build these tests run from; `--show-bin-path` names its folder.
        let prelude = """
            swift() { case " $* " in *" --show-bin-path "*) echo \(shellQuote(binFolder)) ;; esac; }
            export HOME=\(shellQuote(home.path)) PATH=\(shellQuote(home.path + "/.local/bin:" + binFolder)):"$PATH"

            """
        for block in blocks {
            var script = prelude
            for (offset, line) in block.body.split(separator: "\n").enumerated() {
                script += "\(line)\n"
                script +=
                    "s=$?; if [ $s -gt 1 ]; then echo \"README.md:\(block.line + offset): exit $s\" >&2; exit 1; fi\n"
            }
            let result = try runShell(script, in: folder)
            #expect(result.status == 0, "README.md's block at line \(block.line): \(result.stderr.suffix(600))")
        }
        // The PATH block installed the binary where it says.
        #expect(FileManager.default.isExecutableFile(atPath: home.path + "/.local/bin/duosim"))
    }

    @Test("Every relative link in the README and Docs/ lands on a file")
    func links() throws {
        var pages = ["README.md"]
        let docs = repositoryRoot.appendingPathComponent("Docs")
        pages += try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.map {
            "Docs/" + $0
        }
        let link = /\]\(([^)\s#]+)(#[^)\s]*)?\)/
        for page in pages {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
            let base = repositoryRoot.appendingPathComponent(page).deletingLastPathComponent()
            for match in text.matches(of: link) {
                let target = String(match.1)
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let path = base.appendingPathComponent(target).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: path), "\(page) links to \(target), which isn't there")
            }
        }
    }
}
