import PoseEngine

// MARK: - QueryCommand

/// `duosim query`: the engine's state as JSON.
struct QueryCommand: Command {
    static let name = "query"
    static let summary = "print the engine's state for a pose as JSON"
    static let help = """
    OVERVIEW: Print reserved regions, fold sides and bar edges for a pose as JSON.

    USAGE: duosim query [pose options] [--compact]

    POSE OPTIONS:
    \(PoseOptions.help)

    OPTIONS:
      --compact                one line of JSON instead of indented
      -h, --help               show this help

    EXAMPLES:
      duosim query --pose book --split
      duosim query --angle 180 --include-inactive --partial-regions extend
    """

    var options: PoseOptions
    var compact: Bool

    init(arguments: inout ArgumentList) throws {
        options = try PoseOptions.parse(&arguments, command: Self.name)
        compact = try arguments.flag("--compact")
    }

    func run(console: Console) throws -> ExitCode {
        let scene = Engine(profile: options.profile, app: options.app).scene(for: options.state, query: options.query)
        console.out(scene.json.render(pretty: !compact) + (compact ? "\n" : ""))
        return .success
    }
}
