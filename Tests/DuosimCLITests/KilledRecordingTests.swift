import Foundation
import TestSupport
import Testing

/// The live UI's recording, killed: kept, not removed, by the next run into its folder.
@Suite(
    "Files: a killed live recording is kept", .serialized,
    .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): these tests are skipped"))
struct KilledRecordingTests {
    @Test(
        "A live recording whose UI was killed (SIGKILL) is saved as duosim-session.cast by the next run into its folder"
    )
    func killedRecordingKept() throws {
        let folder = try temporaryFolder()
        let tmux = try TmuxSession(["--capture-dir", folder.path], columns: 120, rows: 40)
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("a")
        try tmux.waitFor("● REC")
        try tmux.send("Right")
        try tmux.waitFor("128°")
        let pid = try #require(try tmux.programPID())
        kill(pid, SIGKILL)
        try tmux.waitFor("EXIT=137")
        #expect(listing(folder).contains { $0.hasPrefix(".duosim-\(pid)-") && $0.hasSuffix(".tmp") })
        let result = try runBinary(["render", "-o", folder.appendingPathComponent("x.txt").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "kept the recording of a duosim that was killed as \(folder.path)/duosim-session.cast"),
            "\(result.stderr)")
        #expect(listing(folder) == ["duosim-session.cast", "x.txt"])
        let cast = try String(contentsOf: folder.appendingPathComponent("duosim-session.cast"), encoding: .utf8)
        #expect(cast.hasPrefix("{\"version\":2,") && cast.contains("128°"))
    }
}
