import Foundation
import TestSupport
import Testing

@Suite("Files: a signal in the middle of record")
struct SignalCleanupTests {
    @Test(
        "A terminating or crash signal during record removes every staged file (100 here) and the folders it made",
        arguments: [SIGTERM, SIGINT, SIGHUP, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS, SIGSEGV])
    func signal(number: Int32) throws {
        let folder = try temporaryFolder()
        let captures = (0..<100).map { "Capture \"c\($0)\"" }.joined(separator: "\n")
        let sweeps = String(repeating: "Sweep 0 180 1s\n", count: 200)
        try "Set Width 300\nSet Height 90\nOutput \"a.txt\"\nKey Right\n\(captures)\n\(sweeps)".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let pid = try startProcess([
            duosimBinary.path, "record", folder.appendingPathComponent("t.tape").path, "-o",
            folder.appendingPathComponent("out/deeper").path,
        ])
        let staged = folder.appendingPathComponent("out/deeper")
        let deadline = Date().addingTimeInterval(60)
        while listing(staged).filter({ $0.hasSuffix(".tmp") }).count < 101, Date() < deadline { usleep(10_000) }
        #expect(listing(staged).filter { $0.hasSuffix(".tmp") }.count == 101, "the run staged its files")
        kill(pid, number)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        #expect(status & 0x7F == number, "ended by the signal")
        #expect(listing(folder) == ["t.tape"], "no staged file, no folder left")
    }
}
