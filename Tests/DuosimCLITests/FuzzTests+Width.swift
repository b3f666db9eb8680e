import Foundation
import TestSupport

// MARK: - Rows of the terminal's width (issue 38)

extension FuzzTests {
    /// The terminal a successful run drew text pictures for, and the pictures: `render`'s text on
    /// standard output (any input: its `--size`, or 120×40), and `record`'s text captures
    /// (`c….txt`) for an input that names its size.
    static func pictures(_ input: Case, _ result: CheckedRun, folder: URL, after: [String]) -> (
        columns: Int, rows: Int, texts: [(name: String, text: String)]
    )? {
        guard result.status == 0, !input.arguments.contains("--help"), !input.arguments.contains("-h") else {
            return nil
        }
        var size = input.picture
        if input.arguments.first == "render", let at = input.arguments.firstIndex(of: "--size"),
            at + 1 < input.arguments.count
        {
            size = input.arguments[at + 1].lowercased().split(separator: "x").compactMap { Int($0) }
        }
        if input.arguments.first == "render", size == nil { size = [120, 40] }
        guard let size, size.count == 2 else { return nil }
        var texts: [(name: String, text: String)] = []
        let drawsText =
            !input.arguments.contains("-o") && !input.arguments.contains("--format")
            && !input.arguments.contains("--output")
        if input.arguments.first == "render", drawsText { texts.append(("standard output", result.stdout)) }
        if input.picture != nil {
            for name in after where name.hasPrefix("out/c") && name.hasSuffix(".txt") {
                let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
                texts.append((name, text))
            }
        }
        return (size[0], size[1], texts)
    }

    /// A row wider than the terminal, or holding a raw control character (measured with the C
    /// library's tables, `TerminalWidth`); with a twin, a frame or border in another column than
    /// the twin's picture puts it (a row narrower than it should be).
    static func rowProblem(_ input: Case, _ result: CheckedRun, folder: URL, after: [String]) throws -> String? {
        guard let (columns, rows, texts) = pictures(input, result, folder: folder, after: after) else { return nil }
        for (name, text) in texts {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows)
            for (index, line) in lines.enumerated() {
                guard let width = TerminalWidth.of(String(line)) else {
                    return "row \(index) of \(name) holds a raw control character: \(line.debugDescription)"
                }
                if width > columns { return "row \(index) of \(name) is \(width) cells wide, not \(columns): \(line)" }
            }
        }
        guard let twinFiles = input.twin else { return nil }
        var twin = input
        twin.files = twinFiles
        twin.twin = nil
        let twinFolder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: twinFolder) }
        try lay(twin, in: twinFolder)
        let twinResult = try runBinaryChecked(twin.arguments, in: twinFolder, stdin: twin.stdin, timeLimit: timeLimit)
        guard let (_, _, twinTexts) = pictures(twin, twinResult, folder: twinFolder, after: listing(twinFolder)) else {
            return "its ASCII twin failed (\(twinResult.status)): \(twinResult.stderr.prefix(300))"
        }
        for ((name, text), (_, twinText)) in zip(texts, twinTexts) {
            let (lines, twinLines) = (
                text.split(separator: "\n", omittingEmptySubsequences: false),
                twinText.split(separator: "\n", omittingEmptySubsequences: false)
            )
            // Every border of the twin's row in the same column (a word cut shorter, where a wide
            // character didn't fit, may leave a line showing beside it: more borders, not fewer).
            for (index, (line, twinLine)) in zip(lines, twinLines).enumerated().prefix(rows)
            where !Set(boxColumns(twinLine)).isSubset(of: boxColumns(line)) {
                return
                    "row \(index) of \(name): borders at \(boxColumns(line)), the ASCII twin's at \(boxColumns(twinLine)): \(line)"
            }
        }
        return nil
    }

    /// The display column of every box-drawing character of a row (frames, folds, bars).
    static func boxColumns(_ line: Substring) -> [Int] {
        var column = 0
        var found: [Int] = []
        for character in line {
            if let scalar = character.unicodeScalars.first, (0x2500...0x259F).contains(scalar.value) {
                found.append(column)
            }
            column += TerminalWidth.of(String(character)) ?? 1
        }
        return found
    }
}
