import FileIO
import PoseEngine

// MARK: - PoseOptions

/// The pose options every command that takes a pose shares (Docs/CONTRACT.md).
public struct PoseOptions: Sendable {
    public var profile: DeviceProfile
    public var state: PoseState
    public var query: RegionQuery
    public var app: AppProfile?
    /// The files `--profile` and `--app` read (nil for a bundled name or none): the UI watches them.
    public var profileFile: String?
    public var appFile: String?
    /// `--even-columns` and `--reading`, done to the app after it is read (and again on a reload).
    var evenColumns: EvenColumnRule?
    var readings: [Readings.Setting] = []

    public init(profile: DeviceProfile, state: PoseState, query: RegionQuery, app: AppProfile? = nil) {
        self.profile = profile
        self.state = state
        self.query = query
        self.app = app
    }

    /// What the command line asks of the app once it is read: `--even-columns`, then each `--reading`.
    func adjust(_ app: inout AppProfile) {
        if let evenColumns { app.grid?.evenColumns = evenColumns }
        for reading in readings { try? app.setReading(reading.name, to: reading.value) }
    }

    /// The help lines for these options; the bundled poses, profiles and apps come from the data.
    public static var help: String { OptionSpec.lines(options) }

    /// The pose options, in the order help lists them: the device and its state, the region
    /// query, the app.
    static var options: [OptionSpec] { stateOptions + queryOptions + appOptions }

    /// `--profile` and the pose: the hinge, the orientation and the settings that change regions.
    static var stateOptions: [OptionSpec] {
        [
            Option.profile, Option.pose, Option.angle, Option.orientation, Option.split, Option.rtl,
            Option.innerCamera, Option.liveActivity, Option.hinge,
        ]
    }

    /// The region query's options.
    static var queryOptions: [OptionSpec] {
        [Option.includeInactive, Option.fixed, Option.partialRegions, Option.kind, Option.api]
    }

    /// `--app` and how its grid reads.
    static var appOptions: [OptionSpec] { [Option.app, Option.evenColumns, Option.reading] }

    /// The pose options' rows.
    enum Option {
        static let profile = OptionSpec(["--profile"], "NAME|FILE", completion: .deviceProfiles) {
            let devices = EmbeddedProfiles.devices.map(\.name).joined(separator: ", ")
            return ["device profile (default: \(ProfileLoader.defaultDeviceName), built in; bundled: \(devices))"]
        }
        /// Its help names the bundled device's poses, so it is made when asked.
        static let pose = OptionSpec(["--pose"], "NAME", completion: .poses) {
            let device = DeviceProfile.bundled()
            let poses = device?.poses.map(\.name) ?? []
            let poseList =
                poses.count > 1
                ? poses.dropLast().joined(separator: ", ") + " or " + (poses.last ?? "") : poses.joined()
            return ["\(poseList) (default: \(device?.defaultPose.name ?? ""))"]
        }
        static let angle = OptionSpec(
            "--angle", "DEG", "hinge angle \(Limits.describe(Limits.angle)), overrides the pose's", kind: .angle)
        static let orientation = OptionSpec(
            "--orientation", "O", "portrait or landscape, for the display in use", kind: .choice(of: Orientation.self))
        static let split = OptionSpec("--split", nil, "Split View on the inner display (50/50)")
        static let rtl = OptionSpec("--rtl", nil, "right-to-left layout direction")
        static let innerCamera = OptionSpec("--inner-camera", nil, "the inner camera is in use")
        static let liveActivity = OptionSpec("--live-activity", nil, "a Live Activity is running (the island grows)")
        static let hinge = OptionSpec(
            "--hinge", "STATUS", "known (default) or unknown: UIHinge.status .unknown and no DeviceHinge",
            "for apps; the layout follows the pose either way", kind: .choice(["known", "unknown"]))
        static let includeInactive = OptionSpec("--include-inactive", nil, "query option .includeInactive")
        static let fixed = OptionSpec("--fixed", nil, "layoutDirectionBehavior .fixed (default .mirrors)")
        static let partialRegions = OptionSpec(
            "--partial-regions", "MODE", "clip (default, as measured) or extend (as documented)",
            kind: .choice(of: PartialRegionMode.self))
        static let kind = OptionSpec(
            "--kind", "KIND", "only division, occlusion or systemControls regions (the last: the app's",
            "bars and status area, never in an answer for every kind)", kind: .choice(of: ReservedRegionKind.self))
        static let api = OptionSpec(
            "--api", "API", "swiftui (default) or uikit: UIKit's reservedRegions(kind:options:) has",
            "no layoutDirectionBehavior, so its frames are physical, never mirrored",
            kind: .choice(of: RegionAPI.self))
        static let app = OptionSpec(["--app"], "NAME|FILE", completion: .appProfiles) {
            let apps = EmbeddedProfiles.apps.map(\.name).joined(separator: ", ")
            return ["an app profile: its side bars, grid, arrangement and", "presentations (bundled: \(apps))"]
        }
        static let evenColumns = OptionSpec(
            "--even-columns", "RULE", "the app grid's even-column reading: roundDown (default) or addOne",
            kind: .choice(of: EvenColumnRule.self))
        /// `--reading NAME=VALUE`, its help listing every reading with its values, the default first.
        static let reading = OptionSpec(["--reading"], "NAME=VALUE", kind: .reading) {
            var help = [
                "another reading where the documents leave room or disagree",
                "(repeatable; Docs/DOMAIN.md §9–§10 says what each means), the default first:",
            ]
            for reading in AppProfile.readingChoices {
                help.append("  \(reading.name): \(reading.values.joined(separator: " | "))")
            }
            return help
        }.repeatable
    }

    /// Reads the pose options' values and the profiles they name.
    /// - Throws: `CLIError` (64) for an app option without `--app` or an unknown pose; profile
    ///   errors (65, 66).
    init(_ values: inout OptionValues) throws {
        let command = values.command
        let profileName = values.text(Option.profile) ?? ProfileLoader.defaultDeviceName
        let poseName = values.text(Option.pose)
        let angle = values.number(Option.angle)
        let orientation = values.choice(Option.orientation, as: Orientation.self)
        let kind = values.choice(Option.kind, as: ReservedRegionKind.self)
        let appName = values.text(Option.app)
        let readings = values.readings(Option.reading)
        // Check the words before reading any file, so a typo is reported as a typo.
        try Self.checkNeedsApp(readings: !readings.isEmpty, kind: kind, hasApp: appName != nil, command: command)

        let profile: DeviceProfile
        let app: AppProfile?
        do {
            profile = try ProfileLoader.uiDevice(profileName)
            app = try appName.map { try ProfileLoader.app($0) }
        } catch {
            throw CLIError.from(error)
        }
        var state = try Self.state(profile, pose: poseName, command: command)
        if let angle { state.angle = angle }
        if let orientation { state.setOrientation(orientation, of: profile.displayInUse(at: state.angle)) }
        state.splitView = values.flag(Option.split)
        state.layoutDirection = values.flag(Option.rtl) ? .rightToLeft : .leftToRight
        state.innerCameraInUse = values.flag(Option.innerCamera)
        state.liveActivity = values.flag(Option.liveActivity)
        state.hingeUnknown = values.text(Option.hinge) == "unknown"
        let includeInactive = values.flag(Option.includeInactive)
        let partial = values.choice(Option.partialRegions, as: PartialRegionMode.self) ?? .clip
        var query = RegionQuery(
            kind: kind, includeInactive: includeInactive, behavior: values.flag(Option.fixed) ? .fixed : .mirrors,
            partialRegions: partial)
        if values.choice(Option.api, as: RegionAPI.self) == .uiKit {
            query = .uiKit(kind: kind, includeInactive: includeInactive, partialRegions: partial)
        }
        self.init(profile: profile, state: state, query: query)
        setApp(
            app, even: values.choice(Option.evenColumns, as: EvenColumnRule.self), readings: readings,
            names: (profileName, appName))
    }

    /// Sets the app as the command line asks (`--even-columns`, `--reading`, kept for a reload)
    /// and the files to watch: a name that is a file is read as one (`ProfileLoader`).
    private mutating func setApp(
        _ app: AppProfile?, even: EvenColumnRule?, readings: [Readings.Setting], names: (String, String?)
    ) {
        evenColumns = even
        self.readings = readings
        if var read = app {
            adjust(&read)
            self.app = read
        }
        profileFile = FileSystem.kind(of: names.0) == .file ? names.0 : nil
        appFile = names.1.flatMap { FileSystem.kind(of: $0) == .file ? $0 : nil }
    }

    /// The state at the pose named `pose` (the profile's default when nil).
    /// - Throws: `CLIError` (64) naming the poses when the profile has no such pose.
    static func state(_ profile: DeviceProfile, pose name: String?, command: String) throws -> PoseState {
        guard let name else { return profile.state(at: profile.defaultPose) }
        guard let preset = profile.pose(named: name) else {
            let names = profile.poses.map(\.name).joined(separator: ", ")
            throw CLIError.usage("--pose: unknown pose '\(name)' (expected one of: \(names))", command: command)
        }
        return profile.state(at: preset)
    }

    /// `--reading` and `--kind systemControls` need `--app`.
    /// - Throws: `CLIError` (64) naming what needs it.
    static func checkNeedsApp(readings: Bool, kind: ReservedRegionKind?, hasApp: Bool, command: String) throws {
        guard !hasApp else { return }
        if readings {
            throw CLIError.usage("--reading needs --app: a reading changes how an app is laid out", command: command)
        }
        if kind == .systemControls {
            throw CLIError.usage(
                "--kind systemControls needs --app: the system's controls are an app's bars", command: command)
        }
    }

    /// One of an enumeration's raw values.
    static func parseChoice<E: RawRepresentable & CaseIterable>(
        _ text: String, _ type: E.Type, option: String, command: String
    ) throws -> E where E.RawValue == String {
        guard let value = E(rawValue: text) else {
            let choices = E.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("\(option): '\(text)' is not one of: \(choices)", command: command)
        }
        return value
    }
}
