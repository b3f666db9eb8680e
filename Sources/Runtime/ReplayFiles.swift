import CellGrid
import Simulator

// MARK: - ReplayFiles

/// The files a replay writes, through its sink, and the effects it carries out: a capture key
/// (`p`) becomes a capture named after the pose; a recording key does nothing (a replay is a
/// recording already). Names stay unique and are found in linear time.
final class ReplayFiles: EffectHandler {
    let file: String
    let sink: RecordingSink
    /// The line running and the file it came from, for errors.
    var line = 0
    var lineFile: String?
    /// How captures are drawn (`Env LANG`, `Env NO_COLOR`).
    var unicode = true
    var noColor = false
    /// Text captures reuse the bytes of the rows that didn't change since the last one.
    private let textCaptures = TextCaptureEncoder()
    /// Every file this run writes, in order, and a set for quick look-ups.
    private(set) var paths: [String] = []
    private(set) var usedPaths: Set<String> = []
    /// The next suffix to try for a capture's base name (`book-127-2`), so naming stays linear.
    private var nextSuffix: [String: Int] = [:]

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
            throw RecordingSinkError(file: file, line: line, underlying: error)
        }
    }

    /// One frame as a file in `format`.
    func writeCapture(path: String, format: CaptureFormat, grid: Grid, title: String) throws {
        guard !usedPaths.contains(path) else {
            throw ScriptError(
                file: lineFile ?? file, line: line,
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

    func perform(_ effect: Effect, screen: Grid, state: SimState) throws -> String? {
        switch effect {
        case .captureScreen:
            let base = state.captureBaseName
            var name = base
            var suffix = nextSuffix[base] ?? 2
            while usedPaths.contains(name + ".txt") {
                name = base + "-\(suffix)"
                suffix += 1
            }
            if name != base || usedPaths.contains(base + ".txt") { nextSuffix[base] = suffix }
            try writeCapture(path: name + ".txt", format: .text, grid: screen, title: state.captureTitle)
            return nil
        case .toggleRecording:
            return nil  // a replay is a recording already
        }
    }
}
