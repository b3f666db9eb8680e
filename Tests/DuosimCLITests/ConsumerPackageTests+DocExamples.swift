import DuosimCLI
import Foundation
import TestSupport
import Testing

/// Every ```` ```swift ```` block of the pages a library user reads — the README, Docs/LIBRARY.md
/// and the DocC articles in `Sources/*/*.docc` — compiled in the consumer package's `DocExamples`
/// target by the same `swift build`, each in a file of its own whose lines are the page's
/// (`#sourceLocation`): a broken example fails the consumer test naming its page and line.
///
/// A block is compiled as written, with the imports it shows and no others (the target has
/// `MemberImportVisibility`, so a file sees only what it imports); a block that shows no import
/// is a part of a test file and gets the imports a test file has. Declarations (a block with a
/// `func`, `@Test`, `struct`… at its left edge) stand in a struct of their own, statements in a
/// function's body. A manifest's lines (`// Package.swift`, `.package(`, `.product(`) are not
/// compiled: their dependency line is checked against the version instead. A block fenced
/// without `swift` is text, not code (the Apple-only examples).
extension ConsumerPackageTests {
    /// An example: where it is, and its code.
    struct DocBlock: Equatable {
        /// The page, from the repository's root.
        var page: String
        /// The 1-based line of the block's first line of code on its page.
        var line: Int
        var code: String

        /// A manifest's lines rather than Swift a target compiles.
        var isManifest: Bool {
            let first = code.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) ?? ""
            return first.hasPrefix("// Package.swift") || first.hasPrefix(".package(") || first.hasPrefix(".product(")
                || first.hasPrefix("dependencies:")
        }

        /// The name of its file and struct in `DocExamples`: `Docs_LIBRARY_md_43`.
        var name: String {
            String("\(page)_\(line)".map { $0.isLetter || $0.isNumber ? $0 : "_" })
        }
    }

    /// The pages whose examples are library code.
    static var documentedPages: [String] {
        let catalogs =
            (try? FileManager.default.subpathsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Sources").path))
            ?? []
        return ["README.md", "Docs/LIBRARY.md"]
            + catalogs.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.sorted().map { "Sources/\($0)" }
    }

    /// The ```` ```swift ```` blocks of `text`, the page at `page`.
    static func swiftBlocks(in text: String, page: String) -> [DocBlock] {
        var blocks: [DocBlock] = [], code: [Substring]?, start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fence = line.trimmingCharacters(in: .whitespaces)
            if code == nil, fence == "```swift" {
                (code, start) = ([], index + 2)
            } else if let lines = code, fence == "```" {
                blocks.append(DocBlock(page: page, line: start, code: lines.joined(separator: "\n")))
                code = nil
            } else {
                code?.append(line)
            }
        }
        return blocks
    }

    /// Every documented page's examples.
    static func docBlocks() throws -> [DocBlock] {
        try documentedPages.flatMap { page in
            swiftBlocks(
                in: try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8), page: page)
        }
    }

    /// The imports a test file has, for a block that shows none.
    static let testFileImports = [
        "Foundation", "PoseEngine", "PoseEngineSnapshotTesting", "PoseEngineTesting", "Testing",
    ]

    /// The Swift file `block` is compiled as: its imports first, then its code at its page's lines.
    static func exampleFile(_ block: DocBlock) -> String {
        let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.filter { $0.hasPrefix("import ") }.map { $0.dropFirst("import ".count) }
        // An import stays a line (an empty one) so the lines after it keep their numbers.
        let body = lines.map { $0.hasPrefix("import ") ? "" : String($0) }.joined(separator: "\n")
        let declarations = lines.contains { line in
            ["@", "func ", "struct ", "class ", "final class ", "enum "].contains { line.hasPrefix($0) }
        }
        var file = (imports.isEmpty ? testFileImports : imports.map(String.init)).map { "import \($0)\n" }.joined()
        file += "\n// \(block.page), line \(block.line)\nstruct \(block.name) {\n"
        file += declarations ? "" : "func example() async throws {\n"
        file += "#sourceLocation(file: \"\(block.page)\", line: \(block.line))\n\(body)\n#sourceLocation()\n"
        file += declarations ? "}\n" : "}\n}\n"
        return file
    }

    /// The consumer's `DocExamples` target: one file per example, and the `Profiles` folder the
    /// profile-loading example reads through `Bundle.module`.
    static func writeDocExamples(to package: URL) throws -> [DocBlock] {
        let blocks = try docBlocks().filter { !$0.isManifest }
        let folder = package.appendingPathComponent("Sources/DocExamples")
        for block in blocks {
            try writeFile(exampleFile(block), to: folder.appendingPathComponent("\(block.name).swift"))
        }
        try writeFile(snapshotProfile, to: folder.appendingPathComponent("Profiles/my-app.json"))
        return blocks
    }

    /// The consumer manifest's target for the examples: compiled by `swift build`, never run.
    static let docExamplesTarget = """
                .target(
                    name: "DocExamples",
                    dependencies: [
                        .product(name: "PoseEngine", package: "duosim"),
                        .product(name: "PoseEngineTesting", package: "duosim"),
                        .product(name: "PoseEngineSnapshotTesting", package: "duosim"),
                    ],
                    resources: [.copy("Profiles")],
                    swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),

        """

    /// The examples the compiler complained about in `output`: `Docs/LIBRARY.md:47:5: error: …`
    /// named as `Docs/LIBRARY.md, the example at line 43: line 47:5: error: …`.
    static func brokenExamples(in output: String, blocks: [DocBlock]) -> [String] {
        var broken: [String] = []
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let number = Int(parts[1]) else { continue }
            let page = String(parts[0]).replacingOccurrences(of: repositoryRoot.path + "/", with: "")
            let block = blocks.last { $0.page == page && $0.line <= number }
            guard let block else { continue }
            let entry = "\(page), the example at line \(block.line): line \(parts[1]):\(parts[2]):\(parts[3])"
            // The compiler says it again for each file it compiles in the batch: once is enough.
            if !broken.contains(entry) { broken.append(entry) }
        }
        return broken
    }

    @Test(
        "Every swift block of the README, LIBRARY.md and the DocC articles is compiled by the consumer package, at its page's lines"
    )
    func docBlocksAreCompiled() throws {
        let blocks = try Self.docBlocks()
        #expect(Set(blocks.map(\.page)).isSuperset(of: ["README.md", "Docs/LIBRARY.md"]))
        #expect(blocks.contains { $0.page.hasSuffix("PoseEngine.docc/GettingStarted.md") && !$0.isManifest })
        #expect(blocks.contains { $0.page.hasSuffix("PoseEngine.docc/TestingAtEveryPose.md") && !$0.isManifest })
        for block in blocks {
            let page = try String(contentsOf: repositoryRoot.appendingPathComponent(block.page), encoding: .utf8)
            let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
            // The first line of code is where the compiler will say it is.
            #expect(lines[block.line - 1] == block.code.split(separator: "\n", omittingEmptySubsequences: false)[0])
            // A manifest's dependency line pins the release this checkout is.
            if block.isManifest, block.code.contains(".package(url:") {
                #expect(block.code.contains("from: \"\(Duosim.version)\")"), "\(block.page):\(block.line)")
            }
        }
        let file = Self.exampleFile(DocBlock(page: "Docs/X.md", line: 7, code: "import PoseEngine\nlet x = 1"))
        #expect(file.hasPrefix("import PoseEngine\n\n") && file.contains("func example() async throws {\n"))
        #expect(file.contains("#sourceLocation(file: \"Docs/X.md\", line: 7)\n\nlet x = 1\n#sourceLocation()"))
        let error = "Docs/X.md:8:9: error: cannot find 'y' in scope"
        let output = "\(error)\n/x/Sources/DocExamples/a.swift:1:1: warning: w\n\(error)"
        #expect(
            Self.brokenExamples(in: output, blocks: [DocBlock(page: "Docs/X.md", line: 7, code: "")])
                == ["Docs/X.md, the example at line 7: line 8:9: error: cannot find 'y' in scope"])
    }
}
