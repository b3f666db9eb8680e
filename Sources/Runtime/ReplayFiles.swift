import CellGrid
import FileIO
import Simulator

// MARK: - ReplayFiles

/// The files a replay writes, through its sink, and the replay's effect sink: a capture key
/// (`p`) becomes a capture named after the pose; a recording key does nothing (a replay is a
/// recording already). `LiveRecorder` is the live session's.
final class ReplayFiles: EffectSink {
    let sink: RecordingSink
    /// One encoder a format for all the run's captures (the text capture reuses unchanged rows).
    private var encoders: [String: any FrameEncoder] = [:]
    /// Every file this run writes, in order, and a set for quick look-ups.
    private(set) var paths: [String] = []
    private(set) var usedPaths: Set<String> = []

    /// The format of a capture key's captures (text).
    let captures: OutputFormat?

    init(sink: RecordingSink, captures: OutputFormat?) {
        self.sink = sink
        self.captures = captures
    }

    /// Names a new file of this run and tells the sink, which may refuse it.
    func create(_ path: String) throws {
        try fromSink { try sink.create(path) }
        paths.append(path)
        usedPaths.insert(path)
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        guard !bytes.isEmpty else { return }
        try fromSink { try sink.write(bytes: bytes, to: path) }
    }

    /// A sink's error, for the replay to place at the command that caused it.
    private func fromSink(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw ReplayFault.outside(context: "", underlying: error)
        }
    }

    /// One frame as a file in `format`.
    func writeCapture(
        path: String, format: OutputFormat, grid: Grid, title: String, picture: PixelMetrics = PixelMetrics()
    ) throws {
        guard !usedPaths.contains(path) else {
            throw ReplayFault.tape("\"\(path)\" would overwrite an earlier output of this script")
        }
        guard let encoding = format.frame else { return }
        try create(path)
        let context = OutputContext(width: grid.width, height: grid.height, title: title, picture: picture)
        let encoder = encoders[format.name] ?? encoding.encoder(context)
        encoders[format.name] = encoder
        try write(encoder.encode(grid, title: title), to: path)
    }

    // MARK: EffectSink

    var capturePrefix: String { "" }

    func isTaken(_ path: String) -> Bool { usedPaths.contains(path) }

    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> String? {
        guard let captures else { return nil }
        try writeCapture(path: path, format: captures, grid: grid, title: title)
        return nil
    }

    func toggleRecording(_ screen: Grid) -> String? {
        nil  // a replay is a recording already
    }
}

// MARK: - ReplayFault

/// A problem met while a command ran, not yet placed: the replay puts the command's file, line and
/// column on it (`Replayer.perform`), so no part of the replay keeps the tape's position.
enum ReplayFault: Error {
    /// The tape asks for what can't be done (exit 65).
    case tape(String)
    /// An error from outside the tape (a profile, a file, a sink, a command line typed at the prompt).
    case outside(context: String, underlying: Error, isCommandLine: Bool = false)
    /// A `Wait` whose pattern the screen didn't match.
    case wait(WaitScope, pattern: String, screen: String, notRun: String?)

    /// The fault at `line` of `file`, or at its end (line 0) with no line.
    func placed(at line: ScriptLine?, in file: String) -> Error {
        let (file, number, column) = (line?.file ?? file, line?.number ?? 0, line?.column ?? 0)
        switch self {
        case .tape(let message):
            return ScriptError(file: file, line: number, column: column, message: message)
        case .outside(let context, let underlying, let isCommandLine):
            return TapeRunError(
                file: file, line: number, column: column, context: context, underlying: underlying,
                isCommandLine: isCommandLine)
        case .wait(let scope, let pattern, let screen, let notRun):
            return WaitFailure(
                file: file, line: number, column: column, scope: scope, pattern: pattern, screen: screen,
                notRun: notRun)
        }
    }
}
