#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - The commit's journal

extension StagedFiles {
    /// Before the renames of a set of more than one file: a journal in each folder that gets
    /// files (`.duosim-PID-N.commit`, synced), a line a file: its staged name, its backup's name
    /// (with `--force`), its target's name and the staged file's inode. If the process is killed
    /// in the middle of the renames, the next run that holds the folder undoes them from it
    /// (`Leftovers`). It goes once every target is in place.
    /// - Returns: the journals' paths.
    func writeJournals() throws -> [String] {
        let staged = order.filter { entries[$0]?.inPlace == false && entries[$0]?.temporary != nil }
        guard staged.count > 1 || order.count > staged.count && !staged.isEmpty else { return [] }
        var lines: [String: String] = [:]
        var folders: [String] = []
        for path in staged {
            guard let entry = entries[path], let temporary = entry.temporary else { continue }
            var info = stat()
            guard stat(temporary, &info) == 0 else { throw ioError(entry, errno) }
            let parent = PathText.parent(entry.target)
            let folder = parent.isEmpty ? "." : parent
            let backup = policy.force ? siblingName(of: entry.target, suffix: "old") : nil
            entries[path]?.backup = backup
            if lines[folder] == nil { folders.append(folder) }
            let fields = [temporary, backup ?? "", entry.target].map(Self.baseName) + ["\(info.st_ino)"]
            lines[folder, default: ""] += fields.joined(separator: "\t") + "\n"
        }
        var journals: [String] = []
        for folder in folders {
            let journal = siblingName(of: PathText.join(folder, "commit"), suffix: "commit")
            let fd = open(journal, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                removeJournals(journals)
                throw OutputFileError(
                    path: folder, reason: "can't be written (\(FileSystem.describe(errno)))", fault: .ioError)
            }
            journals.append(journal)
            var text = lines[folder] ?? ""
            let failure = text.withUTF8 { writeAll($0, to: fd) }
            let synced = failure == 0 && (fsync(fd) == 0 || errno == EINVAL)
            close(fd)
            guard synced else {
                removeJournals(journals)
                throw OutputFileError(
                    path: folder, reason: FileSystem.describe(failure != 0 ? failure : errno), fault: .ioError)
            }
        }
        return journals
    }

    static func baseName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    func removeJournals(_ journals: [String]) {
        for journal in journals { unlink(journal) }
    }
}
