import Foundation
import Testing

/// Compares text with a golden file beside the tests (`Goldens/NAME`), the argument-parser way.
///
/// `DUOSIM_RECORD=missing` (default) records a missing file, `all` re-records every file,
/// `never` (CI) only compares. Recording still fails the test, so a reviewer sees it in the diff.
/// Goldens are compared byte for byte: captures have no trailing spaces by contract.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    let url = folder.appendingPathComponent(name)
    let mode = ProcessInfo.processInfo.environment["DUOSIM_RECORD"] ?? "missing"
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        if mode == "never" {
            Issue.record("Golden file \(name) is missing (DUOSIM_RECORD=never)", sourceLocation: sourceLocation)
        } else {
            record(text, to: url)
            Issue.record("Recorded golden file \(name); review it and run the tests again", sourceLocation: sourceLocation)
        }
        return
    }
    guard expected != text else { return }
    if mode == "all" {
        record(text, to: url)
        Issue.record("Re-recorded golden file \(name); review the diff and run the tests again", sourceLocation: sourceLocation)
        return
    }
    Issue.record("\(name) differs from its golden file (DUOSIM_RECORD=all re-records):\n\(lineDiff(expected, text))", sourceLocation: sourceLocation)
}

private func record(_ text: String, to url: URL) {
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? text.write(to: url, atomically: true, encoding: .utf8)
}

/// The lines that differ, numbered: `-` expected, `+` actual.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(a.count, b.count) {
        let left = index < a.count ? a[index] : nil, right = index < b.count ? b[index] : nil
        guard left != right else { continue }
        if let left { out.append(String(format: "%4d - ", index + 1) + left) }
        if let right { out.append(String(format: "%4d + ", index + 1) + right) }
        if out.count > 40 { out.append("…"); break }
    }
    return out.joined(separator: "\n")
}
