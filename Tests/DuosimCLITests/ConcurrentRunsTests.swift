import Foundation
import TestSupport
import Testing

/// Issue 38, runs that can't mix: real processes of the built binary, sequenced by a FIFO (the
/// first run holds its folder while it waits to read its app profile from it), never by sleeps.
@Suite("Files: two runs into one folder never mix")
struct ConcurrentRunsTests {
    /// The first run's tape: two outputs, then an app profile read from `app.fifo` while the run
    /// holds its folder; the second's writes the same names without the app.
    static let tapes = """
        printf 'Output "a.txt"\\nOutput "b.txt"\\nSet App "app.fifo"\\nKey Right\\n' > t.tape
        printf 'Output "a.txt"\\nOutput "b.txt"\\nKey Left\\n' > t2.tape
        cp "\(repositoryRoot.path)/Profiles/apps/mail.json" mail.json
        mkfifo app.fifo
        mkdir out
        """

    /// Runs `first` in the background until it is inside (it opened the FIFO), then `during`, then
    /// lets the first finish. Prints `pid=`, the second's `second=` and the first's `first=`.
    static func sequence(first: String, during: String) -> String {
        """
        \(tapes)
        "$DUOSIM" \(first) > r1.out 2> r1.err & p1=$!
        echo "pid=$p1"
        exec 3> app.fifo
        \(during)
        cat mail.json >&3
        exec 3>&-
        wait $p1; echo "first=$?"
        """
    }

    static func value(_ key: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
    }

    @Test(
        "While a run writes a folder, a second run into it fails at once (73) naming the first's PID and command; the first's files are whole",
        arguments: [
            ("record t.tape -o out", "record t2.tape -o out"),
            ("record t.tape -o out", "record t2.tape -o out --force"),
            ("record t.tape -o out --force", "record t2.tape -o out --force"),
            ("record t.tape -o out --force", "record t2.tape -o out"),
            ("record t.tape -o out", "render -o out/a.txt"),
            ("record t.tape -o out --force", "render -o out/b.txt --force"),
        ])
    func secondRunRefused(first: String, second: String) throws {
        let folder = try temporaryFolder()
        let during = """
            "$DUOSIM" \(second) > r2.out 2> r2.err; echo "second=$?"
            """
        let result = try runShell(
            "timeout 120 bash -c '\(Self.sequence(first: first, during: during).replacingOccurrences(of: "'", with: "'\\''"))'",
            in: folder)
        let pid = try #require(Self.value("pid", in: result.stdout))
        let firstError = (try? String(contentsOf: folder.appendingPathComponent("r1.err"), encoding: .utf8)) ?? ""
        let secondError = (try? String(contentsOf: folder.appendingPathComponent("r2.err"), encoding: .utf8)) ?? ""
        #expect(Self.value("second", in: result.stdout) == "73", "\(result.stdout) \(secondError)")
        #expect(
            secondError.contains(
                "out: is being written by another duosim run (PID \(pid): duosim \(first)); try again when it ends"),
            "\(secondError)")
        #expect(Self.value("first", in: result.stdout) == "0", "\(firstError)")
        #expect(listing(folder.appendingPathComponent("out")) == ["a.txt", "b.txt"])
        for name in ["a.txt", "b.txt"] {
            let text = try String(contentsOf: folder.appendingPathComponent("out/" + name), encoding: .utf8)
            #expect(text.contains("Mail"), "\(name) is the first run's")
        }
    }

    @Test(
        "Without --force, a target another program makes during the run is kept and the run puts nothing in place (73)",
        arguments: [
            "echo theirs > out/b.txt", "echo theirs > out/a.txt", "mkdir out/b.txt", "ln -s /etc/hostname out/a.txt",
        ])
    func appearedDuringRun(intrusion: String) throws {
        let folder = try temporaryFolder()
        let result = try runShell(
            "timeout 120 bash -c '\(Self.sequence(first: "record t.tape -o out", during: intrusion).replacingOccurrences(of: "'", with: "'\\''"))'",
            in: folder)
        let firstError = (try? String(contentsOf: folder.appendingPathComponent("r1.err"), encoding: .utf8)) ?? ""
        let name = intrusion.contains("a.txt") ? "a.txt" : "b.txt"
        #expect(Self.value("first", in: result.stdout) == "73", "\(result.stdout) \(firstError)")
        #expect(
            firstError
                == "duosim: out/\(name): appeared while this run was writing (another program made it); nothing of this run was put in place (use --force to replace it)\n"
        )
        #expect(
            listing(folder.appendingPathComponent("out")) == [name],
            "the other output is not put in place, nothing staged is left")
        if intrusion.hasPrefix("echo") {
            #expect(try String(contentsOf: folder.appendingPathComponent("out/" + name), encoding: .utf8) == "theirs\n")
        }
    }
}
