import Foundation
import TestSupport
import Testing

/// The library's documentation builds as `.ci/docs.sh` builds it — the toolchain's `docc convert`
/// over the catalogs in `Sources/<Module>/<Module>.docc` and the symbol graphs of the modules this
/// `swift test` built — with no warning (docc's `--warnings-as-errors`): a broken symbol link, a
/// topic naming a symbol that is gone, an undocumented parameter each fail here. Skipped, and it
/// says so, where the toolchain has no docc.
@Suite("The library's documentation")
struct DocumentationTests {
    static let docc = Toolchain.tool("docc")
    static let extractor = Toolchain.tool("swift-symbolgraph-extract")
    static let modules = Toolchain.builtModules

    /// Each module's archive and the pages a reader opens first, by their paths in it.
    static let pages = [
        "PoseEngine": ["poseengine", "poseengine/gettingstarted", "poseengine/testingateverypose"],
        "PoseEngineTesting": ["poseenginetesting", "poseenginetesting/posematrix"],
        "PoseEngineSnapshotTesting": ["poseenginesnapshottesting", "poseenginesnapshottesting/snapshotreport"],
    ]

    @Test(
        "The DocC catalogs build with docc, without a warning, into archives a static server can host, and into one site",
        .enabled(
            if: docc != nil && extractor != nil && modules != nil,
            "skipped: no docc or swift-symbolgraph-extract on the PATH (they come with the Swift toolchain), or no built module"
        ))
    func buildsWithoutWarnings() async throws {
        let modules = try #require(Self.modules)
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", repositoryRoot.appendingPathComponent(".ci/docs.sh").path, output.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DUOSIM_DOCS_MODULES"] = modules.path
        process.environment = environment
        // Seconds of docc: off the threads the other tests run on.
        let result = try await offThePool { try runToEnd(process, stdin: nil) }
        let log = result.stdout + result.stderr
        #expect(result.status == 0, ".ci/docs.sh failed:\n\(log.suffix(4000))")
        #expect(!log.contains("warning:"), "docc warned:\n\(log.suffix(4000))")
        // The three as one site (docc merge): a landing page, and each module's pages in it.
        let site = output.appendingPathComponent("duosim.doccarchive")
        for path in ["documentation/index.html"]
            + Self.pages.values.flatMap { $0 }.map { "documentation/\($0)/index.html" }
        {
            #expect(
                FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "duosim: no \(path)")
        }
        for (module, paths) in Self.pages {
            let archive = output.appendingPathComponent("\(module).doccarchive")
            for path in paths {
                let data = archive.appendingPathComponent("data/documentation/\(path).json")
                #expect(FileManager.default.fileExists(atPath: data.path), "\(module): no page \(path)")
                // --transform-for-static-hosting: a folder with an index.html for each page.
                let html = archive.appendingPathComponent("documentation/\(path)/index.html")
                #expect(FileManager.default.fileExists(atPath: html.path), "\(module): no \(path)/index.html")
            }
        }
    }
}
