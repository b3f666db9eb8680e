import CellGrid
import FileIO
import PoseEngine
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - LiveSink

/// What the live loop needs of its effect sink besides the effects: to hear of every frame drawn
/// (a recording), a badge for the header (`● REC`), and where captures go (for the help).
public protocol LiveSink: EffectSink {
    func didDraw(_ grid: Grid)
    var badge: String? { get }
    var captureFolder: String? { get }
}

// MARK: - LiveRecorder

/// The live session's effect sink: text captures and asciicast recordings saved next to each
/// other in one folder, never overwriting a file. `ReplayFiles` is the replay's.
public final class LiveRecorder: LiveSink {
    /// Writes a whole file (the command line's atomic write); returns why it failed, or nil.
    public typealias Writer = (_ text: String, _ path: String) -> String?

    public let folder: String
    /// Where a recording goes when its folder refuses it.
    let temporaryFolder: String
    private let writeFile: Writer
    private var writer: AsciicastWriter?
    private var started = ContinuousClock.now

    /// - Parameters:
    ///   - folder: where captures and recordings go.
    ///   - temporaryFolder: where a recording goes when `folder` refuses it (default `$TMPDIR`, or `/tmp`).
    ///   - write: the command line's whole-file write.
    public init(folder: String, temporaryFolder: String? = nil, write: @escaping Writer) {
        self.folder = folder
        self.temporaryFolder =
            temporaryFolder ?? FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        self.writeFile = write
    }

    public var isRecording: Bool { writer != nil }

    // MARK: LiveSink

    public var badge: String? { isRecording ? "● REC" : nil }
    public var captureFolder: String? { folder }
    public var capturePrefix: String { "duosim-" }

    public func didDraw(_ grid: Grid) { add(grid) }

    public func isTaken(_ path: String) -> Bool { FileSystem.exists(PathText.join(folder, path)) }

    public func saveCapture(_ grid: Grid, as path: String, title: String) throws -> String? {
        let target = PathText.join(folder, path)
        return writeFile(grid.text, target).map { "can't save: \($0)" } ?? "saved \(target)"
    }

    public func toggleRecording(_ screen: Grid) -> String? {
        if isRecording { return stop() }
        start(screen)
        return "recording… (a stops)"
    }

    // MARK: Recording

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
    public enum SaveOutcome: Equatable {
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
    public func stopSaving() -> SaveOutcome? {
        guard let writer else { return nil }
        self.writer = nil
        let text = writer.text
        let first: String
        switch save(text, in: folder, base: "duosim-session") {
        case .success(let path): return .saved(path)
        case .failure(let reason): first = reason
        }
        let temporary = temporaryFolder
        switch save(text, in: temporary, base: "duosim-session-\(getpid())") {
        case .success(let path): return .fellBack(path, first)
        case .failure(let reason): return .lost("\(first); \(temporary): \(reason)")
        }
    }

    private enum Saved {
        case success(String)
        case failure(String)
    }

    /// Writes `text` as `FOLDER/BASE.cast`, or `BASE-2.cast`… when taken; never overwrites.
    private func save(_ text: String, in folder: String, base: String) -> Saved {
        var path = PathText.join(folder, "\(base).cast")
        var suffix = 2
        while FileSystem.exists(path) {
            path = PathText.join(folder, "\(base)-\(suffix).cast")
            suffix += 1
        }
        return writeFile(text, path).map(Saved.failure) ?? .success(path)
    }
}
