import CTerminalRestore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - StagedFiles

/// The files of one run, written all or none: each regular file goes to a temporary file beside
/// its target as its bytes arrive; devices and FIFOs are spooled and written in place at the end;
/// only when the whole run succeeded is everything put in place (`commit`, which undoes its own
/// renames if one fails). A failure, or a terminating signal, removes every temporary file and the
/// folders the run created, however many.
public final class StagedFiles {
    struct Entry {
        /// The path messages name.
        var display: String
        /// Where the file goes: renamed onto (staged) or opened and written (in place).
        var target: String
        var inPlace: Bool
        /// The staged file beside the target; nil for an in-place target's spool (already unlinked).
        var temporary: String?
        /// Open descriptor, or -1 while closed to spare descriptors (reopened to append).
        var fd: Int32
        /// The signal handler's record of the temporary file.
        var cleanup: OpaquePointer?
        /// Small writes not yet sent to the file.
        var pending: [UInt8] = []
        /// The name the file it replaces is kept under until the set is whole (`--force`).
        var backup: String?
    }

    /// A write this small waits in its file's buffer (a recording's frames are a few dozen bytes
    /// each: one system call per frame would be most of a recording's time in a fast file system).
    static let smallWrite = 4096
    /// Buffers are sent to their files when they hold this much in all.
    static let bufferLimit = 256 * 1024
    /// Temporary names in this process: `.duosim-PID-N.tmp` is short whatever the target's name.
    static let counter = Atomic<Int>(0)

    var pendingBytes = 0
    let folder: String
    /// The rules every output passes (`OutputPolicy`).
    public private(set) var policy: OutputPolicy
    var entries: [String: Entry] = [:]
    var order: [String] = []
    /// Staged files open now, oldest first.
    var openOrder: [String] = []
    var createdFolders: [(path: String, cleanup: OpaquePointer?)] = []
    /// Folders already known to exist (or made by this run): checked once, not once a file.
    var knownFolders: Set<String> = []
    var targetSet: Set<String> = []
    /// The folders this run stages into, each locked from its first check to the commit.
    var locks: [String: FolderLock] = [:]

    /// - Parameters:
    ///   - folder: where relative paths go.
    ///   - force: replace files that exist (without it, an existing file is exit 73).
    ///   - confined: every output must stay inside `folder` (symlinks followed): `record -o DIR`.
    public init(folder: String, force: Bool, confined: Bool = false) {
        self.folder = folder
        policy = OutputPolicy(force: force)
        if confined {
            policy.root = FileSystem.canonical(folder) ?? folder
            policy.rootName = folder
        }
    }

    /// A file this run reads (a tape): no output may write it, under any name.
    /// - Parameter label: what the message calls it (`is the script itself`).
    public func protect(_ path: String, as label: String) {
        if let identity = FileIdentity(path: path) { policy.protected[identity] = label }
    }

    deinit { abort() }

    /// The files this run writes, in the order they were named.
    public private(set) var targets: [String] = []

    /// `path` inside the folder (`.` leaves it as it is).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        return PathText.join(folder, path)
    }

    /// Starts the file `path` (relative to the folder): checks it (`OutputPolicy.decide`) and
    /// stages it. Nothing at the target changes until `commit`.
    public func create(_ path: String) throws {
        let display = resolve(path)
        try checkDescriptorBudget(display)
        var decision = try policy.decide(display)
        if case .replace(let target) = decision, try lockFolder(of: target) {
            // Checked again now that no other run can write the folder (the first look was before).
            decision = try policy.decide(display)
            if case .replace(let again) = decision { _ = try lockFolder(of: again) }
        }
        let entry: Entry
        switch decision {
        case .replace(let target): entry = try stage(beside: target, display: display)
        case .inPlace(let target): entry = try spool(for: target, display: display)
        case .standardOutput:
            throw OutputFileError(
                path: display, reason: "standard output can't be one of a set of files", fault: .badData)
        }
        guard targetSet.insert(entry.target).inserted else {
            discard(entry)
            throw OutputFileError(
                path: display, reason: "is the same file as an earlier output of this run", fault: .cantCreate)
        }
        entries[path] = entry
        order.append(path)
        targets.append(display)
        if entry.temporary != nil { try noteOpen(path) }
    }

    /// Makes `target`'s folder if it is missing and takes its lock (`FolderLock`), once a folder.
    /// - Returns: whether the lock was taken now (not held already).
    private func lockFolder(of target: String) throws -> Bool {
        let parent = PathText.parent(target)
        let folder = parent.isEmpty ? "." : parent
        guard locks[folder] == nil else { return false }
        if !knownFolders.contains(folder) {
            try makeFolders(folder)
            knownFolders.insert(folder)
        }
        locks[folder] = try FolderLock(folder: folder)
        return true
    }

    /// A temporary file beside `target`, in its folder (made and locked by `lockFolder`).
    private func stage(beside target: String, display: String) throws -> Entry {
        let parent = PathText.parent(target)
        let folder = parent.isEmpty ? "." : parent
        let number = Self.counter.add(1, ordering: .relaxed).newValue
        let temporary = PathText.join(folder, ".duosim-\(getpid())-\(number).tmp")
        guard let cleanup = duosim_stage_register(temporary) else {
            throw OutputFileError(path: display, reason: "can't be created (out of memory)", fault: .cantCreate)
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = Self.openFailure(errno)
            duosim_stage_forget(cleanup)
            throw OutputFileError(path: display, reason: "can't be created (\(reason))", fault: .cantCreate)
        }
        return Entry(display: display, target: target, inPlace: false, temporary: temporary, fd: fd, cleanup: cleanup)
    }

    /// An unnamed temporary file that holds an in-place target's bytes until `commit`.
    private func spool(for target: String, display: String) throws -> Entry {
        let folder = FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let spool = siblingName(of: PathText.join(folder, "spool"), suffix: "spool")
        let fd = open(spool, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw OutputFileError(
                path: display, reason: "can't be staged in \(folder) (\(FileSystem.describe(errno)))",
                fault: .cantCreate)
        }
        unlink(spool)  // a name no one sees: the spool goes with the descriptor
        return Entry(display: display, target: target, inPlace: true, temporary: nil, fd: fd)
    }

    public func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write($0, to: path) }
    }

    public func write(bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBufferPointer { try write($0, to: path) }
    }

    /// A small write waits in `path`'s buffer (every buffer is sent when they hold enough); a
    /// larger one goes to the file at once, after what waits for it.
    private func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        guard entries[path] != nil else { return }
        if bytes.count < Self.smallWrite {
            entries[path]?.pending.append(contentsOf: bytes)  // in place, no copy
            pendingBytes += bytes.count
            if pendingBytes >= Self.bufferLimit { try flushAll() }
        } else {
            try flush(path)
            try send(bytes, to: path)
        }
    }

    /// Sends what waits in `path`'s buffer to its file.
    func flush(_ path: String) throws {
        guard let pending = entries[path]?.pending, !pending.isEmpty else { return }
        entries[path]?.pending = []
        pendingBytes -= pending.count
        try pending.withUnsafeBufferPointer { try send($0, to: path) }
    }

    /// Writes `bytes` to `path`'s staged file; a failure (its errno) is exit 74 naming the target.
    private func send(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        let fd = try openDescriptor(path)
        let failure = writeAll(bytes, to: fd)
        if failure != 0, let entry = entries[path] {
            throw OutputFileError(path: entry.display, reason: FileSystem.describe(failure), fault: .ioError)
        }
    }

    /// Sends every buffer to its file, in the order the files were named.
    func flushAll() throws {
        for path in order { try flush(path) }
    }

    /// `path`'s descriptor, reopened (to append) if it was closed to spare descriptors.
    private func openDescriptor(_ path: String) throws -> Int32 {
        guard let entry = entries[path] else { return -1 }
        if entry.fd >= 0 { return entry.fd }
        let fd = entry.temporary.map { open($0, O_WRONLY | O_APPEND | O_CLOEXEC) } ?? -1
        guard fd >= 0 else {
            throw OutputFileError(path: entry.display, reason: Self.openFailure(errno), fault: .ioError)
        }
        entries[path]?.fd = fd
        try noteOpen(path)
        return fd
    }

    /// Notes that `path`'s staged file is open; closes the oldest open one past `openLimit` (the
    /// folders' locks counted: a lock is a descriptor too), never `path` itself.
    private func noteOpen(_ path: String) throws {
        openOrder.append(path)
        guard openOrder.count > 1, openOrder.count + locks.count > Self.openLimit else { return }
        let oldest = openOrder.removeFirst()
        try flush(oldest)
        guard let entry = entries[oldest], entry.fd >= 0 else { return }
        let result = close(entry.fd)
        entries[oldest]?.fd = -1
        if result != 0 {
            throw OutputFileError(path: entry.display, reason: FileSystem.describe(errno), fault: .ioError)
        }
    }

    private func makeFolders(_ folder: String) throws {
        if let kind = FileSystem.kind(of: folder) {
            guard kind == .directory else {
                throw OutputFileError(path: folder, reason: "is a file, not a folder", fault: .cantCreate)
            }
            return
        }
        let parent = PathText.parent(folder)
        if !parent.isEmpty, parent != folder { try makeFolders(parent) }
        guard mkdir(folder, 0o755) == 0 else {
            if errno == EEXIST { return }
            throw OutputFileError(
                path: folder, reason: "can't be created (\(FileSystem.describe(errno)))", fault: .cantCreate)
        }
        createdFolders.append((folder, duosim_stage_register_folder(folder)))
    }
}
