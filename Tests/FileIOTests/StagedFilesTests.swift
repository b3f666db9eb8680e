import FileIO
import Foundation
import Testing

@Suite("Writing: staged, checked, all or nothing")
struct StagedFilesTests {
    @Test("Nothing appears at the targets before commit; then everything does, and no temporary file is left")
    func commit() throws {
        let folder = try temporaryFolder()
        let staged = StagedFiles(folder: folder, force: false, confined: true)
        try staged.create("a.txt")
        try staged.create("deep/er/b.txt")
        try staged.write("one", to: "a.txt")
        try staged.write(bytes: Array("two".utf8), to: "deep/er/b.txt")
        #expect(text(folder + "/a.txt") == nil)
        try staged.commit()
        #expect(text(folder + "/a.txt") == "one")
        #expect(text(folder + "/deep/er/b.txt") == "two")
        #expect(names(in: folder) == ["a.txt", "deep"])
        #expect(names(in: folder + "/deep/er") == ["b.txt"])
    }

    @Test("Abort removes every staged file and the folders it made")
    func abort() throws {
        let folder = try temporaryFolder()
        let staged = StagedFiles(folder: folder, force: false, confined: true)
        try staged.create("x/y/a.txt")
        try staged.write("one", to: "x/y/a.txt")
        staged.abort()
        #expect(names(in: folder).isEmpty)
    }

    @Test("A temporary name fits whenever the target's does: an 80-letter CJK name (244 bytes)")
    func longName() throws {
        let folder = try temporaryFolder()
        let name = String(repeating: "漢", count: 80) + ".txt"
        #expect(name.utf8.count == 244)
        try OutputFile.write("capture", to: folder + "/" + name, force: false)
        #expect(text(folder + "/" + name) == "capture")
    }

    @Test("When a later rename fails, the files already renamed get their old content back")
    func rollback() throws {
        let folder = try temporaryFolder()
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
            try "old \(name)".write(toFile: folder + "/\(name)/x.txt", atomically: false, encoding: .utf8)
        }
        let staged = StagedFiles(folder: folder, force: true, confined: true)
        try staged.create("a/x.txt")
        try staged.create("b/x.txt")
        try staged.write("new a", to: "a/x.txt")
        try staged.write("new b", to: "b/x.txt")
        // The second rename can't happen: its folder (and the staged file in it) moved away.
        #expect(rename(folder + "/b", folder + "/moved") == 0)
        #expect(throws: OutputFileError.self) { try staged.commit() }
        #expect(text(folder + "/a/x.txt") == "old a")
        #expect(names(in: folder + "/a") == ["x.txt"], "no backup or temporary file left")
    }

    @Test("Hundreds of files written in turn keep few descriptors open, and each gets all its bytes")
    func manyFiles() throws {
        let folder = try temporaryFolder()
        let staged = StagedFiles(folder: folder, force: false, confined: true)
        let count = 300
        for index in 0..<count { try staged.create("f\(index).txt") }
        for round in 0..<3 {
            for index in 0..<count {
                try staged.write(bytes: Array(repeating: UInt8(48 + round), count: 5000), to: "f\(index).txt")
            }
        }
        // The budget follows `ulimit -n` (at most 256): fewer than the files, and never passed.
        #expect(StagedFiles.openLimit < count)
        #expect(openDescriptors(in: folder) <= StagedFiles.openLimit)
        try staged.commit()
        #expect(names(in: folder).count == count)
        let expected =
            String(repeating: "0", count: 5000) + String(repeating: "1", count: 5000)
            + String(repeating: "2", count: 5000)
        #expect(text(folder + "/f123.txt") == expected)
        #expect(openDescriptors(in: folder) == 0)
    }

    @Test("A FIFO target is written in place when the set is committed, and stays a FIFO")
    func fifoInPlace() throws {
        let folder = try temporaryFolder()
        #expect(mkfifo(folder + "/pipe.txt", 0o600) == 0)
        let received = ReceivedText()
        let reader = Thread {
            let fd = open(folder + "/pipe.txt", O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            close(fd)
            received.set(String(decoding: bytes, as: UTF8.self))
        }
        reader.start()
        let staged = StagedFiles(folder: folder, force: false, confined: true)
        try staged.create("pipe.txt")
        try staged.create("plain.txt")
        try staged.write("through the pipe", to: "pipe.txt")
        try staged.write("plain", to: "plain.txt")
        try staged.commit()
        #expect(received.waitForValue() == "through the pipe")
        var info = stat()
        #expect(lstat(folder + "/pipe.txt", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }
}

/// A value set by another thread, waited for.
final class ReceivedText: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: String?

    func set(_ text: String) {
        condition.lock()
        value = text
        condition.signal()
        condition.unlock()
    }

    func waitForValue() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { if !condition.wait(until: Date().addingTimeInterval(10)) { break } }
        return value
    }
}
