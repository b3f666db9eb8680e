import Foundation
import PoseEngine

// MARK: - ProfilesCommand

/// `duosim profiles`: the bundled profiles.
struct ProfilesCommand: Command {
    static let name = "profiles"
    static let summary = "list the bundled device profiles and their poses"
    static let help = """
    OVERVIEW: List the device profiles built into duosim, with their displays and poses.

    USAGE: duosim profiles [--json]

    OPTIONS:
      --json                   the list as JSON
      -h, --help               show this help

    A profile is a JSON file; pass --profile FILE to any command to use another.
    The bundled iphone-duo profile is the source of Profiles/iphone-duo.json.
    """

    var json: Bool

    init(arguments: inout ArgumentList) throws {
        json = try arguments.flag("--json")
    }

    func run(console: Console) throws -> ExitCode {
        let profiles = EmbeddedProfiles.devices.compactMap { ProfileLoader.bundledDevice(named: $0.name) }
        if json {
            let list = JSONValue.array(profiles.map { profile in
                .object([
                    ("name", .string(profile.name)),
                    ("displayName", .string(profile.displayName)),
                    ("kind", .string("device")),
                    ("displays", .object(DisplayID.allCases.map { id in
                        let size = profile.display(id).nativeSize
                        return (id.rawValue, .object([("width", .number(size.width)), ("height", .number(size.height))]))
                    })),
                    ("poses", .array(profile.poses.map { .string($0.name) })),
                ])
            })
            console.out(list.render())
            return .success
        }
        var text = "DEVICE PROFILES (bundled)\n"
        for profile in profiles {
            let outer = profile.outer.nativeSize, inner = profile.inner.nativeSize
            text += "  \(profile.name)\(profile.name == ProfileLoader.defaultDeviceName ? " (default)" : "")  \(profile.displayName)"
            text += " · outer \(formatPoints(outer.width)) × \(formatPoints(outer.height)) pt"
            text += " · inner \(formatPoints(inner.width)) × \(formatPoints(inner.height)) pt\n"
            for pose in profile.poses {
                let status = profile.hinge.status(at: pose.angle)
                text += "      \(pose.name.padding(toLength: 8, withPad: " ", startingAt: 0))"
                text += "\(formatPoints(pose.angle))°".padding(toLength: 6, withPad: " ", startingAt: 0)
                text += " \(pose.orientation.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(status.rawValue)\n"
            }
        }
        console.out(text)
        return .success
    }
}
