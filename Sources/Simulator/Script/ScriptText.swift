import FileIO
import PoseEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - ScriptText

/// A script's bytes, handed out a line at a time: from memory, or read from a file in 64 KiB
/// chunks, so a tape of a million lines costs a chunk, not the whole file.
public struct ScriptText: Sendable {
    enum Storage: Sendable {
        case bytes([UInt8])
        case file(String)
    }

    let storage: Storage

    /// Bytes already in memory (standard input, a test).
    public static func bytes(_ bytes: [UInt8]) -> ScriptText { ScriptText(storage: .bytes(bytes)) }

    /// A file, read anew each time the lines are walked.
    /// - Throws: `InputFileError` when it doesn't exist, is a folder, or can't be read.
    public static func file(_ path: String) throws -> ScriptText {
        var info = stat()
        guard stat(path, &info) == 0 else { throw InputFileError(path: path, reason: "no such file") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw InputFileError(path: path, reason: "is a directory, not a file")
        }
        // Not blocking: a FIFO with no writer yet is waited for (a bounded time) when it is read.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw InputFileError(path: path, reason: "can't be read (\(String(cString: strerror(errno))))")
        }
        close(fd)
        return ScriptText(storage: .file(path))
    }

    /// Calls `body` with each line's bytes, without the `\n`; the last line may be empty.
    public func forEachRawLine(_ body: (ArraySlice<UInt8>) throws -> Void) throws {
        switch storage {
        case .bytes(let bytes):
            try Self.split(bytes[...], final: true, body)
        case .file(let path):
            var pending: [UInt8] = []
            try InputFile.forEachChunk(path) { chunk in
                pending.append(contentsOf: chunk)
                let used = try Self.split(pending[...], final: false, body)
                pending.removeFirst(used)
                // A line that never ends (a device, a binary file) is not a tape.
                guard pending.count <= Self.longestLine else {
                    throw InputFileError(
                        path: path, reason: "has a line longer than \(Self.longestLine / 1024) KiB: not a tape",
                        fault: .badData)
                }
            }
            try Self.split(pending[...], final: true, body)
        }
    }

    /// The longest line a tape may have.
    public static let longestLine = Limits.tapeLine

    /// Hands out the complete lines of `bytes` (and, when `final`, the rest); returns the bytes used.
    @discardableResult
    static func split(_ bytes: ArraySlice<UInt8>, final: Bool, _ body: (ArraySlice<UInt8>) throws -> Void) throws -> Int
    {
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: 10) {
            try body(bytes[start..<newline])
            start = newline + 1
        }
        if final { try body(bytes[start...]) }
        return start - bytes.startIndex
    }
}
