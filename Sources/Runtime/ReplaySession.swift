import CellGrid
import PoseEngine
import Simulator

// MARK: - ReplaySession

/// The replay's moving parts (VHS's evaluator): the state, the virtual terminal and clock, the
/// prompt a VHS tape starts at, and the outputs. `perform` hands each command to the part of the
/// session it concerns: its settings, the keys, the UI's own verbs, or what is recorded.
struct ReplaySession {
    var state: SimState
    var input: InputInterpreter
    var columns = 120
    var rows = 40
    /// VHS's picture, when `Set Width`/`Height` count pixels (a tape that starts at the prompt).
    var pixels = PixelMetrics()
    /// The virtual clock, and the recording's: it stops while frames are hidden (`Hide`), as VHS's
    /// video does, so outputs' times skip what was hidden.
    var clock = 0.0
    var recorded = 0.0
    var typingSpeed = 0.05
    var started = false
    /// Where the tape is: at the prompt (until `duosim` starts, and after it quits), or in the UI.
    let startsAtPrompt: Bool
    var inUI: Bool
    var prompt = ShellPrompt()
    /// Starts the UI from a command line typed at the prompt.
    let launch: Replayer.Launcher?
    /// In duosim's dialect, the line whose key quit the UI; only setting lines may follow it.
    var quitLine: Int?
    var position = (line: 0, column: 0)
    let file: String
    /// The files of the run, and the effects (captures) it carries out.
    let files: ReplayFiles
    /// Actions go through the reducer, their effects to the files, one way.
    let effects: EffectRunner
    /// Every Output being written, in the tape's order.
    var outputs: [ReplayOutput] = []
    /// Outputs and screenshots skipped (videos, pictures), for the message at the end.
    var skipped: [String] = []
    /// Command lines typed at the prompt while shown that weren't run, once each.
    var notRun: [String] = []
    /// The screen shown now, when drawn since it last changed; the UI's last drawing (its layout).
    var current: Grid?
    var screen: RenderedScreen?
    var shownGrid: Grid?
    var frames = 0
    /// Frames go to the Output files only while shown (`Hide` / `Show`).
    var recordingFrames = true
    /// The file of the command running, when it came from a `Source`d tape, and its `@speed`.
    var lineFile: String?
    var lineSpeed: Double?
    /// `Env LANG "C"`: draw in ASCII, as the live UI does outside a UTF-8 locale.
    var unicode = true
    /// `Env NO_COLOR "1"`: captures without colour.
    var noColor = false
    /// Compiled `Wait` patterns, and the one a `Wait` without a pattern uses.
    var patterns: [String: TapePattern] = [:]
    var waitPattern = ">$"
    /// `Copy`'s text, for `Paste`.
    var clipboard = ""

    var ended: Bool { quitLine != nil }

    init(profile: DeviceProfile, file: String, sink: RecordingSink, startsAtPrompt: Bool, launch: Replayer.Launcher?) {
        self.state = SimState(profile: profile, pose: profile.state(at: profile.defaultPose))
        self.input = InputInterpreter(keyMap: KeyMap(profile: profile))
        self.file = file
        self.files = ReplayFiles(file: file, sink: sink)
        self.effects = EffectRunner(sink: files)
        self.startsAtPrompt = startsAtPrompt
        self.inUI = !startsAtPrompt
        self.launch = launch
    }

    func error(_ message: String) -> ScriptError {
        ScriptError(file: lineFile ?? file, line: position.line, column: position.column, message: message)
    }

    /// An error from outside the tape (a profile, a file, a command line), at the command running.
    func error(_ context: String, _ underlying: Error) -> TapeRunError {
        TapeRunError(
            file: lineFile ?? file, line: position.line, column: position.column, context: context,
            underlying: underlying)
    }

    var keyInterval: Double { lineSpeed ?? typingSpeed }

    /// The clocks move on (the recording's only while shown).
    mutating func advance(by seconds: Double) {
        clock += seconds
        if recordingFrames { recorded += seconds }
    }

    // MARK: Commands

    mutating func perform(_ command: ScriptCommand, loadProfile: Replayer.DeviceLoader, loadApp: Replayer.AppLoader)
        throws
    {
        if let quitLine {
            throw ScriptError(
                file: file, line: quitLine,
                message:
                    "this key quits the UI, but line \(position.line) comes after it: only the last action may quit")
        }
        switch command {
        case .setWidth, .setHeight, .setPixels, .setTypingSpeed, .setWaitPattern, .setVocabulary, .setProfile,
            .setApp, .ignoredSetting, .output, .require, .env, .source:
            try configure(command, loadProfile: loadProfile, loadApp: loadApp)
        case .key, .type, .copy, .paste, .scroll:
            try typeKeys(command)
        case .pose, .hinge, .sweep, .click, .drag, .resize:
            try actOnUI(command)
        case .sleep, .capture, .screenshot, .show, .wait:
            try record(command)
        }
    }

    // MARK: Acting

    /// The first action shows the starting screen at t = 0 (the terminal's size is known by then),
    /// unless it hides it (`Hide` first: as in VHS, nothing shows before the next `Show`).
    mutating func start(showing: Bool = true) throws {
        guard !started else { return }
        started = true
        if startsAtPrompt {
            columns = pixels.columns
            rows = pixels.rows
        }
        if showing { try show() }
    }

    /// A key exactly as the live UI takes it, or as the prompt does.
    mutating func press(_ key: Key) throws {
        try start()
        advance(by: keyInterval)
        guard inUI else {
            if let line = prompt.press(key) { try run(line) }
            return try show()
        }
        // A key needs only whether the screen is too small, which its size says: the last drawing
        // of this size serves, so keys that change nothing shown draw nothing.
        let drawn = screen.flatMap { $0.grid.width == columns && $0.grid.height == rows ? $0 : nil }
        guard let action = input.action(for: key, on: drawn ?? currentScreen()) else { return }
        try apply(action)
    }

    /// An action through the `EffectRunner`, as the live loop applies it: effects (a capture) go
    /// to the files. The screen is shown again when the state changed (or always, or never).
    mutating func apply(_ action: Action, showing: Bool? = nil) throws {
        files.line = position.line
        files.lineFile = lineFile
        let before = state
        // The screen shown, drawn only if an effect (a capture) needs it.
        let shown = current
        let snapshot = self
        try effects.apply(action, to: &state, screen: shown ?? snapshot.renderGrid())
        if let showing {
            if showing { try show() }
        } else if recordingFrames && !outputs.isEmpty {
            // A frame only when something changed (comparing states costs less than drawing).
            if state != before { try show() }
        } else {
            current = nil  // nothing records frames: drawn again only when something needs it
        }
        if state.quit { try quitUI() }
    }

    /// The UI quit: a tape that started at the prompt is back there; duosim's dialect has ended.
    mutating func quitUI() throws {
        guard startsAtPrompt else {
            quitLine = position.line
            return
        }
        state.quit = false
        inUI = false
        try show()
    }

    mutating func mouse(_ kind: PointerKind, _ column: Int, _ row: Int) throws {
        let screen = currentScreen()
        if let action = input.action(for: kind, column: column, row: row, on: screen) {
            try apply(action, showing: false)
        }
        try show()
    }

    func checkCell(_ column: Int, _ row: Int) throws {
        guard column < columns, row < rows else {
            throw error(
                "cell \(column) \(row) is outside the \(columns) × \(rows) terminal (columns and rows count from 0)")
        }
    }
}

/// An error from outside the tape met while it ran (a profile, a file, a command line typed at the
/// prompt, a sink): where, and what it was.
public struct TapeRunError: Error {
    public var file: String
    public var line: Int
    public var column: Int
    /// What was being done (`Set App "x.json"`, a command line), or empty.
    public var context: String
    public var underlying: Error
    /// The error is a command line's, typed at the prompt (so it means what it means on one).
    public var isCommandLine = false
}
