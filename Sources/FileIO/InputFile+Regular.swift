import PoseEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - A regular file, never a stream

extension InputFile {
    /// The whole content of `path` if it is a regular file (links followed), at most `limit`
    /// bytes; anything else (a FIFO, a socket, a device, a folder) is refused without a byte read,
    /// so the call never waits. The type is checked before the open (a device is never opened) and
    /// again on the descriptor (opened without blocking), so a file swapped in between is caught.
    /// - Throws: `InputFileError`: missing or unreadable (66), not a regular file (66), too large (65).
    public static func readRegular(_ path: String, limit: Int, what: String = "this input") throws -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw unreadable(path, errno) }
        if let kind = notRegular(info) {
            throw InputFileError(path: path, reason: "is no longer a regular file (\(kind))")
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw unreadable(path, errno) }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else { throw unreadable(path, errno) }
        if let kind = notRegular(opened) {
            throw InputFileError(path: path, reason: "is no longer a regular file (\(kind))")
        }
        var bytes: [UInt8] = []
        try readChunks(fd, name: path, silence: nil) { chunk in
            guard chunk.count <= limit - bytes.count else { throw tooLarge(path, limit: limit, what: what) }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    /// What `info` is when it isn't a regular file (`a FIFO`), or nil.
    static func notRegular(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a folder"
        default: return "not a file"
        }
    }
}
