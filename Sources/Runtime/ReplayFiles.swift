import CellGrid
import FileIO
import Pixels
import Simulator

// MARK: - ReplayFiles

/// The files a replay writes, through its sink, and the replay's effect sink: a capture key
/// (`p`) becomes a capture named after the pose; a recording key does nothing (a replay is a
/// recording already). `LiveRecorder` is the live session's.
final class ReplayFiles: EffectSink {
    let sink: RecordingSink
    /// One encoder a format for all the run's captures (the text capture reuses unchanged rows).
    private var encoders: [String: any FrameEncoder] = [:]
    /// The style each encoder draws with (a picture's; the default for text).
    private var styles: [String: PictureStyle] = [:]
    /// Every file this run writes, in order, and a set for quick look-ups.
    private(set) var paths: [String] = []
    private(set) var usedPaths: Set<String> = []

    /// The format of a capture key's captures (text).
    let captures: OutputFormat?
    /// The fonts the run's pictures draw with, found once for each family and size.
    private var fonts: [PictureFonts.Key: PictureFonts] = [:]
    /// What finding them said (a family not on this machine), once each.
    private(set) var notes: [String] = []

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

    /// A folder output's name (`frames/`), taken so nothing else of the run uses it; its files
    /// are created one by one.
    func reserve(_ path: String) throws {
        guard usedPaths.insert(path).inserted else {
            throw ReplayFault.tape("\"\(path)\" would overwrite an earlier output of this script")
        }
    }

    /// The fonts `style` names, found the first time a picture asks.
    func pictureFonts(_ style: PictureStyle) throws -> PictureFonts {
        let key = PictureFonts.Key(style)
        if let found = fonts[key] { return found }
        let found: PictureFonts
        do { found = try PictureFonts(style: style) } catch {
            throw ReplayFault.outside(context: "Set FontFamily", underlying: error)
        }
        fonts[key] = found
        if let note = found.note, !notes.contains(note) { notes.append(note) }
        return found
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

    /// One frame as a file in `format`; a picture is drawn with `style` (the cursor where it is).
    func writeCapture(
        path: String, format: OutputFormat, grid: Grid, title: String, cursor: CursorMark? = nil,
        style: @autoclosure () throws -> PictureStyle? = nil
    ) throws {
        guard !usedPaths.contains(path) else {
            throw ReplayFault.tape("\"\(path)\" would overwrite an earlier output of this script")
        }
        guard let encoding = format.frame else { return }
        try create(path)
        let bytes: [UInt8]
        do {
            let style = try format.isPicture ? style() ?? PictureStyle() : PictureStyle()
            // A picture's encoder keeps its canvas, which is drawn with one style.
            let encoder: any FrameEncoder
            if let kept = encoders[format.name], styles[format.name] == style {
                encoder = kept
            } else {
                let fonts = format.isPicture ? try pictureFonts(style) : nil
                encoder = try encoding.encoder(
                    OutputContext(width: grid.width, height: grid.height, title: title, style: style, fonts: fonts))
            }
            encoders[format.name] = encoder
            styles[format.name] = style
            bytes = try encoder.encode(grid, cursor: cursor, title: title)
        } catch let fault as ReplayFault { throw fault } catch {
            throw ReplayFault.outside(context: "\"\(path)\"", underlying: error)
        }
        try write(bytes, to: path)
    }

    // MARK: EffectSink

    var capturePrefix: String { "" }

    func isTaken(_ path: String) -> Bool { usedPaths.contains(path) }

    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> EffectOutcome? {
        guard let captures else { return nil }
        try writeCapture(path: path, format: captures, grid: grid, title: title)
        return nil
    }

    func toggleRecording(_ screen: Grid) -> EffectOutcome? {
        nil  // a replay is a recording already
    }

    func frameShown(_ grid: Grid) {}  // the replay's outputs take its frames (`ReplayOutputs`)
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
