import PoseEngine
import Testing

@testable import DuosimCLI

/// The command line is its tables: each command's `OptionSpec` rows read their own values (and
/// refuse bad ones naming the option), the command asks for every row it lists and nothing else,
/// and `--help`'s USAGE and OPTIONS and the completions are made from the rows. The `recipe` test
/// adds an option the way ARCHITECTURE's "an option" says, in a throwaway command, and shows that
/// the row alone is enough.
@Suite("Option tables")
struct OptionTableTests {
    /// The fewest words each command takes.
    static let fewest: [String: [String]] = [
        "demo": ["-o", "x.html"], "audit": ["hud"], "record": ["x.tape"], "completions": ["bash"],
    ]

    /// What a command's parse asked of its table (rows asked for, given or not).
    static func asked<C: Command>(_ type: C.Type) throws -> Set<String> {
        try C.read(fewest[C.name] ?? []).values.asked
    }

    static let asked: [String: @Sendable () throws -> Set<String>] = [
        TUICommand.name: { try asked(TUICommand.self) }, QueryCommand.name: { try asked(QueryCommand.self) },
        RenderCommand.name: { try asked(RenderCommand.self) }, RecordCommand.name: { try asked(RecordCommand.self) },
        SweepCommand.name: { try asked(SweepCommand.self) }, DemoCommand.name: { try asked(DemoCommand.self) },
        AuditCommand.name: { try asked(AuditCommand.self) }, BenchCommand.name: { try asked(BenchCommand.self) },
        ProfilesCommand.name: { try asked(ProfilesCommand.self) },
        CompletionsCommand.name: { try asked(CompletionsCommand.self) },
    ]

    @Test("Every command asks for every row of its table, and for no option outside it")
    func tables() throws {
        #expect(Set(Self.asked.keys) == Set(Duosim.commands.map(\.name)), "every command is checked")
        for entry in Duosim.commands {
            let listed = Set(entry.options.map(\.key)).subtracting([OptionSpec.help.key])
            let read = try #require(Self.asked[entry.name])
            let asked = try read()
            #expect(asked.subtracting(listed).sorted() == [], "\(entry.name) asks for options it doesn't list")
            #expect(listed.subtracting(asked).sorted() == [], "\(entry.name) lists options it never asks for")
        }
    }

    @Test("No two rows of a table share a name")
    func uniqueNames() {
        for entry in Duosim.commands {
            let names = entry.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(entry.name): \(names)")
        }
    }

    @Test("A row given and never asked for is an unknown option, as a word no row names is")
    func unaskedRow() throws {
        let row = OptionSpec("--spare", "N", "a row the command forgets")
        var arguments = ArgumentList(["--spare", "3"], command: "x")
        let values = try OptionValues(&arguments, options: [row], command: "x")
        #expect(throws: CLIError.usage("unknown option '--spare' for 'x'", command: "x")) { try values.finish() }
        var asked = values
        #expect(asked.text(row) == "3")
        try asked.finish()
    }

    /// The message `words` give `options`, nil when they read.
    static func refusal(_ words: [String], _ options: [OptionSpec]) -> String? {
        var arguments = ArgumentList(words, command: "x")
        do {
            _ = try OptionValues(&arguments, options: options, command: "x")
            return nil
        } catch {
            return (error as? CLIError)?.message ?? "\(error)"
        }
    }

    @Test("Each kind of value reads, or is refused with the option's name")
    func kinds() {
        let size = OptionSpec("--size", "COLSxROWS", "", kind: .size)
        let angle = OptionSpec("--angle", "DEG", "", kind: .angle)
        let step = OptionSpec("--step", "DEG", "", kind: .degrees(0.1...10))
        let choice = OptionSpec("--mode", "M", "", kind: .choice(["a", "b"]))
        let output = OptionSpec(["-o", "--output"], "FILE", "", kind: .output)
        let reading = OptionSpec("--reading", "NAME=VALUE", "", kind: .reading).repeatable
        let all = [size, angle, step, choice, output, reading]
        #expect(Self.refusal(["--size", "0x5"], all) == "--size columns: 0 is outside 1…1000")
        #expect(Self.refusal(["--size", "5"], all) == "--size: '5' is not COLSxROWS (for example 120x40)")
        #expect(Self.refusal(["--angle", "181"], all) == "--angle: 181 is outside 0…180")
        #expect(Self.refusal(["--angle=x"], all) == "--angle: 'x' is not a number of degrees")
        #expect(Self.refusal(["--step", "11"], all) == "--step: '11' is not a number of degrees within 0.1…10")
        #expect(Self.refusal(["--mode", "c"], all) == "--mode: 'c' is not one of: a, b")
        #expect(Self.refusal(["--output", "a\u{1B}b"], all)?.hasPrefix("-o: ") == true)
        #expect(Self.refusal(["--reading", "nope=1"], all)?.hasPrefix("--reading: 'nope=1' is not NAME=VALUE") == true)
        #expect(Self.refusal(["--mode"], all) == "--mode needs a value")
        #expect(Self.refusal(["--mode", "--size", "3x3"], all) == "--mode needs a value (found option '--size')")

        var arguments = ArgumentList(
            [
                "--size", "80X24", "--angle", "90°", "--mode", "a", "--mode", "b", "-o", "f", "--reading",
                "evenColumns=addOne",
            ],
            command: "x")
        guard var values = try? OptionValues(&arguments, options: all, command: "x") else {
            Issue.record("the words didn't read")
            return
        }
        #expect(values.size(size).map { [$0.columns, $0.rows] } == [80, 24])
        #expect(values.number(angle) == 90)
        #expect(values.text(choice) == "b", "the last one wins")
        #expect(values.text(output) == "f")
        #expect(values.readings(reading).map { "\($0.name)=\($0.value)" } == ["evenColumns=addOne"])
        #expect(values.number(step) == nil)
    }

    @Test("Each help's USAGE line is the one its table makes, every row it shows named in OPTIONS")
    func usage() {
        for entry in Duosim.commands {
            let help = entry.help
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            let usage = lines.first { $0.hasPrefix("USAGE: duosim \(entry.name)") }
            #expect(usage != nil, "\(entry.name) has a USAGE line")
            #expect(lines.allSatisfy { $0.count <= 104 || !$0.hasPrefix("USAGE") })
            for option in entry.options where option.usage == .optional || option.usage == .required {
                #expect(help.contains(option.key), "\(entry.name): \(option.key)")
            }
        }
    }

    /// A command no one ships, with an option added as ARCHITECTURE's recipe says: one row.
    struct ScratchCommand: Command {
        static let name = "scratch"
        static let summary = "a throwaway command"
        static var help: String { "\(usage)\n\(optionLines)" }
        static let depth = OptionSpec("--depth", "COLSxROWS", "how deep", kind: .size)
        static var options: [OptionSpec] { PoseOptions.options + [depth] }
        var depth: (columns: Int, rows: Int)?
        var pose: PoseOptions

        init(options values: inout OptionValues, positionals: [String]) throws {
            depth = values.size(Self.depth)
            pose = try PoseOptions(&values)
        }

        func run(console: Console) throws -> DuosimCLI.ExitStatus { .success }
    }

    @Test("recipe: an option is one row; it reads, is refused, and shows in USAGE, OPTIONS and completions")
    func recipe() throws {
        let command = try ScratchCommand.parse(["--depth", "3x4", "--pose", "laptop"])
        #expect(command.depth.map { [$0.columns, $0.rows] } == [3, 4])
        #expect(try command.pose.state.angle != ScratchCommand.parse([]).pose.state.angle)
        #expect(throws: CLIError.self) { try ScratchCommand.parse(["--depth", "0x4"]) }
        #expect(ScratchCommand.usage == "USAGE: duosim scratch [pose options] [--depth COLSxROWS]")
        #expect(ScratchCommand.help.contains("  --depth COLSxROWS        how deep"))
        let model = CompletionModel(
            commands: [
                .init(name: ScratchCommand.name, summary: "", options: ScratchCommand.options, positional: nil)
            ], topOptions: [], poses: [], apps: [], devices: [])
        for script in [model.bash, model.zsh, model.fish] {
            #expect(script.contains("depth"), "\(script)")
        }
    }
}
