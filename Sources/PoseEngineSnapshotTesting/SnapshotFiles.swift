import Foundation
import PoseEngineTesting

// MARK: - SnapshotRecording

/// When snapshot files are written: the project's own `DUOSIM_RECORD` words.
public enum SnapshotRecording: String, Hashable, Sendable, CaseIterable {
    /// The default: compare, and write a file that is missing (the test still fails, so the new
    /// file is reviewed).
    case missing
    /// Rewrite every file that differs (the test fails; review the diff before committing).
    case all
    /// Only compare (CI): a missing file fails too.
    case never

    /// What `DUOSIM_RECORD` asks for (`missing`, `all`, `never`); `missing` when unset or unknown.
    public static var environment: SnapshotRecording {
        ProcessInfo.processInfo.environment["DUOSIM_RECORD"].flatMap(SnapshotRecording.init(rawValue:)) ?? .missing
    }
}

// MARK: - SnapshotReport

/// What comparing a matrix's snapshots with their files found.
public struct SnapshotReport: Sendable {
    /// One state whose snapshot differs from its file.
    public struct Difference: Sendable {
        /// The state.
        public var pose: PoseCase
        /// The file.
        public var file: URL
        /// The differing lines, unified-diff style (`@@ -12,3 +12,3 @@`, `-` recorded, `+` now).
        public var diff: [String]
    }

    /// The name the snapshots were asked by.
    public var name: String
    /// The folder of their files.
    public var folder: URL
    /// How many states were compared.
    public var checked: Int
    /// The states whose file was written (missing, or rewritten under `.all`).
    public var recorded: [PoseCase] = []
    /// The states whose file was missing and not written (`.never`).
    public var missing: [PoseCase] = []
    /// The states whose snapshot differs from its file.
    public var differences: [Difference] = []
    /// Files in the folder that no state of the matrix has (a pose renamed, a variation dropped):
    /// they fail nothing; delete them when the matrix changed on purpose.
    public var stale: [URL] = []

    /// Whether every snapshot was there and equal.
    public var passed: Bool { recorded.isEmpty && missing.isEmpty && differences.isEmpty }

    /// The failure as a test records it: what was written, what is missing, and each difference's
    /// first `limit` lines (of the first three states); nil when it passed.
    public func message(limit: Int = 40) -> String? {
        guard !passed else { return nil }
        var lines: [String] = []
        let where_ = folder.path
        if !recorded.isEmpty {
            lines.append(
                "snapshots \"\(name)\": recorded \(recorded.count) of \(checked) in \(where_); review them and run the tests again"
            )
        }
        if !missing.isEmpty {
            lines.append(
                "snapshots \"\(name)\": \(missing.count) of \(checked) missing in \(where_) (DUOSIM_RECORD=missing records them)"
            )
            lines += missing.prefix(3).map { "  \($0)" }
        }
        if !differences.isEmpty {
            lines.append(
                "snapshots \"\(name)\": \(differences.count) of \(checked) differ in \(where_) (DUOSIM_RECORD=all records them again; review the diff)"
            )
            for difference in differences.prefix(3) {
                lines.append("\(difference.pose): \(difference.file.lastPathComponent)")
                lines.append("--- recorded")
                lines.append("+++ now")
                lines += difference.diff.prefix(limit)
                if difference.diff.count > limit { lines.append("… \(difference.diff.count - limit) more lines") }
            }
            if differences.count > 3 { lines.append("… and \(differences.count - 3) more states") }
        }
        if !stale.isEmpty {
            lines.append(
                "  (and \(stale.count) files no state has: \(stale.prefix(3).map(\.lastPathComponent).joined(separator: ", ")))"
            )
        }
        return lines.joined(separator: "\n")
    }
}

// MARK: - Comparing

extension PoseMatrix {
    /// Compares each state's `PoseSnapshot` with its file in `folder` (`<state>.txt`, named by
    /// `PoseSnapshot.fileName`), writing files as `record` says. Records no test failure: see
    /// `assertSnapshots`, which does.
    public func verifySnapshots(
        named name: String, in folder: URL, record: SnapshotRecording = .environment,
        sections: PoseSnapshot.Sections = .all
    ) -> SnapshotReport {
        var report = SnapshotReport(name: name, folder: folder, checked: states.count)
        var names = Set<String>()
        for pose in states {
            let text = PoseSnapshot.text(of: pose, in: self, sections: sections)
            let file = folder.appendingPathComponent(PoseSnapshot.fileName(of: pose) + ".txt")
            names.insert(file.lastPathComponent)
            guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
                if record == .never {
                    report.missing.append(pose)
                } else {
                    Self.write(text, to: file)
                    report.recorded.append(pose)
                }
                continue
            }
            guard recorded != text else { continue }
            if record == .all {
                Self.write(text, to: file)
                report.recorded.append(pose)
            } else {
                report.differences.append(.init(pose: pose, file: file, diff: unifiedDiff(recorded, text)))
            }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        report.stale = files.filter { $0.hasSuffix(".txt") && !names.contains($0) }.sorted().map {
            folder.appendingPathComponent($0)
        }
        return report
    }

    private static func write(_ text: String, to file: URL) {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }
}

/// The folder of a test file's snapshots: `__Snapshots__/<file name without .swift>/<name>`
/// beside it, as swift-snapshot-testing keeps them.
public func snapshotFolder(forTestFile filePath: String, named name: String) -> URL {
    let file = URL(fileURLWithPath: filePath)
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent).appendingPathComponent(name)
}
