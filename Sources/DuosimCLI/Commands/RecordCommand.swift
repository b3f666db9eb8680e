import CellGrid
import Foundation
import PoseEngine
import Simulator

// MARK: - RecordCommand

/// `duosim record`: replays a script headless and writes its captures.
struct RecordCommand: Command {
    static let name = "record"
    static let summary = "replay a .tape script headless into text captures and asciicast"
    static let help = """
    OVERVIEW: Replay a script on a virtual terminal and a virtual clock, and write what it
    asks for: every frame as text (.txt), an asciicast v2 recording (.cast), single captures.
    The same script always gives byte-identical files.

    USAGE: duosim record SCRIPT.tape [-o DIR] [--force]

    OPTIONS:
      -o, --output DIR         where outputs and captures go (default: the current folder;
                               created if missing); Output paths are relative to it
      --force                  overwrite files that exist
      -h, --help               show this help

    SCRIPT (one command a line, # comments, verbs case-sensitive):
      Set Width 120 · Set Height 40 · Set Profile "iphone-duo" · Set TypingSpeed 50ms
      Output "demo.txt" · Output "demo.cast"              (before the first action)
      Pose book · Hinge 127 · Open · Close · Half · Sweep 180 0 2s
      Key Right 3 · Key Shift+Right · Key s · Type "sr"     (the live UI's keys)
      Click COL ROW · Drag COL ROW COL ROW · Resize 100 30 · Sleep 500ms
      Capture "book-split"                                 (→ DIR/book-split.txt; .ans .html .svg too)
      Hide · Show                                          (stop / resume adding frames to Outputs)

    EXAMPLE:
      printf 'Output "fold.cast"\\nSweep 180 0 2s\\nCapture "closed"\\n' > fold.tape
      duosim record fold.tape -o demo
    """

    var scriptPath: String
    var outputFolder: String
    var force: Bool

    init(arguments: inout ArgumentList) throws {
        outputFolder = try arguments.value("-o", "--output") ?? "."
        force = try arguments.flag("--force")
        let positionals = arguments.positionals()
        guard positionals.count == 1 else {
            throw CLIError.usage(positionals.isEmpty ? "record needs a script: duosim record SCRIPT.tape" : "record takes one script (found \(positionals.count))", command: Self.name)
        }
        scriptPath = positionals[0]
    }

    func run(console: Console) throws -> ExitCode {
        let bytes = try Self.readScript(scriptPath)
        // First the whole script is checked, so a typo on the last line costs nothing;
        // then it runs, streaming frames to staged files that land all at once at the end.
        try ScriptParser.forEachLine(bytes, file: scriptPath) { _ in }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputFolder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CLIError(.cantCreate, "\(outputFolder): is a file, not a folder")
        }
        StagedFiles.cleanUpOnSignals()
        let staged = StagedFiles(folder: outputFolder, force: force, protecting: scriptPath)
        let recording: Recording
        do {
            var replayer = Replayer(
                file: scriptPath, defaultProfile: ProfileLoader.bundledDevice()!, sink: staged,
                loadProfile: ProfileLoader.device, loadApp: ProfileLoader.app)
            try ScriptParser.forEachLine(bytes, file: scriptPath) { try replayer.perform($0) }
            recording = try replayer.finish()
            try staged.commit()
        } catch let error as RecordingSinkError {
            staged.abort()
            var failure = CLIError.from(error.underlying)
            failure.message = "\(error.file):\(error.line): \(failure.message)"
            throw failure
        } catch {
            staged.abort()
            throw error
        }
        let targets = staged.targets
        var summary = targets.isEmpty ? "nothing written: the script has no Output or Capture\n" : ""
        for target in targets {
            summary += "wrote \(target)\n"
        }
        summary += "\(recording.frames) frame\(recording.frames == 1 ? "" : "s"), \(formatDecimals(recording.duration, 2)) s of virtual time\n"
        console.out(summary)
        return .success
    }

    /// The script's bytes (exit 66 when it can't be read).
    static func readScript(_ path: String) throws -> [UInt8] {
        // Read straight into one buffer: a million-line script is held once, not twice.
        var info = stat()
        guard stat(path, &info) == 0 else { throw CLIError(.noInput, "\(path): no such file") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw CLIError(.noInput, "\(path): is a directory, not a file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CLIError(.noInput, "\(path): can't be read (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError(.noInput, "\(path): can't be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
