import CellGrid
import FileIO
import Pixels
import PoseEngine
import Simulator

// MARK: - Frames, captures, assertions

extension ReplaySession {
    mutating func sleep(_ seconds: Double) throws {
        try start()
        clock.advance(by: seconds)
    }

    /// `Hide` / `Show`: frames stop or resume going to the outputs (a `Hide` first shows nothing).
    mutating func showFrames(_ on: Bool) throws {
        try start(showing: on)
        clock.recording = on
        guard on else { return }
        outputs.resume()
        try show()
    }

    /// The screen changed: it becomes a frame of every output, when frames are recorded.
    mutating func show() throws {
        terminal.changed()
        guard clock.recording, !outputs.isEmpty else { return }
        try outputs.add(ShownFrame(grid: terminal.grid(of: state), cursor: terminal.cursor), at: clock.recorded)
    }

    /// `Capture NAME`: a text capture, or the format its extension names.
    mutating func capture(name: String) throws {
        try start()
        if let problem = Formats.captureProblem(name, in: facts.formats) { throw ReplayFault.tape(problem) }
        let ext = PathText.pathExtension(name)
        guard let format = facts.formats.named(ext.isEmpty ? "txt" : ext) else { return }
        try writeCapture(path: ext.isEmpty ? name + ".txt" : name, format: format)
    }

    /// VHS's `Screenshot PATH`: one frame, in the format its extension names.
    mutating func screenshot(_ path: String) throws {
        try start()
        guard let format = facts.formats.of(path: path), format.writes(.frame) else { return outputs.skip(path) }
        try writeCapture(path: path, format: format)
    }

    mutating func writeCapture(path: String, format: OutputFormat) throws {
        let grid = terminal.grid(of: state)
        let cursor = terminal.cursor
        try outputs.files.writeCapture(
            path: path, format: format, grid: grid, title: state.captureTitle, cursor: cursor,
            style: try pictureStyle())
    }

    /// The tape's picture: VHS's settings, `Set Width` × `Set Height` pixels at the prompt, or the
    /// picture that holds the terminal's cells in duosim's dialect.
    func pictureStyle() throws -> PictureStyle {
        var style = terminal.style
        guard !startsAtPrompt else {
            style.width = Int(terminal.pixels.width)
            style.height = Int(terminal.pixels.height)
            return style
        }
        return style.holding(
            columns: terminal.columns, rows: terminal.rows, fonts: try outputs.files.pictureFonts(style))
    }

    /// The screen shown must match: at the prompt `Wait+Line` reads the cursor's row (as VHS does),
    /// in the UI (which has no cursor) any row.
    mutating func wait(_ scope: WaitScope, _ given: TapePattern?) throws {
        try start()
        guard let pattern = given ?? waitPattern else { throw ReplayFault.tape("Wait has no pattern") }
        let grid = terminal.grid(of: state)
        let lines = (0..<grid.height).map(grid.line)
        let matched: Bool
        switch scope {
        case .screen: matched = pattern.matches(lines.joined(separator: "\n"))
        case .line where terminal.inUI: matched = lines.contains(where: pattern.matches)
        case .line:
            let row = terminal.prompt.cursorRow(columns: terminal.columns, rows: terminal.rows)
            matched = lines.indices.contains(row) && pattern.matches(lines[row])
        }
        guard matched else {
            throw ReplayFault.wait(scope, pattern: pattern.source, screen: grid.text, notRun: notRunHidden)
        }
        notRunHidden = nil
    }

    mutating func finish() throws -> Recording {
        if !started { try start() }
        try outputs.finish(at: clock.recorded)
        return Recording(
            files: outputs.files.paths.map { RecordedFile(path: $0) }, frames: outputs.frames, duration: clock.recorded,
            clock: clock.now, notRun: notRun, skipped: outputs.skipped, notes: outputs.files.notes)
    }
}
