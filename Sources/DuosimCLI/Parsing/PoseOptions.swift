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
    var readings: [(String, String)] = []

    public init(profile: DeviceProfile, state: PoseState, query: RegionQuery, app: AppProfile? = nil) {
        self.profile = profile
        self.state = state
        self.query = query
        self.app = app
    }

    /// What the command line asks of the app once it is read: `--even-columns`, then each `--reading`.
    func adjust(_ app: inout AppProfile) {
        if let evenColumns { app.grid?.evenColumns = evenColumns }
        for (name, value) in readings { try? app.setReading(name, to: value) }
    }

    /// The help lines for these options; the bundled poses, profiles and apps come from the data.
    public static var help: String { OptionSpec.lines(options) }

    /// The pose options, in the order help lists them: the device and its state, the region
    /// query, the app.
    static var options: [OptionSpec] { stateOptions + queryOptions + appOptions }

    /// `--profile` and the pose: the hinge, the orientation and the settings that change regions.
    static var stateOptions: [OptionSpec] {
        let device = DeviceProfile.bundled()
        let poses = device?.poses.map(\.name) ?? []
        let poseList =
            poses.count > 1
            ? poses.dropLast().joined(separator: ", ") + " or " + (poses.last ?? "") : poses.joined()
        let devices = EmbeddedProfiles.devices.map(\.name).joined(separator: ", ")
        return [
            OptionSpec(
                "--profile", "NAME|FILE",
                "device profile (default: \(ProfileLoader.defaultDeviceName), built in; bundled: \(devices))",
                completion: .deviceProfiles),
            OptionSpec(
                "--pose", "NAME", "\(poseList) (default: \(device?.defaultPose.name ?? ""))", completion: .poses),
            OptionSpec("--angle", "DEG", "hinge angle \(Limits.describe(Limits.angle)), overrides the pose's"),
            OptionSpec(
                "--orientation", "O", "portrait or landscape, for the display in use",
                completion: .choices(Orientation.allCases.map(\.rawValue))),
            OptionSpec("--split", nil, "Split View on the inner display (50/50)"),
            OptionSpec("--rtl", nil, "right-to-left layout direction"),
            OptionSpec("--inner-camera", nil, "the inner camera is in use"),
            OptionSpec("--live-activity", nil, "a Live Activity is running (the island grows)"),
            OptionSpec(
                "--hinge", "STATUS", "known (default) or unknown: UIHinge.status .unknown and no DeviceHinge",
                "for apps; the layout follows the pose either way", completion: .choices(["known", "unknown"])),
        ]
    }

    /// The region query's options.
    static var queryOptions: [OptionSpec] {
        [
            OptionSpec("--include-inactive", nil, "query option .includeInactive"),
            OptionSpec("--fixed", nil, "layoutDirectionBehavior .fixed (default .mirrors)"),
            OptionSpec(
                "--partial-regions", "MODE", "clip (default, as measured) or extend (as documented)",
                completion: .choices(PartialRegionMode.allCases.map(\.rawValue))),
            OptionSpec(
                "--kind", "KIND", "only division, occlusion or systemControls regions (the last: the app's",
                "bars and status area, never in an answer for every kind)",
                completion: .choices(ReservedRegionKind.allCases.map(\.rawValue))),
            OptionSpec(
                "--api", "API", "swiftui (default) or uikit: UIKit's reservedRegions(kind:options:) has",
                "no layoutDirectionBehavior, so its frames are physical, never mirrored",
                completion: .choices(RegionAPI.allCases.map(\.rawValue))),
        ]
    }

    /// `--app` and how its grid reads.
    static var appOptions: [OptionSpec] {
        let apps = EmbeddedProfiles.apps.map(\.name).joined(separator: ", ")
        return [
            OptionSpec(
                "--app", "NAME|FILE", "an app profile: its side bars, grid, arrangement and",
                "presentations (bundled: \(apps))", completion: .appProfiles),
            OptionSpec(
                "--even-columns", "RULE", "the app grid's even-column reading: roundDown (default) or addOne",
                completion: .choices(EvenColumnRule.allCases.map(\.rawValue))),
            readingOption,
        ]
    }

    /// `--reading NAME=VALUE`, its help listing every reading with its values, the default first.
    static var readingOption: OptionSpec {
        var option = OptionSpec(
            "--reading", "NAME=VALUE", "another reading where the documents leave room or disagree",
            "(repeatable; Docs/DOMAIN.md §9–§10 says what each means), the default first:")
        for reading in AppProfile.readingChoices {
            option.help.append("  \(reading.name): \(reading.values.joined(separator: " | "))")
        }
        return option
    }

    /// Reads the pose options from `arguments`.
    /// - Throws: `CLIError` (64) for a bad value; profile errors (65, 66).
    public static func parse(_ arguments: inout ArgumentList, command: String) throws -> PoseOptions {
        let profileName = try arguments.value("--profile") ?? ProfileLoader.defaultDeviceName
        let poseName = try arguments.value("--pose")
        let angleText = try arguments.value("--angle")
        let orientationText = try arguments.value("--orientation")
        let split = try arguments.flag("--split")
        let rtl = try arguments.flag("--rtl")
        let includeInactive = try arguments.flag("--include-inactive")
        let fixed = try arguments.flag("--fixed")
        let partialText = try arguments.value("--partial-regions")
        let kindText = try arguments.value("--kind")
        let appName = try arguments.value("--app")
        let evenText = try arguments.value("--even-columns")
        let readingTexts = try arguments.values("--reading")

        // Check the words before reading any file, so a typo is reported as a typo.
        let angle = try angleText.map { try parseAngle($0, option: "--angle", command: command) }
        let orientation = try orientationText.map {
            try parseChoice($0, Orientation.self, option: "--orientation", command: command)
        }
        let partial =
            try partialText.map {
                try parseChoice($0, PartialRegionMode.self, option: "--partial-regions", command: command)
            } ?? .clip
        let kind = try kindText.map { try parseChoice($0, ReservedRegionKind.self, option: "--kind", command: command) }
        let api = try arguments.value("--api").map {
            try parseChoice($0, RegionAPI.self, option: "--api", command: command)
        }
        let even = try evenText.map {
            try parseChoice($0, EvenColumnRule.self, option: "--even-columns", command: command)
        }
        let readings = try readingTexts.map { try parseReading($0, command: command) }
        let hingeUnknown = try parseHinge(&arguments, command: command)
        try checkNeedsApp(readings: !readings.isEmpty, kind: kind, hasApp: appName != nil, command: command)

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
        state.splitView = split
        state.layoutDirection = rtl ? .rightToLeft : .leftToRight
        state.innerCameraInUse = try arguments.flag("--inner-camera")
        state.liveActivity = try arguments.flag("--live-activity")
        state.hingeUnknown = hingeUnknown
        var query = RegionQuery(
            kind: kind, includeInactive: includeInactive, behavior: fixed ? .fixed : .mirrors, partialRegions: partial)
        if api == .uiKit { query = .uiKit(kind: kind, includeInactive: includeInactive, partialRegions: partial) }
        var options = PoseOptions(profile: profile, state: state, query: query)
        options.setApp(app, even: even, readings: readings, names: (profileName, appName))
        return options
    }

    /// Sets the app as the command line asks (`--even-columns`, `--reading`, kept for a reload)
    /// and the files to watch: a name that is a file is read as one (`ProfileLoader`).
    private mutating func setApp(
        _ app: AppProfile?, even: EvenColumnRule?, readings: [(String, String)], names: (String, String?)
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

    /// `--words V` / `--vocabulary V` for the panel: apple, android, flutter or web (nil when absent).
    static func parsePanelVocabulary(_ arguments: inout ArgumentList, command: String) throws -> PlatformVocabulary? {
        guard let text = try arguments.value("--vocabulary") else { return nil }
        return try parseChoice(text, PlatformVocabulary.self, option: "--vocabulary", command: command)
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

    /// `--hinge known|unknown`: whether the hinge tells apps nothing (true for `unknown`).
    static func parseHinge(_ arguments: inout ArgumentList, command: String) throws -> Bool {
        switch try arguments.value("--hinge") {
        case nil, "known": return false
        case "unknown": return true
        case let text?: throw CLIError.usage("--hinge: '\(text)' is not one of: known, unknown", command: command)
        }
    }

    /// `NAME=VALUE` for `--reading`: a reading's name and one of its values.
    static func parseReading(_ text: String, command: String) throws -> (String, String) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let names = AppProfile.readingChoices
        guard parts.count == 2, let entry = names.first(where: { $0.name == parts[0] }) else {
            let known = names.map(\.name).joined(separator: ", ")
            throw CLIError.usage("--reading: '\(text)' is not NAME=VALUE with NAME one of: \(known)", command: command)
        }
        guard entry.values.contains(parts[1]) else {
            throw CLIError.usage(
                "--reading: \(entry.name) is one of: \(entry.values.joined(separator: ", ")), not '\(parts[1])'",
                command: command)
        }
        return (parts[0], parts[1])
    }

    /// An angle in degrees within `Limits.angle`, its message the tape's (`Hinge`).
    static func parseAngle(_ text: String, option: String, command: String) throws -> Double {
        let trimmed = text.hasSuffix("°") ? String(text.dropLast()) : text
        guard let value = Double(trimmed), value.isFinite else {
            throw CLIError.usage("\(option): '\(text)' is not a number of degrees", command: command)
        }
        guard Limits.angle.contains(value) else {
            throw CLIError.usage(
                "\(option): \(formatPoints(value)) is outside \(Limits.describe(Limits.angle))", command: command)
        }
        return value
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
