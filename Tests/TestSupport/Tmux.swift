import Foundation

/// A private tmux server running the built binary, driven as a person would: keys in, screen out.
public final class TmuxSession {
    public let socket = "duosim-test-\(UUID().uuidString.prefix(8))"
    public let columns: Int
    public let rows: Int

    /// Starts `duosim ARGUMENTS` in a detached session; the pane stays after it exits and shows `EXIT=n`.
    /// `afterExit` is shell run in the pane once the program has exited (before the pane idles);
    /// `wrap` turns the program's command line into the one the pane's shell runs (`ulimit -f 1; …`,
    /// `bash -c '…'`, `setsid -w …`).
    public init(
        _ arguments: [String] = [], columns: Int = 120, rows: Int = 40, environment: [String: String] = [:],
        afterExit: String = "", wrap: (String) -> String = { $0 }
    ) throws {
        self.columns = columns
        self.rows = rows
        // As a person's terminal is: UTF-8 and 256 colours (an empty NO_COLOR clears one the test
        // runner may have set; a test that wants it passes it).
        var env = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "NO_COLOR": ""]
        env.merge(environment) { $1 }
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuote($0.value))" }.joined(
            separator: " ")
        let command =
            wrap(
                "env \(assignments) \(shellQuote(duosimBinary.path)) \(arguments.map(shellQuote).joined(separator: " "))"
            )
            + "; echo EXIT=$?; \(afterExit) sleep 120"
        // The server outlives this call and would hold a pipe open forever: give it /dev/null.
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command], capture: false)
    }

    deinit { _ = try? tmux(["kill-server"], capture: false) }

    /// Whether tmux is installed (CI installs it; see .ci/run).
    public static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
            || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
    }

    /// Runs `tmux -L SOCKET ARGUMENTS` and returns what it printed.
    ///
    /// Spawned with posix_spawn and reaped with waitpid: Foundation's `Process` waits for
    /// descriptors that the daemonized tmux server inherits, and would never return.
    @discardableResult
    public func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        try spawn(["tmux", "-L", socket] + arguments, capture: capture)
    }

    /// The screen as text.
    public func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

    /// Types keys by tmux's names (`Right`, `S-Right`, `q`, `C-c`).
    public func send(_ keys: String...) throws { try tmux(["send-keys"] + keys, capture: false) }

    /// Sends raw bytes (mouse reports).
    public func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) }, capture: false)
    }

    /// Whether the pane is on the alternate screen (1 while the UI runs).
    public func alternateScreen() throws -> Bool {
        try tmux(["display-message", "-p", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// tmux's view of the pane's modes: alternate screen, cursor shown, and any mouse reporting.
    public func modes() throws -> (alternate: Bool, cursor: Bool, mouse: Bool) {
        let flags = try tmux([
            "display-message", "-p",
            "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{mouse_standard_flag}",
        ])
        .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "1" }
        guard flags.count == 6 else { return (true, false, true) }
        return (flags[0], flags[1], flags[2] || flags[3] || flags[4] || flags[5])
    }

    /// The process id of the program in the pane (the shell's child).
    public func programPID() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children.split(separator: " ").compactMap { Int32($0) }.first
    }

    /// Polls the screen until `condition` holds.
    /// - Returns: the screen that satisfied it.
    /// - Throws: `TestSupportError` naming `what` and showing the last screen after `timeout` seconds.
    @discardableResult
    public func waitFor(_ what: String, timeout: Double = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        throw TestSupportError("timed out waiting for \(what); the screen:\n\(last)")
    }

    /// Waits for every one of `texts` to be on the screen at once (tmux may show a frame half drawn).
    @discardableResult
    public func waitForAll(_ texts: [String], timeout: Double = 10) throws -> String {
        try waitFor(texts.map { "'\($0)'" }.joined(separator: " and "), timeout: timeout) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }

    /// Waits for `text` to be on the screen.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 10) throws -> String {
        try waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }
}
