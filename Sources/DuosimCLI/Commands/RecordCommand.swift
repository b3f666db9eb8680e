import CellGrid
import FileIO
import PoseEngine
import Reports
import Runtime
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - RecordCommand

/// `duosim record`: replays a script headless and writes its captures.
struct RecordCommand: Command {
    static let name = "record"
    static let summary = "replay a .tape script headless into text captures and asciicast"
    static let help = """
        OVERVIEW: Replay a script on a virtual terminal and a virtual clock, and write what it
        asks for: every frame as text (.txt), an asciicast v2 recording (.cast), single captures.
        The same script always gives byte-identical files. VHS tapes are read as written.

        USAGE: duosim record SCRIPT.tape|- [-o DIR] [--force] [--check] [--stdout]

        OPTIONS:
          -o, --output DIR         where outputs and captures go (default: the current folder;
                                   created if missing); Output paths are relative to it
          --force                  overwrite files that exist
          --check                  write nothing: compare every file the tape would write with
                                   the one on disk; exit 1 with a unified diff when any differs
          --stdout                 write the tape's single output to standard output
          -h, --help               show this help
          (SCRIPT - reads the tape from standard input)

        SCRIPT (one command a line, # comments, verbs case-sensitive):
          Set Width 120 · Set Height 40 · Set Profile "iphone-duo" · Set TypingSpeed 50ms
          Output "demo.txt" · Output "demo.cast"              (before the first action)
          Pose book · Hinge 127 · Open · Close · Half · Sweep 180 0 2s
          Key Right 3 · Key Shift+Right · Key s · Type "sr"     (the live UI's keys)
          Click COL ROW · Drag COL ROW COL ROW · Resize 100 30 · Sleep 500ms
          Capture "book-split"                                 (→ DIR/book-split.txt; .ans .html .svg too)
          Hide · Show                                          (stop / resume adding frames to Outputs)

        VHS (as VHS writes it):
          Right 3 · Left@100ms 2 · Enter · Tab · Ctrl+C · Alt+x · Shift+Tab · Type@50ms "sr"
          Sleep 1 · Sleep 500ms · Sleep 1m · Screenshot book.svg · Require git
          Env NO_COLOR "1" · Source "setup.tape" (one level; its Outputs ignored)
          Set FontSize 14 · Set Theme "…" · … (mean nothing in a text terminal: ignored, said once)

        ASSERTIONS (the clock is virtual, so nothing waits: the current frame must match):
          Wait /regex/ · Wait+Line /regex/      one row of the screen matches
          Wait+Screen /regex/                   the whole screen matches (rows joined by \\n)
          Wait+Screen@10s /regex/               a timeout is accepted and means nothing here
          A Wait that fails stops the run before anything is written: exit 1, the line and the screen.

        EXAMPLES:
          printf 'Output "fold.cast"\\nSweep 180 0 2s\\nCapture "closed"\\n' > fold.tape
          duosim record fold.tape -o demo
          duosim record Screenshots/gallery.tape -o Screenshots --check     (in CI)
          printf 'Output "x.txt"\\nRight 3\\n' | duosim record - --stdout
        """

    var scriptPath: String
    var outputFolder: String
    var force: Bool
    var check: Bool
    var toStdout: Bool

    init(arguments: inout ArgumentList) throws {
        outputFolder = try arguments.outputPath("-o", "--output") ?? "."
        force = try arguments.flag("--force")
        check = try arguments.flag("--check")
        toStdout = try arguments.flag("--stdout")
        let positionals = arguments.positionals()
        guard positionals.count == 1 else {
            throw CLIError.usage(
                positionals.isEmpty
                    ? "record needs a script: duosim record SCRIPT.tape (or - for standard input)"
                    : "record takes one script (found \(positionals.count))", command: Self.name)
        }
        scriptPath = positionals[0]
        if check && toStdout { throw CLIError.usage("--check and --stdout can't be combined", command: Self.name) }
        if outputFolder == "-" {
            throw CLIError.usage(
                "-o takes a folder (--stdout writes a tape's one output to standard output)", command: Self.name)
        }
    }

    /// The name messages use for the script.
    var scriptName: String { scriptPath == "-" ? "<stdin>" : scriptPath }

    func run(console: Console) throws -> ExitCode {
        let bytes: ScriptText
        do {
            bytes = scriptPath == "-" ? .bytes(try Self.readStandardInput()) : try .file(scriptPath)
        } catch {
            throw CLIError.from(error)
        }
        let name = scriptName
        let folder = scriptPath == "-" ? "." : PathText.parent(scriptPath)
        // `Source "x.tape"` is read relative to the tape that names it.
        let readSource: (String) throws -> (file: String, text: ScriptText) = { path in
            let resolved = folder == "." ? path : PathText.join(folder, path)
            return (resolved, try ScriptText.file(resolved))
        }
        // First the whole script is checked, so a typo on the last line costs nothing;
        // then it runs, streaming frames to staged files that land all at once at the end.
        var ignored: [String] = []
        try ScriptParser.forEachLine(bytes, file: name, readSource: readSource) { line in
            switch line.command {
            case .ignoredSetting(let setting) where !ignored.contains("Set \(setting)"):
                ignored.append("Set \(setting)")
            case .env(let variable, _)
            where !["NO_COLOR", "LANG", "LC_ALL", "LC_CTYPE"].contains(variable) && !ignored.contains("Env \(variable)"):
                ignored.append("Env \(variable)")
            default: break
            }
        }
        if !ignored.isEmpty {
            console.report("\(name): ignored (nothing to do in a text terminal): \(ignored.joined(separator: ", "))")
        }
        if check || toStdout {
            return try runInMemory(bytes, readSource: readSource, console: console)
        }
        if let kind = FileSystem.kind(of: outputFolder), kind != .directory {
            throw CLIError(.cantCreate, "\(outputFolder): is a file, not a folder")
        }
        let staged = StagedFiles(folder: outputFolder, force: force, confined: true)
        if scriptPath != "-" { staged.protect(scriptPath, as: "is the script itself") }
        let recording: Recording
        do {
            recording = try replay(bytes, into: staged, readSource: readSource)
            try staged.commit()
        } catch {
            staged.abort()
            throw error
        }
        let targets = staged.targets
        var summary = targets.isEmpty ? "nothing written: the script has no Output or Capture\n" : ""
        for target in targets {
            summary += "wrote \(target)\n"
        }
        summary +=
            "\(recording.frames) frame\(recording.frames == 1 ? "" : "s"), \(formatDecimals(recording.duration, 2)) s of virtual time\n"
        console.out(summary)
        return .success
    }

    /// Replays the script into `sink`, turning replay errors into what the user reads.
    func replay(
        _ bytes: ScriptText, into sink: RecordingSink,
        readSource: @escaping (String) throws -> (file: String, text: ScriptText)
    ) throws -> Recording {
        do {
            var replayer = Replayer(
                file: scriptName, defaultProfile: ProfileLoader.bundledDevice()!, sink: sink,
                loadProfile: ProfileLoader.device, loadApp: ProfileLoader.app)
            try ScriptParser.forEachLine(bytes, file: scriptName, readSource: readSource) { try replayer.perform($0) }
            return try replayer.finish()
        } catch let error as RecordingSinkError {
            var failure = CLIError.from(error.underlying)
            failure.message = "\(error.file):\(error.line): \(failure.message)"
            throw failure
        } catch let failure as WaitFailure {
            // The line, then the screen it saw (as lines of their own, after the message).
            let text = failure.description
            let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            throw CLIError(.findings, String(line), detail: failure.screen)
        }
    }

    /// `--check` and `--stdout`: the files stay in memory; nothing is written.
    func runInMemory(
        _ bytes: ScriptText, readSource: @escaping (String) throws -> (file: String, text: ScriptText), console: Console
    ) throws -> ExitCode {
        let sink = MemorySink()
        _ = try replay(bytes, into: sink, readSource: readSource)
        if toStdout {
            guard sink.files.count == 1, let file = sink.files.first else {
                let names = sink.files.map(\.path).joined(separator: ", ")
                throw CLIError.usage(
                    "--stdout needs a tape with exactly one output (it writes \(sink.files.count)\(names.isEmpty ? "" : ": \(names)"))",
                    command: Self.name)
            }
            console.out(file.text)
            return .success
        }
        let staging = StagedFiles(folder: outputFolder, force: true)
        var report = ""
        var differing = 0
        for file in sink.files {
            let target = staging.resolve(file.path)
            guard let data = FileSystem.contents(of: target) else {
                differing += 1
                report += "missing: \(target) (the tape writes \(file.text.utf8.count) bytes)\n"
                continue
            }
            let onDisk = String(decoding: data, as: UTF8.self)
            guard onDisk != file.text else { continue }
            differing += 1
            report += UnifiedDiff.make(
                old: onDisk, new: file.text, oldName: "a/\(target)", newName: "b/\(target)", limit: 200)
        }
        if differing == 0 {
            console.out("\(sink.files.count) file\(sink.files.count == 1 ? "" : "s") checked, all identical\n")
            return .success
        }
        console.out(report)
        console.report(
            "\(differing) of \(sink.files.count) file\(sink.files.count == 1 ? "" : "s") differ from \(scriptName) (run without --check, with --force, to update them)"
        )
        return .findings
    }

    /// Standard input, whole, at most `Limits.tapeBytes` (it can't be read twice).
    static func readStandardInput() throws -> [UInt8] {
        try InputFile.readStandardInput(limit: Limits.tapeBytes, what: "a tape", name: "<stdin>")
    }
}

extension StagedFiles: RecordingSink {}
