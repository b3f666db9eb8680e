import Foundation
import TestSupport
import Testing

/// The consumer package's snapshots: LIBRARY.md's snapshot test as the page shows it (Swift
/// Testing) and one in XCTest, over an app profile in a file beside them that the test changes.
extension ConsumerPackageTests {
    /// The Swift code of LIBRARY.md's snapshot test.
    static var snapshotTest: String? {
        guard let open = library.range(of: "```swift\n/// The app at every pose"),
            let close = library.range(of: "\n```", range: open.upperBound..<library.endIndex)
        else { return nil }
        return String(library[library.index(open.lowerBound, offsetBy: 9)..<close.lowerBound])
    }

    @Test("Docs/LIBRARY.md's snapshot test is LibrarySnapshotExampleTests.swift, which swift test runs here")
    func pageShowsTheSnapshotFile() throws {
        let file = try String(
            contentsOf: repositoryRoot.appendingPathComponent(
                "Tests/PoseEngineSnapshotTestingTests/LibrarySnapshotExampleTests.swift"),
            encoding: .utf8)
        let code = try #require(file.range(of: "/// The app at every pose").map { String(file[$0.lowerBound...]) })
        #expect(Self.snapshotTest == code.trimmingCharacters(in: .newlines))
    }

    /// The tests that take snapshots, for `swift test --filter`.
    static let snapshotFilter = "myAppAtEveryPose|SnapshotXCTests"

    /// The app's profile the snapshots are of: a floating button at 90 % × 90 % beside its bars.
    static let snapshotProfile = """
        {"name": "floater", "source": "assumed: the team's app",
         "toolbar": [{"id": "edit", "title": "Edit", "placement": "topBar", "group": "edit"},
                     {"id": "trash", "title": "Trash", "placement": "bottomBar", "group": "triage"}],
         "controls": [{"id": "fab", "group": "floating", "fraction": {"x": 0.9, "y": 0.9},
                       "size": {"width": 56, "height": 56}}]}

        """

    static let snapshotImports = "import Foundation\nimport PoseEngineSnapshotTesting\n"

    /// The same check under XCTest: Mail-like app in book, Split View off and on.
    static let snapshotXCTest = """
        import Foundation
        import PoseEngine
        import PoseEngineSnapshotTesting
        import PoseEngineTesting
        import XCTest

        final class SnapshotXCTests: XCTestCase {
            func testAppInBook() throws {
                let duo = try XCTUnwrap(DeviceProfile.bundled())
                let profile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("my-app.json")
                let matrix = try PoseMatrix(device: duo, app: AppProfile(contentsOf: profile), poses: ["book"], varying: [.splitView])
                matrix.assertSnapshots(named: "xctest")
            }
        }

        """

    /// The 1-based line of the first line of `text` holding `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// Writes the snapshot tests and the profile into the package at `tests` (its test folder).
    static func writeSnapshotTests(_ code: String, to tests: URL) throws -> (swiftTesting: Int, xcTest: Int) {
        let example = snapshotImports + imports + code + "\n"
        try writeFile(example, to: tests.appendingPathComponent("SnapshotExampleTests.swift"))
        try writeFile(snapshotXCTest, to: tests.appendingPathComponent("SnapshotXCTests.swift"))
        try writeFile(snapshotProfile, to: tests.appendingPathComponent("my-app.json"))
        return (
            try #require(line(of: "assertSnapshots(", in: example)),
            try #require(line(of: "assertSnapshots(", in: snapshotXCTest))
        )
    }

    /// The first run records the snapshots (and fails, so they are reviewed): ten states of
    /// Swift Testing's, two of XCTest's.
    static func recordSnapshots(_ app: URL) async throws {
        let record = try await offThePool {
            try swift(["test", "--package-path", app.path, "--skip-build", "--filter", snapshotFilter])
        }
        #expect(record.status != 0, "a first snapshot run records and fails:\n\(record.output.suffix(2000))")
        #expect(record.output.contains("snapshots \"my-app\": recorded 10 of 10"), "\(record.output.suffix(2000))")
        #expect(record.output.contains("snapshots \"xctest\": recorded 2 of 2"), "\(record.output.suffix(2000))")
    }

    /// With the floating button moved in the profile, both fail at their call with the diff.
    static func changedProfileFails(_ app: URL, lines: (swiftTesting: Int, xcTest: Int)) async throws {
        let profile = app.appendingPathComponent("Tests/FoldAppTests/my-app.json")
        try writeFile(snapshotProfile.replacingOccurrences(of: "\"x\": 0.9", with: "\"x\": 0.5"), to: profile)
        let changed = try await offThePool {
            try swift(["test", "--package-path", app.path, "--skip-build", "--filter", snapshotFilter])
        }
        let output = changed.output
        #expect(changed.status != 0, "a changed profile fails:\n\(output.suffix(2000))")
        #expect(
            output.contains("recorded an issue at SnapshotExampleTests.swift:\(lines.swiftTesting):"),
            "Swift Testing's failure isn't at the call:\n\(output.suffix(3000))")
        #expect(
            output.contains("SnapshotXCTests.swift:\(lines.xcTest): error"),
            "XCTest's failure isn't at the call:\n\(output.suffix(3000))")
        #expect(output.contains("snapshots \"my-app\": 10 of 10 differ"), "\(output.suffix(2000))")
        #expect(output.contains("snapshots \"xctest\": 2 of 2 differ"), "\(output.suffix(2000))")
        // The floating button's frame in the closed landscape state's query JSON, then and now.
        #expect(output.contains("--- recorded") && output.contains("@@ -65,5 +65,5 @@"), "\(output.suffix(2000))")
        #expect(output.contains(#"-          "frame": {"x": 567.8, "y": 391.4, "width": 56, "height": 56},"#))
        #expect(output.contains(#"+          "frame": {"x": 303, "y": 391.4, "width": 56, "height": 56},"#))
    }

    static func writeFile(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
