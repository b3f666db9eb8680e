#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - OutputTarget

/// How one output is written, decided once from what is at its path.
public enum OutputTarget: Sendable, Equatable {
    /// A regular file (new or replaced): staged beside `path` and renamed onto it. For a symlink
    /// that is written through, `path` is the file it leads to.
    case replace(path: String)
    /// A device, a FIFO or a socket (or a symlink to one): written in place, never replaced.
    case inPlace(path: String)
    /// `-`: the process's standard output.
    case standardOutput
}

// MARK: - FileIdentity

/// A file as the file system knows it (device and inode): the same file under any name or link.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    /// The file at `path` (links followed), or nil when nothing is there.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

// MARK: - OutputPolicy

/// The one check every output path goes through (`render -o`, `demo -o`, `record`'s outputs and
/// captures, the live captures and recordings). See Docs/CONTRACT.md, Files.
public struct OutputPolicy: Sendable {
    /// Replace a file that exists (else `cantCreate`, 73).
    public var force: Bool
    /// When set (resolved), every output must stay inside this folder, symlinks followed.
    public var root: String?
    /// The folder as the user named it, for messages.
    public var rootName: String?
    /// Files the run reads (tapes): never written, whatever the name leading to them.
    public var protected: [FileIdentity: String] = [:]

    public init(force: Bool, root: String? = nil, rootName: String? = nil) {
        self.force = force
        self.root = root
        self.rootName = rootName
    }

    /// Why `name` can't name an output (a NUL or another control character), or nil.
    public static func nameProblem(_ name: String) -> String? {
        for (offset, scalar) in name.unicodeScalars.enumerated() where scalar.properties.generalCategory == .control {
            let shown = scalar.value == 0 ? "NUL" : "U+\(String(scalar.value, radix: 16, uppercase: true))"
            return "an output name can't hold control characters (\(shown) at character \(offset + 1))"
        }
        return nil
    }

    /// How `path` is written, or why it can't be.
    /// - Throws: `OutputFileError`: a bad name (65), a tape the run reads (65), a folder, a file
    ///   that exists without `force`, a dangling symlink without `force`, a path leading outside
    ///   `root` (73).
    public func decide(_ path: String) throws -> OutputTarget {
        if path == "-", root == nil { return .standardOutput }
        if let problem = Self.nameProblem(path) { throw OutputFileError(path: path, reason: problem, fault: .badData) }
        var link = stat()
        guard lstat(path, &link) == 0 else {
            guard errno == ENOENT else { throw refuse(path, "can't be created (\(FileSystem.describe(errno)))") }
            try checkInside(path)
            return .replace(path: path)
        }
        var info = link
        var real = path
        if (link.st_mode & S_IFMT) == S_IFLNK {
            guard stat(path, &info) == 0 else {
                // A symlink to nowhere: only --force replaces the link itself.
                guard force else { throw refuse(path, "a symlink to nowhere (use --force to replace the link)") }
                try checkInside(path)
                return .replace(path: path)
            }
            real = FileSystem.canonical(path) ?? path
        }
        if let label = protected[FileIdentity(info)] {
            throw OutputFileError(path: path, reason: "\(label): choose another output name", fault: .badData)
        }
        try checkInside(path)
        return try target(real, type: info.st_mode & S_IFMT)
    }

    private func target(_ path: String, type: mode_t) throws -> OutputTarget {
        switch type {
        case S_IFDIR: throw refuse(path, "is a directory")
        case S_IFREG:
            guard force else { throw refuse(path, "already exists (use --force to overwrite)") }
            return .replace(path: path)
        case S_IFBLK:
            guard force else { throw refuse(path, "is a block device (use --force to write to it)") }
            return .inPlace(path: path)
        default:
            return .inPlace(path: path)
        }
    }

    /// Refuses `path` when, symlinks followed, it leads outside `root`.
    private func checkInside(_ path: String) throws {
        guard let root else { return }
        guard let resolved = FileSystem.canonical(path), FileSystem.isInside(resolved, root) else {
            throw refuse(
                path, "leads outside \(rootName ?? root) (through a symlink): outputs stay inside the output folder")
        }
    }

    private func refuse(_ path: String, _ reason: String) -> OutputFileError {
        OutputFileError(path: path, reason: reason, fault: .cantCreate)
    }
}
