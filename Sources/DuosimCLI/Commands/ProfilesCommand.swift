import FileIO
import PoseEngine
import Reports

// MARK: - ProfilesCommand

/// `duosim profiles`: the bundled profiles.
struct ProfilesCommand: Command {
    static let name = "profiles"
    static let summary = "list the bundled device profiles and their poses"
    static let help = """
        OVERVIEW: List the device profiles built into duosim, with their displays and poses,
        and the sample app profiles (Profiles/apps).

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
        let apps = EmbeddedProfiles.apps.compactMap { ProfileLoader.bundledApp(named: $0.name) }
        if json {
            let appList: [JSONValue] = apps.map { app in
                .object([
                    ("name", .string(app.name)), ("displayName", .string(app.displayName)), ("kind", .string("app")),
                    ("compression", .string(app.compression.rawValue)),
                    ("toolbarItems", .number(Double(app.toolbarItems.count))),
                    ("tabItems", .number(Double(app.tabItems.count))),
                ])
            }
            let list = JSONValue.array(
                profiles.map { profile in
                    .object([
                        ("name", .string(profile.name)),
                        ("displayName", .string(profile.displayName)),
                        ("kind", .string("device")),
                        (
                            "displays",
                            .object(
                                DisplayID.allCases.map { id in
                                    let size = profile.display(id).nativeSize
                                    return (
                                        id.rawValue,
                                        .object([("width", .number(size.width)), ("height", .number(size.height))])
                                    )
                                })
                        ),
                        ("poses", .array(profile.poses.map { .string($0.name) })),
                    ])
                } + appList)
            console.out(list.render())
            return .success
        }
        var text = "DEVICE PROFILES (bundled)\n"
        for profile in profiles {
            let outer = profile.outer.nativeSize, inner = profile.inner.nativeSize
            text +=
                "  \(profile.name)\(profile.name == ProfileLoader.defaultDeviceName ? " (default)" : "")  \(profile.displayName)"
            text += " · outer \(formatPoints(outer.width)) × \(formatPoints(outer.height)) pt"
            text += " · inner \(formatPoints(inner.width)) × \(formatPoints(inner.height)) pt\n"
            for pose in profile.poses {
                let status = profile.hinge.status(at: pose.angle)
                text += "      \(padColumn(pose.name, 8))"
                text += padColumn("\(formatPoints(pose.angle))°", 6)
                text +=
                    " \(padColumn(pose.orientation.rawValue, 10)) \(status.rawValue)\n"
            }
        }
        text += "\nAPP PROFILES (bundled samples; --app NAME or --app FILE)\n"
        for app in apps {
            var traits = [
                "\(app.toolbarItems.count) toolbar items", "\(app.tabItems.count) tabs", app.compression.rawValue,
            ]
            if !app.allowsVerticalBars { traits.append("horizontal bars only") }
            if app.grid != nil { traits.append("grid") }
            if let arrangement = app.arrangement { traits.append("\(arrangement.style.rawValue) arrangement") }
            traits += app.presentations.map(\.kind.rawValue)
            text +=
                "  \(padColumn(app.name, 8)) \(app.displayName) · \(traits.joined(separator: ", "))\n"
        }
        console.out(text)
        return .success
    }
}
