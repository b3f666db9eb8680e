import PoseEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - ScriptText

/// Reading a tape: once, whole and bounded, from a file, a FIFO, a pipe, `<(…)` or standard input
/// alike. The same fault gives the same answer wherever the tape comes from: a tape past the size
/// bound or with a line past the line bound is bad data (65); one that can't be read is 66.
public enum ScriptText {
    /// The longest line a tape may have, and the most bytes.
    public static let longestLine = 1 << 20
    public static let largest = 64 << 20

    /// The bytes of the tape at `path` (`-` is standard input); `name` is what messages call it.
    /// - Throws: `InputFileError` (66) when it is missing, a folder or unreadable; `ScriptError`
    ///   (65) past the bounds.
    public static func read(_ path: String, name: String) throws -> [UInt8] {
        if path == "-" { return try read(fd: 0, name: name) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw InputFileError(path: name, reason: "no such file") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw InputFileError(path: name, reason: "is a directory, not a file")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw InputFileError(path: name, reason: Self.reason(errno)) }
        defer { close(fd) }
        return try read(fd: fd, name: name)
    }

    /// Everything left on `fd`, checked against the bounds as it arrives.
    static func read(fd: Int32, name: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var line = 1
        var lineStart = 0
        do {
            try FileSystem.forEachChunk(fd) { chunk in
                let offset = bytes.count
                bytes.append(contentsOf: chunk)
                guard bytes.count <= largest else {
                    throw ScriptError(
                        file: name, line: line,
                        message: "more than \(largest >> 20) MiB: not a tape duosim reads (split it with Source)")
                }
                for index in offset..<bytes.count where bytes[index] == 10 {
                    try checkLine(from: lineStart, to: index, line: line, name: name)
                    line += 1
                    lineStart = index + 1
                }
                try checkLine(from: lineStart, to: bytes.count, line: line, name: name)
            }
        } catch FileSystem.ReadFailure.system(let code) {
            throw InputFileError(path: name, reason: reason(code))
        }
        return bytes
    }

    static func checkLine(from start: Int, to end: Int, line: Int, name: String) throws {
        guard end - start <= longestLine else {
            throw ScriptError(
                file: name, line: line, message: "a line longer than \(longestLine >> 10) KiB: not a tape")
        }
    }

    static func reason(_ code: Int32) -> String {
        "can't be read (\(String(cString: strerror(code))))"
    }
}
