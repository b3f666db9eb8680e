import CellGrid
import PoseEngine
import Simulator

// MARK: - ReplaySession

/// The replay's evaluator (VHS's): the state, and the parts it runs on — the virtual terminal,
/// the clock, the outputs. Each command runs as its verb's row made it (`TapeStep`); a problem it
/// meets is thrown unplaced (`ReplayFault`), and `Replayer` puts the command's place on it, so
/// nothing here keeps the tape's position.
struct ReplaySession {
    var state: SimState
    var input: InputInterpreter
    var terminal: VirtualTerminal
    var clock = ReplayClock()
    var outputs: ReplayOutputs
    /// What reading the whole tape told before it ran: where it starts, its Outputs.
    let facts: TapeFacts
    var typingSpeed = 0.05
    var started = false
    /// Starts the UI from a command line typed at the prompt; loads `Set Profile`'s and `Set App`'s.
    let launch: Replayer.Launcher?
    let loadProfile: Replayer.DeviceLoader
    let loadApp: Replayer.AppLoader
    /// A key quit the UI in duosim's dialect: the tape has ended (only setting lines may follow),
    /// and the line of that key.
    var quitting = false
    var quitLine: Int?
    /// Command lines typed at the prompt while shown that weren't run, once each; the last typed
    /// under `Hide` that wasn't (a `Wait` that fails names it).
    var notRun: [String] = []
    var notRunHidden: String?
    /// The `@speed` of the command running (`Left@100ms`), if it has one.
    var commandSpeed: Double?
    /// The one a `Wait` without a pattern uses.
    var waitPattern: TapePattern?
    /// `Copy`'s text, for `Paste`.
    var clipboard = ""
    /// The file's name, for outputs' titles.
    let file: String

    /// An action goes through the reducer, its effects to the files, one way.
    let effects: EffectRunner

    var ended: Bool { quitting }
    var startsAtPrompt: Bool { facts.startsAtPrompt }

    init(
        profile: DeviceProfile, file: String, sink: RecordingSink, facts: TapeFacts, launch: Replayer.Launcher?,
        loadProfile: @escaping Replayer.DeviceLoader, loadApp: @escaping Replayer.AppLoader
    ) {
        self.state = SimState(profile: profile, pose: profile.state(at: profile.defaultPose))
        self.input = InputInterpreter(keyMap: KeyMap(profile: profile))
        self.file = file
        let files = ReplayFiles(sink: sink, captures: facts.formats.named("txt"))
        self.outputs = ReplayOutputs(files: files)
        self.effects = EffectRunner(sink: files)
        self.facts = facts
        self.terminal = VirtualTerminal(inUI: !facts.startsAtPrompt)
        self.launch = launch
        self.loadProfile = loadProfile
        self.loadApp = loadApp
        self.waitPattern = try? TapePattern(">$")
    }

    var keyInterval: Double { commandSpeed ?? typingSpeed }

    /// Runs one line as its row made it.
    mutating func run(_ line: ScriptLine) throws {
        commandSpeed = line.speed
        if line.step.needsUI && !terminal.inUI {
            throw ReplayFault.tape(
                "\(line.verb) acts on duosim's UI, but this tape is at the prompt: start duosim first (Type \"duosim\" then Enter)"
            )
        }
        try line.step.perform(&self)
    }

    // MARK: Acting

    /// The first action shows the starting screen at t = 0 (the terminal's size is known by then),
    /// unless it hides it (`Hide` first: as in VHS, nothing shows before the next `Show`). Outputs
    /// that take every frame open now, however late the tape names them.
    mutating func start(showing: Bool = true) throws {
        guard !started else { return }
        started = true
        if startsAtPrompt {
            terminal.columns = terminal.pixels.columns
            terminal.rows = terminal.pixels.rows
        }
        for path in facts.wholeSessionOutputs where !outputs.isOpen(path) {
            try openOutput(path, showing: false)
            if outputs.awaiting.remove(path) == nil { outputs.preopened.insert(path) }
        }
        if showing { try show() }
    }

    /// A key exactly as the live UI takes it, or as the prompt does.
    mutating func press(_ key: Key) throws {
        try start()
        clock.advance(by: keyInterval)
        guard terminal.inUI else {
            if let line = terminal.prompt.press(key) { try run(commandLine: line) }
            return try show()
        }
        let drawn = terminal.drawingOfThisSize ?? terminal.uiScreen(of: state)
        guard let action = input.action(for: key, on: drawn) else { return }
        try apply(action)
    }

    /// An action through the reducer, as the live loop applies it: its effects (a capture) go to
    /// the files through the `EffectRunner`. The screen is shown again when the state changed (or
    /// always, or never).
    mutating func apply(_ action: Action, showing: Bool? = nil) throws {
        let before = state
        // The screen shown, drawn only if an effect (a capture) needs it.
        let shown = terminal.current
        let drawing = terminal
        let effects = effects
        state = try update(state, action) { asked, now in
            try effects.perform(asked, for: now) { shown ?? drawing.render(now) }
        }
        if let showing {
            if showing { try show() }
        } else if clock.recording && !outputs.isEmpty {
            // A frame only when something changed (comparing states costs less than drawing).
            if state != before { try show() }
        } else {
            terminal.changed()  // nothing records frames: drawn again only when something needs it
        }
        if state.quit { try quitUI() }
    }

    /// The UI quit: a tape that started at the prompt is back there; duosim's dialect has ended.
    mutating func quitUI() throws {
        guard startsAtPrompt else {
            quitting = true
            return
        }
        state = reduce(state, .resume)
        terminal.inUI = false
        try show()
    }

    mutating func act(_ action: Action) throws {
        try start()
        clock.advance(by: keyInterval)
        try apply(action)
    }

    func checkCell(_ column: Int, _ row: Int) throws {
        guard column < terminal.columns, row < terminal.rows else {
            throw ReplayFault.tape(
                "cell \(column) \(row) is outside the \(terminal.columns) × \(terminal.rows) terminal (columns and rows count from 0)"
            )
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
