import CTerminalRestore
import CellGrid
import FileIO
import PoseEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - VideoRecording

/// A tape's `Output x.mp4` or `x.webm`: its frames through `ffmpeg` (an optional program, found on
/// PATH), with VHS's codecs and settings (`ffmpeg.go`: H.264 at CRF 20, VP9 at CRF 30, yuv420p,
/// no sound), each frame piped as raw pixels at the frame rate times the playback speed.
/// ffmpeg writes a private file beside nothing (removed on a signal), handed out at the end.
public final class VideoRecording {
    public enum Container: String, Sendable {
        case mp4
        case webm
    }

    /// Why a video can't be made: ffmpeg isn't installed, or it failed.
    public enum Failure: Error, Hashable, Sendable {
        case ffmpegMissing
        case ffmpegFailed(status: Int32, message: String)
        case io(String)
    }

    private struct Runs: FrameRuns {
        let canvas: TerminalCanvas
        let process: ChildProcess
        var bytes: [UInt8] = []

        mutating func run(_ run: FrameTimeline.Run, total: Int?) throws {
            canvas.draw(run.grid, cursor: run.cursor)
            if bytes.count != canvas.pixels.count * 3 { bytes = [UInt8](repeating: 0, count: canvas.pixels.count * 3) }
            for (index, word) in canvas.pixels.enumerated() {
                bytes[index * 3] = UInt8(word >> 16 & 0xFF)
                bytes[index * 3 + 1] = UInt8(word >> 8 & 0xFF)
                bytes[index * 3 + 2] = UInt8(word & 0xFF)
            }
            for _ in run.frames {
                guard bytes.withUnsafeBufferPointer({ process.write($0) }) else { throw Failure.io("stopped reading") }
            }
        }
    }

    public let container: Container
    private var timeline: FrameTimeline
    private var runs: Runs
    private let temporary: String
    private var staged: OpaquePointer?

    /// Where ffmpeg is, if it is on PATH.
    public static var ffmpeg: String? { ChildProcess.find("ffmpeg") }

    /// - Parameter ffmpeg: the program (found on PATH when not given).
    public init(style: PictureStyle, container: Container, fonts: PictureFonts? = nil, ffmpeg: String? = ffmpeg)
        throws
    {
        guard let ffmpeg else { throw Failure.ffmpegMissing }
        self.container = container
        let canvas = try TerminalCanvas(style: style, fonts: fonts)
        temporary = try Self.temporaryFile(container)
        staged = duosim_stage_register(temporary)
        let speed = style.playbackSpeed > 0 ? style.playbackSpeed : 1
        let arguments = Self.arguments(
            width: canvas.layout.width, height: canvas.layout.height,
            rate: Double(max(1, style.framerate)) * speed, container: container, output: temporary)
        let process: ChildProcess
        do { process = try ChildProcess(executable: ffmpeg, arguments: arguments) } catch {
            unlink(temporary)
            if let staged { duosim_stage_forget(staged) }
            throw error
        }
        runs = Runs(canvas: canvas, process: process)
        timeline = FrameTimeline(
            framerate: style.framerate, cursorBlink: style.cursorBlink, loopOffset: style.loopOffset)
    }

    deinit {
        runs.process.closeInput()
        _ = runs.process.wait()
        unlink(temporary)
        if let staged { duosim_stage_forget(staged) }
    }

    /// ffmpeg's command line (the first is its name): VHS's codecs, and flags that keep the
    /// file's bytes the same for the same frames (no version or time written).
    static func arguments(width: Int, height: Int, rate: Double, container: Container, output: String) -> [String] {
        var arguments = [
            "ffmpeg", "-hide_banner", "-nostats", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-framerate", formatDecimal(rate),
            "-i", "pipe:0",
            // yuv420p needs even sides: an odd one gets a row or column of the last.
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
        ]
        switch container {
        case .mp4: arguments += ["-vcodec", "libx264", "-pix_fmt", "yuv420p", "-an", "-crf", "20"]
        case .webm: arguments += ["-vcodec", "libvpx-vp9", "-pix_fmt", "yuv420p", "-an", "-crf", "30", "-b:v", "0"]
        }
        return arguments + [
            "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
            "-f", container.rawValue, output,
        ]
    }

    /// A rate as ffmpeg reads it: whole, or thousandths as a fraction.
    static func formatDecimal(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        return thousandths % 1000 == 0 ? "\(thousandths / 1000)" : "\(thousandths)/1000"
    }

    private static func temporaryFile(_ container: Container) throws -> String {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/duosim-video-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { throw Failure.io("no temporary file in \(folder): \(String(cString: strerror(errno)))") }
        _ = close(fd)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The screen changed at `time` seconds of the recording.
    public func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws {
        do { try timeline.add(grid, cursor: cursor, at: time, to: &runs) } catch Failure.io { throw ended() }
    }

    /// The recording ended at `time`: ffmpeg finishes, and the file is handed to `deliver` a
    /// piece at a time.
    public func finish(at time: Double, deliver: ([UInt8]) throws -> Void) throws {
        do { _ = try timeline.finish(at: time, to: &runs) } catch Failure.io { throw ended() }
        runs.process.closeInput()
        let message = ChildProcess.readAll(runs.process.errors)
        let status = runs.process.wait()
        guard status == 0 else {
            throw Failure.ffmpegFailed(status: status, message: String(decoding: message.prefix(2000), as: UTF8.self))
        }
        try InputFile.forEachChunk(temporary) { try deliver(Array($0)) }
    }

    /// ffmpeg stopped reading before the end: what it said.
    private func ended() -> Failure {
        runs.process.closeInput()
        let message = ChildProcess.readAll(runs.process.errors)
        let status = runs.process.wait()
        return .ffmpegFailed(status: status, message: String(decoding: message.prefix(2000), as: UTF8.self))
    }
}
