import DuosimCLI
import Foundation
import TestSupport
import Testing

/// What an iOS team does first: a package of its own that depends on duosim by the release tag
/// the README's line names (`.upToNextMinor(from: Duosim.version)`, on a clone of this checkout's
/// HEAD tagged with it, as a release is), with its own `Scene` and `LayoutDirection` (as SwiftUI has) in a module it imports beside PoseEngine
/// and the test kit, running Docs/LIBRARY.md's tests as the page shows them, the kit's audit
/// check on an app whose only faults are the side column and the safe area, and snapshots at
/// every pose (Swift Testing and XCTest) that record, verify, then fail at their call with the
/// diff once the app's profile changes.
@Suite("A package that depends on duosim")
struct ConsumerPackageTests {
    static let library =
        (try? String(contentsOf: repositoryRoot.appendingPathComponent("Docs/LIBRARY.md"), encoding: .utf8)) ?? ""

    /// The Swift code of LIBRARY.md's "Four tests".
    static var fourTests: String? {
        guard let section = library.range(of: "## Four tests"),
            let open = library.range(of: "```swift\n", range: section.upperBound..<library.endIndex),
            let close = library.range(of: "\n```", range: open.upperBound..<library.endIndex)
        else { return nil }
        return String(library[open.upperBound..<close.lowerBound])
    }

    @Test("Docs/LIBRARY.md's four tests are LibraryExampleTests.swift, which swift test runs here")
    func pageShowsTheFile() throws {
        let file = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/PoseEngineTestingTests/LibraryExampleTests.swift"),
            encoding: .utf8)
        let code = try #require(file.range(of: "/// A toolbar button").map { String(file[$0.lowerBound...]) })
        #expect(Self.fourTests == code.trimmingCharacters(in: .newlines))
    }

    @Test(
        "A package depending on duosim by its release tag builds and passes LIBRARY.md's tests beside its own Scene and LayoutDirection, and the kit's audit check fails its floating button",
        .enabled(if: ProcessInfo.processInfo.environment["DUOSIM_SKIP_SLOW"] == nil, "skipped: DUOSIM_SKIP_SLOW is set")
    )
    func consumerPackage() async throws {
        let code = try #require(Self.fourTests)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The dependency is a clone named duosim, tagged as a release is: what the README's line
        // resolves against. It holds HEAD, so commit what you want this test to see; the tag is
        // moved to HEAD (-f) where the clone brought the real release's tag along.
        let clone = folder.appendingPathComponent("duosim")
        for step in [
            ["clone", "--quiet", "--no-hardlinks", repositoryRoot.path, clone.path],
            [
                "-C", clone.path, "-c", "user.name=duosim", "-c", "user.email=duosim@localhost", "tag", "-f", "-a",
                Duosim.version, "-m", "duosim \(Duosim.version)",
            ],
        ] {
            let git = try Self.run("git", step)
            try #require(git.status == 0, "git \(step.joined(separator: " ")) failed:\n\(git.output)")
        }
        let app = folder.appendingPathComponent("FoldApp")
        let manifest = Self.manifest.replacingOccurrences(
            of: #".package(path: "../duosim")"#,
            with: #".package(url: "\#(clone.absoluteString)", .upToNextMinor(from: "\#(Duosim.version)"))"#
        ).replacingOccurrences(
            of: "        .target(name: \"AppUI\"),\n",
            with: "        .target(name: \"AppUI\"),\n" + Self.docExamplesTarget)
        try write(manifest, to: app.appendingPathComponent("Package.swift"))
        try write(Self.appUI, to: app.appendingPathComponent("Sources/AppUI/AppUI.swift"))
        try write(Self.imports + code + "\n", to: app.appendingPathComponent("Tests/FoldAppTests/LibraryTests.swift"))
        try write(Self.imports + Self.namesTest, to: app.appendingPathComponent("Tests/FoldAppTests/NamesTests.swift"))
        try write(Self.imports + Self.auditTest, to: app.appendingPathComponent("Tests/FoldAppTests/AuditTests.swift"))
        let snapshotLines = try Self.writeSnapshotTests(
            try #require(Self.snapshotTest), to: app.appendingPathComponent("Tests/FoldAppTests"))
        let examples = try Self.writeDocExamples(to: app)

        // Minutes of waiting for another swift: off the threads the other tests run on.
        let build = try await offThePool { try Self.swift(["build", "--package-path", app.path, "--build-tests"]) }
        let broken = Self.brokenExamples(in: build.output, blocks: examples)
        try #require(broken.isEmpty, "examples in the docs don't compile:\n\(broken.joined(separator: "\n"))")
        try #require(build.status == 0, "swift build failed:\n\(build.output.suffix(3000))")
        try await Self.recordSnapshots(app)
        let test = try await offThePool { try Self.swift(["test", "--package-path", app.path, "--skip-build"]) }
        #expect(test.status == 0, "swift test failed:\n\(test.output.suffix(3000))")
        for name in [
            "composeIsNeverUnderTheFold()", "theComposeSheetStaysOffTheFold()", "splitViewContentClearsTheFold()",
            "mailPassesTheAudit()", "ownNamesBesidePoseEngine()", "floatingButtonFailsTheAudit()",
            "misspeltPoseThrows()", "myAppAtEveryPose()",
        ] {
            #expect(test.output.contains("Test \(name) passed"), "\(name) didn't pass:\n\(test.output.suffix(2000))")
        }
        #expect(test.output.contains("Test Case 'SnapshotXCTests.testAppInBook' passed"), "\(test.output.suffix(2000))")
        try await Self.changedProfileFails(app, lines: snapshotLines)
    }

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "FoldApp",
            platforms: [.iOS(.v16), .macOS(.v13)],
            dependencies: [.package(path: "../duosim")],
            targets: [
                .target(name: "AppUI"),
                .testTarget(
                    name: "FoldAppTests",
                    dependencies: [
                        "AppUI",
                        .product(name: "PoseEngine", package: "duosim"),
                        .product(name: "PoseEngineTesting", package: "duosim"),
                        .product(name: "PoseEngineSnapshotTesting", package: "duosim"),
                    ],
                    exclude: ["__Snapshots__", "my-app.json"]),
            ]
        )

        """

    /// SwiftUI's names, in a module of the app's own.
    static let appUI = """
        public struct Scene: Equatable {
            public var title: String
            public init(title: String) { self.title = title }
        }

        public enum LayoutDirection: Equatable {
            case leftToRight, rightToLeft
        }

        """

    static let imports = "import AppUI\nimport PoseEngine\nimport PoseEngineTesting\nimport Testing\n\n"

    static let namesTest = """
        @Test func ownNamesBesidePoseEngine() throws {
            let scene = Scene(title: "Mail")
            let direction = LayoutDirection.rightToLeft
            let duo = try #require(DeviceProfile.bundled())
            var state = duo.state(at: duo.defaultPose)
            state.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
            let poseScene: PoseScene = Engine(profile: duo).scene(for: state)
            #expect(scene.title == "Mail" && poseScene.layoutDirection == .rightToLeft)
        }

        """

    /// The team's own app: a floating button at 90 % × 90 % of the window beside its bars, clear
    /// of the fold and cameras but under the side column and outside the safe area. The kit's
    /// audit check fails naming both (and the fold-and-cameras check passes); a misspelt pose throws.
    static let auditTest = #"""
        let floater = """
            {"name": "floater", "source": "assumed: the team's app",
             "toolbar": [{"id": "edit", "title": "Edit", "placement": "topBar", "group": "edit"},
                         {"id": "trash", "title": "Trash", "placement": "bottomBar", "group": "triage"}],
             "controls": [{"id": "fab", "group": "floating", "fraction": {"x": 0.9, "y": 0.9},
                           "size": {"width": 56, "height": 56}}]}
            """

        @Test func floatingButtonFailsTheAudit() throws {
            let duo = try #require(DeviceProfile.bundled())
            let app = try AppProfile.decode(Array(floater.utf8), file: "floater.json")
            let matrix = try PoseMatrix(device: duo, app: app)
            try matrix.requireClearOfFoldAndCameras("the floating button") { window in
                window.layout?.controls.first { $0.spec.id == "fab" }?.frame
            }
            let failure = try #require(throws: AuditCheckFailure.self) { try matrix.requireAuditPasses() }
            #expect(Set(failure.findings.map(\.rule)) == [.control(.sideBar), .control(.safeArea)])
            #expect(failure.findings.allSatisfy { $0.element == "fab" && !$0.places.isEmpty })
            #expect(failure.description.contains("error control fab, rule sideBar: under the side column by"))
            #expect(failure.description.contains("error control fab, rule safeArea: "))
        }

        @Test func misspeltPoseThrows() throws {
            let duo = try #require(DeviceProfile.bundled())
            let error = try #require(throws: PoseNameError.self) { try PoseMatrix(device: duo, poses: ["boook"]) }
            #expect(error.unknown == ["boook"])
        }

        """#

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `swift` with `arguments`, standard output and error together.
    static func swift(_ arguments: [String]) throws -> Outcome { try run("swift", arguments) }

    /// Runs `program` (found on PATH) with `arguments`, standard output and error together.
    static func run(_ program: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        // The consumer package is a team's own: how this suite records its goldens (DUOSIM_RECORD)
        // isn't the team's setting for its snapshots.
        var environment = ProcessInfo.processInfo.environment
        environment["DUOSIM_RECORD"] = nil
        process.environment = environment
        let log = try temporaryFolder().appendingPathComponent("swift.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: log.deletingLastPathComponent())
        return Outcome(status: process.terminationStatus, output: output)
    }

    struct Outcome: Sendable {
        var status: Int32
        var output: String
    }
}
