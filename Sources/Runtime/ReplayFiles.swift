import CellGrid
import FileIO
import Simulator

// MARK: - ReplayFiles

/// The files a replay writes, through its sink, and the replay's effect sink: a capture key
/// (`p`) becomes a capture named after the pose; a recording key does nothing (a replay is a
/// recording already). `LiveRecorder` is the live session's.
final class ReplayFiles: EffectSink {
    let file: String
    let sink: RecordingSink
    /// The command running (its line and column) and the file it came from, for errors.
    var line = 0
    var column = 0
    var lineFile: String?
    /// Text captures reuse the bytes of the rows that didn't change since the last one.
    private let textCaptures = TextCaptureEncoder()
    /// Every file this run writes, in order, and a set for quick look-ups.
    private(set) var paths: [String] = []
    private(set) var usedPaths: Set<String> = []

    init(file: String, sink: RecordingSink) {
        self.file = file
        self.sink = sink
    }

    /// Names a new file of this run and tells the sink, which may refuse it.
    func create(_ path: String) throws {
        try reportingLine { try sink.create(path) }
        paths.append(path)
        usedPaths.insert(path)
    }

    func write(_ text: String, to path: String) throws {
        guard !text.isEmpty else { return }
        try reportingLine { try sink.write(text, to: path) }
    }

    /// A sink's error, with the script line that caused it.
    private func reportingLine(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw TapeRunError(file: lineFile ?? file, line: line, column: column, context: "", underlying: error)
        }
    }

    /// One frame as a file in `format`.
    func writeCapture(path: String, format: CaptureFormat, grid: Grid, title: String) throws {
        guard !usedPaths.contains(path) else {
            throw ScriptError(
                file: lineFile ?? file, line: line, column: column,
                message: "\"\(path)\" would overwrite an earlier output of this script")
        }
        try create(path)
        guard format == .text else {
            try write(format.encode(grid, title: title), to: path)
            return
        }
        let bytes = textCaptures.encode(grid)
        guard !bytes.isEmpty else { return }
        try reportingLine { try sink.write(bytes: bytes, to: path) }
    }

    // MARK: EffectSink

    var capturePrefix: String { "" }

    func isTaken(_ path: String) -> Bool { usedPaths.contains(path) }

    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> String? {
        try writeCapture(path: path, format: .text, grid: grid, title: title)
        return nil
    }

    func toggleRecording(_ screen: Grid) -> String? {
        nil  // a replay is a recording already
    }
}
