import CellGrid
import FileIO
import PoseEngine
import Runtime
import Simulator
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - LiveSession

/// The interactive UI on the terminal: `LiveLoop` on a `TerminalScreen`, with a `LiveRecorder`
/// carrying out captures and recordings.
struct LiveSession {
    var state: SimState
    var mouse: Bool
    /// Where `p` captures and `a` recordings go.
    var captureFolder: String
    /// Colour on the screen and in recordings (`--color`, `NO_COLOR`, resolved).
    var color: Bool = true
    /// Watches the profile files the UI was started with (hot reload), if any.
    var watcher: ProfileWatcher?

    /// Runs until the user quits; returns the exit status (0, or the signal it ended on; 74 when a
    /// recording is lost or cut short).
    func run() throws -> ExitStatus {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(mouse: mouse, color: color)
        } catch let error as TerminalError {
            throw CLIError(.usage, error.description)
        }
        defer { screen.close() }
        let recorder = LiveRecorder(folder: captureFolder, color: color) { text, path in
            do {
                try OutputFile.write(text, to: path, force: false)
                return nil
            } catch {
                return CLIError.from(error).message
            }
        }
        let ending = LiveLoop.run(state: state, backend: screen, handler: recorder, source: CrashTest.wrap(watcher))
        let status: ExitStatus
        switch ending {
        case .quit, .inputEnded: status = .success
        case .signal(let number): status = .signal(number)
        }
        // Nothing is lost: a recording still running when the UI ends is saved (to the temporary
        // folder when its own folder refuses it), and what happened is said once the screen is back.
        let save = recorder.isRecording ? recorder.stopSaving() : nil
        switch save {
        case .fellBack(_, let reason, let path)?:
            Console.standard.report(
                "the recording couldn't be saved in \(captureFolder) (\(reason)); saved it as \(path)")
        case .lost(let reason)?:
            Console.standard.report("the recording couldn't be saved: \(reason)")
            return status == .success ? .code(.ioError) : status
        case .cutShort?:
            // The status line's words: `the recording was cut short at 2.4 s (reason): PATH`.
            Console.standard.report(save?.words ?? "")
            return status == .success ? .code(.ioError) : status
        case .saved?, nil:
            break
        }
        return status
    }
}
