import CTerminalRestore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Commit and abort

extension StagedFiles {
    /// A target renamed into place, and where the file it replaced waits until the set is whole.
    struct Placed {
        var target: String
        var backup: String?
    }

    /// Puts every file in place, or none. First every staged file is synced and closed; then,
    /// with terminating signals held back, each is renamed onto its target (the file it replaces
    /// kept under a hard link until the end) and the in-place targets are written. If any step
    /// fails, the renames already done are undone in reverse, the old files put back, and the
    /// error is thrown: the targets are left as they were before the run.
    public func commit() throws {
        do {
            try flushAll()
            try syncAndClose()
        } catch {
            abort()
            throw error
        }
        let journals: [String]
        do { journals = try writeJournals() } catch {
            abort()
            throw error
        }
        duosim_stage_hold_signals(1)
        defer { duosim_stage_hold_signals(0) }
        var placed: [Placed] = []
        do {
            for path in order where entries[path]?.inPlace == false {
                guard let entry = entries[path] else { continue }
                placed.append(try place(entry))
                duosim_stage_forget(entry.cleanup)
                entries[path]?.cleanup = nil
                entries[path]?.temporary = nil
            }
            for path in order where entries[path]?.inPlace == true {
                guard let entry = entries[path] else { continue }
                try writeInPlace(entry)
            }
        } catch {
            for item in placed.reversed() { putBack(item) }
            removeJournals(journals)
            abort()
            throw error
        }
        // Every target is in place: the journals go first, then the old files they could restore.
        removeJournals(journals)
        for item in placed { if let backup = item.backup { unlink(backup) } }
        syncFolders(placed.map(\.target))
        finish()
    }

    /// Syncs and closes every staged file; a failure (a full disk seen late) is exit 74.
    private func syncAndClose() throws {
        for path in order {
            guard let entry = entries[path], !entry.inPlace, let temporary = entry.temporary else { continue }
            let fd = entry.fd >= 0 ? entry.fd : open(temporary, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw ioError(entry, errno) }
            let synced = fsync(fd) == 0 ? 0 : errno
            let closed = close(fd) == 0 ? 0 : errno
            entries[path]?.fd = -1
            // EINVAL: a file system that has nothing to sync.
            if synced != 0, synced != EINVAL { throw ioError(entry, synced) }
            if closed != 0 { throw ioError(entry, closed) }
        }
        openOrder = []
    }

    /// Renames `entry`'s staged file onto its target, keeping what was there under a backup name.
    /// Without `--force` nothing was there at the check, and the rename replaces nothing: a file
    /// that appeared since (another program's) is 73, and the run puts nothing in place.
    private func place(_ entry: Entry) throws -> Placed {
        guard let temporary = entry.temporary else { return Placed(target: entry.target, backup: nil) }
        guard policy.force else {
            guard duosim_rename_noreplace(temporary, entry.target) == 0 else {
                let code = errno
                guard code == EEXIST else { throw ioError(entry, code, "can't be put in place") }
                throw OutputFileError(
                    path: entry.display,
                    reason:
                        "appeared while this run was writing (another program made it); nothing of this run was put in place (use --force to replace it)",
                    fault: .cantCreate)
            }
            return Placed(target: entry.target, backup: nil)
        }
        var backup: String?
        var movedAside = false
        var info = stat()
        if lstat(entry.target, &info) == 0 {
            let name = entry.backup ?? siblingName(of: entry.target, suffix: "old")
            if link(entry.target, name) == 0 {
                backup = name
            } else if rename(entry.target, name) == 0 {
                // A file system without hard links: the old file moves aside for the rename.
                backup = name
                movedAside = true
            } else {
                throw ioError(entry, errno, "can't be replaced")
            }
        }
        guard rename(temporary, entry.target) == 0 else {
            let code = errno
            if let backup {
                if movedAside { rename(backup, entry.target) } else { unlink(backup) }
            }
            throw ioError(entry, code, "can't be put in place")
        }
        return Placed(target: entry.target, backup: backup)
    }

    /// Undoes one rename: the old file back, or the new one removed when there was none.
    private func putBack(_ item: Placed) {
        if let backup = item.backup {
            rename(backup, item.target)
        } else {
            unlink(item.target)
        }
    }

    /// Copies an in-place target's spool into it (a device, a FIFO: opened, never replaced).
    private func writeInPlace(_ entry: Entry) throws {
        let out = try InPlace.open(entry.target, display: entry.display)
        var failure: Int32 = 0
        lseek(entry.fd, 0, SEEK_SET)
        do {
            try InputFile.readChunks(entry.fd, name: entry.display, silence: nil) { chunk in
                failure = chunk.withUnsafeBufferPointer { writeAll($0, to: out) }
                if failure != 0 { throw ioError(entry, failure) }
            }
        } catch {
            close(out)
            throw error
        }
        if close(out) != 0 { throw ioError(entry, errno) }
    }

    /// A name beside `path` for a file of this process: `.duosim-PID-N.SUFFIX`.
    func siblingName(of path: String, suffix: String) -> String {
        let number = Self.counter.add(1, ordering: .relaxed).newValue
        let parent = PathText.parent(path)
        return PathText.join(parent.isEmpty ? "." : parent, ".duosim-\(getpid())-\(number).\(suffix)")
    }

    /// Syncs the folders that received files, so the renames outlast a power cut too.
    private func syncFolders(_ targets: [String]) {
        var done: Set<String> = []
        for target in targets {
            let parent = PathText.parent(target)
            let folder = parent.isEmpty ? "." : parent
            guard done.insert(folder).inserted else { continue }
            let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if fd >= 0 {
                fsync(fd)
                close(fd)
            }
        }
    }

    /// After a commit: the folders made stay, nothing is left to clean.
    private func finish() {
        for path in order { if let fd = entries[path]?.fd, fd >= 0 { close(fd) } }
        for folder in createdFolders { duosim_stage_forget(folder.cleanup) }
        createdFolders = []
        entries = [:]
        order = []
        openOrder = []
        targetSet = []
        pendingBytes = 0
        releaseLocks()
    }

    /// Lets every folder's lock go.
    func releaseLocks() {
        for lock in locks.values { lock.release() }
        locks = [:]
    }

    /// Removes every staged file and the folders this run created; nothing at the targets changes.
    public func abort() {
        for path in order {
            guard let entry = entries[path] else { continue }
            discard(entry)
        }
        entries = [:]
        order = []
        openOrder = []
        targetSet = []
        pendingBytes = 0
        releaseLocks()
        for folder in createdFolders.reversed() {
            rmdir(folder.path)
            duosim_stage_forget(folder.cleanup)
        }
        createdFolders = []
    }

    /// Closes and removes one staged file.
    func discard(_ entry: Entry) {
        if entry.fd >= 0 { close(entry.fd) }
        if let temporary = entry.temporary { unlink(temporary) }
        duosim_stage_forget(entry.cleanup)
    }

    func ioError(_ entry: Entry, _ code: Int32, _ what: String? = nil) -> OutputFileError {
        let reason = FileSystem.describe(code)
        return OutputFileError(
            path: entry.display, reason: what.map { "\($0) (\(reason))" } ?? reason, fault: .ioError)
    }
}
