import FileIO
import PoseEngine
import Simulator

// MARK: - ScriptText

/// Reading a tape: once, whole and bounded, through the one reader of inputs (`InputFile`): a
/// file, a FIFO, a pipe, `<(…)` or standard input alike. The same fault gives the same answer
/// wherever the tape comes from: past `Limits.tapeBytes`, or a line past `Limits.tapeLine`, is bad
/// data (65); missing, a folder or unreadable is 66.
public enum ScriptText {
    /// The longest line a tape may have.
    public static let longestLine = Limits.tapeLine

    /// The bytes of the tape at `path` (`-` is standard input); `name` is what messages call it.
    /// - Throws: `InputFileError`; `ScriptError` for a line too long.
    public static func read(_ path: String, name: String) throws -> [UInt8] {
        var lines = LineBound(name: name)
        if path == "-" {
            let bytes = try InputFile.readStandardInput(limit: Limits.tapeBytes, what: "a tape", name: name)
            try lines.take(bytes[...])
            return bytes
        }
        // A file is checked as it arrives, so a line without end (a device) costs a line, not the bound.
        var read: [UInt8] = []
        do {
            try InputFile.forEachChunk(path) { chunk in
                guard chunk.count <= Limits.tapeBytes - read.count else {
                    throw InputFile.tooLarge(name, limit: Limits.tapeBytes, what: "a tape")
                }
                read.append(contentsOf: chunk)
                try lines.take(chunk)
            }
        } catch let error as InputFileError where error.path == path && path != name {
            throw InputFileError(path: name, reason: error.reason, fault: error.fault)
        }
        return read
    }

    /// Counts lines as bytes arrive and fails at the first longer than the bound.
    struct LineBound {
        let name: String
        var line = 1
        var length = 0

        mutating func take(_ bytes: ArraySlice<UInt8>) throws {
            var start = bytes.startIndex
            while let newline = bytes[start...].firstIndex(of: 10) {
                length += newline - start
                try check()
                line += 1
                length = 0
                start = newline + 1
            }
            length += bytes.endIndex - start
            try check()
        }

        func check() throws {
            guard length <= ScriptText.longestLine else {
                throw ScriptError(
                    file: name, line: line,
                    message: "a line longer than \(ScriptText.longestLine >> 10) KiB: not a tape")
            }
        }
    }
}
