#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file and environment calls duosim makes, straight to the C library: no Foundation, whose
/// loading alone would double the memory of every duosim process.
public enum FileSystem {
    /// What a path names.
    public enum Kind: Sendable, Equatable {
        /// A regular file, a folder, or anything else (a device, a socket, a FIFO).
        case file, directory, other
    }

    /// What `path` names, following symlinks; `nil` when nothing is there.
    public static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether anything is at `path`.
    public static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// Whether `path` is a folder.
    public static func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }

    /// The whole content of the file at `path`.
    /// - Returns: `nil` when it can't be opened or read.
    public static func contents(of path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return try? readAll(fd)
    }

    /// Why `readAll` stopped.
    public enum ReadFailure: Error, Equatable {
        /// The C library's `errno`.
        case system(Int32)
        /// More than the limit arrived.
        case tooLong
    }

    /// Everything left to read on `fd`.
    /// - Throws: `ReadFailure.tooLong` once more than `limit` bytes have arrived.
    public static func readAll(_ fd: Int32, limit: Int = .max) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk(fd) { chunk in
            bytes.append(contentsOf: chunk)
            guard bytes.count <= limit else { throw ReadFailure.tooLong }
        }
        return bytes
    }

    /// Reads `fd` to its end 64 KiB at a time, retrying interrupted reads, and hands each chunk to
    /// `body`; a failed read throws `ReadFailure.system`, and what `body` throws stops it.
    public static func forEachChunk(_ fd: Int32, _ body: (ArraySlice<UInt8>) throws -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure.system(errno)
            }
            if count == 0 { return }
            try body(chunk[0..<count])
        }
    }

    /// The environment variable `name`, or `nil` when unset.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
