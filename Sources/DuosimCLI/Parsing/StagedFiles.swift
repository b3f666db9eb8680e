import CTerminalRestore
import CellGrid
import PoseEngine
import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - StagedFiles

/// The files of one run, written all or none: each goes to a temporary file beside its target as
/// its bytes arrive, and only when the whole run succeeded are they renamed into place. A failure,
/// or a signal, removes every temporary file (and the folders the run created).
final class StagedFiles: RecordingSink {
    private struct Entry {
        var target: String
        var temporary: String
        var fd: Int32
        var slot: Int32
        /// Small writes not yet sent to the file.
        var pending: [UInt8] = []
    }

    /// A write this small waits in its file's buffer (a recording's frames are a few dozen bytes
    /// each: one system call per frame would be most of a recording's time in a fast file system).
    static let smallWrite = 4096
    /// Buffers are sent to their files when they hold this much in all.
    static let bufferLimit = 256 * 1024
    private var pendingBytes = 0

    private let folder: String
    private let force: Bool
    /// The tapes the run reads (itself and what it `Source`s), resolved: no output may replace them.
    private let protectedPaths: [String]
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private var createdFolders: [String] = []
    private var counter = 0
    /// Folders already known to exist (or made by this run): checked once, not once a file.
    private var knownFolders: Set<String> = []
    private let processID = getpid()

    /// - Parameters:
    ///   - folder: where relative paths go.
    ///   - force: replace files that exist (without it, an existing file is exit 73).
    ///   - protecting: files that must never be written (the tapes being run).
    init(folder: String, force: Bool, protecting: [String] = []) {
        self.folder = folder
        self.force = force
        self.protectedPaths = protecting.compactMap(Self.canonical)
    }

    /// From now on a terminating signal removes the staged files before the process ends, and a
    /// file-size limit fails a write (EFBIG) instead of killing the process. Not for the live UI,
    /// which handles signals itself.
    static func cleanUpOnSignals() {
        duosim_stage_install_signal_cleanup()
    }

    deinit { abort() }

    /// The files this run writes, in the order they were named.
    private(set) var targets: [String] = []

    /// `path` inside the folder (`.` leaves it as it is).
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        return PathText.join(folder, path)
    }

    func create(_ path: String) throws {
        var target = resolve(path)
        var info = stat()
        let exists = lstat(target, &info) == 0
        // Only a file of a tape's name, or a symlink, can be a tape: resolve just those.
        let name = PathText.lastComponent(target)
        if (exists && (info.st_mode & S_IFMT) == S_IFLNK)
            || protectedPaths.contains(where: { PathText.lastComponent($0) == name }),
            let real = Self.canonical(target), protectedPaths.contains(real)
        {
            throw CLIError(
                .dataError, "\(target) is the script itself or a tape it sources: choose another output name")
        }
        if exists {
            if (info.st_mode & S_IFMT) == S_IFLNK {
                // Write through a symlink to its target, as a shell redirection does.
                guard let real = Self.canonical(target) else {
                    throw CLIError(.cantCreate, "\(target): a symlink to nowhere")
                }
                target = real
                if stat(target, &info) != 0 { info = stat() }
            }
            if (info.st_mode & S_IFMT) == S_IFDIR { throw CLIError(.cantCreate, "\(target): is a directory") }
            if info.st_mode != 0, !force {
                throw CLIError(.cantCreate, "\(target): already exists (use --force to overwrite)")
            }
        }
        let parent = PathText.parent(target)
        let folder = parent.isEmpty ? "." : parent
        if !knownFolders.contains(folder) {
            try makeFolders(folder)
            knownFolders.insert(folder)
        }
        counter += 1
        let temporary = "\(folder)/.\(PathText.lastComponent(target)).\(processID).\(counter).tmp"
        let slot = duosim_stage_register(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            duosim_stage_forget(slot)
            throw CLIError(.cantCreate, "\(target): can't be created (\(reason))")
        }
        entries[path] = Entry(target: target, temporary: temporary, fd: fd, slot: slot)
        order.append(path)
        targets.append(target)
    }

    func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write($0, to: path) }
    }

    func write(bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBufferPointer { try write($0, to: path) }
    }

    /// A small write waits in `path`'s buffer (every buffer is sent when they hold enough); a
    /// larger one goes to the file at once, after what waits for it.
    private func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        guard let entry = entries[path] else { return }
        if bytes.count < Self.smallWrite {
            entries[path]!.pending.append(contentsOf: bytes)
            pendingBytes += bytes.count
            if pendingBytes >= Self.bufferLimit { try flushAll() }
        } else {
            try flush(path)
            try send(bytes, to: entry)
        }
    }

    /// Sends what waits in `path`'s buffer to its file.
    private func flush(_ path: String) throws {
        guard let entry = entries[path], !entry.pending.isEmpty else { return }
        entries[path]!.pending = []
        pendingBytes -= entry.pending.count
        try entry.pending.withUnsafeBufferPointer { try send($0, to: entry) }
    }

    /// Writes `bytes` to `entry`'s staged file; a failure (its errno) is exit 74 naming the target.
    private func send(_ bytes: UnsafeBufferPointer<UInt8>, to entry: Entry) throws {
        let failure = writeAll(bytes, to: entry.fd)
        if failure != 0 { throw CLIError(.ioError, "\(entry.target): \(String(cString: strerror(failure)))") }
    }

    /// Sends every buffer to its file, in the order the files were named.
    private func flushAll() throws {
        for path in order { try flush(path) }
    }

    /// Closes every file and renames each into place; on any failure removes what is left.
    func commit() throws {
        do {
            try flushAll()
            for path in order {
                guard var entry = entries[path] else { continue }
                let result = close(entry.fd)
                entry.fd = -1
                entries[path] = entry
                if result != 0 { throw CLIError(.ioError, "\(entry.target): \(String(cString: strerror(errno)))") }
            }
            for path in order {
                guard let entry = entries[path] else { continue }
                if rename(entry.temporary, entry.target) != 0 {
                    throw CLIError(.ioError, "\(entry.target): \(String(cString: strerror(errno)))")
                }
                duosim_stage_forget(entry.slot)
                entries[path] = nil
            }
            createdFolders = []
        } catch {
            abort()
            throw error
        }
    }

    /// Removes every staged file and the folders this run created.
    func abort() {
        for path in order {
            guard let entry = entries[path] else { continue }
            if entry.fd >= 0 { close(entry.fd) }
            unlink(entry.temporary)
            duosim_stage_forget(entry.slot)
        }
        entries = [:]
        for folder in createdFolders.reversed() { rmdir(folder) }
        createdFolders = []
    }

    private func makeFolders(_ folder: String) throws {
        if let kind = FileSystem.kind(of: folder) {
            guard kind == .directory else { throw CLIError(.cantCreate, "\(folder): is a file, not a folder") }
            return
        }
        let parent = PathText.parent(folder)
        if !parent.isEmpty, parent != folder { try makeFolders(parent) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw CLIError(.cantCreate, "\(folder): can't be created (\(String(cString: strerror(errno))))")
        }
        createdFolders.append(folder)
    }

    /// The path with every symlink resolved; for a file that doesn't exist yet, its folder resolved.
    static func canonical(_ path: String) -> String? {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = PathText.parent(path)
        guard let real = realpath(parent.isEmpty ? "." : parent, nil) else { return nil }
        defer { free(real) }
        return PathText.join(String(cString: real), PathText.lastComponent(path))
    }
}
