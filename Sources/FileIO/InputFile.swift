import PoseEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - InputFile

/// Every input duosim reads, read one way: with a size bound, a chunk at a time. A regular file is
/// read to its end; anything else (a FIFO, a device, `<(…)`) is read as a stream that may stay
/// silent at most `Limits.streamWait` seconds; standard input is read as it comes.
///
/// Faults (Docs/CONTRACT.md): missing, a folder, unreadable or silent → `noInput` (66); more than
/// the bound → `badData` (65).
public enum InputFile {
    /// The whole content of `path`, at most `limit` bytes.
    /// - Parameter what: what the input is for messages (`a profile`, `a tape`).
    /// - Throws: `InputFileError`.
    public static func read(_ path: String, limit: Int, what: String = "this input") throws -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk(path) { chunk in
            guard chunk.count <= limit - bytes.count else { throw tooLarge(path, limit: limit, what: what) }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    /// Standard input, whole, at most `limit` bytes.
    /// - Parameter name: the name messages use for it.
    public static func readStandardInput(limit: Int, what: String = "this input", name: String = "standard input")
        throws -> [UInt8]
    {
        var bytes: [UInt8] = []
        try readChunks(STDIN_FILENO, name: name, silence: nil) { chunk in
            guard chunk.count <= limit - bytes.count else { throw tooLarge(name, limit: limit, what: what) }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    /// Hands the content of `path` to `body` 64 KiB at a time; what `body` throws stops the reading.
    /// - Throws: `InputFileError` when the file can't be opened or read.
    public static func forEachChunk(_ path: String, _ body: (ArraySlice<UInt8>) throws -> Void) throws {
        let (fd, isStream) = try openForReading(path)
        defer { close(fd) }
        try readChunks(fd, name: path, silence: isStream ? Limits.streamWait : nil, body)
    }

    /// The error for an input larger than `limit` (a fault of its content: 65).
    public static func tooLarge(_ name: String, limit: Int, what: String) -> InputFileError {
        InputFileError(path: name, reason: "more than \(describeSize(limit)): too large for \(what)", fault: .badData)
    }

    /// `8 MiB`, `64 KiB`, `100 bytes`.
    public static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// Opens `path` for reading; a FIFO with no writer yet doesn't block the open.
    /// - Returns: the descriptor and whether it is a stream (not a regular file).
    static func openForReading(_ path: String) throws -> (fd: Int32, isStream: Bool) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw unreadable(path, errno) }
        let type = info.st_mode & S_IFMT
        guard type != S_IFDIR else { throw InputFileError(path: path, reason: "is a directory, not a file") }
        let isStream = type != S_IFREG
        let fd = systemOpen(path, O_RDONLY | O_CLOEXEC | (isStream ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw unreadable(path, errno) }
        return (fd, isStream)
    }

    static func unreadable(_ path: String, _ code: Int32) -> InputFileError {
        if code == ENOENT || code == ENOTDIR { return InputFileError(path: path, reason: "no such file") }
        return InputFileError(path: path, reason: "can't be read (\(FileSystem.describe(code)))")
    }

    /// Reads `fd` to its end; with `silence`, waits at most that many seconds for each chunk.
    static func readChunks(_ fd: Int32, name: String, silence: Int?, _ body: (ArraySlice<UInt8>) throws -> Void)
        throws
    {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let silence, try !waitForInput(fd, name: name, seconds: silence) {
                throw InputFileError(
                    path: name, reason: "nothing arrived for \(silence) s (a FIFO or device that no program writes to?)"
                )
            }
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw unreadable(name, errno)
            }
            if count == 0 { return }
            try body(chunk[0..<count])
        }
    }

    /// Waits until `fd` has something to read (or has ended); false when `seconds` passed first.
    static func waitForInput(_ fd: Int32, name: String, seconds: Int) throws -> Bool {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, Int32(seconds * 1000))
            if ready > 0 { return true }
            if ready == 0 { return false }
            if errno != EINTR { throw unreadable(name, errno) }
        }
    }
}

// The C library's calls, which `InputFile`'s own `read` and `open` would hide inside it.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
