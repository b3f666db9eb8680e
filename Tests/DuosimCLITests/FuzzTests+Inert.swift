import Foundation
import PoseEngine
import TestSupport

// MARK: - Inert outputs (issue 38)

extension FuzzTests {
    /// The first character `InertRule` names (C0 but the line feed, DEL, C1, a bidirectional
    /// control, a line separator) raw in `text`; with `ours`, after the escapes duosim writes
    /// itself in an ANSI output (CSI sequences, the carriage return a cursor move may be).
    static func rawCharacter(_ text: String, ours: Bool) -> Unicode.Scalar? {
        var text = text
        if ours, text.contains("\u{1B}") || text.contains("\r") {
            text = text.replacing(/\x1B\[[0-9;?]*[@-~]/, with: "").replacing("\r", with: "")
        }
        return text.unicodeScalars.first { InertRule.needsEscape($0) && $0 != "\n" }
    }

    /// Standard output and every text file the run wrote hold nothing a terminal or a viewer would
    /// act on but duosim's own escapes in its ANSI outputs (`.ans`, `.cast`'s events, `--format
    /// ansi`, `--stdout`).
    static func outputProblem(_ input: Case, _ result: CheckedRun, folder: URL, after: [String]) -> String? {
        let ansiOut = input.arguments.contains("ansi") || input.arguments.contains("--stdout")
        // `record --stdout` of a picture (PNG, GIF) writes its bytes: not text.
        let picture = result.stdout.hasPrefix("\u{FFFD}PNG") || result.stdout.hasPrefix("GIF8")
        if !picture, let raw = rawCharacter(result.stdout, ours: ansiOut) {
            return "a raw U+\(String(raw.value, radix: 16)) on stdout: \(result.stdout.prefix(200).debugDescription)"
        }
        for name in after where input.files[name] == nil {
            let url = folder.appendingPathComponent(name)
            guard let size = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
                size.isRegularFile == true, (size.fileSize ?? 0) < 8 << 20,
                let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8)
            else { continue }
            if let raw = rawCharacter(text, ours: name.hasSuffix(".ans")) {
                return "a raw U+\(String(raw.value, radix: 16)) in \(name)"
            }
            guard name.hasSuffix(".cast") else { continue }
            for line in text.split(separator: "\n") {
                let event = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [Any]
                if let data = event?.last as? String, let raw = rawCharacter(data, ours: true) {
                    return "a raw U+\(String(raw.value, radix: 16)) in an event of \(name)"
                }
            }
        }
        return nil
    }
}
