import CTerminalRestore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Leftovers

/// What runs killed without a chance to clean (SIGKILL, a power cut) leave in a folder, taken back
/// by the next run that holds the folder's lock: hidden `.duosim-PID-N.*` files whose process is
/// gone. A commit cut short is undone from its journal (`.duosim-PID-N.commit`): each target it
/// had replaced gets its old file back from its `.old` backup, each it had made is removed, so the
/// folder holds the set from before that run; a live recording's staged file is kept under the
/// first free `duosim-session[-N].cast`; the rest (staged files, backups, lock files) go.
public enum Leftovers {
    /// What the reclaims of this process did, for the command to say (`take`).
    static let notes = Mutex<[String]>([])

    /// The lines of what was reclaimed since the last call, each to be said once.
    public static func take() -> [String] {
        notes.withLock { notes in
            defer { notes = [] }
            return notes
        }
    }

    /// `.duosim-PID-N.SUFFIX` as (PID, suffix), or nil for any other name.
    static func parse(_ name: String) -> (pid: Int32, suffix: String)? {
        guard name.hasPrefix(".duosim-") else { return nil }
        let parts = name.dropFirst(".duosim-".count).split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0 else { return nil }
        let rest = parts[1].split(separator: ".", maxSplits: 1)
        guard rest.count == 2, rest[0].allSatisfy(\.isNumber) else { return nil }
        return (pid, String(rest[1]))
    }

    /// Whether process `pid` is gone (not this one; one that exists under another user is alive).
    static func isGone(_ pid: Int32) -> Bool {
        pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Takes back `folder`'s leftovers; one line for each thing done, for the run to say.
    static func reclaim(_ folder: String) -> [String] {
        guard let names = try? FileSystem.entries(of: folder) else { return [] }
        var notes: [String] = []
        var removed = 0
        var bytes: Int64 = 0
        let stale = names.filter { name in parse(name).map { isGone($0.pid) } ?? false }
        // Journals first: they say which backups put a target back.
        for name in stale where parse(name)?.suffix == "commit" {
            notes += undo(journal: name, in: folder)
        }
        for name in stale where parse(name)?.suffix != "commit" {
            let path = PathText.join(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if parse(name)?.suffix == "tmp", let kept = keepRecording(path, in: folder) {
                notes.append("kept the recording of a duosim that was killed as \(kept)")
                continue
            }
            if unlink(path) == 0 {
                removed += 1
                bytes += Int64(info.st_size)
            }
        }
        if removed > 0 {
            notes.append(
                "removed \(removed) file\(removed == 1 ? "" : "s") (\(describe(bytes))) left in \(folder) by duosim runs that were killed"
            )
        }
        return notes
    }

    /// Undoes the commit `journal` names, as far as it went; removes the journal.
    private static func undo(journal name: String, in folder: String) -> [String] {
        let path = PathText.join(folder, name)
        defer { unlink(path) }
        guard let bytes = FileSystem.contents(of: path) else { return [] }
        var restored: [String] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let inode = UInt64(fields[3]) else { continue }
            let target = PathText.join(folder, fields[2])
            let backup = fields[1].isEmpty ? nil : PathText.join(folder, fields[1])
            var info = stat()
            // Only what that run put there is undone: the file at the target is its staged file.
            guard lstat(target, &info) == 0, UInt64(info.st_ino) == inode else {
                if let backup { unlink(backup) }
                continue
            }
            if let backup, rename(backup, target) == 0 {
                restored.append(fields[2])
            } else if backup == nil, unlink(target) == 0 {
                restored.append(fields[2])
            }
        }
        guard !restored.isEmpty else { return [] }
        return [
            "put back the files a killed duosim run had half replaced in \(folder): \(restored.joined(separator: ", "))"
        ]
    }

    /// A live recording's staged file (asciicast) under the first free `duosim-session` name.
    private static func keepRecording(_ path: String, in folder: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        var head = [UInt8](repeating: 0, count: 16)
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard count > 0, head.prefix(count).starts(with: Array("{\"version\":".utf8)) else { return nil }
        var suffix = 1
        while suffix < 10_000 {
            let name = PathText.join(folder, suffix == 1 ? "duosim-session.cast" : "duosim-session-\(suffix).cast")
            if link(path, name) == 0 {
                unlink(path)
                return name
            }
            guard errno == EEXIST else { return nil }
            suffix += 1
        }
        return nil
    }

    private static func describe(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return "\((bytes + 512) / 1024) KB" }
        return "\((bytes + (1 << 19)) >> 20) MB"
    }
}
