import CellGrid
import FileIO
import Pixels
import PoseEngine
import Reports
import Runtime
import Simulator

// MARK: - RecordCommand

/// `duosim record`: replays a tape headless and writes its outputs and captures. The tape is read
/// once (a file, a FIFO, `<(…)` or standard input), checked whole (every problem at once), then run.
struct RecordCommand: Command {
    static let name = "record"
    static let summary = "replay a .tape script headless into text, asciicast, GIF, PNG and video"
    static var help: String { RecordHelp.text }
    static var options: [OptionSpec] { RecordHelp.options }
    static let positional: PositionalSpec? = PositionalSpec(name: "TAPE", completion: .files("tape"), usage: "TAPE|-")

    var scriptPath: String
    var outputFolder: String
    var force: Bool
    var check: Bool
    var toStdout: Bool
    var validateOnly: Bool
    var junit: String?
    var color: ColorChoice

    /// The positional words (`validate` wants one).
    private var scripts: [String]

    init(options values: inout OptionValues, positionals: [String]) throws {
        typealias Option = RecordHelp.Option
        color = values.choice(Option.color, as: ColorChoice.self) ?? .auto
        outputFolder = values.text(Option.output) ?? "."
        force = values.flag(Option.force)
        check = values.flag(Option.check)
        toStdout = values.flag(Option.toStdout)
        validateOnly = values.flag(Option.validate)
        junit = values.text(Option.junit)
        scripts = positionals
        scriptPath = positionals.first ?? "-"
    }

    func validate() throws {
        guard scripts.count == 1 else {
            throw CLIError.usage(
                scripts.isEmpty
                    ? "record needs a script: duosim record SCRIPT.tape (or - for standard input)"
                    : "record takes one script (found \(scripts.count))", command: Self.name)
        }
        if check && toStdout { throw CLIError.usage("--check and --stdout can't be combined", command: Self.name) }
        if junit != nil && !check { throw CLIError.usage("--junit goes with --check", command: Self.name) }
        if validateOnly && (check || toStdout) {
            throw CLIError.usage("--validate runs nothing: it can't be combined with --check or --stdout")
        }
        if outputFolder == "-" {
            throw CLIError.usage(
                "-o takes a folder (--stdout writes a tape's one output to standard output)", command: Self.name)
        }
    }

    /// The name messages use for the script.
    var scriptName: String { scriptPath == "-" ? "<stdin>" : scriptPath }

    func run(console: Console) throws -> ExitStatus {
        let tape = try TapeInput(path: scriptPath, name: scriptName)
        let facts = try tape.check(console: console)
        if validateOnly {
            console.out(
                "\(scriptName): valid (\(tape.commands) command\(tape.commands == 1 ? "" : "s"); starts \(facts.startsAtPrompt ? "at the prompt" : "in the UI"))\n"
            )
            return .success
        }
        if let warning = facts.sizeWarning { console.report("\(scriptName): \(warning)") }
        if !facts.ignored.isEmpty {
            console.report(
                "\(scriptName): ignored (nothing to do in a text terminal): \(facts.ignored.joined(separator: ", "))")
        }
        if let missing = Self.missingProgram(facts) { throw CLIError(.cantCreate, "\(scriptName): \(missing)") }
        if check || toStdout {
            return try runInMemory(tape, facts: facts, console: console)
        }
        if let kind = FileSystem.kind(of: outputFolder), kind != .directory {
            throw CLIError(.cantCreate, "\(outputFolder): is a file, not a folder")
        }
        let staged = StagedFiles(folder: outputFolder, force: force, confined: true)
        for (index, path) in tape.paths.enumerated() {
            staged.protect(
                path, as: index == 0 && scriptPath != "-" ? "is the script itself" : "is a tape the script sources")
        }
        do {
            let recording = try replay(tape, facts: facts, into: staged)
            report(recording, wrote: staged.targets, console: console)
            // The report first, then the commit: a report that can't be printed (a full disk, a
            // closed pipe) fails the run before anything is put in place, never after.
            console.out(summary(recording, targets: staged.targets, facts: facts))
            if let failure = console.outFailure() { throw failure }
            try staged.commit()
        } catch {
            staged.abort()
            throw error
        }
        return .success
    }

    /// What stdout says of a run: the files, the frames and the time.
    func summary(_ recording: Recording, targets: [String], facts: TapeFacts) -> String {
        var summary = targets.isEmpty ? "nothing written: the script has no Output or Capture\n" : ""
        for line in Self.wroteLines(targets, facts: facts, folder: outputFolder) {
            // A name may hold a bidirectional mark (control characters are refused): shown inert.
            summary += "wrote \(InertText.line(line))\n"
        }
        summary += "\(recording.frames) frame\(recording.frames == 1 ? "" : "s"), "
        let hidden = recording.clock - recording.duration
        summary +=
            hidden > 0.0005
            ? "\(formatDecimals(recording.duration, 2)) s recorded (\(formatDecimals(recording.clock, 2)) s of virtual time, \(formatDecimals(hidden, 2)) s of it hidden)\n"
            : "\(formatDecimals(recording.duration, 2)) s of virtual time\n"
        return summary
    }

    /// What stderr says after a run: command lines not run, outputs skipped and what came instead.
    func report(_ recording: Recording, wrote targets: [String], verb: String = "wrote", console: Console) {
        if !recording.notRun.isEmpty {
            let limit = Recording.notRunShown
            let shown = recording.notRun.prefix(limit).map { "'\(Token.inert($0, limit: 60))'" }
            let more = recording.notRun.count > limit ? " and \(recording.notRun.count - limit) more" : ""
            console.report(
                "\(scriptName): not run (duosim runs no shell; only 'duosim …' starts its UI): \(shown.joined(separator: ", "))\(more)"
            )
        }
        for note in recording.notes { console.report("\(scriptName): \(note)") }
        guard !recording.skipped.isEmpty else { return }
        // With nothing else to write, the text twin of the first is the suggestion.
        let first = recording.skipped[0]
        let twin = String(first.prefix { $0 != "." }) + ".gif"
        let instead =
            targets.isEmpty
            ? "nothing else to write (Output \(twin) would record the session)"
            : "\(verb) instead: \(targets.joined(separator: ", "))"
        console.report(
            "\(scriptName): skipped \(recording.skipped.joined(separator: ", ")) (no format duosim writes has that extension: \(OutputFormat.extensions { $0.writes(.session) })); \(instead)"
        )
    }

    /// A program the tape's outputs need that isn't installed (ffmpeg for a video), said before
    /// anything runs.
    static func missingProgram(_ facts: TapeFacts) -> String? {
        let videos = facts.wholeSessionOutputs.filter { OutputFormat.of(path: $0)?.program == "ffmpeg" }
        guard let first = videos.first, VideoRecording.ffmpeg == nil else { return nil }
        return
            "Output \(first) needs ffmpeg, which isn't on PATH (install it: apt-get install ffmpeg, brew install ffmpeg; a .gif needs nothing); nothing written"
    }

    /// `wrote` lines: a file a line, a folder output's files as one (`frames/ (500 files)`).
    static func wroteLines(_ targets: [String], facts: TapeFacts, folder: String) -> [String] {
        let folders = facts.wholeSessionOutputs.filter { $0.hasSuffix("/") }.map { path in
            let joined = path.hasPrefix("/") || folder == "." ? path : PathText.join(folder, path)
            return joined.hasSuffix("/") ? joined : joined + "/"
        }
        var lines: [String] = []
        var counts: [String: Int] = [:]
        for target in targets {
            if let owner = folders.first(where: { target.hasPrefix($0) }) {
                if counts[owner] == nil { lines.append(owner) }
                counts[owner, default: 0] += 1
            } else {
                lines.append(target)
            }
        }
        return lines.map { line in counts[line].map { "\(line) (\($0) file\($0 == 1 ? "" : "s"))" } ?? line }
    }

    /// Replays the script into `sink`, turning replay errors into what the user reads.
    func replay(_ tape: TapeInput, facts: TapeFacts, into sink: RecordingSink) throws -> Recording {
        guard let profile = ProfileLoader.bundledDevice() else {
            throw CLIError(.ioError, "the bundled device profile can't be read")
        }
        do {
            var replayer = Replayer(
                file: scriptName, defaultProfile: profile, sink: sink, facts: facts,
                loadProfile: ProfileLoader.uiDevice, loadApp: ProfileLoader.app, launch: Self.launch,
                color: color.isOn(terminal: nil))
            for line in tape.lines { try replayer.perform(line) }
            return try replayer.finish()
        } catch let error as TapeRunError {
            throw Self.cliError(error)
        } catch let failure as WaitFailure {
            // The place, then the screen it saw (as lines of their own, after the message).
            throw CLIError(.findings, failure.message, detail: failure.screen)
        }
    }

    /// An error met while the tape ran, with where: the exit code its cause has anywhere else
    /// (a missing file 66, bad JSON 65, a bad command line typed at the prompt 64), except that a
    /// profile name nothing knows is bad data in a tape's `Set` (65).
    static func cliError(_ error: TapeRunError) -> CLIError {
        var failure = CLIError.from(error.underlying)
        if error.underlying is UnknownProfileError, !error.isCommandLine {
            failure = CLIError(.dataError, "\(error.underlying)")
        }
        let context = error.context.isEmpty ? "" : "\(error.context): "
        failure.message = "\(error.file):\(error.line):\(error.column): \(context)\(failure.message)"
        failure.hint = nil
        return failure
    }

    /// The UI's first state from a `duosim …` line typed at the prompt: its arguments read as
    /// `duosim tui` reads them.
    static func launch(_ arguments: [String]) throws -> SimState {
        let tui = try TUICommand.parse(arguments.first == "tui" ? Array(arguments.dropFirst()) : arguments)
        var state = SimState(
            profile: tui.options.profile, pose: tui.options.state, query: tui.options.query, app: tui.options.app)
        if let vocabulary = tui.vocabulary { state.vocabulary = vocabulary }
        return state
    }
}

extension StagedFiles: RecordingSink {}
