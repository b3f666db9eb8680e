// MARK: - The option tables, checked

extension Duosim {
    /// Whether each command's option table (what `--help` prints and the shells complete) is what
    /// its parser reads: an option read but not listed, or listed but never read, is a problem.
    /// Each command is parsed with the fewest words it takes (`-o PAGE.html` for `demo`, …).
    /// - Returns: one line per problem; none when the tables are true.
    public static func optionTableProblems() -> [String] {
        let fewest: [String: [String]] = [
            "demo": ["-o", "x.html"], "audit": ["hud"], "record": ["x.tape"], "completions": ["bash"],
        ]
        var problems: [String] = []
        for command in commands {
            var arguments = ArgumentList(fewest[command.name] ?? [], command: command.name)
            do {
                try command.parse(&arguments)
            } catch {
                problems.append("\(command.name): doesn't parse with \(fewest[command.name] ?? []): \(error)")
                continue
            }
            let listed = Set(command.options.flatMap(\.names)).subtracting(OptionSpec.help.names)
            let read = Set(arguments.asked)
            for name in read.subtracting(listed).sorted() {
                problems.append("\(command.name): reads \(name), not listed")
            }
            for name in listed.subtracting(read).sorted() {
                problems.append("\(command.name): lists \(name), never read")
            }
        }
        return problems
    }
}
