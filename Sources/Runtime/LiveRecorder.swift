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

/// What the live loop needs of its effect sink besides the effects: a badge for the header
/// (`● REC`), and where captures go (for the help).
public protocol LiveSink: EffectSink {
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
    /// Whether recordings keep the screen's colours (`--color`); without, only its attributes.
    let color: Bool
    /// The recording running: its frames, and the file they stream to as they come.
    private var writer: AsciicastWriter?
    private var file: GrowingFile?
    /// Why the capture folder refused the recording, when it went to the temporary folder instead.
    private var fellBackReason: String?
    /// Why the file stopped taking frames, if it did (a full disk): the part before is saved.
    private var writeFailure: String?
    /// The time of the last frame the file took (where a cut-short recording ends).
    private var lastWritten: Double = 0
    private var started = ContinuousClock.now

    /// - Parameters:
    ///   - folder: where captures and recordings go.
    ///   - temporaryFolder: where a recording goes when `folder` refuses it (default `$TMPDIR`, or `/tmp`).
    ///   - color: whether recordings keep the screen's colours (else only bold, dim, reverse, underline).
    ///   - write: the command line's whole-file write, for captures.
    public init(folder: String, temporaryFolder: String? = nil, color: Bool = true, write: @escaping Writer) {
        self.folder = folder
        self.color = color
        self.temporaryFolder =
            temporaryFolder ?? FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        self.writeFile = write
    }

    public var isRecording: Bool { file != nil }

    // MARK: LiveSink

    public var badge: String? { isRecording ? "● REC" : nil }
    public var captureFolder: String? { folder }
    public var capturePrefix: String { "duosim-" }

    public func frameShown(_ grid: Grid) { add(grid) }

    public func isTaken(_ path: String) -> Bool { FileSystem.exists(PathText.join(folder, path)) }

    public func saveCapture(_ grid: Grid, as path: String, title: String) throws -> EffectOutcome? {
        let target = PathText.join(folder, path)
        return writeFile(grid.text, target).map { .captureFailed(reason: $0) } ?? .captureSaved(path: target)
    }

    public func toggleRecording(_ screen: Grid) -> EffectOutcome? {
        if isRecording { return stopSaving().map(EffectOutcome.recordingStopped) ?? .notRecording }
        return start(screen)
    }

    // MARK: Recording

    /// Starts a recording streamed to a staged file in the capture folder (or, when it refuses,
    /// the temporary folder); returns what it came to.
    func start(_ grid: Grid) -> EffectOutcome {
        started = ContinuousClock.now
        writeFailure = nil
        lastWritten = 0
        fellBackReason = nil
        do {
            file = try GrowingFile(folder: folder, base: "duosim-session", ext: "cast")
        } catch {
            fellBackReason = "\(error)"
            do {
                file = try GrowingFile(folder: temporaryFolder, base: "duosim-session-\(getpid())", ext: "cast")
            } catch let second {
                return .recordingRefused(
                    reason: "\(error)", temporaryFolder: temporaryFolder, temporaryReason: "\(second)")
            }
        }
        writer = AsciicastWriter(width: grid.width, height: grid.height, title: "duosim live session")
        writer?.add(color ? grid : grid.withoutColors(), at: 0)
        send()
        return .recordingStarted
    }

    /// Adds a frame while recording.
    func add(_ grid: Grid) {
        guard writer != nil else { return }
        let time = started.duration(to: .now).inSeconds
        writer?.add(color ? grid : grid.withoutColors(), at: time)
        send(at: time)
    }

    /// Sends what the writer holds to the file: memory stays flat however long the recording.
    private func send(at time: Double = 0) {
        guard var writer, let file, writeFailure == nil else { return }
        let text = writer.take()
        self.writer = writer
        do {
            try file.append(text)
            lastWritten = time
        } catch {
            writeFailure = "\(error)"
        }
    }

    /// Stops the recording and puts its file in place under the first free name. A file that
    /// stopped taking frames (a full disk) is saved as far as it got, and says why.
    public func stopSaving() -> RecordingSave? {
        guard let file else { return nil }
        self.file = nil
        writer = nil
        // Not even its header: no recording to keep, and no .cast a player can't read.
        guard file.written > 0 else {
            file.discard()
            return .lost(reason: writeFailure ?? "nothing was written")
        }
        do {
            let path = try file.finish()
            if let writeFailure { return .cutShort(path: path, seconds: lastWritten, reason: writeFailure) }
            return fellBackReason.map { .fellBack(folder: folder, reason: $0, path: path) } ?? .saved(path: path)
        } catch {
            return .lost(reason: "\(writeFailure ?? "\(error)")")
        }
    }
}
