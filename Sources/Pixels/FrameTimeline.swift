import CellGrid

// MARK: - FrameTimeline

/// The virtual clock's screens as VHS's frames: frame k (from 0) shows the screen at k ÷
/// `Set Framerate` seconds of the recording, so a screen first shows in the frame at or after the
/// time it appeared, and a recording of D seconds has ⌈D × framerate⌉ frames (at least one).
/// A shown cursor blinks as xterm.js's does (`Set CursorBlink`, on by default): shown for 600 ms
/// from each change, hidden for 600, and so on, until it rests shown after five minutes.
///
/// Screens arrive as they change (`add`) and leave as runs of frames with one picture each
/// (`Run`), to a `FrameRuns` consumer, as soon as their end is known; `Set LoopOffset` needs the
/// last frame's number first, so with it the runs are kept (as screens, not pixels) until `finish`.
public struct FrameTimeline {
    /// Frames `frames` (numbers from 0) show `grid`, with the cursor if it is shown.
    public struct Run: Sendable {
        public var grid: Grid
        public var cursor: CursorMark?
        public var frames: Range<Int>
    }

    public let framerate: Int
    public let cursorBlink: Bool
    public let loopOffset: Double
    /// xterm.js's blink: 600 ms a phase, ending after five minutes.
    static let blinkPhase = 0.6
    static let blinkEnd = 300.0

    private var pending: (grid: Grid, cursor: CursorMark?, time: Double, frame: Int)?
    private var kept: [Run] = []

    public init(framerate: Int, cursorBlink: Bool, loopOffset: Double) {
        self.framerate = max(1, framerate)
        self.cursorBlink = cursorBlink
        self.loopOffset = loopOffset
    }

    /// The first frame at or after `time` seconds.
    public func frame(at time: Double) -> Int {
        max(0, Int((time * Double(framerate) - 1e-6).rounded(.up)))
    }

    /// A new screen at `time`; the screen before it goes out up to its frame.
    public mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double, to output: inout some FrameRuns) throws
    {
        if let pending, pending.grid == grid, pending.cursor == cursor { return }
        let start = pending == nil ? 0 : frame(at: time)
        try flush(until: start, to: &output)
        pending = (grid, cursor, time, start)
    }

    /// The recording ended at `time`: the last screen goes out to the last frame, and the runs
    /// kept for `LoopOffset` go out in their new order.
    public mutating func finish(at time: Double, to output: inout some FrameRuns) throws -> Int {
        let total = max(1, frame(at: time), (pending?.frame ?? 0) + 1)
        try flush(until: total, to: &output)
        pending = nil
        if loopOffset > 0 {
            let offset = Int((loopOffset / 100 * Double(total)).rounded(.up)) % total
            for run in Self.rotated(kept, by: offset, total: total) { try output.run(run, total: total) }
            kept = []
        }
        return total
    }

    /// The runs, frame numbers and all, with the first `offset` frames moved after the others.
    static func rotated(_ runs: [Run], by offset: Int, total: Int) -> [Run] {
        guard offset > 0 else { return runs }
        var head: [Run] = []
        var tail: [Run] = []
        for run in runs {
            if run.frames.upperBound <= offset {
                head.append(run)
            } else if run.frames.lowerBound >= offset {
                tail.append(run)
            } else {
                tail.append(Run(grid: run.grid, cursor: run.cursor, frames: offset..<run.frames.upperBound))
                head.append(Run(grid: run.grid, cursor: run.cursor, frames: run.frames.lowerBound..<offset))
            }
        }
        let moved = head.map {
            Run(
                grid: $0.grid, cursor: $0.cursor,
                frames: ($0.frames.lowerBound + total)..<($0.frames.upperBound + total))
        }
        return tail + moved
    }

    /// The pending screen's runs up to `end` (exclusive): one, or one a blink phase.
    private mutating func flush(until end: Int, to output: inout some FrameRuns) throws {
        guard let pending, end > pending.frame else { return }
        var start = pending.frame
        while start < end {
            // The blink's phase at this frame: even shown, odd hidden; after five minutes, shown.
            let elapsed = Double(start) / Double(framerate) - pending.time
            let phase = max(0, Int((elapsed / Self.blinkPhase + 1e-9).rounded(.down)))
            let blinking = cursorBlink && pending.cursor != nil && Double(phase) * Self.blinkPhase < Self.blinkEnd
            let next = frame(at: pending.time + Double(phase + 1) * Self.blinkPhase)
            let stop = blinking ? min(end, max(start + 1, next)) : end
            let run = Run(
                grid: pending.grid, cursor: !blinking || phase % 2 == 0 ? pending.cursor : nil, frames: start..<stop)
            if loopOffset > 0 { kept.append(run) } else { try output.run(run, total: nil) }
            start = stop
        }
        self.pending?.frame = end
    }
}

/// What takes a timeline's runs: a GIF, a folder of frames, a video.
public protocol FrameRuns {
    /// A run of frames with one picture; `total`, when known, is the number of frames in all.
    mutating func run(_ run: FrameTimeline.Run, total: Int?) throws
}
