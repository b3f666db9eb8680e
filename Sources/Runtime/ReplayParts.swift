import CellGrid
import Pixels
import Simulator

// MARK: - ReplayClock

/// The replay's clocks: the virtual time, and the recording's, which stops while frames are hidden
/// (`Hide`), as VHS's video does, so outputs' times skip what was hidden.
struct ReplayClock {
    var now = 0.0
    var recorded = 0.0
    /// Frames go to the Output files only while shown (`Hide` / `Show`).
    var recording = true

    /// The clocks move on (the recording's only while shown).
    mutating func advance(by seconds: Double) {
        now += seconds
        if recording { recorded += seconds }
    }
}

// MARK: - VirtualTerminal

/// The terminal the replay draws on: its size, what it shows (the prompt a VHS tape types at, or
/// duosim's UI), and the screen drawn since it last changed.
struct VirtualTerminal {
    var columns = 120
    var rows = 40
    /// VHS's picture, when `Set Width`/`Height` count pixels (a tape that starts at the prompt).
    var pixels = PixelMetrics()
    /// How the tape's pictures are drawn (VHS's `Set` lines; its size in pixels at the prompt).
    var style = PictureStyle()
    var prompt = ShellPrompt()
    /// At the prompt (until `duosim` starts, and after it quits), or in the UI.
    var inUI: Bool
    /// `Env LANG "C"`: draw in ASCII, as the live UI does outside a UTF-8 locale.
    var unicode = true
    /// `Env NO_COLOR "1"`: captures without colour.
    var noColor = false
    /// The screen shown now, when drawn since it last changed; the UI's last drawing (its layout).
    private(set) var current: Grid?
    private(set) var screen: RenderedScreen?

    init(inUI: Bool) {
        self.inUI = inUI
    }

    /// What is shown changed: it is drawn again when something needs it.
    mutating func changed() { current = nil }

    /// The UI started from the prompt: no drawing of it yet.
    mutating func enterUI() {
        inUI = true
        screen = nil
    }

    /// The screen shown now, drawn once after each change.
    mutating func grid(of state: SimState) -> Grid {
        if let current { return current }
        let grid = inUI ? uiScreen(of: state).grid : promptGrid()
        current = grid
        return grid
    }

    /// The UI as shown now, with its layout (for the mouse).
    mutating func uiScreen(of state: SimState) -> RenderedScreen {
        // `current` in the UI is only ever set here, so with it the layout is the current one too.
        if current != nil, let screen { return screen }
        let drawn = renderUI(state)
        screen = drawn
        current = drawn.grid
        return drawn
    }

    /// The last drawing of the UI, when it has the terminal's size: a key needs only whether the
    /// screen is too small, which its size says, so keys that change nothing shown draw nothing.
    var drawingOfThisSize: RenderedScreen? {
        screen.flatMap { $0.grid.width == columns && $0.grid.height == rows ? $0 : nil }
    }

    /// The screen as drawn now, without keeping it.
    func render(_ state: SimState) -> Grid {
        inUI ? renderUI(state).grid : promptGrid()
    }

    /// The UI (in ASCII and without colour when `Env` asks).
    func renderUI(_ state: SimState) -> RenderedScreen {
        var screen = ScreenRenderer.render(
            state, columns: columns, rows: rows, options: RenderOptions(unicode: unicode, recordsElements: false))
        if noColor { screen.grid = screen.grid.withoutColors() }
        return screen
    }

    /// Where a picture draws the cursor: the prompt's (the UI hides it, as ncurses does).
    var cursor: CursorMark? {
        guard !inUI else { return nil }
        let row = prompt.cursorRow(columns: columns, rows: rows)
        guard row >= 0, row < rows else { return nil }
        return CursorMark(column: prompt.cursorColumn(columns: columns), row: row)
    }

    func promptGrid() -> Grid {
        let grid = prompt.draw(columns: columns, rows: rows)
        return noColor ? grid.withoutColors() : grid
    }
}

// MARK: - ReplayOutputs

/// One `Output` being written: its path and its writer (`OutputFormat.session`).
struct ReplayOutput {
    let path: String
    var writer: any FrameWriter
}

/// A frame as the outputs take it: the screen, and where a picture draws the cursor.
struct ShownFrame: Equatable {
    var grid: Grid
    var cursor: CursorMark?
}

/// What the replay writes: the Output files, each frame shown going to every one, and the run's
/// other files through `ReplayFiles`.
struct ReplayOutputs {
    let files: ReplayFiles
    /// Every Output being written, in the order they opened.
    private(set) var writers: [ReplayOutput] = []
    /// Outputs and screenshots skipped (none today: a format without an encoder), for the message at the end.
    private(set) var skipped: [String] = []
    /// The last frame the outputs took, and how many distinct frames they took.
    private var shown: ShownFrame?
    private(set) var frames = 0
    /// Outputs named after the first action that take every frame, opened when the session started
    /// and not yet reached in the tape.
    var preopened: Set<String> = []
    /// Outputs that take every frame named before the first action, opened when it comes.
    var awaiting: Set<String> = []

    init(files: ReplayFiles) {
        self.files = files
    }

    var isEmpty: Bool { writers.isEmpty }

    func isOpen(_ path: String) -> Bool { writers.contains { $0.path == path } }

    /// A format duosim doesn't make, named once at the end.
    mutating func skip(_ path: String) {
        if !skipped.contains(path) { skipped.append(path) }
    }

    /// Opens an Output; `first`, when the session is already showing, is its first frame. A
    /// folder (`frames/`) is no file of its own: its files are made as they come.
    /// - Parameter named: the file was named already (`name`).
    mutating func open(
        _ path: String, writer: any FrameWriter, first: (frame: ShownFrame, time: Double)?, named: Bool = false
    ) throws {
        if !named { try name(path) }
        var output = ReplayOutput(path: path, writer: writer)
        if let first {
            try Self.writing(path) {
                try output.writer.add(first.frame.grid, cursor: first.frame.cursor, at: first.time)
            }
            try deliver(&output)
        }
        writers.append(output)
    }

    /// An output's file named, in the run's order, before its writer opens.
    func name(_ path: String) throws {
        if path.hasSuffix("/") { try files.reserve(path) } else { try files.create(path) }
    }

    /// Shows frames again from the next one on, even one like the last (`Show`).
    mutating func resume() { shown = nil }

    /// A frame shown at `time`: it goes to every output, unless it is the one shown last.
    mutating func add(_ frame: ShownFrame, at time: Double) throws {
        guard frame != shown else { return }
        if frame.grid != shown?.grid { frames += 1 }
        shown = frame
        for index in writers.indices {
            let path = writers[index].path
            try Self.writing(path) { try writers[index].writer.add(frame.grid, cursor: frame.cursor, at: time) }
            try deliver(&writers[index])
        }
    }

    /// Each output ends at the session's end (a cast's last event then, for a trailing Sleep).
    mutating func finish(at end: Double) throws {
        for index in writers.indices {
            let path = writers[index].path
            let bytes = try Self.writing(path) { try writers[index].writer.finish(at: end) }
            try files.write(bytes, to: path)
            try deliver(&writers[index])
        }
    }

    /// What an output has ready goes to its file, or to files in its folder.
    private func deliver(_ output: inout ReplayOutput) throws {
        try files.write(output.writer.take(), to: output.path)
        for file in output.writer.takeFiles() {
            let path = output.path + file.name
            try files.create(path)
            try files.write(file.bytes, to: path)
        }
    }

    /// An encoder's failure (a font, ffmpeg), for the replay to place at the command that met it.
    private static func writing<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let fault as ReplayFault { throw fault } catch {
            throw ReplayFault.outside(context: "Output \"\(path)\"", underlying: error)
        }
    }
}
