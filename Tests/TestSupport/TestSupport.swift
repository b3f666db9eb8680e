import Foundation

// Helpers every test target shares. Foundation only (no Testing import): each returns a message
// for the caller to record, so this target builds with the product and links into any test.

/// The repository's root folder (this file is Tests/TestSupport/TestSupport.swift).
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What `DUOSIM_RECORD` asks of tests that compare with generated files.
public enum RecordMode: String, Sendable {
    /// The default: compare, and write a file that is missing (goldens only).
    case missing
    /// Rewrite every file that differs (review the diff before committing).
    case all
    /// Only compare (CI).
    case never

    /// The mode the environment asks for; `missing` when unset or unknown.
    public static var current: RecordMode {
        ProcessInfo.processInfo.environment["DUOSIM_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .missing
    }
}

/// Compares `text` with the file at `url`.
///
/// Returns nil when they are equal; otherwise what the test should record: the file was (re)written
/// (under `DUOSIM_RECORD=all`, or when missing and `recordMissing`), or a line diff and `regenerate`,
/// the way to bring the file up to date. Writing still fails the test, so a reviewer reads the diff.
public func compareWithFile(
    _ text: String, at url: URL, named name: String, regenerate: String = "DUOSIM_RECORD=all regenerates it",
    recordMissing: Bool = false, mode: RecordMode = .current
) -> String? {
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        if recordMissing && mode != .never {
            write(text, to: url)
            return "Recorded \(name); review it and run the tests again"
        }
        return "\(name) is missing (\(regenerate))"
    }
    guard expected != text else { return nil }
    if mode == .all {
        write(text, to: url)
        return "Regenerated \(name); review the diff and run the tests again"
    }
    return "\(name) is stale (\(regenerate)):\n\(lineDiff(expected, text))"
}

/// Compares a picture's `bytes` with the file at `url` as `record --check` does: equal when the
/// bytes are, or when `samePixels` says both decode to the same pixels. Rewritten as `compareWithFile`.
public func comparePictureWithFile(
    _ bytes: [UInt8], at url: URL, named name: String, mode: RecordMode = .current,
    samePixels: ([UInt8], [UInt8]) -> Bool
) -> String? {
    let expected = (try? Data(contentsOf: url)).map { [UInt8]($0) }
    if let expected, expected == bytes || samePixels(expected, bytes) { return nil }
    if mode == .all {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(bytes).write(to: url, options: .atomic)
        return "Regenerated \(name); look at the picture and run the tests again"
    }
    return expected == nil
        ? "\(name) is missing (DUOSIM_RECORD=all regenerates it)"
        : "\(name) is stale: its pixels differ (DUOSIM_RECORD=all regenerates it)"
}

private func write(_ text: String, to url: URL) {
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? text.write(to: url, atomically: true, encoding: .utf8)
}

/// The lines that differ, from `CollectionDifference`: `-` a line of `expected` (its number there),
/// `+` a line of `actual` (its number there). An inserted line marks only itself, not every line after.
public func lineDiff(_ expected: String, _ actual: String, limit: Int = 40) -> String {
    let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
    let difference = new.difference(from: old).inferringMoves()
    var removed = Set<Int>(), inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var out: [String] = []
    var i = 0, j = 0
    while i < old.count || j < new.count {
        if out.count >= limit {
            out.append("… (\(removed.count + inserted.count) changed lines in all)")
            break
        }
        if i < old.count, removed.contains(i) {
            out.append(String(format: "%4d - ", i + 1) + old[i])
            i += 1
        } else if j < new.count, inserted.contains(j) {
            out.append(String(format: "%4d + ", j + 1) + new[j])
            j += 1
        } else {
            i += 1
            j += 1
        }
    }
    return out.joined(separator: "\n")
}

/// Replaces what lies between the line `start` and the line `end` in `text` with `body`;
/// nil when either marker is missing.
public func replacingSection(of text: String, between start: String, and end: String, with body: String) -> String? {
    guard let open = text.range(of: start + "\n"),
        let close = text.range(of: end, range: open.upperBound..<text.endIndex)
    else { return nil }
    return String(text[..<open.upperBound]) + body + "\n" + String(text[close.lowerBound...])
}

// MARK: - Seeded randomness

/// Deterministic numbers from a seed (SplitMix64): a randomized test that fails names its seed
/// and fails the same way again.
public struct SplitMix64: Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 when `n` is 0).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}

/// The line (from 1) where the entry `"id": "ID"` is written in a profile of the repository
/// (`Profiles/apps/hud.json`), as a reviewer finds it; 0 when it isn't there.
public func profileLine(of id: String, in file: String = "Profiles/apps/hud.json") -> Int {
    let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains("\"id\": \"\(id)\"") } ?? -1) + 1
}

/// The line and column (from 1; columns in Unicode scalars, as duosim counts them) where `needle`
/// first starts in `text`; (0, 0) when it isn't there.
public func textPosition(of needle: String, in text: String) -> (line: Int, column: Int) {
    guard let range = text.range(of: needle) else { return (0, 0) }
    let before = text[..<range.lowerBound]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
}
