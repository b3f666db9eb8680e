import FileIO
import PoseEngine
import Reports
import Simulator

// MARK: - ProfilesCommand

/// `duosim profiles`: the bundled profiles.
struct ProfilesCommand: Command {
    static let name = "profiles"
    static let summary = "list the bundled device profiles and their poses"
    static var help: String {
        """
        OVERVIEW: List the device profiles built into duosim, with their displays and poses,
        and the sample app profiles (Profiles/apps).

        \(usage)
               duosim profiles --schema device|app

        OPTIONS:
        \(optionLines)

        A profile is a JSON file; pass --profile FILE to any command to use another.
        The bundled iphone-duo profile is the source of Profiles/iphone-duo.json.
        A profile may name its schema with "$schema" so that an editor completes and checks it.
        """
    }

    static var options: [OptionSpec] { [Option.json, Option.schema] }

    /// The rows of its table.
    enum Option {
        static let json = OptionSpec("--json", nil, "the list as JSON")
        static let schema = OptionSpec(
            "--schema", "device|app", "print the JSON Schema of a device or an app profile",
            "(draft-07; the files in Schemas/ are the same)", kind: .choice(["device", "app"])
        ).shown(.hidden)
    }

    var json: Bool
    /// The schema to print, instead of the list.
    var schema: ProfileSchema?

    init(options values: inout OptionValues, positionals: [String]) throws {
        json = values.flag(Option.json)
        switch values.text(Option.schema) {
        case "device": schema = DeviceProfile.schema.reserving(KeyMap.reservedKeyList)
        case "app": schema = AppProfile.schema
        default: schema = nil
        }
    }

    func validate() throws {
        if schema != nil && json {
            throw CLIError.usage("--schema prints JSON already: give it without --json", command: Self.name)
        }
    }

    func run(console: Console) throws -> ExitStatus {
        if let schema {
            console.out(schema.json.render())
            return .success
        }
        let list = ProfileList(
            devices: DeviceProfile.bundledNames.compactMap { DeviceProfile.bundled($0) },
            apps: AppProfile.bundledNames.compactMap { AppProfile.bundled($0) },
            defaultDevice: ProfileLoader.defaultDeviceName)
        console.out(json ? list.json.render() : list.text)
        return .success
    }
}
