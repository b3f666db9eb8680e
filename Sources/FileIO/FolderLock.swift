import CTerminalRestore
import PoseEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - FolderLock

/// The lock a run holds on a folder it stages files into, from the check of its targets to the
/// commit: `.duosim.lock` in the folder, an exclusive `flock` on it. A second run that wants the
/// folder fails at once (73) naming the run that holds it (its PID and command line, which the
/// file holds); it never waits, so two runs can't deadlock over two folders.
///
/// The file is complete before it has its name: it is written and locked under a staged name and
/// renamed onto `.duosim.lock` only if nothing is there. A lock file whose holder is gone (a
/// SIGKILL) is taken over: its lock is free, and it is replaced while locked, so only one run
/// can. The holder removes the name before it lets the lock go.
final class FolderLock {
    static let fileName = ".duosim.lock"

    let folder: String
    let path: String
    private var fd: Int32
    private var cleanup: OpaquePointer?

    /// Takes the lock of `folder`.
    /// - Throws: `OutputFileError` (73): another run holds it, or the file can't be made.
    init(folder: String) throws {
        self.folder = folder
        path = PathText.join(folder, Self.fileName)
        let staged = PathText.join(
            folder, ".duosim-\(getpid())-\(StagedFiles.counter.add(1, ordering: .relaxed).newValue).lock")
        fd = open(staged, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.cantLock(folder, errno) }
        cleanup = duosim_stage_register(staged)
        var text = "\(getpid())\n\(Self.commandLine())\n"
        let written = text.withUTF8 { writeAll($0, to: fd) }
        guard written == 0, flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = written != 0 ? written : errno
            discard(staged)
            throw Self.cantLock(folder, code)
        }
        do { try take(staged) } catch {
            discard(staged)
            throw error
        }
        unlink(staged)
        duosim_stage_forget(cleanup)
        cleanup = duosim_stage_register(path)
        let notes = Leftovers.reclaim(folder)
        if !notes.isEmpty { Leftovers.notes.withLock { $0 += notes } }
    }

    deinit { release() }

    /// Gives the staged lock file the lock's name, over a stale one only.
    private func take(_ staged: String) throws {
        for _ in 0..<100 {
            if duosim_rename_noreplace(staged, path) == 0 { return }
            guard errno == EEXIST else { throw Self.cantLock(folder, errno) }
            let other = open(path, O_RDONLY | O_CLOEXEC)
            guard other >= 0 else {
                if errno == ENOENT { continue }  // let go just now
                throw Self.cantLock(folder, errno)
            }
            defer { close(other) }
            guard flock(other, LOCK_EX | LOCK_NB) == 0 else {
                guard errno == EWOULDBLOCK else { throw Self.cantLock(folder, errno) }
                throw OutputFileError(
                    path: folder,
                    reason: "is being written by another duosim run (\(Self.holder(other))); try again when it ends",
                    fault: .cantCreate)
            }
            // Free: a holder that is gone (or one that let go just now). Replace it if the name
            // still leads to the file locked here: no one else can while this lock is held.
            var held = stat()
            var named = stat()
            guard fstat(other, &held) == 0, stat(path, &named) == 0,
                held.st_dev == named.st_dev, held.st_ino == named.st_ino
            else { continue }
            guard rename(staged, path) == 0 else { throw Self.cantLock(folder, errno) }
            return
        }
        throw OutputFileError(path: folder, reason: "its lock keeps changing hands; try again", fault: .cantCreate)
    }

    /// Removes the lock file and lets the lock go (in that order: the name never leads to a free
    /// lock of a run that is still here).
    func release() {
        guard fd >= 0 else { return }
        unlink(path)
        duosim_stage_forget(cleanup)
        cleanup = nil
        close(fd)
        fd = -1
    }

    private func discard(_ staged: String) {
        close(fd)
        fd = -1
        unlink(staged)
        duosim_stage_forget(cleanup)
        cleanup = nil
    }

    /// `PID 1234: duosim record a.tape -o out`, from the lock file (inert: anyone can write it).
    private static func holder(_ fd: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        let lines = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self).split(separator: "\n")
        guard let first = lines.first, let pid = Int32(first) else { return "its PID unknown" }
        let command = lines.dropFirst().first.map { ": " + InertRule.escaped(String($0)) } ?? ""
        return "PID \(pid)\(command)"
    }

    /// This process's command line, as the holder's message shows it (at most 300 characters).
    static func commandLine() -> String {
        var words = CommandLine.arguments
        if let program = words.first { words[0] = String(program.split(separator: "/").last ?? "duosim") }
        let line = words.map { word in
            word.isEmpty || word.contains(where: { $0 == " " || $0 == "\"" }) ? "\"\(word)\"" : word
        }.joined(separator: " ")
        let inert = InertRule.escaped(line)
        return inert.count > 300 ? String(inert.prefix(299)) + "…" : inert
    }

    private static func cantLock(_ folder: String, _ code: Int32) -> OutputFileError {
        OutputFileError(
            path: folder, reason: "can't be locked for this run (\(FileSystem.describe(code)))", fault: .cantCreate)
    }
}
