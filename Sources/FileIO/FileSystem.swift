import PoseEngine

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

    /// The content of the regular file at `path`, at most `limit` bytes (`InputFile.read`'s rules).
    /// - Returns: `nil` when it can't be opened or read, or is larger.
    public static func contents(of path: String, limit: Int = Limits.comparedFileBytes) -> [UInt8]? {
        try? InputFile.read(path, limit: limit)
    }

    /// The environment variable `name`, or `nil` when unset.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The C library's words for `code` (`No space left on device`).
    public static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The path with every symlink resolved; for a path that doesn't exist yet, its deepest existing
    /// folder resolved and the rest appended as written.
    public static func canonical(_ path: String) -> String? {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = PathText.parent(path)
        let last = PathText.lastComponent(path)
        if parent == path || last.isEmpty { return nil }
        guard let resolved = canonical(parent.isEmpty ? "." : parent) else { return nil }
        return PathText.join(resolved, last)
    }

    /// Whether `path` is `folder` or lies inside it (both resolved, compared by whole components).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        if path == folder || folder == "/" { return true }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

extension FileSystem {
    /// Whether `path` is a FIFO (links followed).
    public static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }
}

// MARK: - FileStamp

/// What `stat` says of a file that changes when it is written or replaced: its device and inode
/// (an editor that saves by renaming makes a new one), its size and its modification time to the
/// nanosecond. Two equal stamps mean the file wasn't touched in between, as far as one call can tell.
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var seconds: Int64
    public var nanoseconds: Int64
}

extension FileSystem {
    /// The stamp of what is at `path` (links followed); `nil` when nothing is there. One `stat`.
    public static func stamp(of path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return FileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec))
    }
}
