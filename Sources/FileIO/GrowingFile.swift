import CTerminalRestore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - GrowingFile

/// A file written as it grows (the live recording): staged under a temporary name in its folder,
/// each append sent to the file at once, so memory stays flat and a crash loses nothing written;
/// put in place at the end under the first free name (`BASE.EXT`, `BASE-2.EXT`…), never replacing
/// a file. A crash signal links it to the name that was free when it started (`duosim_stage_save_kept`).
public final class GrowingFile {
    public let folder: String
    private let base: String
    private let ext: String
    private var temporary: String?
    private var fd: Int32
    private var cleanup: OpaquePointer?
    /// Bytes of the appends that were written whole: a failed append is cut back to this.
    private var complete: off_t = 0

    /// Starts the file in `folder`.
    /// - Throws: `OutputFileError` (73) when the folder can't take it.
    public init(folder: String, base: String, ext: String) throws {
        self.folder = folder
        self.base = base
        self.ext = ext
        if let problem = OutputPolicy.nameProblem(folder + base + ext) {
            throw OutputFileError(path: PathText.join(folder, base), reason: problem, fault: .badData)
        }
        guard FileSystem.isDirectory(folder) else {
            throw OutputFileError(path: folder, reason: "is not a folder", fault: .cantCreate)
        }
        let number = StagedFiles.counter.add(1, ordering: .relaxed).newValue
        let temporary = PathText.join(folder, ".duosim-\(getpid())-\(number).tmp")
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw OutputFileError(
                path: folder, reason: "can't be written (\(FileSystem.describe(errno)))", fault: .cantCreate)
        }
        self.temporary = temporary
        cleanup = duosim_stage_register_kept(temporary, Self.freeName(folder, base, ext))
    }

    deinit { discard() }

    /// The bytes of the appends written whole so far.
    public var written: Int64 { Int64(complete) }

    /// Appends `text` at once (no buffer: what is appended survives a crash).
    /// - Throws: `OutputFileError` (74); the file is cut back to its last whole append.
    public func append(_ text: String) throws {
        var text = text
        let failure = text.withUTF8 { writeAll($0, to: fd) }
        guard failure == 0 else {
            _ = ftruncate(fd, complete)
            _ = lseek(fd, complete, SEEK_SET)
            throw OutputFileError(path: folder, reason: FileSystem.describe(failure), fault: .ioError)
        }
        complete += off_t(text.utf8.count)
    }

    /// Syncs and closes the file and gives it the first free name.
    /// - Returns: its path.
    /// - Throws: `OutputFileError` (74); the staged file is then removed.
    public func finish() throws -> String {
        guard let temporary else { throw OutputFileError(path: folder, reason: "already finished", fault: .ioError) }
        let synced = fsync(fd) == 0 || errno == EINVAL
        let closed = close(fd) == 0
        fd = -1
        guard synced, closed else {
            let reason = FileSystem.describe(errno)
            discard()
            throw OutputFileError(path: folder, reason: reason, fault: .ioError)
        }
        var suffix = 1
        while true {
            let path = PathText.join(folder, suffix == 1 ? "\(base).\(ext)" : "\(base)-\(suffix).\(ext)")
            // A hard link never replaces a file that is there (another duosim may have saved one).
            if link(temporary, path) == 0 || (errno != EEXIST && Self.renameIfFree(temporary, path)) {
                unlink(temporary)
                duosim_stage_forget(cleanup)
                cleanup = nil
                self.temporary = nil
                return path
            }
            guard errno == EEXIST else {
                let reason = FileSystem.describe(errno)
                discard()
                throw OutputFileError(path: path, reason: "can't be saved (\(reason))", fault: .ioError)
            }
            suffix += 1
        }
    }

    /// Removes the staged file.
    public func discard() {
        if fd >= 0 { close(fd) }
        fd = -1
        if let temporary { unlink(temporary) }
        temporary = nil
        duosim_stage_forget(cleanup)
        cleanup = nil
    }

    /// A file system without hard links: a rename, when nothing is at `path`.
    private static func renameIfFree(_ from: String, _ path: String) -> Bool {
        guard !FileSystem.exists(path) else {
            errno = EEXIST
            return false
        }
        return rename(from, path) == 0
    }

    /// `BASE.EXT`, or `BASE-2.EXT`… : the first name nothing is at.
    static func freeName(_ folder: String, _ base: String, _ ext: String) -> String {
        var suffix = 1
        while true {
            let path = PathText.join(folder, suffix == 1 ? "\(base).\(ext)" : "\(base)-\(suffix).\(ext)")
            var info = stat()
            if lstat(path, &info) != 0 { return path }
            suffix += 1
        }
    }
}
