import Foundation
import TestSupport
import Testing

/// Hot reload as a person meets it: the real binary in tmux, an app profile edited in another window.
@Suite(
    "Hot reload in tmux", .serialized,
    .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): these tests are skipped"))
struct HotReloadEndToEndTests {
    @Test(
        "An edited --app file reloads where the UI is; a broken edit shows its line and column and keeps the last good one"
    )
    func goodBrokenFixed() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("hud.json").path
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/apps/hud.json"), encoding: .utf8)
        func save(_ joystick: String) throws {
            // As an editor saves: a new file renamed over the old one.
            try text.replacingOccurrences(of: "\"joystick\"", with: joystick).write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        try save("\"joystick\"")
        // Wide enough for the status line's whole message: a temporary folder's long path, its
        // line and column, and "kept the last good profile".
        let tmux = try TmuxSession(
            ["--app", path, "--no-mouse", "--capture-dir", folder.path], columns: 180, rows: 50)
        try tmux.waitForAll(["127° partiallyOpen", "joystick"])
        // Somewhere else than where it started: Split View, the right window, 129°, margins hidden.
        try tmux.send("s", "Tab", "Right", "Right", "a", "m")
        try tmux.waitForAll([" right  469 × 669 pt", "129° partiallyOpen", "● REC", "hidden: margins"])

        try save("\"stick\"")
        var screen = try tmux.waitForAll(["reloaded hud.json", "stick"])
        #expect(!screen.contains("joystick"))
        #expect(screen.contains(" right  469 × 669 pt") && screen.contains("129° partiallyOpen"))
        #expect(screen.contains("Split View") && screen.contains("hidden: margins") && screen.contains("● REC"))

        try save("\"stick\",")
        screen = try tmux.waitFor("line \(profileLine(of: "joystick")), column 21")
        #expect(
            screen.contains("\(path):\(profileLine(of: "joystick")):21: $: not valid JSON")
                && screen.contains("kept the last good profile"))
        #expect(screen.contains("stick") && screen.contains("129° partiallyOpen"), "the last good profile stays")

        try save("\"pad\"")
        screen = try tmux.waitForAll(["reloaded hud.json", "pad"])
        #expect(screen.contains(" right  469 × 669 pt") && screen.contains("129° partiallyOpen"))
        try tmux.send("Right")
        try tmux.waitFor("130° partiallyOpen")

        try tmux.send("a")
        try tmux.waitFor("duosim-session.cast")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let cast = try String(
            contentsOfFile: folder.appendingPathComponent("duosim-session.cast").path, encoding: .utf8)
        #expect(
            cast.contains("reloaded hud.json") && cast.contains("line \(profileLine(of: "joystick")), column 21"),
            "the recording has the reloads")
    }

    @Test(
        "A save with a key given twice (a bad merge) is refused under hot reload, naming the key, its path and both lines"
    )
    func repeatedKey() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("hud.json").path
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/apps/hud.json"), encoding: .utf8)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(["--app", path, "--no-mouse"], columns: 300, rows: 60)
        try tmux.waitForAll(["127° partiallyOpen", "joystick"])
        // The second list of the merge hides every control of the first.
        let merged = text.replacingOccurrences(
            of: "  ]\n}",
            with:
                "  ],\n  \"controls\": [\n    { \"id\": \"pad\", \"anchor\": \"center\", \"size\": { \"width\": 50, \"height\": 50 } }\n  ]\n}"
        )
        #expect(merged != text)
        try merged.write(toFile: path, atomically: true, encoding: .utf8)
        let screen = try tmux.waitFor("is given twice")
        #expect(screen.contains("$.controls: the key \"controls\" is given twice"), "\(screen)")
        let keyLines = merged.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("  \"controls\"") }.map { $0.offset + 1 }
        try #require(keyLines.count == 2)
        let (first, second) = (keyLines[0], keyLines[1])
        #expect(screen.contains("(line \(first), column 3 and line \(second), column 3)"), "\(screen)")
        #expect(screen.contains("kept the last good profile") && screen.contains("joystick"))
        #expect(!screen.contains("pad"), "the merge's second list is not shown")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(
        "A watched file swapped for a FIFO, a socket, a device (a symlink to /dev/tty, /dev/zero) or a folder is never read: the UI says so and answers keys at once"
    )
    func notARegularFile() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("hud.json").path
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/apps/hud.json"), encoding: .utf8)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(["--app", path, "--no-mouse"], columns: 300, rows: 50)
        try tmux.waitForAll(["127° partiallyOpen", "joystick"])
        let swaps: [(String, String)] = [
            ("mkfifo new", "a FIFO"), ("ln -s /dev/tty new", "a character device"),
            ("ln -s /dev/zero new", "a character device"), ("mkdir new", "a folder"),
            ("python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"new\")'", "a socket"),
        ]
        var angle = 127
        for (index, (make, kind)) in swaps.enumerated() {
            // As an editor saves: the new thing renamed over the watched name.
            let made = try runShell("rm -rf new && \(make) && rm -rf hud.json && mv new hud.json", in: folder)
            try #require(made.status == 0, "\(make): \(made.stderr)")
            let screen = try tmux.waitFor("(\(kind)); kept the last good profile", timeout: 5)
            #expect(screen.contains("hud.json: is no longer a regular file (\(kind))"), "\(screen)")
            #expect(screen.contains(index == 0 ? "joystick" : "stick\(index - 1)"), "the last good profile stays")
            // Keys are answered at once: the watcher never waits on what it can't read.
            try tmux.send("Right")
            angle += 1
            try tmux.waitFor("\(angle)° partiallyOpen", timeout: 2)
            // A regular file again, edited: read and reloaded.
            _ = try runShell("rm -rf hud.json", in: folder)
            try text.replacingOccurrences(of: "\"joystick\"", with: "\"stick\(index)\"").write(
                toFile: path, atomically: true, encoding: .utf8)
            try tmux.waitForAll(["reloaded hud.json", "stick\(index)"], timeout: 5)
        }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0", timeout: 2)
    }
}
