import Foundation
import TestSupport
import Testing

/// Ctrl-Z and a terminal that goes away, the way users meet them: duosim under a wrapper in an
/// interactive shell; duosim in its own session when the terminal closes.
@Suite(
    "Terminal UI: suspend under a wrapper, a terminal that goes away", .serialized,
    .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): these tests are skipped"))
struct TerminalJobTests {
    /// The command line that starts the binary as a person's terminal would.
    static var program: String {
        "env LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color NO_COLOR= \(shellQuote(duosimBinary.path))"
    }

    /// The state letter of `pid` in /proc (`S` sleeping, `T` stopped…).
    static func state(_ pid: Int32) -> Character? {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("State:") }?.dropFirst(6)
            .first { !$0.isWhitespace }
    }

    /// The first process below `pid` whose command is `name`.
    static func descendant(of pid: Int32, named name: String) -> Int32? {
        let children = ((try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? "")
            .split(separator: " ").compactMap { Int32($0) }
        for child in children {
            let command = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
            if command.trimmingCharacters(in: .whitespacesAndNewlines) == name { return child }
            if let found = descendant(of: child, named: name) { return found }
        }
        return nil
    }

    /// The parent of `pid`.
    static func parent(of pid: Int32) -> Int32? {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("PPid:") }
            .flatMap { Int32($0.dropFirst(5).trimmingCharacters(in: .whitespaces)) }
    }

    /// Polls until `pid` is in `state`; false after `timeout` seconds.
    static func wait(_ pid: Int32, for state: Character, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if Self.state(pid) == state { return true }
            usleep(10_000)
        }
        return false
    }

    @Test("Under bash -c, Ctrl-Z then fg brings the UI back, working, 20 times out of 20")
    func suspendUnderWrapper() throws {
        // An interactive shell with job control, as a person's terminal has.
        let tmux = try TmuxSession { _ in "PS1='prompt$ ' bash --norc --noprofile -i" }
        try tmux.waitFor("prompt$")
        try tmux.send("bash -c \(shellQuote(Self.program + "; echo inner=$?"))", "Enter")
        try tmux.waitFor("127° partiallyOpen")
        let shell = try #require(
            Int32(
                try tmux.tmux(["display-message", "-p", "#{pane_pid}"])
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
        let pid = try #require(Self.descendant(of: shell, named: "duosim"))
        let wrapper = try #require(Self.parent(of: pid))
        for round in 1...20 {
            try tmux.send("C-z")
            #expect(Self.wait(pid, for: "T"), "round \(round): duosim didn't stop")
            #expect(Self.wait(wrapper, for: "T"), "round \(round): its wrapper didn't stop")
            #expect(try !tmux.alternateScreen(), "round \(round): the shell has its screen")
            try tmux.send("fg", "Enter")
            #expect(Self.wait(pid, for: "S"), "round \(round): duosim is still stopped after fg")
            try tmux.send("Right")
            try tmux.waitFor("\(127 + round)° partiallyOpen", timeout: 5)
        }
        try tmux.send("q")
        try tmux.waitFor("inner=0")
    }

    @Test("A terminal that goes away without a SIGHUP reaching duosim (its own session) ends the UI: 129, no spinning")
    func terminalGone() throws {
        let folder = try temporaryFolder()
        let pidFile = folder.appendingPathComponent("pid").path
        let codeFile = folder.appendingPathComponent("code").path
        let tmux = try TmuxSession { _ in
            "setsid sh -c \(shellQuote("echo $$ > \(pidFile); \(Self.program) ; echo $? > \(codeFile)"))"
        }
        try tmux.waitFor("127° partiallyOpen")
        let shell = try #require(
            Int32(
                (try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(
                    in: .whitespacesAndNewlines) ?? ""))
        _ = try tmux.tmux(["kill-server"], capture: false)
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: codeFile), Date() < deadline { usleep(20_000) }
        let code = (try? String(contentsOfFile: codeFile, encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(code == "129", "duosim still runs (or ended otherwise): \(code ?? "no exit")")
        if code == nil {
            // Don't leave a spinning process behind: its shell's children, then the shell.
            _ = try? spawn(["pkill", "-KILL", "-P", "\(shell)"], capture: false)
            kill(shell, SIGKILL)
        }
    }
}
