import FileIO
import PoseEngine
import Reports

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - AuditCommand

/// `duosim audit`: every pose, window and setting, and where an app's controls collide.
struct AuditCommand: Command {
    static let name = "audit"
    static let summary = "check an app's custom controls in every pose; exit 1 on a collision"
    static let help = """
        OVERVIEW: Place an app profile's custom controls in every named pose × orientation ×
        full screen and each Split View side × left-to-right and right-to-left × inner camera
        and Live Activity on and off, and report, per control, what it collides with (the
        active fold, a camera or the island, the side column or the safe area, the window's
        edges; an inactive fold as a note), where, and the smallest move that fixes it.

        USAGE: duosim audit APP [--json] [--strict] [--profile NAME|FILE]

        ARGUMENTS:
          APP                      an app profile: a bundled name (hud, sketch, scrubber, …) or a .json file

        OPTIONS:
          --json                   the report as JSON
          --strict                 warnings fail too
          --profile NAME|FILE      device profile (default: iphone-duo, built in)
          -h, --help               show this help

        EXIT CODES: 0 no errors · 1 errors found (or warnings, with --strict) · 64 · 65 · 66
        """

    var appName: String
    var json: Bool
    var strict: Bool
    var profileName: String

    init(arguments: inout ArgumentList) throws {
        json = try arguments.flag("--json")
        strict = try arguments.flag("--strict")
        profileName = try arguments.value("--profile") ?? ProfileLoader.defaultDeviceName
        let positionals = arguments.positionals()
        guard positionals.count == 1 else {
            throw CLIError.usage(
                positionals.isEmpty
                    ? "audit needs an app profile: duosim audit APP.json"
                    : "audit takes one app profile (found \(positionals.count))", command: Self.name)
        }
        appName = positionals[0]
    }

    func run(console: Console) throws -> ExitCode {
        let profile: DeviceProfile, app: AppProfile
        do {
            profile = try ProfileLoader.device(profileName)
            app = try ProfileLoader.app(appName)
        } catch let error as UnknownProfileError where error.kind == .app {
            throw CLIError(
                .usage,
                "unknown app profile '\(appName)' (bundled: \(error.bundled.joined(separator: ", "))); give a bundled name or a .json file"
            )
        } catch {
            throw CLIError.from(error)
        }
        let showProgress = isatty(STDERR_FILENO) == 1
        let audit = Audit(profile: profile, app: app) { done, total in
            guard showProgress, done % 8 == 0 || done == total else { return }
            console.err("\raudit \(InertText.line(app.name)): \(done)/\(total) poses checked")
        }
        if showProgress { console.err("\r\u{1B}[K") }
        console.out(json ? audit.json(strict: strict).render() : audit.text(strict: strict))
        return audit.exitCode(strict: strict) == 0 ? .success : .findings
    }
}
