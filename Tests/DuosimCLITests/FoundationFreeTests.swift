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
            for line in text.split(separator: "\n") where line.hasPrefix("import Foundation") {
                Issue.record("Sources/\(file): \(line)")
            }
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
