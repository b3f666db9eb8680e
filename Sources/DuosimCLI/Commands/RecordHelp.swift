import Runtime
import Simulator

// MARK: - RecordHelp

/// `duosim record --help`: its grammar lines come from the verb and setting tables.
enum RecordHelp {
    static var options: [OptionSpec] {
        [Option.output, Option.force, Option.check, Option.junit, Option.toStdout, Option.validate, Option.color]
    }

    /// The rows of `record`'s table.
    enum Option {
        static let output = OptionSpec(
            ["-o", "--output"], "DIR", "where outputs and captures go (default: the current folder;",
            "created if missing); Output paths are relative to it", kind: .output, completion: .folders)
        static let force = OptionSpec("--force", nil, "overwrite files that exist")
        static let check = OptionSpec(
            "--check", nil, "write nothing: compare every file the tape would write with",
            "the one on disk; exit 1 with a unified diff (a .cast's decoded",
            "screens, frame by frame) when any differs")
        static let junit = OptionSpec(
            "--junit", "FILE", "with --check: also write the result as a JUnit XML report",
            completion: .files("xml")
        ).shown(.inside(check.key))
        static let toStdout = OptionSpec("--stdout", nil, "write the tape's single output to standard output")
        static let validate = OptionSpec("--validate", nil, "check the tape without running it: every problem at once")
        static var color: OptionSpec {
            .color(
                "the tape's outputs (\(OutputFormat.list(where: \.showsColor).sorted().joined(separator: ", ")))",
                "(a tape's Env NO_COLOR turns it off from its line on)")
        }
    }

    static var text: String {
        let drawn = OutputFormat.list { $0.isPicture && $0.program == nil }.joined(separator: " ")
        let made = OutputFormat.list { $0.program != nil }.joined(separator: " ")
        let programs = Set(OutputFormat.all.compactMap(\.program)).sorted().joined(separator: ", ")
        return """
            OVERVIEW: Replay a tape on a virtual terminal and a virtual clock, and write what it asks
            for: every frame as text (.txt, .ascii), an asciicast v2 recording (.cast), a player page
            (.html), single captures. The same tape always gives byte-identical files. A tape written
            for VHS runs unchanged: it types at a prompt, where 'duosim …' starts the UI; a tape in
            duosim's own dialect starts in the UI (Docs/TAPES.md).

            \(RecordCommand.usage)

            OPTIONS:
            \(RecordCommand.optionLines)
              (TAPE - reads standard input; a FIFO or <(…) works too: a tape is read once)

            TAPE (line ends mean nothing; # comments; strings in " ' or `; verbs case-sensitive):
            \(TapeGrammar.helpLines)

              Errors: FILE:LINE:COLUMN, all at once, exit 65; nothing is written. A Wait that fails:
              exit 1, its place and the screen. Pictures (\(drawn)) are drawn as VHS draws
              them (Docs/PICTURES.md); \(made) need \(programs) (without it: exit 73, nothing written).

            EXAMPLES:
              duosim record demo.tape -o demo
              duosim record --validate demo.tape
              duosim record Screenshots/gallery.tape -o Screenshots --check     (in CI)
              duosim record demo.tape --check --junit report.xml
              printf 'Output "x.txt"\\nKey Right 3\\n' | duosim record - --stdout
            """
    }
}
