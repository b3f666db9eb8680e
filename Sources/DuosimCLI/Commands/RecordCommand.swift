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
        let data: Data
        do { data = try ProfileLoader.readFile(scriptPath) } catch { throw CLIError.from(error) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(.dataError, "\(scriptPath):1: not UTF-8 text")
        }
        let script = try ScriptParser.parse(text, file: scriptPath)
        let recording = try Replayer(script: script, defaultProfile: ProfileLoader.bundledDevice()!, loadProfile: ProfileLoader.device, loadApp: ProfileLoader.app).run()

        // Every check before the first byte is written.
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputFolder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CLIError(.cantCreate, "\(outputFolder): is a file, not a folder")
        }
        let targets = recording.files.map { (path: Self.resolve($0.path, in: outputFolder), text: $0.text) }
        for target in targets where FileManager.default.fileExists(atPath: target.path) && !force {
            throw CLIError(.cantCreate, "\(target.path): already exists (use --force to overwrite)")
        }
        var folders: [String] = []
        for target in targets {
            let folder = (target.path as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders where !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CLIError(.cantCreate, "\(folder): can't be created")
            }
        }
        for target in targets where FileManager.default.fileExists(atPath: target.path) {
            try OutputFile.checkWritable(target.path, force: true)
        }
        for target in targets {
            try OutputFile.write(Data(target.text.utf8), to: target.path)
        }
        var summary = targets.isEmpty ? "nothing written: the script has no Output or Capture\n" : ""
        for target in targets {
            summary += "wrote \(target.path)\n"
        }
        summary += "\(recording.frames) frame\(recording.frames == 1 ? "" : "s"), \(String(format: "%.2f", recording.duration)) s of virtual time\n"
        console.out(summary)
        return .success
    }

    /// A script's output path inside the output folder (absolute paths stay as they are).
    static func resolve(_ path: String, in folder: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        return (folder as NSString).appendingPathComponent(path)
    }
}
