import FileIO
import Foundation
import Testing

/// Issue 38, runs that can't mix: a set of staged files holds its folders from the first check
/// to the commit, and without --force its renames replace nothing.
@Suite("Writing: one run at a time in a folder")
struct FolderLockTests {
    @Test("A second set staging into a folder the first holds fails (73) naming the holder; after the commit it may")
    func secondSetRefused() throws {
        let folder = try temporaryFolder()
        let first = StagedFiles(folder: folder, force: false, confined: true)
        try first.create("sub/a.txt")
        #expect(names(in: folder + "/sub").contains(".duosim.lock"))
        for force in [false, true] {
            let second = StagedFiles(folder: folder, force: force, confined: true)
            let error = try #require(throws: OutputFileError.self) { try second.create("sub/other.txt") }
            #expect(error.fault == .cantCreate)
            #expect(
                error.description.contains("\(folder)/sub: is being written by another duosim run (PID \(getpid()): "))
            // Anything that stages goes through the same lock: one file written on its own too.
            #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: folder + "/sub/c.txt", force: force) }
        }
        try first.write("one", to: "sub/a.txt")
        try first.commit()
        #expect(names(in: folder + "/sub") == ["a.txt"], "the lock file goes with the lock")
        let third = StagedFiles(folder: folder, force: false, confined: true)
        try third.create("sub/b.txt")
        third.abort()
        #expect(names(in: folder + "/sub") == ["a.txt"])
    }

    @Test("Folders are locked one by one: a set in another folder, even a parent, goes on")
    func otherFolderFree() throws {
        let folder = try temporaryFolder()
        let first = StagedFiles(folder: folder, force: false, confined: true)
        try first.create("sub/a.txt")
        let second = StagedFiles(folder: folder, force: false, confined: true)
        try second.create("b.txt")
        try second.commit()
        try first.commit()
        #expect(names(in: folder) == ["b.txt", "sub"])
    }

    @Test(
        "A lock file left by a run that is gone (SIGKILL) is taken over",
        arguments: ["99999999\nduosim record x\n", "", "garbage"])
    func staleLockTakenOver(content: String) throws {
        let folder = try temporaryFolder()
        try content.write(toFile: folder + "/.duosim.lock", atomically: false, encoding: .utf8)
        let staged = StagedFiles(folder: folder, force: false, confined: true)
        try staged.create("a.txt")
        let held = try String(contentsOfFile: folder + "/.duosim.lock", encoding: .utf8)
        #expect(held.hasPrefix("\(getpid())\n"), "the new lock names this run: \(held)")
        try staged.commit()
        #expect(names(in: folder) == ["a.txt"])
    }

    /// Something another program puts at a target while the set is staged.
    enum Intruder: String, CaseIterable, Sendable {
        case file, symlink, danglingSymlink, folder, fifo

        func make(at path: String) throws {
            switch self {
            case .file: try "theirs".write(toFile: path, atomically: false, encoding: .utf8)
            case .symlink:
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/hostname")
            case .danglingSymlink:
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "nowhere")
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .fifo: #expect(mkfifo(path, 0o600) == 0)
            }
        }
    }

    @Test(
        "Without --force a target that appeared after the check is 73, and nothing of the run is put in place",
        arguments: Intruder.allCases, [0, 1, 2])
    func appearedTarget(intruder: Intruder, position: Int) throws {
        let folder = try temporaryFolder()
        let paths = ["a.txt", "b.txt", "deep/c.txt"]
        let staged = StagedFiles(folder: folder, force: false, confined: true)
        for path in paths {
            try staged.create(path)
            try staged.write("new \(path)", to: path)
        }
        try intruder.make(at: folder + "/" + paths[position])
        let error = try #require(throws: OutputFileError.self) { try staged.commit() }
        #expect(error.fault == .cantCreate)
        #expect(error.description.contains("\(paths[position]): appeared while this run was writing"), "\(error)")
        for (index, path) in paths.enumerated() where index != position {
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + path), "\(path) is not put in place")
        }
        var info = stat()
        #expect(lstat(folder + "/" + paths[position], &info) == 0, "what appeared is still there")
        if intruder == .file { #expect(text(folder + "/" + paths[position]) == "theirs") }
        let left = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        #expect(left.allSatisfy { !$0.contains(".duosim") }, "no staged file or lock left: \(left)")
    }

    @Test("With --force a target that appeared is replaced, as one that was there")
    func forceReplacesAppeared() throws {
        let folder = try temporaryFolder()
        let staged = StagedFiles(folder: folder, force: true, confined: true)
        try staged.create("a.txt")
        try staged.write("ours", to: "a.txt")
        try "theirs".write(toFile: folder + "/a.txt", atomically: false, encoding: .utf8)
        try staged.commit()
        #expect(text(folder + "/a.txt") == "ours")
    }
}
