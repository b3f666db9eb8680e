import CellGrid
import PoseEngine
import Simulator

// MARK: - Recording

/// What a replay produced.
public struct Recording: Sendable {
    /// Files by path relative to the output folder, in the order the script named them (their
    /// bytes only when the replay ran into memory, with `run()`; empty when streamed to a sink).
    public var files: [RecordedFile]
    /// Distinct screens shown.
    public var frames: Int
    /// The recording's length in seconds: the virtual clock while frames were shown.
    public var duration: Double
    /// The virtual clock at the end, hidden parts (`Hide`) included.
    public var clock: Double = 0
    /// Command lines typed at the prompt, while shown, that duosim didn't run (once each).
    public var notRun: [String] = []
    /// How many of `notRun` a report names; the rest are counted (`and 3 more`).
    public static let notRunShown = 10
    /// Outputs and screenshots skipped (a format of the table without an encoder).
    public var skipped: [String] = []
    /// What drawing the pictures said once (a font family not on this machine).
    public var notes: [String] = []
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

    let file: String
    private var session: ReplaySession
    /// The last command run: a fault at the end (an Output's last bytes) is placed there.
    private var last: ScriptLine?

    /// - Parameters:
    ///   - file: the script's name, for messages.
    ///   - defaultProfile: the profile before any `Set Profile`.
    ///   - sink: where files go as they are made.
    ///   - facts: what checking the whole tape told (`TapeFacts`): whether it starts at a prompt,
    ///     as VHS's do, or in the UI, and the Outputs that take every frame.
    ///   - loadProfile: finds a profile by bundled name or path (for `Set Profile`).
    ///   - launch: starts the UI from a command line typed at the prompt (without it, none runs).
    ///   - color: whether frames keep their colours at the start (`--color`, `NO_COLOR`); a tape's
    ///     `Env NO_COLOR` changes it from its line on.
    public init(
        file: String, defaultProfile: DeviceProfile, sink: RecordingSink, facts: TapeFacts,
        loadProfile: @escaping DeviceLoader, loadApp: @escaping AppLoader, launch: Launcher? = nil, color: Bool = true
    ) {
        self.file = file
        self.session = ReplaySession(
            profile: defaultProfile, file: file, sink: sink, facts: facts, launch: launch, loadProfile: loadProfile,
            loadApp: loadApp)
        session.terminal.noColor = !color
    }

    /// Runs one command; what goes wrong is placed at it.
    /// - Throws: `ScriptError` naming the command that can't run; `TapeRunError` from the sink, a
    ///   profile or a command line; `WaitFailure`.
    public mutating func perform(_ line: ScriptLine) throws {
        if let quitLine = session.quitLine {
            throw ScriptError(
                file: file, line: quitLine,
                message: "this key quits the UI, but line \(line.number) comes after it: only the last action may quit")
        }
        last = line
        do {
            try session.run(line)
        } catch let fault as ReplayFault {
            throw fault.placed(at: line, in: file)
        }
        if session.quitting && session.quitLine == nil { session.quitLine = line.number }
    }

    /// Ends the replay (the first screen is shown even when the script had no action).
    public mutating func finish() throws -> Recording {
        do {
            return try session.finish()
        } catch let fault as ReplayFault {
            throw fault.placed(at: last, in: file)
        }
    }

    /// Replays a whole parsed script into memory; `formats` are the output formats it may write.
    public static func run(
        _ script: Script, defaultProfile: DeviceProfile, loadProfile: @escaping DeviceLoader,
        loadApp: @escaping AppLoader, launch: Launcher? = nil, formats: [OutputFormat] = OutputFormat.all
    ) throws -> Recording {
        let sink = MemorySink()
        var facts = TapeFacts(formats: formats)
        for line in script.lines { _ = facts.check(line, file: script.file) }
        var replayer = Replayer(
            file: script.file, defaultProfile: defaultProfile, sink: sink, facts: facts,
            loadProfile: loadProfile, loadApp: loadApp, launch: launch)
        for line in script.lines { try replayer.perform(line) }
        var recording = try replayer.finish()
        recording.files = sink.files
        return recording
    }
}
