import PoseEngine

// The bundled profiles for people and as JSON (`duosim profiles`).

/// The device and app profiles `duosim profiles` lists.
public struct ProfileList: Sendable {
    /// The device profiles, in order.
    public var devices: [DeviceProfile]
    /// The sample app profiles, in order.
    public var apps: [AppProfile]
    /// The device profile used when none is named, marked `(default)`.
    public var defaultDevice: String

    public init(devices: [DeviceProfile], apps: [AppProfile], defaultDevice: String) {
        self.devices = devices
        self.apps = apps
        self.defaultDevice = defaultDevice
    }

    /// `{"schemaVersion", "profiles": [...]}`: each profile with its displays and poses (devices)
    /// or its bars (apps) (`Schemas/profiles.schema.json`).
    public var json: JSONValue {
        let appList: [JSONValue] = apps.map { app in
            .object([
                ("name", .string(app.name)), ("displayName", .string(app.displayName)), ("kind", .string("app")),
                ("compression", .string(app.compression.rawValue)),
                ("toolbarItems", .number(Double(app.toolbarItems.count))),
                ("tabItems", .number(Double(app.tabItems.count))),
            ])
        }
        let deviceList: [JSONValue] = devices.map { profile in
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
        }
        return .document([("profiles", .array(deviceList + appList))])
    }

    /// Two tables: device profiles with their poses, then the sample apps.
    public var text: String {
        var text = "DEVICE PROFILES (bundled)\n"
        for profile in devices {
            let outer = profile.outer.nativeSize, inner = profile.inner.nativeSize
            text += "  \(profile.name)\(profile.name == defaultDevice ? " (default)" : "")  \(profile.displayName)"
            text += " · outer \(formatPoints(outer.width)) × \(formatPoints(outer.height)) pt"
            text += " · inner \(formatPoints(inner.width)) × \(formatPoints(inner.height)) pt\n"
            for pose in profile.poses {
                let status = profile.hinge.status(at: pose.angle)
                text += "      \(padColumn(pose.name, 8))"
                text += padColumn("\(formatPoints(pose.angle))°", 6)
                text += " \(padColumn(pose.orientation.rawValue, 10)) \(status.rawValue)\n"
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
            text += "  \(padColumn(app.name, 8)) \(app.displayName) · \(traits.joined(separator: ", "))\n"
        }
        return text
    }
}
