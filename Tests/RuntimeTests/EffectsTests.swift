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
    var frames = 0
    var capturePrefix: String { "x-" }
    func isTaken(_ path: String) -> Bool { existing.contains(path) || saved.contains(path) }
    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> EffectOutcome? {
        if let refuse { throw Refused(reason: refuse) }
        saved.append(path)
        return .captureSaved(path: path)
    }
    func toggleRecording(_ screen: Grid) -> EffectOutcome? { .notRecording }
    func frameShown(_ grid: Grid) { frames += 1 }
    struct Refused: Error {
        var reason: String
    }
}

@Suite("Effects as values: the runner and its two sinks")
struct EffectsTests {
    func book() -> SimState { SimState(profile: duo, pose: duo.state(at: duo.defaultPose)) }
    let screen = Grid(width: 10, height: 2)

    /// `action` through the reducer, its effects carried out by `runner` (as the loops do).
    func apply(_ action: Action, _ state: SimState, _ runner: EffectRunner, screen: Grid) throws -> SimState {
        try update(state, action) { try runner.perform($0, for: $1) { screen } }
    }

    @Test(
        "An effect's outcome comes back as an action: the reducer puts it on the status line, the next action clears it"
    )
    func resultsAsActions() throws {
        let sink = MemoryEffectSink()
        let runner = EffectRunner(sink: sink)
        var state = try apply(.captureScreen, book(), runner, screen: screen)
        #expect(sink.saved == ["x-book-127.txt"])
        #expect(state.message == .effect(.captureSaved(path: "x-book-127.txt")))
        #expect(state.message?.words == "saved x-book-127.txt")
        #expect(reduce(state, .effectFinished(.notRecording)).message == .effect(.notRecording))
        state = try apply(.hingeBy(1), state, runner, screen: screen)
        #expect(state.message == nil && state.pose.angle == 128)
        state = try apply(.toggleRecording, state, runner, screen: screen)
        #expect(state.message?.words == "not recording")
    }

    @Test("The runner only reads the state: what an effect came to is an action, and only the reducer takes it")
    func runnerReadsOnly() throws {
        let sink = MemoryEffectSink()
        let runner = EffectRunner(sink: sink)
        let state = book()
        var drawn = 0
        let actions = try runner.perform([.captureScreen, .captureScreen], for: state) {
            drawn += 1
            return screen
        }
        #expect(drawn == 1, "the screen is drawn once for all the effects")
        #expect(
            actions == [
                .effectFinished(.captureSaved(path: "x-book-127.txt")),
                .effectFinished(.captureSaved(path: "x-book-127-2.txt")),
            ])
        #expect(
            try runner.perform([], for: state) {
                Issue.record("drawn for no effect")
                return screen
            }.isEmpty)
        // The reducer folds the outcomes in, in order: the last one is on the status line.
        let after = actions.reduce(state) { reduce($0, $1) }
        #expect(after.message == .effect(.captureSaved(path: "x-book-127-2.txt")))
        #expect(after.pose == state.pose && after.quit == state.quit)
        runner.frameShown(screen)
        #expect(sink.frames == 1, "a frame shown goes to the sink through the runner")
    }

    @Test("Capture names: the base, then -2, -3… past every taken name, in linear time")
    func names() throws {
        let sink = MemoryEffectSink()
        sink.existing = ["x-book-127.txt", "x-book-127-2.txt"]
        let runner = EffectRunner(sink: sink)
        var state = book()
        for _ in 0..<3 { state = try apply(.captureScreen, state, runner, screen: screen) }
        #expect(sink.saved == ["x-book-127-3.txt", "x-book-127-4.txt", "x-book-127-5.txt"])
    }

    @Test("A sink's failure reaches the caller; the state keeps no half-done message")
    func failure() {
        let sink = MemoryEffectSink()
        sink.refuse = "disk full"
        let state = book()
        var after: SimState?
        #expect(throws: MemoryEffectSink.Refused.self) {
            after = try apply(.captureScreen, state, EffectRunner(sink: sink), screen: screen)
        }
        #expect(after == nil && state.message == nil)
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
        state = try apply(.captureScreen, state, runner, screen: grid)
        #expect(state.message?.words == "saved \(folder)/duosim-book-127-2.txt")
        #expect(try String(contentsOfFile: folder + "/duosim-book-127.txt", encoding: .utf8) == "mine")
        #expect(try String(contentsOfFile: folder + "/duosim-book-127-2.txt", encoding: .utf8) == grid.text)

        let refusing = EffectRunner(sink: LiveRecorder(folder: folder) { _, _ in "read-only" })
        state = try apply(.captureScreen, state, refusing, screen: grid)
        #expect(state.message == .effect(.captureFailed(reason: "read-only")))
        #expect(state.message?.words == "can't save: read-only")
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
        state = try apply(.toggleRecording, state, runner, screen: first)
        #expect(recorder.badge == "● REC" && state.message?.words == "recording… (a stops)")
        runner.frameShown(ScreenRenderer.render(reduce(state, .hingeBy(1)), columns: 60, rows: 20).grid)
        state = try apply(.toggleRecording, state, runner, screen: first)
        #expect(recorder.badge == nil)
        #expect(state.message == .effect(.recordingStopped(.saved(path: "\(folder)/duosim-session.cast"))))
        #expect(state.message?.words == "saved \(folder)/duosim-session.cast")
        let cast = try String(contentsOfFile: folder + "/duosim-session.cast", encoding: .utf8)
        #expect(cast.split(separator: "\n").count == 3, "the header and two frames")

        let temporary = try self.folder()
        let refused = LiveRecorder(folder: folder + "/gone", temporaryFolder: temporary, write: write)
        state = try apply(.toggleRecording, state, EffectRunner(sink: refused), screen: first)
        #expect(state.message == .effect(.recordingStarted))
        guard case .fellBack(folder + "/gone", let reason, let path)? = refused.stopSaving() else {
            Issue.record("expected a fallback")
            return
        }
        #expect(reason == "\(folder)/gone: is not a folder")
        #expect(path.hasPrefix(temporary + "/duosim-session-") && FileManager.default.fileExists(atPath: path))
    }
}
