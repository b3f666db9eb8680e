import FileIO
import PoseEngine
import Reports

// MARK: - ProfilesCommand

/// `duosim profiles`: the bundled profiles.
struct ProfilesCommand: Command {
    static let name = "profiles"
    static let summary = "list the bundled device profiles and their poses"
    static var help: String {
        """
        OVERVIEW: List the device profiles built into duosim, with their displays and poses,
        and the sample app profiles (Profiles/apps).

        USAGE: duosim profiles [--json]

        OPTIONS:
        \(optionLines)

        A profile is a JSON file; pass --profile FILE to any command to use another.
        The bundled iphone-duo profile is the source of Profiles/iphone-duo.json.
        """
    }

    static let options = [OptionSpec("--json", nil, "the list as JSON")]

    var json: Bool

    init(arguments: inout ArgumentList) throws {
        json = try arguments.flag("--json")
    }

    func run(console: Console) throws -> ExitCode {
        let list = ProfileList(
            devices: DeviceProfile.bundledNames.compactMap { DeviceProfile.bundled($0) },
            apps: AppProfile.bundledNames.compactMap { AppProfile.bundled($0) },
            defaultDevice: ProfileLoader.defaultDeviceName)
        console.out(json ? list.json.render() : list.text)
        return .success
    }
}
