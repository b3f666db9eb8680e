import Foundation
import PoseEngineTesting

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

// MARK: - assertSnapshots

extension PoseMatrix {
    /// A text snapshot at every state of the matrix, compared with its file beside the test
    /// (`__Snapshots__/<test file>/<name>/<state>.txt`): a missing file is written (and the test
    /// fails once, so it is reviewed); a file that differs fails the test at the caller's line,
    /// listing the differing lines of each state, unified-diff style.
    ///
    /// Works under Swift Testing (an `Issue` at `fileID`/`filePath`/`line`/`column`) and XCTest
    /// (`XCTFail` at `file`/`line`) alike.
    /// - Parameters:
    ///   - name: the snapshots' folder, one a matrix (`"mail"`).
    ///   - record: when files are written; by default what `DUOSIM_RECORD` says (`missing`,
    ///     `all`, `never`), else `missing`.
    ///   - sections: `query`'s JSON and `render`'s picture (both by default).
    ///   - limit: how many lines of each difference the failure lists.
    /// - Returns: what was compared, for a test that looks further.
    @discardableResult
    public func assertSnapshots(
        named name: String, record: SnapshotRecording? = nil, sections: PoseSnapshot.Sections = .all, limit: Int = 40,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> SnapshotReport {
        let folder = snapshotFolder(forTestFile: "\(filePath)", named: name)
        let report = verifySnapshots(
            named: name, in: folder, record: record ?? .environment, sections: sections)
        if let message = report.message(limit: limit) {
            recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return report
    }
}

/// Records `message` as a failure of the running test at the given place: an `Issue` when a
/// Swift Testing test is running, else `XCTFail` (XCTest); printed where neither is.
func recordSnapshotFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
    #else
        print("\(filePath):\(line): error: \(message)")
    #endif
}
