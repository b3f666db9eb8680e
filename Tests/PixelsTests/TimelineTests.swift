import CellGrid
import Testing

@testable import Pixels

/// Runs as a list, for looking at.
struct RecordedRuns: FrameRuns {
    var runs: [(text: String, cursor: Bool, frames: Range<Int>)] = []

    mutating func run(_ run: FrameTimeline.Run, total: Int?) throws {
        runs.append((run.grid.line(0).trimmingCharacters(in: .whitespaces), run.cursor != nil, run.frames))
    }
}

@Suite("Pixels: the frame timeline")
struct TimelineTests {
    func screen(_ text: String) -> Grid {
        var grid = Grid(width: 10, height: 1)
        grid.put(text, column: 0, row: 0)
        return grid
    }

    @Test("Frame k shows the screen at k ÷ framerate; a recording of D seconds has ⌈D × framerate⌉ frames")
    func frames() throws {
        var timeline = FrameTimeline(framerate: 50, cursorBlink: false, loopOffset: 0)
        var runs = RecordedRuns()
        try timeline.add(screen("a"), cursor: nil, at: 0, to: &runs)
        try timeline.add(screen("b"), cursor: nil, at: 0.05, to: &runs)
        // Two changes inside one frame: only the later shows.
        try timeline.add(screen("c"), cursor: nil, at: 0.101, to: &runs)
        try timeline.add(screen("d"), cursor: nil, at: 0.105, to: &runs)
        try timeline.add(screen("d"), cursor: nil, at: 0.5, to: &runs)
        let total = try timeline.finish(at: 1.001, to: &runs)
        #expect(total == 51)
        #expect(runs.runs.map(\.text) == ["a", "b", "d"])
        #expect(runs.runs.map(\.frames) == [0..<3, 3..<6, 6..<51])
    }

    @Test("A cursor blinks: 600 ms shown from each change, 600 hidden, and so on")
    func blink() throws {
        var timeline = FrameTimeline(framerate: 10, cursorBlink: true, loopOffset: 0)
        var runs = RecordedRuns()
        try timeline.add(screen("a"), cursor: CursorMark(column: 1, row: 0), at: 0, to: &runs)
        try timeline.add(screen("b"), cursor: CursorMark(column: 2, row: 0), at: 1.5, to: &runs)
        _ = try timeline.finish(at: 2.5, to: &runs)
        #expect(runs.runs.map(\.cursor) == [true, false, true, true, false])
        #expect(runs.runs.map(\.frames) == [0..<6, 6..<12, 12..<15, 15..<21, 21..<25])
        var steady = FrameTimeline(framerate: 10, cursorBlink: false, loopOffset: 0)
        var still = RecordedRuns()
        try steady.add(screen("a"), cursor: CursorMark(column: 1, row: 0), at: 0, to: &still)
        _ = try steady.finish(at: 2.5, to: &still)
        #expect(still.runs.map(\.frames) == [0..<25])
    }

    @Test("LoopOffset moves the first frames after the last, numbered on from it, as VHS renames them")
    func loopOffset() throws {
        var timeline = FrameTimeline(framerate: 10, cursorBlink: false, loopOffset: 25)
        var runs = RecordedRuns()
        try timeline.add(screen("a"), cursor: nil, at: 0, to: &runs)
        try timeline.add(screen("b"), cursor: nil, at: 0.5, to: &runs)
        #expect(runs.runs.isEmpty)
        let total = try timeline.finish(at: 2, to: &runs)
        #expect(total == 20)
        // ⌈25 % × 20⌉ = 5 frames move: "a" (0–4) goes after "b" (5–19), as frames 20–24.
        #expect(runs.runs.map(\.text) == ["b", "a"])
        #expect(runs.runs.map(\.frames) == [5..<20, 20..<25])
    }
}
