import CellGrid
import Foundation
import PoseEngine
import Simulator
import Terminal

// MARK: - LiveSession

/// The interactive loop: draw the state, wait for a key, a click, a resize or a signal, reduce.
struct LiveSession {
    var state: SimState
    var mouse: Bool
    /// Where `p` captures and `a` recordings go.
    var captureFolder: String

    /// Runs until the user quits; returns the exit code (0, or 128 + signal).
    func run() throws -> Int32 {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(mouse: mouse)
        } catch let error as TerminalError {
            throw CLIError(.usage, error.description)
        }
        defer { screen.close() }
        var input = InputInterpreter(keyMap: KeyMap(profile: state.profile))
        var state = self.state
        // Only an event can change what's shown, so idle polls draw nothing.
        var needsDraw = true
        var current = ScreenRenderer.render(state, columns: 0, rows: 0)
        var recorder = LiveRecorder(folder: captureFolder)
        // Nothing is lost: a recording still running when the UI ends is saved (to the temporary
        // folder when its own folder refuses it), and what happened is said once the screen is back.
        func finish(_ code: Int32) -> Int32 {
            let outcome = recorder.isRecording ? recorder.stopSaving() : nil
            screen.close()
            switch outcome {
            case .fellBack(let path, let reason)?:
                FileHandle.standardError.write(Data("duosim: the recording couldn't be saved in \(captureFolder) (\(reason)); saved it as \(path)\n".utf8))
            case .lost(let reason)?:
                FileHandle.standardError.write(Data("duosim: the recording couldn't be saved: \(reason)\n".utf8))
                return code == 0 ? ExitCode.ioError.rawValue : code
            case .saved?, nil:
                break
            }
            return code
        }
        func options() -> RenderOptions {
            RenderOptions(unicode: screen.unicode, badge: recorder.isRecording ? "● REC" : nil, captureFolder: captureFolder)
        }

        while true {
            switch screen.takePendingSignal() {
            case .suspend?:
                screen.suspend()
                needsDraw = true
                continue
            case .quit(let number)?:
                return finish(128 + number)
            case nil:
                break
            }
            if needsDraw {
                let (columns, rows) = screen.size
                current = ScreenRenderer.render(state, columns: columns, rows: rows, options: options())
                screen.draw(current.grid)
                recorder.add(current.grid)
                needsDraw = false
            }
            let event = screen.nextEvent()
            if event != .idle { needsDraw = true }
            switch event {
            case .key(let key):
                guard let action = input.action(for: key, on: current) else { continue }
                switch action {
                case .captureScreen:
                    state.message = recorder.capture(current.grid, name: state.captureBaseName)
                case .toggleRecording:
                    if recorder.isRecording {
                        state.message = recorder.stop()
                    } else {
                        recorder.start(current.grid)
                        state.message = "recording… (a stops)"
                    }
                default:
                    state = reduce(state, action)
                }
            case .mouse(let event):
                if let action = input.action(for: event.kind, column: event.column, row: event.row, on: current) {
                    state = reduce(state, action)
                }
            case .resize, .idle:
                break
            }
            if state.quit { return finish(0) }
        }
    }
}

// MARK: - LiveRecorder

/// Text captures and asciicast recordings of the live session, saved next to each other,
/// never overwriting a file.
struct LiveRecorder {
    let folder: String
    private var writer: AsciicastWriter?
    private var started = Date()

    init(folder: String) {
        self.folder = folder
    }

    var isRecording: Bool { writer != nil }

    /// Saves `grid` as `duosim-NAME.txt`; returns the message for the status line.
    func capture(_ grid: Grid, name: String) -> String {
        save(grid.text, base: "duosim-\(name)", ext: "txt")
    }

    mutating func start(_ grid: Grid) {
        started = Date()
        writer = AsciicastWriter(width: grid.width, height: grid.height, title: "duosim live session")
        writer?.add(grid, at: 0)
    }

    /// Adds a frame while recording.
    mutating func add(_ grid: Grid) {
        writer?.add(grid, at: Date().timeIntervalSince(started))
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
    mutating func stop() -> String {
        switch stopSaving() {
        case .saved(let path): return "saved \(path)"
        case .fellBack(let path, let reason): return "can't save in \(folder) (\(reason)); saved \(path)"
        case .lost(let reason): return "can't save: \(reason)"
        case nil: return "not recording"
        }
    }

    /// Stops and saves the recording, falling back to the temporary folder.
    mutating func stopSaving() -> SaveOutcome? {
        guard let writer else { return nil }
        self.writer = nil
        let text = writer.text
        let first: String
        switch Self.save(text, in: folder, base: "duosim-session", ext: "cast") {
        case .success(let path): return .saved(path)
        case .failure(let reason): first = reason
        }
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
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
        while FileManager.default.fileExists(atPath: path) {
            path = PathText.join(folder, "\(base)-\(suffix).\(ext)")
            suffix += 1
        }
        do {
            try OutputFile.write(text, to: path)
            return .success(path)
        } catch let error as CLIError {
            return .failure(error.message)
        } catch {
            return .failure("\(path): \(error)")
        }
    }
}
