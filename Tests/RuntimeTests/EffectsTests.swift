import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// A sink that keeps captures in memory and can refuse them.
final class MemoryEffectSink: EffectSink {
    var saved: [String] = []
    var existing: Set<String> = []
    var refuse: String?
    var capturePrefix: String { "x-" }
    func isTaken(_ path: String) -> Bool { existing.contains(path) || saved.contains(path) }
    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> String? {
        if let refuse { throw Refused(reason: refuse) }
        saved.append(path)
        return "kept \(path)"
    }
    func toggleRecording(_ screen: Grid) -> String? { "toggled" }
    struct Refused: Error {
        var reason: String
    }
}

@Suite("Effects as values: the runner and its two sinks")
struct EffectsTests {
    func book() -> SimState { SimState(profile: duo, pose: duo.state(at: duo.defaultPose)) }
    let screen = Grid(width: 10, height: 2)

    @Test(
        "An effect's result comes back as an action: the reducer puts it on the status line, the next action clears it"
    )
    func resultsAsActions() throws {
        let sink = MemoryEffectSink()
        let runner = EffectRunner(sink: sink)
        var state = book()
        try runner.apply(.captureScreen, to: &state, screen: screen)
        #expect(sink.saved == ["x-book-127.txt"])
        #expect(state.message == "kept x-book-127.txt")
        #expect(reduce(state, .report("other")).message == "other")
        try runner.apply(.hingeBy(1), to: &state, screen: screen)
        #expect(state.message == nil && state.pose.angle == 128)
        try runner.apply(.toggleRecording, to: &state, screen: screen)
        #expect(state.message == "toggled")
    }

    @Test("Capture names: the base, then -2, -3… past every taken name, in linear time")
    func names() throws {
        let sink = MemoryEffectSink()
        sink.existing = ["x-book-127.txt", "x-book-127-2.txt"]
        let runner = EffectRunner(sink: sink)
        var state = book()
        for _ in 0..<3 { try runner.apply(.captureScreen, to: &state, screen: screen) }
        #expect(sink.saved == ["x-book-127-3.txt", "x-book-127-4.txt", "x-book-127-5.txt"])
    }

    @Test("A sink's failure reaches the caller; the state keeps no half-done message")
    func failure() {
        let sink = MemoryEffectSink()
        sink.refuse = "disk full"
        var state = book()
        #expect(throws: MemoryEffectSink.Refused.self) {
            try EffectRunner(sink: sink).apply(.captureScreen, to: &state, screen: screen)
        }
        #expect(state.message == nil)
    }

    func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func write(_ text: String, _ path: String) -> String? {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) ? nil : "can't create \(path)"
    }

    @Test("The live recorder saves captures beside each other and never replaces a file")
    func liveCaptures() throws {
        let folder = try folder()
        try "mine".write(toFile: folder + "/duosim-book-127.txt", atomically: true, encoding: .utf8)
        let recorder = LiveRecorder(folder: folder, write: write)
        let runner = EffectRunner(sink: recorder)
        var state = book()
        let grid = ScreenRenderer.render(state, columns: 100, rows: 30).grid
        try runner.apply(.captureScreen, to: &state, screen: grid)
        #expect(state.message == "saved \(folder)/duosim-book-127-2.txt")
        #expect(try String(contentsOfFile: folder + "/duosim-book-127.txt", encoding: .utf8) == "mine")
        #expect(try String(contentsOfFile: folder + "/duosim-book-127-2.txt", encoding: .utf8) == grid.text)

        let refusing = EffectRunner(sink: LiveRecorder(folder: folder) { _, _ in "read-only" })
        try refusing.apply(.captureScreen, to: &state, screen: grid)
        #expect(state.message == "can't save: read-only")
    }

    @Test(
        "A live recording: a badge while on, a .cast of the frames drawn; saved in the temporary folder when its own refuses"
    )
    func liveRecording() throws {
        let folder = try folder()
        let recorder = LiveRecorder(folder: folder, write: write)
        let runner = EffectRunner(sink: recorder)
        var state = book()
        let first = ScreenRenderer.render(state, columns: 60, rows: 20).grid
        try runner.apply(.toggleRecording, to: &state, screen: first)
        #expect(recorder.badge == "● REC" && state.message == "recording… (a stops)")
        recorder.didDraw(ScreenRenderer.render(reduce(state, .hingeBy(1)), columns: 60, rows: 20).grid)
        try runner.apply(.toggleRecording, to: &state, screen: first)
        #expect(recorder.badge == nil)
        #expect(state.message == "saved \(folder)/duosim-session.cast")
        let cast = try String(contentsOfFile: folder + "/duosim-session.cast", encoding: .utf8)
        #expect(cast.split(separator: "\n").count == 3, "the header and two frames")

        let temporary = try self.folder()
        let refused = LiveRecorder(folder: folder + "/gone", temporaryFolder: temporary, write: write)
        try EffectRunner(sink: refused).apply(.toggleRecording, to: &state, screen: first)
        guard case .fellBack(let path, let reason)? = refused.stopSaving() else {
            Issue.record("expected a fallback")
            return
        }
        #expect(reason == "\(folder)/gone: is not a folder")
        #expect(path.hasPrefix(temporary + "/duosim-session-") && FileManager.default.fileExists(atPath: path))
    }
}
