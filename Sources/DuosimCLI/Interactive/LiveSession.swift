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
        defer {
            // Nothing is lost: a recording still running when the UI ends is saved.
            if recorder.isRecording { _ = recorder.stop() }
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
                if recorder.isRecording { _ = recorder.stop() }
                screen.close()
                return 128 + number
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
            if state.quit {
                if recorder.isRecording { _ = recorder.stop() }
                screen.close()
                return 0
            }
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

    /// Stops and saves the recording; returns the message for the status line.
    mutating func stop() -> String {
        guard let writer else { return "not recording" }
        self.writer = nil
        return save(writer.text, base: "duosim-session", ext: "cast")
    }

    private func save(_ text: String, base: String, ext: String) -> String {
        var path = (folder as NSString).appendingPathComponent("\(base).\(ext)")
        var suffix = 2
        while FileManager.default.fileExists(atPath: path) {
            path = (folder as NSString).appendingPathComponent("\(base)-\(suffix).\(ext)")
            suffix += 1
        }
        do {
            try OutputFile.write(text, to: path)
            return "saved \(path)"
        } catch let error as CLIError {
            return "can't save: \(error.message)"
        } catch {
            return "can't save \(path)"
        }
    }
}
