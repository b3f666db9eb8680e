import Foundation
import TestSupport
import Testing

/// The terminal in every ending (issue 30): signals, crashes, Ctrl-Z under a wrapper, a terminal
/// that goes away, and a live recording that survives a crash. The real binary in tmux.
@Suite(
    "Terminal UI: every ending restores the terminal", .serialized,
    .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): these tests are skipped"))
struct TerminalEndingsTests {
    /// After the UI ends: the terminal's modes, and the line discipline the shell got back.
    static let sttyCheck =
        "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' ' | sed 's/^/STTY=/'; echo;"

    func expectRestored(_ tmux: TmuxSession, after what: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let screen = try tmux.waitFor("STTY=", timeout: 10)
        let modes = try tmux.modes()
        #expect(!modes.alternate, "\(what): still on the alternate screen", sourceLocation: sourceLocation)
        #expect(modes.cursor, "\(what): the cursor is hidden", sourceLocation: sourceLocation)
        #expect(!modes.mouse, "\(what): mouse reporting is still on", sourceLocation: sourceLocation)
        let keypad = try tmux.tmux(["display-message", "-p", "#{keypad_cursor_flag}#{keypad_flag}"])
        #expect(
            keypad.trimmingCharacters(in: .whitespacesAndNewlines) == "00",
            "\(what): application cursor keys or keypad still on", sourceLocation: sourceLocation)
        let stty = screen.split(separator: "\n").first { $0.hasPrefix("STTY=") }.map(String.init) ?? ""
        #expect(
            stty.contains("STTY=icanon echo")
                || (stty.contains(" icanon") || stty.hasPrefix("STTY=icanon")) && !stty.contains("-icanon")
                    && !stty.contains("-echo "),
            "\(what): the line discipline wasn't restored: \(stty)", sourceLocation: sourceLocation)
    }

    @Test(
        "A terminal type that can't draw a screen (no cursor addressing or no clear: dumb, and any such entry) is refused like an unknown one (64), the terminal as it was",
        arguments: ["dumb", "nocup", "noclear", "nosuchterm"])
    func terminalThatCantDraw(term: String) throws {
        let folder = try temporaryFolder()
        // Terminal types compiled here: xterm-256color less one capability.
        let source =
            "nocup|xterm without cursor addressing,\n\tcup@, use=xterm-256color,\n"
            + "noclear|xterm without clear,\n\tclear@, use=xterm-256color,\n"
        try source.write(to: folder.appendingPathComponent("types.src"), atomically: true, encoding: .utf8)
        let compiled = try runShell("tic -x -o terminfo types.src", in: folder)
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let tmux = try TmuxSession(
            environment: ["TERM": term, "TERMINFO": folder.appendingPathComponent("terminfo").path],
            afterExit: Self.sttyCheck)
        let screen = try tmux.waitFor("EXIT=")
        #expect(screen.contains("EXIT=64"), "\(screen)")
        let joined = screen.replacingOccurrences(of: "\n", with: "")
        #expect(joined.contains("duosim: can't use terminal type '\(term)' (TERM)"), "\(screen)")
        if term != "nosuchterm" { #expect(joined.contains("it can't move the cursor or clear the screen")) }
        try expectRestored(tmux, after: "TERM=\(term)")
    }

    @Test("Ctrl-C and SIGTERM restore the terminal and exit 130 and 143")
    func signals() throws {
        let first = try TmuxSession()
        try first.waitFor("127° partiallyOpen")
        try first.send("C-c")
        try first.waitFor("EXIT=130")
        #expect(try !first.alternateScreen())

        let second = try TmuxSession()
        try second.waitFor("127° partiallyOpen")
        let pid = try #require(try second.programPID())
        kill(pid, SIGTERM)
        try second.waitFor("EXIT=143")
        #expect(try !second.alternateScreen())
    }

    @Test(
        "Every other terminating signal restores the terminal and exits 128 + n",
        arguments: [
            ("SIGQUIT", SIGQUIT), ("SIGUSR1", SIGUSR1), ("SIGUSR2", SIGUSR2), ("SIGPIPE", SIGPIPE),
            ("SIGALRM", SIGALRM), ("SIGXCPU", SIGXCPU), ("SIGHUP", SIGHUP), ("SIGVTALRM", SIGVTALRM),
            ("SIGPROF", SIGPROF),
        ])
    func quittingSignals(name: String, number: Int32) throws {
        let tmux = try TmuxSession(afterExit: Self.sttyCheck)
        try tmux.waitFor("127° partiallyOpen")
        let pid = try #require(try tmux.programPID())
        kill(pid, number)
        let screen = try tmux.waitFor("EXIT=")
        #expect(screen.contains("EXIT=\(128 + number)"), "\(name)")
        try expectRestored(tmux, after: name)
    }

    @Test(
        "A crash signal restores the terminal (keypad modes too), says so in one line and dies with the signal at once",
        arguments: [
            ("SIGSEGV", SIGSEGV), ("SIGBUS", SIGBUS), ("SIGILL", SIGILL), ("SIGFPE", SIGFPE), ("SIGABRT", SIGABRT),
            ("SIGTRAP", SIGTRAP), ("SIGSYS", SIGSYS),
        ])
    func crashSignals(name: String, number: Int32) throws {
        let tmux = try TmuxSession(afterExit: Self.sttyCheck)
        try tmux.waitFor("127° partiallyOpen")
        let pid = try #require(try tmux.programPID())
        kill(pid, number)
        // The runtime's backtracer would keep the process alive for 30 s; this must end at once.
        let screen = try tmux.waitFor("EXIT=", timeout: 5)
        #expect(screen.contains("EXIT=\(128 + number)"), "\(name)")
        #expect(screen.contains("duosim: stopped by \(name)"), "\(name)")
        try expectRestored(tmux, after: name)
    }

    @Test(
        "A stack overflow (the internal DUOSIM_CRASH_TEST=stack) restores the terminal and says so in one line: the handler runs on an alternate stack"
    )
    func stackOverflow() throws {
        let tmux = try TmuxSession(environment: ["DUOSIM_CRASH_TEST": "stack"], afterExit: Self.sttyCheck)
        let screen = try tmux.waitFor("EXIT=", timeout: 10)
        #expect(screen.contains("EXIT=\(128 + SIGSEGV)"))
        let lines = screen.split(separator: "\n").filter { $0.hasPrefix("duosim: ") }
        #expect(lines == ["duosim: stopped by SIGSEGV (invalid memory access); the terminal was restored"])
        try expectRestored(tmux, after: "a stack overflow")
    }

    @Test("A stack overflow outside the UI says so in one line and dies with SIGSEGV")
    func stackOverflowInACommand() throws {
        let result = try runBinary(["query"], environment: ["DUOSIM_CRASH_TEST": "stack-at-start"])
        #expect(result.signal == SIGSEGV)
        #expect(result.stderr == "duosim: stopped by SIGSEGV (invalid memory access)\n")
    }

    @Test(
        "A stack overflow in a worker thread (demo's) says so in one line too: each worker has its own alternate stack")
    func stackOverflowInAWorker() throws {
        let result = try runBinary(["query"], environment: ["DUOSIM_CRASH_TEST": "stack-in-worker"])
        #expect(result.signal == SIGSEGV)
        #expect(result.stderr == "duosim: stopped by SIGSEGV (invalid memory access)\n")
    }

    @Test("A file-size limit doesn't end the UI: a capture over it says so on the status line")
    func fileSizeLimit() throws {
        let folder = try temporaryFolder()
        let tmux = try TmuxSession(["--capture-dir", folder.path]) { "ulimit -f 1; \($0)" }
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("p")
        try tmux.waitFor("File too large")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(
        "A live recording the disk stops taking (a file-size limit from the start or during it) is never lost unsaid: cut short says when and where, nothing written leaves no .cast, and the UI exits 74",
        arguments: [0, 12], ["q", "a"])
    func recordingCutShort(limit: Int, ending: String) throws {
        let folder = try temporaryFolder()
        let tmux = try TmuxSession(["--capture-dir", folder.path], afterExit: Self.sttyCheck) {
            "ulimit -f \(limit); \($0)"
        }
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("a")
        try tmux.waitFor("● REC")
        for angle in 128...140 {
            try tmux.send("Right")
            try tmux.waitFor("\(angle)° partiallyOpen")
        }
        let said: String
        if ending == "a" {
            try tmux.send("a")
            said = try tmux.waitFor(limit == 0 ? "can't save: " : "cut short at ")
            try tmux.send("q")
            try tmux.waitFor("EXIT=0")
        } else {
            try tmux.send("q")
            said = try tmux.waitFor("EXIT=74")
        }
        let casts = listing(folder).filter { $0.hasSuffix(".cast") }
        #expect(!listing(folder).contains { $0.hasPrefix(".duosim-") }, "nothing staged is left")
        let joined = said.replacingOccurrences(of: "\n", with: "")
        if limit == 0 {
            #expect(casts.isEmpty, "a recording without its header is no .cast: \(listing(folder))")
            #expect(joined.contains("File too large"), "\(said)")
        } else {
            try #require(casts == ["duosim-session.cast"], "\(listing(folder))")
            let cast = try String(contentsOf: folder.appendingPathComponent(casts[0]), encoding: .utf8)
            #expect(cast.hasPrefix("{\"version\":2,"))
            #expect(!cast.contains("140°"), "the limit was met before the end")
            #expect(joined.contains("the recording was cut short at "), "\(said)")
            #expect(joined.contains("File too large)"), "\(said)")
            if ending == "q" { #expect(joined.contains("duosim-session.cast"), "\(said)") }
        }
        try expectRestored(tmux, after: "ulimit -f \(limit)")
    }

    @Test("A crash while recording saves the recording so far, and says where")
    func crashSavesRecording() throws {
        let folder = try temporaryFolder()
        let tmux = try TmuxSession(["--capture-dir", folder.path], afterExit: Self.sttyCheck)
        try tmux.waitFor("127° partiallyOpen")
        try tmux.send("a")
        try tmux.waitFor("● REC")
        for angle in 128...131 {
            try tmux.send("Right")
            try tmux.waitFor("\(angle)°")
        }
        let pid = try #require(try tmux.programPID())
        kill(pid, SIGSEGV)
        let screen = try tmux.waitFor("EXIT=", timeout: 5)
        #expect(screen.contains("duosim: the recording so far is saved as \(folder.path)/duosim-session.cast"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["duosim-session.cast"])
        let cast = try String(contentsOf: folder.appendingPathComponent("duosim-session.cast"), encoding: .utf8)
        #expect(cast.hasPrefix("{\"version\":2,\"width\":120,\"height\":40"))
        let events = cast.split(separator: "\n").dropFirst()
        #expect(events.count >= 5, "every frame drawn before the crash: the first and four moves")
        #expect(cast.hasSuffix("\n") && events.allSatisfy { $0.hasPrefix("[") && $0.hasSuffix("]") }, "whole events")
        try expectRestored(tmux, after: "a crash while recording")
    }
}
