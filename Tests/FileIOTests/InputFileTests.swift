import FileIO
import Foundation
import PoseEngine
import Testing

@Suite("Reading inputs: one bound for every kind of file")
struct InputFileTests {
    @Test("A regular file is read to its end; one byte over the bound is a fault of its content (65)")
    func bound() throws {
        let folder = try temporaryFolder()
        let path = folder + "/p.json"
        try Data(repeating: UInt8(ascii: "x"), count: 100).write(to: URL(fileURLWithPath: path))
        #expect(try InputFile.read(path, limit: 100).count == 100)
        #expect {
            try InputFile.read(path, limit: 99, what: "a profile")
        } throws: { error in
            (error as? InputFileError)?.fault == .badData
                && (error as? InputFileError)?.reason == "more than 99 bytes: too large for a profile"
        }
    }

    @Test("A device that never ends is refused at the bound, not read forever")
    func endlessDevice() throws {
        let start = Date()
        #expect {
            try InputFile.read("/dev/zero", limit: Limits.profileBytes, what: "a profile")
        } throws: { error in
            (error as? InputFileError)?.fault == .badData
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("Missing, a folder, or unreadable: 66, saying which")
    func missing() throws {
        let folder = try temporaryFolder()
        for (path, reason) in [(folder + "/none.json", "no such file"), (folder, "is a directory, not a file")] {
            #expect {
                try InputFile.read(path, limit: 10)
            } throws: { error in
                (error as? InputFileError) == InputFileError(path: path, reason: reason, fault: .noInput)
            }
        }
    }

    @Test("A FIFO is read as a stream: what a writer sends arrives whole")
    func fifoWithWriter() throws {
        let folder = try temporaryFolder()
        let fifo = folder + "/in"
        #expect(mkfifo(fifo, 0o600) == 0)
        let payload = String(repeating: "duosim ", count: 30_000)  // more than a pipe holds at once
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            var text = payload
            text.withUTF8 { _ = writeAll($0, to: fd) }
            close(fd)
        }
        writer.start()
        let bytes = try InputFile.read(fifo, limit: 1 << 20)
        #expect(String(decoding: bytes, as: UTF8.self) == payload)
    }

    @Test("A FIFO that no program writes to is given up after Limits.streamWait seconds (66), not waited on forever")
    func silentFIFO() throws {
        let folder = try temporaryFolder()
        let fifo = folder + "/silent"
        #expect(mkfifo(fifo, 0o600) == 0)
        let start = Date()
        #expect {
            try InputFile.read(fifo, limit: 100)
        } throws: { error in
            (error as? InputFileError)?.fault == .noInput
                && (error as? InputFileError)?.reason.contains("nothing arrived for \(Limits.streamWait) s") == true
        }
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= Double(Limits.streamWait) - 0.5 && waited < Double(Limits.streamWait) + 5)
    }
}
