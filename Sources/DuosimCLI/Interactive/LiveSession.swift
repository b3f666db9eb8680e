import CellGrid
import FileIO
import PoseEngine
import Runtime
import Simulator
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - LiveSession

/// The interactive UI on the terminal: `LiveLoop` on a `TerminalScreen`, with a `LiveRecorder`
/// carrying out captures and recordings.
struct LiveSession {
    var state: SimState
    var mouse: Bool
    /// Where `p` captures and `a` recordings go.
    var captureFolder: String

    /// Runs until the user quits; returns the exit code (0, or 128 + signal; 74 when a recording is lost).
    func run() throws -> Int32 {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(mouse: mouse)
        } catch let error as TerminalError {
            throw CLIError(.usage, error.description)
        }
        defer { screen.close() }
        let recorder = LiveRecorder(folder: captureFolder)
        let code = LiveLoop.run(state: state, backend: screen, handler: recorder)
        // Nothing is lost: a recording still running when the UI ends is saved (to the temporary
        // folder when its own folder refuses it), and what happened is said once the screen is back.
        switch recorder.isRecording ? recorder.stopSaving() : nil {
        case .fellBack(let path, let reason)?:
            Console.standard.report(
                "the recording couldn't be saved in \(captureFolder) (\(reason)); saved it as \(path)")
        case .lost(let reason)?:
            Console.standard.report("the recording couldn't be saved: \(reason)")
            return code == 0 ? ExitCode.ioError.rawValue : code
        case .saved?, nil:
            break
        }
        return code
    }
}

// MARK: - LiveRecorder

/// Text captures and asciicast recordings of the live session, saved next to each other,
/// never overwriting a file: the live UI's effects.
final class LiveRecorder: LiveEffectHandler {
    let folder: String
    private var writer: AsciicastWriter?
    private var started = ContinuousClock.now

    init(folder: String) {
        self.folder = folder
    }

    var isRecording: Bool { writer != nil }

    // MARK: LiveEffectHandler

    var badge: String? { isRecording ? "● REC" : nil }
    var captureFolder: String? { folder }

    func didDraw(_ grid: Grid) { add(grid) }

    func perform(_ effect: Effect, screen: Grid, state: SimState) throws -> String? {
        switch effect {
        case .captureScreen:
            return capture(screen, name: state.captureBaseName)
        case .toggleRecording:
            if isRecording { return stop() }
            start(screen)
            return "recording… (a stops)"
        }
    }

    /// Saves `grid` as `duosim-NAME.txt`; returns the message for the status line.
    func capture(_ grid: Grid, name: String) -> String {
        save(grid.text, base: "duosim-\(name)", ext: "txt")
    }

    func start(_ grid: Grid) {
        started = ContinuousClock.now
        writer = AsciicastWriter(width: grid.width, height: grid.height, title: "duosim live session")
        writer?.add(grid, at: 0)
    }

    /// Adds a frame while recording.
    func add(_ grid: Grid) {
        writer?.add(grid, at: started.duration(to: .now).inSeconds)
    }

    /// How saving a recording went.
    enum SaveOutcome: Equatable {
        case saved(String)
        /// The capture folder refused it (the reason); it went to the temporary folder instead.
        case fellBack(String, String)
        /// Neither place took it.
        case lost(String)
    }

    /// Stops and saves the recording; returns the message for the status line.
    func stop() -> String {
        switch stopSaving() {
        case .saved(let path): return "saved \(path)"
        case .fellBack(let path, let reason): return "can't save in \(folder) (\(reason)); saved \(path)"
        case .lost(let reason): return "can't save: \(reason)"
        case nil: return "not recording"
        }
    }

    /// Stops and saves the recording, falling back to the temporary folder.
    func stopSaving() -> SaveOutcome? {
        guard let writer else { return nil }
        self.writer = nil
        let text = writer.text
        let first: String
        switch Self.save(text, in: folder, base: "duosim-session", ext: "cast") {
        case .success(let path): return .saved(path)
        case .failure(let reason): first = reason
        }
        let temporary = FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        switch Self.save(text, in: temporary, base: "duosim-session-\(getpid())", ext: "cast") {
        case .success(let path): return .fellBack(path, first)
        case .failure(let reason): return .lost("\(first); \(temporary): \(reason)")
        }
    }

    private func save(_ text: String, base: String, ext: String) -> String {
        switch Self.save(text, in: folder, base: base, ext: ext) {
        case .success(let path): return "saved \(path)"
        case .failure(let reason): return "can't save: \(reason)"
        }
    }

    private enum Saved {
        case success(String)
        case failure(String)
    }

    /// Writes `text` as `FOLDER/BASE.EXT`, or `BASE-2.EXT`… when taken; never overwrites.
    private static func save(_ text: String, in folder: String, base: String, ext: String) -> Saved {
        var path = PathText.join(folder, "\(base).\(ext)")
        var suffix = 2
        while FileSystem.exists(path) {
            path = PathText.join(folder, "\(base)-\(suffix).\(ext)")
            suffix += 1
        }
        do {
            try OutputFile.write(text, to: path, force: false)
            return .success(path)
        } catch {
            return .failure("\(path): \(error)")
        }
    }
}
