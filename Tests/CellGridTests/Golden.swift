import Foundation
import TestSupport
import Testing

/// Compares text with a golden file beside the tests (`Goldens/NAME`), the argument-parser way.
///
/// `DUOSIM_RECORD=missing` (default) records a missing file, `all` re-records every file,
/// `never` (CI) only compares. Recording still fails the test, so a reviewer sees it in the diff.
/// Goldens are compared byte for byte: captures have no trailing spaces by contract.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name)")
    if let message = compareWithFile(
        text, at: url, named: "Golden file \(name)", regenerate: "DUOSIM_RECORD=all re-records", recordMissing: true)
    {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
