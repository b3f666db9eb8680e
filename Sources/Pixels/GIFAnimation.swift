import CellGrid

// MARK: - GIFAnimation

/// A tape's `Output x.gif`: every screen on the virtual clock, drawn as VHS draws it and written
/// as it comes (memory stays flat in the tape's length, `LoopOffset` aside). A run of identical
/// frames is one GIF frame; its delay is its frames at `Set Framerate`, divided by `Set
/// PlaybackSpeed`, in centiseconds counted from the start (so rounding never adds up).
public final class GIFAnimation {
    private struct Runs: FrameRuns {
        let canvas: TerminalCanvas
        let encoder: GIFEncoder
        let framesPerSecond: Double

        func centiseconds(_ frame: Int) -> Int { Int((100 * Double(frame) / framesPerSecond).rounded()) }

        mutating func run(_ run: FrameTimeline.Run, total: Int?) throws {
            canvas.draw(run.grid, cursor: run.cursor)
            let delay = centiseconds(run.frames.upperBound) - centiseconds(run.frames.lowerBound)
            try encoder.add(canvas.pixels, delay: delay)
        }
    }

    /// A glyph's edge in 16 steps, so that a frame's colours fit a GIF's 256.
    public static let coverageLevels = 16
    public let style: PictureStyle
    private var timeline: FrameTimeline
    private var runs: Runs
    /// The frames of the recording (at the frame rate), once finished.
    public private(set) var totalFrames = 0

    public convenience init(style: PictureStyle, fonts: PictureFonts? = nil) throws {
        try self.init(
            style: style, canvas: TerminalCanvas(style: style, fonts: fonts, coverageLevels: Self.coverageLevels))
    }

    init(style: PictureStyle, canvas: TerminalCanvas) throws {
        self.style = style
        timeline = FrameTimeline(
            framerate: style.framerate, cursorBlink: style.cursorBlink, loopOffset: style.loopOffset)
        let speed = style.playbackSpeed > 0 ? style.playbackSpeed : 1
        runs = Runs(
            canvas: canvas, encoder: try GIFEncoder(width: canvas.layout.width, height: canvas.layout.height),
            framesPerSecond: Double(max(1, style.framerate)) * speed)
    }

    /// The terminal's size in cells that this picture holds.
    public var layout: PictureLayout { runs.canvas.layout }
    /// GIF frames written so far.
    public var gifFrames: Int { runs.encoder.frames }

    /// The screen changed at `time` seconds of the recording.
    public func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws {
        try timeline.add(grid, cursor: cursor, at: time, to: &runs)
    }

    /// The bytes ready to write.
    public func take() -> [UInt8] { runs.encoder.take() }

    /// The recording ended at `time`: the rest of the file.
    public func finish(at time: Double) throws -> [UInt8] {
        totalFrames = try timeline.finish(at: time, to: &runs)
        return try runs.encoder.finish()
    }
}
