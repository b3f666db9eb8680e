import CellGrid
import PoseEngine
import Simulator

// MARK: - Recording

/// What a replay produced.
public struct Recording: Sendable {
    /// Files by path relative to the output folder, in the order the script named them
    /// (their text only when the replay ran into memory, with `run()`).
    public var files: [(path: String, text: String)]
    /// Distinct screens shown.
    public var frames: Int
    /// The recording's length in seconds: the virtual clock while frames were shown.
    public var duration: Double
    /// The virtual clock at the end, hidden parts (`Hide`) included.
    public var clock: Double = 0
    /// Command lines typed at the prompt, while shown, that duosim didn't run (once each).
    public var notRun: [String] = []
    /// Outputs and screenshots skipped (videos and pictures duosim doesn't make).
    public var skipped: [String] = []
}

// MARK: - Replayer

/// Runs a script headless on a virtual terminal and a virtual clock, through the same
/// key map, reducer and renderer as the live UI, so captures match what a person sees.
///
/// Lines can be fed one at a time (`perform`), so a long script never has to be held whole.
public struct Replayer {
    public typealias DeviceLoader = (String) throws -> DeviceProfile
    public typealias AppLoader = (String) throws -> AppProfile
    /// Starts the UI from the arguments of a `duosim …` line typed at the prompt (the command
    /// line's own parsing), or throws what `duosim` would have said.
    public typealias Launcher = ([String]) throws -> SimState

    let loadProfile: DeviceLoader
    let loadApp: AppLoader
    private var session: ReplaySession

    /// - Parameters:
    ///   - file: the script's name, for messages.
    ///   - defaultProfile: the profile before any `Set Profile`.
    ///   - sink: where files go as they are made.
    ///   - startsAtPrompt: the tape starts at a prompt, as VHS's do (`TapeFacts`), not in the UI.
    ///   - loadProfile: finds a profile by bundled name or path (for `Set Profile`).
    ///   - launch: starts the UI from a command line typed at the prompt (without it, none runs).
    ///   - color: whether frames keep their colours at the start (`--color`, `NO_COLOR`); a tape's
    ///     `Env NO_COLOR` changes it from its line on.
    public init(
        file: String, defaultProfile: DeviceProfile, sink: RecordingSink, startsAtPrompt: Bool = false,
        loadProfile: @escaping DeviceLoader, loadApp: @escaping AppLoader, launch: Launcher? = nil, color: Bool = true
    ) {
        self.loadProfile = loadProfile
        self.loadApp = loadApp
        self.session = ReplaySession(
            profile: defaultProfile, file: file, sink: sink, startsAtPrompt: startsAtPrompt, launch: launch)
        session.noColor = !color
    }

    /// Runs one command.
    /// - Throws: `ScriptError` naming the command that can't run; `TapeRunError` from the sink, a
    ///   profile or a command line; `WaitFailure`.
    public mutating func perform(_ line: ScriptLine) throws {
        session.position = (line.number, line.column)
        session.files.column = line.column
        session.lineFile = line.file
        session.lineSpeed = line.speed
        try session.perform(line.command, loadProfile: loadProfile, loadApp: loadApp)
    }

    /// Ends the replay (the first screen is shown even when the script had no action).
    public mutating func finish() throws -> Recording {
        try session.finish()
    }

    /// Replays a whole parsed script into memory.
    public static func run(
        _ script: Script, defaultProfile: DeviceProfile,
        loadProfile: @escaping DeviceLoader, loadApp: @escaping AppLoader, launch: Launcher? = nil
    ) throws -> Recording {
        let sink = MemorySink()
        var facts = TapeFacts()
        for line in script.lines { facts.note(line.command, isDuosims: line.isDuosims) }
        var replayer = Replayer(
            file: script.file, defaultProfile: defaultProfile, sink: sink, startsAtPrompt: facts.startsAtPrompt,
            loadProfile: loadProfile, loadApp: loadApp, launch: launch)
        for line in script.lines { try replayer.perform(line) }
        var recording = try replayer.finish()
        recording.files = sink.files
        return recording
    }
}
