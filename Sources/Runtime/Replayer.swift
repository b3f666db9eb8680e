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
    /// The virtual clock at the end, in seconds.
    public var duration: Double
}

// MARK: - Replayer

/// Runs a script headless on a virtual terminal and a virtual clock, through the same
/// key map, reducer and renderer as the live UI, so captures match what a person sees.
///
/// Lines can be fed one at a time (`perform`), so a long script never has to be held whole.
public struct Replayer {
    public typealias DeviceLoader = (String) throws -> DeviceProfile
    public typealias AppLoader = (String) throws -> AppProfile

    let loadProfile: DeviceLoader
    let loadApp: AppLoader
    private var session: ReplaySession

    /// - Parameters:
    ///   - file: the script's name, for messages.
    ///   - defaultProfile: the profile before any `Set Profile`.
    ///   - sink: where files go as they are made.
    ///   - loadProfile: finds a profile by bundled name or path (for `Set Profile`).
    public init(
        file: String, defaultProfile: DeviceProfile, sink: RecordingSink,
        loadProfile: @escaping DeviceLoader, loadApp: @escaping AppLoader
    ) {
        self.loadProfile = loadProfile
        self.loadApp = loadApp
        self.session = ReplaySession(profile: defaultProfile, file: file, sink: sink)
    }

    /// Runs one line.
    /// - Throws: `ScriptError` naming the line that can't run; `RecordingSinkError` from the sink.
    public mutating func perform(_ line: ScriptLine) throws {
        session.line = line.number
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
        loadProfile: @escaping DeviceLoader, loadApp: @escaping AppLoader
    ) throws -> Recording {
        let sink = MemorySink()
        var replayer = Replayer(
            file: script.file, defaultProfile: defaultProfile, sink: sink, loadProfile: loadProfile, loadApp: loadApp)
        for line in script.lines { try replayer.perform(line) }
        var recording = try replayer.finish()
        recording.files = sink.files
        return recording
    }
}
