import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// A clock a test moves by hand.
final class HandClock: @unchecked Sendable {
    var now = ContinuousClock.now
    func advance(_ duration: Duration) { now = now.advanced(by: duration) }
}

/// Hot reload: the watcher's actions from real files, and the live loop applying them.
@Suite("Hot reload: the profile watcher")
struct ProfileWatcherTests {
    /// The bundled HUD's file, in a fresh folder.
    func hudFile() throws -> (path: String, text: String) {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/apps/hud.json"), encoding: .utf8)
        let path = try temporaryFolder().appendingPathComponent("hud.json").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (path, text)
    }

    func controls(_ action: Action?) -> [String]? {
        guard case .reload(nil, let app?, _) = action else { return nil }
        return app.controls.map(\.id)
    }

    @Test("A good edit reloads, a broken one says where it breaks and reloads nothing, the fix reloads again")
    func goodBrokenFixed() throws {
        let (path, text) = try hudFile()
        let clock = HandClock()
        let watcher = ProfileWatcher(device: nil, app: path, interval: .milliseconds(250), clock: { clock.now })
        #expect(watcher.poll() == nil, "nothing changed since it started")

        try text.replacingOccurrences(of: "\"joystick\"", with: "\"stick\"").write(
            toFile: path, atomically: false, encoding: .utf8)
        #expect(watcher.poll() == nil, "a look within the interval costs nothing and sees nothing")
        clock.advance(.milliseconds(250))
        let good = watcher.poll()
        #expect(controls(good) == ["healthBar", "fireButton", "stick"])
        if case .reload(_, _, let outcome) = good { #expect(outcome.words == "reloaded hud.json") }
        clock.advance(.seconds(1))
        #expect(watcher.poll() == nil, "reloaded once")

        // A trailing comma after the id: the JSON reader's line and column, the file's path.
        try text.replacingOccurrences(of: "\"joystick\"", with: "\"stick\",").write(
            toFile: path, atomically: true, encoding: .utf8)
        clock.advance(.seconds(1))
        let broken = watcher.poll()
        guard case .reload(nil, nil, let outcome)? = broken, outcome.reloaded.isEmpty else {
            Issue.record("a broken edit reports, got \(String(describing: broken))")
            return
        }
        let message = outcome.words
        #expect(message.hasPrefix(path + ":\(profileLine(of: "joystick")):21: $: not valid JSON"), "\(message)")
        #expect(
            message.contains("line \(profileLine(of: "joystick")), column 21")
                && message.hasSuffix("kept the last good profile"))
        clock.advance(.seconds(1))
        #expect(watcher.poll() == nil, "said once")

        // Fixed back to the text it had before the broken edit: that is a change too.
        try text.replacingOccurrences(of: "\"joystick\"", with: "\"stick\"").write(
            toFile: path, atomically: true, encoding: .utf8)
        clock.advance(.seconds(1))
        #expect(controls(watcher.poll()) == ["healthBar", "fireButton", "stick"])

        // Written again with the same bytes (a save without a change): nothing to reload.
        try text.replacingOccurrences(of: "\"joystick\"", with: "\"stick\"").write(
            toFile: path, atomically: true, encoding: .utf8)
        clock.advance(.seconds(1))
        #expect(watcher.poll() == nil)
    }

    @Test("A file that goes away keeps the last good profile and reloads when it is back")
    func missingFile() throws {
        let (path, text) = try hudFile()
        let clock = HandClock()
        let watcher = ProfileWatcher(device: nil, app: path, interval: .zero, clock: { clock.now })
        try FileManager.default.removeItem(atPath: path)
        guard case .reload(nil, nil, let outcome)? = watcher.poll() else {
            Issue.record("a missing file is reported")
            return
        }
        let message = outcome.words
        #expect(message.contains(path) && message.hasSuffix("kept the last good profile"))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(controls(watcher.poll()) == ["healthBar", "fireButton", "joystick"])
    }

    @Test("A device profile file reloads as a device; what the command line did to the app is done again")
    func deviceAndAdjustments() throws {
        let folder = try temporaryFolder()
        let devicePath = folder.appendingPathComponent("duo.json").path
        let deviceText = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        try deviceText.write(toFile: devicePath, atomically: false, encoding: .utf8)
        let (appPath, appText) = try hudFile()
        let watcher = ProfileWatcher(
            device: devicePath, app: appPath, adjustApp: { $0.name = "adjusted" }, interval: .zero)
        #expect(watcher.paths == [devicePath, appPath])
        try deviceText.replacingOccurrences(of: "\"name\": \"iphone-duo\"", with: "\"name\": \"duo-b\"").write(
            toFile: devicePath, atomically: true, encoding: .utf8)
        guard case .reload(let device?, nil, let report)? = watcher.poll() else {
            Issue.record("the device reloads alone")
            return
        }
        #expect(device.name == "duo-b" && report == ReloadOutcome(reloaded: ["duo.json"]))
        try appText.replacingOccurrences(of: "\"joystick\"", with: "\"pad\"").write(
            toFile: appPath, atomically: true, encoding: .utf8)
        guard case .reload(nil, let app?, _)? = watcher.poll() else {
            Issue.record("the app reloads alone")
            return
        }
        #expect(app.name == "adjusted" && app.controls.map(\.id).contains("pad"))
    }

    /// Edits the file on its `at`th poll, then asks the real watcher.
    final class EditingSource: ActionSource {
        let watcher: ProfileWatcher
        let edits: [Int: () throws -> Void]
        var polls = 0
        init(_ watcher: ProfileWatcher, edits: [Int: () throws -> Void]) {
            self.watcher = watcher
            self.edits = edits
        }
        func poll() -> Action? {
            polls += 1
            try? edits[polls]?()
            return watcher.poll()
        }
    }

    @Test("The live loop applies a reload where the person is, and the live recording records it")
    func liveLoopRecordsTheReload() throws {
        let (path, text) = try hudFile()
        let folder = try temporaryFolder().path
        func write(_ replacement: String) -> () throws -> Void {
            {
                try text.replacingOccurrences(of: "\"joystick\"", with: replacement).write(
                    toFile: path, atomically: true, encoding: .utf8)
            }
        }
        let source = EditingSource(
            ProfileWatcher(device: nil, app: path, interval: .zero),
            edits: [3: write("\"stick\""), 5: write("\"stick\","), 7: write("\"pad\"")])
        let keys = ["s", "a", "Right", "Tab", "Right", "Right", "a"].map { InputEvent.key(Key(name: $0)!) }
        final class Keeper: LiveSink {
            let recorder: LiveRecorder
            var screens: [String] = []
            init(_ recorder: LiveRecorder) { self.recorder = recorder }
            var badge: String? { recorder.badge }
            var captureFolder: String? { recorder.captureFolder }
            var capturePrefix: String { recorder.capturePrefix }
            func frameShown(_ grid: Grid) {
                screens.append(grid.text)
                recorder.frameShown(grid)
            }
            func isTaken(_ path: String) -> Bool { recorder.isTaken(path) }
            func saveCapture(_ grid: Grid, as path: String, title: String) throws -> EffectOutcome? {
                try recorder.saveCapture(grid, as: path, title: title)
            }
            func toggleRecording(_ screen: Grid) -> EffectOutcome? { recorder.toggleRecording(screen) }
        }
        let sink = Keeper(LiveRecorder(folder: folder) { _, _ in nil })
        let backend = MemoryBackend(columns: 160, rows: 50, events: keys)
        let state = simState("book", app: bundledApp("hud"))
        #expect(LiveLoop.run(state: state, backend: backend, handler: sink, source: source) == .inputEnded)
        let screens = sink.screens
        // A frame a turn, each polled first: 1 start, 2 split, 3 (stick) recording, 4 128°, 5 (broken)
        // the right window, 6 129°, 7 (pad) 130°, 8 saved.
        #expect(screens.count == 8)
        let reloaded = screens[2]
        #expect(reloaded.contains("reloaded hud.json") && reloaded.contains("stick") && !reloaded.contains("joystick"))
        let broken = screens[4]
        #expect(
            broken.contains("line \(profileLine(of: "joystick")), column 21") && broken.contains("stick"),
            "the last good profile stays")
        #expect(broken.contains("128°") && broken.contains(" right  469 × 669 pt"), "the angle and the focus stay")
        let fixed = screens[6]
        #expect(fixed.contains("reloaded hud.json") && fixed.contains("pad") && fixed.contains("130°"))
        #expect(fixed.contains("Split View") && fixed.contains(" right  469 × 669 pt"))
        let cast = try String(contentsOfFile: folder + "/duosim-session.cast", encoding: .utf8)
        #expect(cast.contains("reloaded hud.json") && cast.contains("pad"), "the recording has the reload's frames")
    }
}
