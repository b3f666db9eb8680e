import Foundation
import TestSupport
import Testing

/// Foundation alone doubles a Swift process's memory on Linux (issue 16), so the binary's targets read
/// JSON, files and the environment without it. The tests may use it; the product may not.
@Suite("No Foundation in the product")
struct FoundationFreeTests {
    @Test("No source of the binary imports Foundation or any part of it")
    func noImports() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        // The test kit and its snapshots are libraries for other packages' tests, never linked
        // into the binary.
        for file in files where !file.hasPrefix("PoseEngineTesting/") && !file.hasPrefix("PoseEngineSnapshotTesting/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where Self.importsFoundation(line) {
                Issue.record("Sources/\(file): \(line)")
            }
        }
    }

    /// An import of Foundation or a part of it, however written: indented (inside an `#if`),
    /// with an attribute, of one declaration, or FoundationEssentials.
    static func importsFoundation(_ line: Substring) -> Bool {
        line.contains(
            #/
            ^ \s* (@\w+ \s+)* import \s+ ((typealias|struct|class|enum|protocol|let|var|func) \s+)? Foundation\w* (\. | \s | $)
            /#)
    }

    @Test("An import of Foundation is found however it is written")
    func importForms() {
        for line in [
            "import Foundation", "    import Foundation", "@preconcurrency import Foundation",
            "import struct Foundation.URL", "\timport FoundationEssentials", "@_implementationOnly import Foundation",
        ] {
            #expect(Self.importsFoundation(Substring(line)), "\(line)")
        }
        for line in ["import FileIO", "// import Foundation", "let x = \"import Foundation\"", "import Found"] {
            #expect(!Self.importsFoundation(Substring(line)), "\(line)")
        }
    }

    @Test("The built binary loads no Foundation library")
    func noFoundationLibrary() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") else {
            return print("skipped: /usr/bin/ldd isn't here, so the libraries the binary loads weren't listed")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [duosimBinary.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.contains("libc.so"), "ldd printed: \(output)")
        #expect(!output.contains("Foundation"), "ldd printed: \(output)")
    }
}
