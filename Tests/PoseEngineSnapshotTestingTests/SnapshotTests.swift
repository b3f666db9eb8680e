import Foundation
import PoseEngine
import PoseEngineSnapshotTesting
import PoseEngineTesting
import Testing

/// Text snapshots at every state of a matrix: recorded beside this file, verified, and a
/// changed profile failing at the caller's line with the differing lines.
@Suite("Snapshots at every pose", .serialized)
struct SnapshotTests {
    /// Mail in book, Split View off and on: two states, three windows.
    static func mailInBook(_ device: DeviceProfile? = nil) throws -> PoseMatrix {
        let duo = try #require(DeviceProfile.bundled())
        let mail = try #require(AppProfile.bundled("mail"))
        return try PoseMatrix(device: device ?? duo, app: mail, poses: ["book"], varying: [.splitView])
    }

    @Test("The recorded snapshots of Mail in book verify (a file a state, beside this test)")
    func recordedSnapshotsVerify() throws {
        let report = try Self.mailInBook().assertSnapshots(named: "mail-book")
        #expect(report.checked == 2 && report.passed)
        let files = try FileManager.default.contentsOfDirectory(atPath: report.folder.path).sorted()
        #expect(files == ["book-127-landscape-split-view.txt", "book-127-landscape.txt"])
        #expect(
            report.folder.path.hasSuffix("Tests/PoseEngineSnapshotTestingTests/__Snapshots__/SnapshotTests/mail-book"))
    }

    @Test("A changed profile fails at the caller's line, listing the differing lines of each state")
    func changedProfileFailsAtTheCallersLine() throws {
        let duo = try #require(DeviceProfile.bundled())
        let moved = try Self.mailInBook(duo.withFold(.vertical(x: 400)))
        var report: SnapshotReport?
        let line = #line + 2
        withKnownIssue("the fold moved to x = 400") {
            report = moved.assertSnapshots(named: "mail-book", record: .never)
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SnapshotTests.swift"
                && comment.contains("snapshots \"mail-book\": 2 of 2 differ")
                && comment.contains("--- recorded\n+++ now\n@@ -")
        }
        let differences = try #require(report?.differences)
        #expect(differences.map(\.pose.description) == ["book 127° landscape", "book 127° landscape, Split View"])
        // The fold's frame in the query's JSON: 455.5 (475.5 less its 20 pt margin) recorded, 380 now.
        let diff = try #require(differences.first).diff
        #expect(diff.contains { $0.hasPrefix("-") && $0.contains("455.5") })
        #expect(diff.contains { $0.hasPrefix("+") && $0.contains("380") })
        #expect(diff.first?.hasPrefix("@@ -") == true)
        // Nothing was written: the recorded files are as they were.
        let folder = try #require(report?.folder)
        #expect(try Self.mailInBook().verifySnapshots(named: "mail-book", in: folder, record: .never).passed)
    }

    @Test("A missing snapshot is written and fails once; with .never it only fails")
    func missingSnapshots() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let matrix = try Self.mailInBook()
        let never = matrix.verifySnapshots(named: "m", in: folder, record: .never)
        #expect(never.missing.count == 2 && never.recorded.isEmpty)
        #expect(never.message()?.contains("2 of 2 missing") == true)
        let first = matrix.verifySnapshots(named: "m", in: folder, record: .missing)
        #expect(first.recorded.count == 2 && !first.passed)
        #expect(first.message()?.contains("recorded 2 of 2") == true)
        #expect(matrix.verifySnapshots(named: "m", in: folder, record: .never).passed)
        // A file no state has is named, and fails nothing.
        try "old".write(to: folder.appendingPathComponent("boook-127-landscape.txt"), atomically: true, encoding: .utf8)
        let stale = matrix.verifySnapshots(named: "m", in: folder, record: .never)
        #expect(stale.passed && stale.stale.map(\.lastPathComponent) == ["boook-127-landscape.txt"])
    }

    @Test("A unified diff: hunks with their line numbers and two lines of context")
    func unifiedDiffHunks() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj", new = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk"
        #expect(
            unifiedDiff(old, new) == [
                "@@ -2,5 +2,5 @@", " b", " c", "-d", "+D", " e", " f", "@@ -9,2 +9,3 @@", " i", " j", "+k",
            ])
        #expect(unifiedDiff(old, old).isEmpty)
    }

    @Test("A state's file name is its description in lowercase words")
    func fileNames() throws {
        let states = try PoseStates(#require(DeviceProfile.bundled()))
        let names = states.map(PoseSnapshot.fileName(of:))
        #expect(Set(names).count == states.count)
        #expect(names.contains("book-127-landscape-split-view-right-to-left-inner-camera"))
    }
}
