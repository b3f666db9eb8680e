import DuosimCLI
import Foundation
import TestSupport
import Testing

/// `duosim completions bash|zsh|fish`: run in the shells themselves (`OptionTableTests` holds the
/// tables they and `--help` are made from to the commands).
@Suite("Shell completions")
struct CompletionTests {
    static let bash = FileManager.default.isExecutableFile(atPath: "/bin/bash")
    static let zsh = ["/usr/bin/zsh", "/bin/zsh"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    static let fish = ["/usr/bin/fish", "/bin/fish"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    /// A folder with the script, a profile file, a tape, a subfolder and a file of another kind.
    static func folder(_ shell: String) throws -> URL {
        let folder = try temporaryFolder()
        let script = try runBinary(["completions", shell])
        #expect(script.status == 0)
        try script.stdout.write(to: folder.appendingPathComponent("duosim.\(shell)"), atomically: true, encoding: .utf8)
        for name in ["myapp.json", "demo.tape", "notes.txt"] {
            try "{}".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("profiles"), withIntermediateDirectories: true)
        return folder
    }

    /// What bash's `_duosim` offers for `words` (the last one is being completed).
    static func bashCompletions(_ words: [String], in folder: URL) throws -> [String] {
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source duosim.bash
            COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1)
            _duosim
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Validators.run(["bash", "-c", "cd \(shellQuote(folder.path)) && \(script)"])
        #expect(result.status == 0, "\(result.output)")
        return result.output.split(separator: "\n").map(String.init).sorted()
    }

    @Test("bash: commands, options, poses, formats, bundled apps with .json files and folders", .enabled(if: bash))
    func bashPrefixes() throws {
        let folder = try Self.folder("bash")
        #expect(try Self.bashCompletions(["duosim", "au"], in: folder) == ["audit"])
        #expect(try Self.bashCompletions(["duosim", "c"], in: folder) == ["completions"])
        #expect(try Self.bashCompletions(["duosim", "--po"], in: folder) == ["--pose"])
        #expect(try Self.bashCompletions(["duosim", "--pose", "b"], in: folder) == ["book"])
        #expect(
            try Self.bashCompletions(["duosim", "query", "--pose", ""], in: folder) == [
                "book", "closed", "flat", "laptop", "tent",
            ])
        #expect(try Self.bashCompletions(["duosim", "audit", "--format", "s"], in: folder) == ["sarif"])
        #expect(try Self.bashCompletions(["duosim", "audit", "--st"], in: folder) == ["--strict"])
        #expect(try Self.bashCompletions(["duosim", "audit", "m"], in: folder) == ["mail", "myapp.json"])
        #expect(try Self.bashCompletions(["duosim", "audit", "p"], in: folder) == ["player", "profiles"])
        #expect(try Self.bashCompletions(["duosim", "render", "--app", "h"], in: folder) == ["hud"])
        #expect(try Self.bashCompletions(["duosim", "record", ""], in: folder) == ["demo.tape", "profiles"])
        #expect(try Self.bashCompletions(["duosim", "tui", "--color", "a"], in: folder) == ["always", "auto"])
        // --pose=… : bash splits the word at "=".
        #expect(try Self.bashCompletions(["duosim", "--pose", "=", "l"], in: folder) == ["laptop"])
        #expect(try Self.bashCompletions(["duosim", "completions", ""], in: folder) == ["bash", "fish", "zsh"])
        #expect(try Self.bashCompletions(["duosim", "query", "--angle", ""], in: folder).isEmpty)
    }

    @Test(
        "fish: complete -C offers the same words", .enabled(if: fish, "skipped: no fish (.ci/run installs it)"))
    func fishPrefixes() throws {
        let folder = try Self.folder("fish")
        func complete(_ line: String) throws -> [String] {
            let result = try Validators.run([
                "fish", "--no-config", "-c",
                "cd \(shellQuote(folder.path)); source duosim.fish; complete -C\(shellQuote(line))",
            ])
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
        }
        #expect(try complete("duosim au") == ["audit"])
        #expect(try complete("duosim --pose b") == ["book"])
        #expect(try complete("duosim audit --format j") == ["json", "junit"])
        #expect(try complete("duosim audit my") == ["myapp.json"])
        #expect(try complete("duosim record d") == ["demo.tape"])
    }

    @Test(
        "zsh: the script reads, and defines a function for every command",
        .enabled(if: zsh, "skipped: no zsh (.ci/run installs it)"))
    func zshLoads() throws {
        let folder = try Self.folder("zsh")
        let syntax = try Validators.run(["zsh", "-n", folder.appendingPathComponent("duosim.zsh").path])
        #expect(syntax.status == 0, "\(syntax.output)")
        let loaded = try Validators.run([
            "zsh", "-f", "-c",
            "autoload -U compinit && compinit -u -d \(shellQuote(folder.path))/zcomp && source \(shellQuote(folder.path))/duosim.zsh && print -l ${(k)functions[(I)_duosim*]} && print ${_comps[duosim]}",
        ])
        #expect(loaded.status == 0, "\(loaded.output)")
        for name in ["_duosim", "_duosim_audit", "_duosim_query", "_duosim_completions", "_duosim_top"] {
            #expect(loaded.output.split(separator: "\n").contains(Substring(name)), "\(name) in \(loaded.output)")
        }
        #expect(loaded.output.hasSuffix("_duosim\n"), "compdef registered it")
    }

    @Test("--help prints the table: every option of every command, with its value's name")
    func help() throws {
        for command in ["tui", "query", "render", "record", "sweep", "audit", "demo", "bench", "profiles"] {
            let help = try runBinary([command, "--help"]).stdout
            let script = try runBinary(["completions", "bash"]).stdout
            let function = try #require(script.components(separatedBy: "_duosim_\(command)() {").last)
            let body = try #require(function.components(separatedBy: "\n}\n").first)
            // The options the script completes for this command are the ones its help lists.
            let options = body.components(separatedBy: "== -* ]]; then\n        _duosim_words '").last ?? ""
            let words = options.components(separatedBy: "'").first ?? ""
            #expect(words.contains("--"))
            for option in words.split(separator: " ") {
                #expect(help.contains(option), "\(command) --help lists \(option)")
            }
        }
    }
}
