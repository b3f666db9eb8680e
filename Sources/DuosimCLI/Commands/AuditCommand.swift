import FileIO
import PoseEngine
import Reports

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - AuditCommand

/// `duosim audit`: every pose, window and setting, and where apps' controls collide.
struct AuditCommand: Command {
    static let name = "audit"
    static let summary = "check apps' custom controls in every pose; exit 1 on a collision"
    static var help: String {
        """
        OVERVIEW: Place app profiles' custom controls in every named pose × orientation ×
        full screen and each Split View side × left-to-right and right-to-left × inner camera
        and Live Activity on and off, and report, per control, what it collides with (the
        active fold, a camera or the island, the side column or the safe area, the window's
        edges; an inactive fold as a note), where, and the smallest move that fixes it.

        \(usage)

        ARGUMENTS:
          PATH                     an app profile: a bundled name (hud, sketch, scrubber, …), a .json
                                   file, or a folder (its .json files); several make one report

        OPTIONS:
        \(OptionSpec.lines(options + [.help]))

        The pose options narrow what is checked: --pose book (or book,laptop), --angle DEG,
        --orientation O, and --split, --rtl, --inner-camera, --live-activity for only Split View,
        only right-to-left, only with the camera or the Live Activity on.

        EXAMPLES:
          duosim audit hud
          duosim audit Profiles/apps --format sarif > duosim.sarif
          duosim audit Profiles/apps --format github          (in a GitHub Actions step)
          duosim audit hud --pose book --rtl

        EXIT CODES: 0 no errors · 1 errors found (or warnings, with --strict) · 64 · 65 · 66
        """
    }

    static var options: [OptionSpec] {
        [Option.format, Option.json, Option.strict, Option.color]
            // `--hinge` narrows nothing: an unknown hinge leaves every layout as it is (Docs/DOMAIN.md §2).
            + PoseOptions.stateOptions.filter { $0.key != PoseOptions.Option.hinge.key }.map(narrowing)
            + PoseOptions.appOptions.map(narrowing)
    }

    /// The rows of its table (and the pose options', narrowing).
    enum Option {
        static let format = OptionSpec(
            "--format", "FORMAT", "text (default), json, junit (JUnit XML), sarif (SARIF 2.1.0) or",
            "github (workflow commands that annotate the profile's lines)", kind: .choice(of: AuditFormat.self)
        ).shown(.optional, value: AuditFormat.allCases.map(\.rawValue).joined(separator: "|"))
        static let json = OptionSpec("--json", nil, "the report as JSON (--format json)").shown(.hidden)
        static let strict = OptionSpec("--strict", nil, "warnings fail too")
        static let color = OptionSpec.color("the text on a terminal").shown(.hidden)
    }

    static let positional: PositionalSpec? = PositionalSpec(
        name: "PATH", completion: .appProfilesOrFolders, usage: "PATH…")

    /// A pose option's help as audit reads it: what it narrows the matrix to.
    private static func narrowing(_ option: OptionSpec) -> OptionSpec {
        var option = option
        switch option.names[0] {
        case "--pose": option.help = ["only these poses (NAME or NAME,NAME…)"]
        case "--angle": option.help = ["only this hinge angle (instead of the named poses)"]
        case "--orientation": option.help = ["only portrait or only landscape"]
        case "--split": option.help = ["only the Split View windows"]
        case "--rtl": option.help = ["only right-to-left"]
        case "--inner-camera": option.help = ["only with the inner camera in use"]
        case "--live-activity": option.help = ["only with a Live Activity"]
        case "--app": option.help = ["another app profile to audit (as a PATH)"]
        default: break
        }
        return option
    }

    var paths: [String]
    var format: AuditFormat
    var strict: Bool
    var color: ColorChoice
    var profileName: String
    var poseNames: [String]?
    var scope: Audit.Scope
    var evenColumns: EvenColumnRule?
    var readings: [Readings.Setting]
    /// `--json` beside another `--format` (`validate` refuses it).
    private var formatClash: AuditFormat?

    init(options values: inout OptionValues, positionals: [String]) throws {
        let json = values.flag(Option.json)
        let chosen = values.choice(Option.format, as: AuditFormat.self)
        if json, let chosen, chosen != .json { formatClash = chosen }
        format = json ? .json : chosen ?? .text
        strict = values.flag(Option.strict)
        color = values.choice(Option.color, as: ColorChoice.self) ?? .auto
        typealias Pose = PoseOptions.Option
        profileName = values.text(Pose.profile) ?? ProfileLoader.defaultDeviceName
        poseNames = values.text(Pose.pose).map { $0.split(separator: ",").map(String.init) }
        scope = Self.scope(&values)
        scope.poseNames = poseNames
        evenColumns = values.choice(Pose.evenColumns, as: EvenColumnRule.self)
        readings = values.readings(Pose.reading)
        paths = positionals + (values.text(Pose.app).map { [$0] } ?? [])
    }

    func validate() throws {
        if let formatClash {
            throw CLIError.usage("--json and --format \(formatClash.rawValue) can't be combined", command: Self.name)
        }
        guard !paths.isEmpty else {
            throw CLIError.usage("audit needs an app profile: duosim audit APP.json (or a folder)", command: Self.name)
        }
    }

    /// The matrix the pose options leave: each option given narrows its dimension to its value.
    private static func scope(_ values: inout OptionValues) -> Audit.Scope {
        typealias Pose = PoseOptions.Option
        var scope = Audit.Scope()
        scope.angle = values.number(Pose.angle)
        if let orientation = values.choice(Pose.orientation, as: Orientation.self) {
            scope.orientations = [orientation]
        }
        if values.flag(Pose.split) { scope.splitView = [true] }
        if values.flag(Pose.rtl) { scope.directions = [.rightToLeft] }
        if values.flag(Pose.innerCamera) { scope.innerCamera = [true] }
        if values.flag(Pose.liveActivity) { scope.liveActivity = [true] }
        return scope
    }

    func run(console: Console) throws -> ExitStatus {
        let profile: DeviceProfile
        do {
            profile = try ProfileLoader.uiDevice(profileName)
        } catch {
            throw CLIError.from(error)
        }
        for pose in poseNames ?? [] where profile.pose(named: pose) == nil {
            let names = profile.poses.map(\.name).joined(separator: ", ")
            throw CLIError.usage("--pose: unknown pose '\(pose)' (expected one of: \(names))", command: Self.name)
        }
        let (named, isBatch) = try Self.expand(paths)
        // Every profile is read before any is audited: a broken one stops the run before a report.
        var apps: [(app: AppProfile, file: String?)] = []
        var broken: [DataError] = []
        for path in named {
            do {
                var app = try Self.load(path)
                if let evenColumns { app.grid?.evenColumns = evenColumns }
                for reading in readings { try? app.setReading(reading.name, to: reading.value) }
                apps.append((app, FileSystem.exists(path) ? path : nil))
            } catch let error as DataError {
                broken += error.all  // every profile's errors, then the run stops before any audit
            }
        }
        if !broken.isEmpty { throw unreadable(broken, console: console) }
        let showProgress = isatty(STDERR_FILENO) == 1
        var entries: [AuditReport.Entry] = []
        for (index, (app, file)) in apps.enumerated() {
            let which = apps.count > 1 ? " [\(index + 1)/\(apps.count)]" : ""
            let audit = Audit(profile: profile, app: app, scope: scope) { done, total in
                guard showProgress, done % 8 == 0 || done == total else { return }
                console.err("\raudit \(InertText.line(app.name))\(which): \(done)/\(total) poses checked")
            }
            entries.append(AuditReport.Entry(audit: audit, file: file))
        }
        if showProgress { console.err("\r\u{1B}[K") }
        let report = AuditReport(entries: entries, strict: strict, isBatch: isBatch)
        let painted = format == .text && color.isOn(terminal: isatty(STDOUT_FILENO) == 1)
        console.out(report.render(format, color: painted, toolVersion: Duosim.version))
        return report.exitCode == 0 ? .success : .findings
    }

    /// The profiles `paths` name: a folder stands for its `.json` files (sorted; not its
    /// subfolders'). Whether the run is a batch: several paths, or a folder.
    static func expand(_ paths: [String]) throws -> (paths: [String], isBatch: Bool) {
        var expanded: [String] = []
        var sawFolder = false
        for path in paths {
            guard FileSystem.isDirectory(path) else {
                expanded.append(path)
                continue
            }
            sawFolder = true
            let files = try FileSystem.entries(of: path).filter {
                PathText.pathExtension($0).lowercased() == "json" && !$0.hasPrefix(".")
            }
            guard !files.isEmpty else { throw FileError(path: path, reason: "a folder with no .json app profile") }
            expanded += files.map { PathText.join(path, $0) }
        }
        return (expanded, sawFolder || paths.count > 1)
    }

    /// The errors of the profiles that don't read: in the report's format on standard output
    /// (GitHub, SARIF, JUnit: annotations, results, failures; nothing for text and JSON), and as
    /// the error to end with, 65, a `duosim: FILE:LINE:COLUMN: PATH: …` line each on stderr.
    private func unreadable(_ errors: [DataError], console: Console) -> CLIError {
        if let report = ProfileErrorReport(errors: errors).render(format, toolVersion: Duosim.version) {
            console.out(report)
        }
        var error = CLIError(.dataError, errors[0].description)
        error.others = errors.dropFirst().map(\.description)
        return error
    }

    /// An app profile by bundled name or file; a name nothing knows is a bad command line.
    /// - Throws: `DataError` as it is, for the report; `CLIError` for anything else.
    static func load(_ path: String) throws -> AppProfile {
        do {
            return try ProfileLoader.app(path)
        } catch let error as DataError {
            throw error
        } catch let error as UnknownProfileError where error.kind == .app {
            throw CLIError(
                .usage,
                "unknown app profile '\(path)' (bundled: \(error.bundled.joined(separator: ", "))); give a bundled name, a .json file or a folder"
            )
        } catch {
            throw CLIError.from(error)
        }
    }
}
