import CellGrid
import FileIO
import PoseEngine
import Reports
import Runtime
import Simulator

// MARK: - --check, --stdout, --junit

extension RecordCommand {
    /// One file the tape writes, compared with the one on disk.
    struct FileCheck {
        var target: String
        /// Why it differs (a diff, decoded screens, "missing"), or nil when identical.
        var difference: String?
    }

    /// `--check` and `--stdout`: the files stay in memory; nothing is written (but a JUnit report).
    func runInMemory(_ tape: TapeInput, facts: TapeFacts, console: Console) throws -> ExitStatus {
        let sink = MemorySink()
        let recording = try replay(tape, facts: facts, into: sink)
        if toStdout {
            guard sink.files.count == 1, let file = sink.files.first else {
                let names = sink.files.map(\.path).joined(separator: ", ")
                throw CLIError.usage(
                    "--stdout needs a tape with exactly one output (it writes \(sink.files.count)\(names.isEmpty ? "" : ": \(names)"))",
                    command: Self.name)
            }
            report(recording, wrote: ["standard output"], console: console)
            console.out(file.text)
            return .success
        }
        report(recording, wrote: sink.files.map { resolve($0.path) }, verb: "checked", console: console)
        let checks = sink.files.map { check($0.path, $0.bytes) }
        if let junit { try OutputFile.write(JUnitReport.xml(tape: scriptName, checks: checks), to: junit, force: true) }
        let differing = checks.filter { $0.difference != nil }
        if differing.isEmpty {
            console.out("\(checks.count) file\(checks.count == 1 ? "" : "s") checked, all identical\n")
            return .success
        }
        console.out(InertText.block(differing.compactMap(\.difference).joined()))
        console.report(
            "\(differing.count) of \(checks.count) file\(checks.count == 1 ? "" : "s") differ from \(scriptName) (run without --check, with --force, to update them)"
        )
        return .findings
    }

    /// `path` inside the output folder.
    func resolve(_ path: String) -> String {
        outputFolder == "." ? path : PathText.join(outputFolder, path)
    }

    func check(_ path: String, _ bytes: [UInt8]) -> FileCheck {
        let target = resolve(path)
        guard let onDisk = FileSystem.contents(of: target) else {
            return FileCheck(target: target, difference: "missing: \(target) (the tape writes \(bytes.count) bytes)\n")
        }
        guard onDisk != bytes else { return FileCheck(target: target) }
        let format = OutputFormat.of(path: path)
        if format?.check == .pixels {
            let difference = PictureDiff.make(old: onDisk, new: bytes, name: target, isGIF: format?.name == "gif")
            return FileCheck(target: target, difference: difference)
        }
        let old = String(decoding: onDisk, as: UTF8.self)
        let text = String(decoding: bytes, as: UTF8.self)
        if format?.check == .screens, let old = CastScreens(old), let new = CastScreens(text) {
            return FileCheck(target: target, difference: ScreenDiff.make(old: old, new: new, name: target))
        }
        return FileCheck(
            target: target,
            difference: UnifiedDiff.make(
                old: old, new: text, oldName: "a/\(target)", newName: "b/\(target)", limit: 200))
    }
}

// MARK: - ScreenDiff

/// Two recordings compared as the screens they show: which frames differ, when, and which rows.
enum ScreenDiff {
    /// Frames shown in full before the rest are only counted.
    static let frameLimit = 5

    static func make(old: CastScreens, new: CastScreens, name: String) -> String {
        var out = "--- a/\(name) (decoded screens)\n+++ b/\(name) (decoded screens)\n"
        if (old.width, old.height) != (new.width, new.height) {
            out += "size: \(old.width)×\(old.height) on disk, \(new.width)×\(new.height) from the tape\n"
        }
        var shown = 0
        var differing = 0
        for index in 0..<max(old.frames.count, new.frames.count) {
            let a = index < old.frames.count ? old.frames[index] : nil
            let b = index < new.frames.count ? new.frames[index] : nil
            guard a != b else { continue }
            differing += 1
            guard shown < frameLimit else { continue }
            shown += 1
            out += frame(index, a, b, of: new.frames.count)
        }
        if differing > shown { out += "… \(differing - shown) more differing frames not shown\n" }
        if old.end != new.end {
            out += "ends at \(formatDecimals(old.end, 3)) s on disk, \(formatDecimals(new.end, 3)) s from the tape\n"
        } else if differing == 0 {
            out += "the same screens at the same times; only the escape sequences differ\n"
        }
        if old.frames.count != new.frames.count {
            out += "frames: \(old.frames.count) on disk, \(new.frames.count) from the tape\n"
        }
        return out
    }

    static func frame(_ index: Int, _ a: CastScreens.Frame?, _ b: CastScreens.Frame?, of count: Int) -> String {
        func time(_ frame: CastScreens.Frame?) -> String {
            guard let frame else { return "none" }
            return formatDecimals(frame.time, 3) + " s"
        }
        guard let a, let b else {
            return "@@ frame \(index + 1): \(a == nil ? "only from the tape" : "only on disk"), at \(time(a ?? b)) @@\n"
        }
        func line(_ rows: [String], _ row: Int) -> String? { row < rows.count ? rows[row] : nil }
        let rows: [Int] = (0..<max(a.rows.count, b.rows.count)).filter { line(a.rows, $0) != line(b.rows, $0) }
        var out = "@@ frame \(index + 1) of \(count), at \(time(b))"
        if a.time != b.time { out += " (on disk at \(time(a)))" }
        out += rows.isEmpty ? ": the same rows @@\n" : ": rows \(rowList(rows)) differ @@\n"
        for row in rows.prefix(12) {
            out += "-\(pad(row + 1)) │\(row < a.rows.count ? a.rows[row] : "")\n"
            out += "+\(pad(row + 1)) │\(row < b.rows.count ? b.rows[row] : "")\n"
        }
        if rows.count > 12 { out += "  … \(rows.count - 12) more rows\n" }
        return out
    }

    static func pad(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 3 - text.count)) + text
    }

    /// `3, 5–7, 12` (rows count from 1).
    static func rowList(_ rows: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < rows.count {
            var end = index
            while end + 1 < rows.count, rows[end + 1] == rows[end] + 1 { end += 1 }
            parts.append(end == index ? "\(rows[index] + 1)" : "\(rows[index] + 1)–\(rows[end] + 1)")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }
}

// MARK: - JUnitReport

/// `record --check --junit FILE`: one test case a file, failed with its difference, as CI
/// systems show test results.
enum JUnitReport {
    static func xml(tape: String, checks: [RecordCommand.FileCheck]) -> String {
        let failures = checks.filter { $0.difference != nil }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(checks.count)\" failures=\"\(failures)\">\n"
        out +=
            "  <testsuite name=\"duosim record --check \(XMLText.escape(tape))\" tests=\"\(checks.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for check in checks {
            out += "    <testcase classname=\"\(XMLText.escape(tape))\" name=\"\(XMLText.escape(check.target))\""
            guard let difference = check.difference else {
                out += "/>\n"
                continue
            }
            let summary = difference.hasPrefix("missing") ? "missing" : "differs from what the tape writes"
            out +=
                ">\n      <failure message=\"\(XMLText.escape(check.target)) \(summary)\">\(XMLText.escape(difference))</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
