import CellGrid
import FileIO
import PoseEngine
import Runtime
import Simulator

// MARK: - TapeInput

/// A tape as `record` reads it: its bytes, read once (a FIFO or a pipe can't be read twice), and
/// the tapes it `Source`s, read once each when first named and kept for the run.
final class TapeInput {
    let path: String
    let name: String
    let bytes: [UInt8]
    /// The folder `Source` paths are relative to.
    let folder: String
    /// Sourced tapes by resolved path.
    private var sourced: [String: [UInt8]] = [:]
    /// The tape's commands, read once by `check` (its `Source`d tapes' in their place), for the run.
    private(set) var lines: [ScriptLine] = []
    var commands: Int { lines.count }

    init(path: String, name: String) throws {
        self.path = path
        self.name = name
        folder = path == "-" ? "." : PathText.parent(path)
        do {
            bytes = try ScriptText.read(path, name: name)
        } catch {
            throw CLIError.from(error)
        }
    }

    /// Every tape the run reads, by path (no output may replace one).
    var paths: [String] {
        (path == "-" ? [] : [path]) + sourced.keys.sorted()
    }

    /// Reads a `Source`d tape, relative to this one.
    var readSource: TapeParser.SourceReader {
        { [self] path in
            let resolved = folder.isEmpty || folder == "." ? path : PathText.join(folder, path)
            if let bytes = sourced[resolved] { return TapeSource(file: resolved, bytes: bytes) }
            let bytes = try ScriptText.read(resolved, name: resolved)
            sourced[resolved] = bytes
            return TapeSource(file: resolved, bytes: bytes)
        }
    }

    /// Reads the whole tape, running nothing: every problem at once, a `duosim:` line each on
    /// `console` (exit 65, or the fault's code when a tape it sources can't be read), else what
    /// the tape is. Its commands are kept in `lines`: a tape is read and parsed once.
    func check(console: Console) throws -> TapeFacts {
        var facts = TapeFacts()
        var lines: [ScriptLine] = []
        let check = { (line: ScriptLine) in facts.check(line, file: self.name) }
        var errors = try TapeParser.parse(bytes, file: name, readSource: readSource, keepGoing: true, check: check) {
            lines.append($0)
        }
        self.lines = lines
        errors += facts.finalErrors(file: name)
        guard let last = errors.last else { return facts }
        // Each problem its own line; the last ends the run, with the first one's fault's code.
        for error in errors.dropLast() { console.report(error.description) }
        var message = last.description
        if errors.count >= TapeParser.errorLimit { message += " (stopped after \(TapeParser.errorLimit) problems)" }
        throw CLIError(ExitCode(errors[0].fault), message)
    }
}
