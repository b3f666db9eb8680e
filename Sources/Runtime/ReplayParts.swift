import CellGrid
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

/// What the replay writes: the Output files, each frame shown going to every one, and the run's
/// other files through `ReplayFiles`.
struct ReplayOutputs {
    let files: ReplayFiles
    /// Every Output being written, in the order they opened.
    private(set) var writers: [ReplayOutput] = []
    /// Outputs and screenshots skipped (videos, pictures), for the message at the end.
    private(set) var skipped: [String] = []
    /// The last frame the outputs took, and how many distinct frames they took.
    private var shownGrid: Grid?
    private(set) var frames = 0
    /// Outputs named after the first action that take every frame, opened when the session started
    /// and not yet reached in the tape.
    var preopened: Set<String> = []

    init(files: ReplayFiles) {
        self.files = files
    }

    var isEmpty: Bool { writers.isEmpty }

    func isOpen(_ path: String) -> Bool { writers.contains { $0.path == path } }

    /// A video or picture duosim doesn't make, named once at the end.
    mutating func skip(_ path: String) {
        if !skipped.contains(path) { skipped.append(path) }
    }

    /// Opens an Output; `first`, when the session is already showing, is its first frame.
    mutating func open(_ path: String, writer: any FrameWriter, first: (grid: Grid, time: Double)?) throws {
        try files.create(path)
        var output = ReplayOutput(path: path, writer: writer)
        if let first {
            output.writer.add(first.grid, at: first.time)
            try files.write(output.writer.take(), to: path)
        }
        writers.append(output)
    }

    /// Shows frames again from the next one on, even one like the last (`Show`).
    mutating func resume() { shownGrid = nil }

    /// A frame shown at `time`: it goes to every output, unless it is the one shown last.
    mutating func add(_ grid: Grid, at time: Double) throws {
        guard grid != shownGrid else { return }
        shownGrid = grid
        frames += 1
        for index in writers.indices {
            writers[index].writer.add(grid, at: time)
            try files.write(writers[index].writer.take(), to: writers[index].path)
        }
    }

    /// Each output ends at the session's end (a cast's last event then, for a trailing Sleep).
    mutating func finish(at end: Double) throws {
        for index in writers.indices {
            try files.write(writers[index].writer.finish(at: end), to: writers[index].path)
        }
    }
}
