import PoseEngine
import Reports

// MARK: - The audit over a matrix

extension PoseMatrix {
    /// `duosim audit`'s own rules (the same `Audit`, not a copy) over this matrix's states: for
    /// each of the app's controls, the fold, cameras and the island, the side column, the safe
    /// area, the window's edges and an inactive fold; for each presentation, the fold, cameras,
    /// its anchor, its size and its toolbar.
    /// - Throws: `AuditCheckFailure` when the matrix has no app.
    public func audit() throws -> Audit {
        guard let app = engine.app else {
            throw AuditCheckFailure(app: nil, checked: windows.count, strict: false, findings: [])
        }
        let entries = states.entries
        func distinct<T: Hashable>(_ value: (MatrixState) -> T) -> [T] {
            var seen = Set<T>()
            return entries.map(value).filter { seen.insert($0).inserted }
        }
        let scope = Audit.Scope(
            poseNames: distinct(\.pose.name), orientations: distinct(\.orientation), splitView: distinct(\.splitView),
            directions: distinct(\.direction), innerCamera: distinct(\.innerCamera),
            liveActivity: distinct(\.liveActivity))
        return Audit(
            profile: states.profile, app: app, scope: scope,
            states: entries.map { (Audit.Configuration($0), $0.state) })
    }

    /// Fails when `duosim audit` would, over this matrix's states: on any error the audit's rules
    /// find in a control or presentation of the app (with `strict`, on a warning too), as
    /// `duosim audit --strict` does. Notes never fail.
    ///
    /// Unlike `requireClearOfFoldAndCameras`, this checks everything the audit does: a floating
    /// button clear of the fold but under the side column, or outside the safe area, fails here.
    /// - Throws: `AuditCheckFailure` naming each failing finding's element (control or
    ///   presentation), rule, message and every state and window where it happens; or saying the
    ///   matrix has no app, no window, or an app with no controls or presentations to audit.
    public func requireAuditPasses(strict: Bool = false) throws {
        let audit = try audit()
        guard !windows.isEmpty, !audit.app.controls.isEmpty || !audit.app.presentations.isEmpty else {
            throw AuditCheckFailure(app: audit.app.name, checked: windows.count, strict: strict, findings: [])
        }
        // A configuration names its state's window, not whether it is Split View's: the main
        // window is full screen's only.
        struct StateKey: Hashable {
            var configuration: Audit.Configuration
            var splitView: Bool
        }
        var cases: [StateKey: PoseCase] = [:]
        for (entry, pose) in zip(states.entries, states.cases) {
            cases[StateKey(configuration: Audit.Configuration(entry), splitView: entry.splitView)] = pose
        }
        func places(_ configurations: [Audit.Configuration]) -> [AuditCheckFailure.Place] {
            configurations.compactMap { configuration in
                var main = configuration
                main.window = .main
                let key = StateKey(configuration: main, splitView: configuration.window != .main)
                return cases[key].map { AuditCheckFailure.Place(pose: $0, window: configuration.window) }
            }
        }
        let fails = { (severity: Collision.Severity) in severity == .error || (strict && severity == .warning) }
        var findings: [AuditCheckFailure.Finding] = audit.findings.filter { fails($0.severity) }.map { finding in
            AuditCheckFailure.Finding(
                element: finding.control, rule: .control(finding.kind), severity: finding.severity,
                message: finding.message, places: places(finding.configurations), fix: finding.moves.first?.move,
                fixPlace: finding.moves.first.flatMap { places([$0.configuration]).first })
        }
        findings += (audit.presentationFindings + audit.arrangementFindings).filter { fails($0.severity) }.map {
            finding in
            AuditCheckFailure.Finding(
                element: finding.presentation, rule: .presentation(finding.kind), severity: finding.severity,
                message: finding.message, places: places(finding.configurations), fix: nil, fixPlace: nil)
        }
        if !findings.isEmpty {
            throw AuditCheckFailure(app: audit.app.name, checked: windows.count, strict: strict, findings: findings)
        }
    }
}

// MARK: - AuditCheckFailure

/// `requireAuditPasses` failed: each finding that fails, with its element, rule and places.
public struct AuditCheckFailure: Error, Sendable, CustomStringConvertible {
    /// A rule of the audit: one kind of collision of a control, or one kind of finding about a
    /// presentation.
    public enum Rule: Hashable, Sendable, CustomStringConvertible {
        case control(Collision.Kind)
        case presentation(Audit.PresentationFinding.Kind)

        /// The kind's name, as the audit's JSON report gives it (`sideBar`, `crossesFold`).
        public var description: String {
            switch self {
            case .control(let kind): kind.rawValue
            case .presentation(let kind): kind.rawValue
            }
        }
    }

    /// One state and window.
    public struct Place: Hashable, Sendable, CustomStringConvertible {
        /// The state.
        public var pose: PoseCase
        /// The window.
        public var window: WindowID

        /// `book 127° landscape, Split View: window left`, as `WindowCase` says it.
        public var description: String { "\(pose): window \(window.rawValue)" }
    }

    /// One finding of the audit, and everywhere it happens.
    public struct Finding: Hashable, Sendable {
        /// The control's or presentation's id.
        public var element: String
        /// The rule it breaks.
        public var rule: Rule
        /// Error or warning.
        public var severity: Collision.Severity
        /// The audit's message for the first place (`under the side column by 24 pt`).
        public var message: String
        /// Every state and window where it happens, in the matrix's order.
        public var places: [Place]
        /// The audit's first suggested move for the control's group, if any (`move 65.4 pt left`,
        /// or why there is no room).
        public var fix: GroupMove?
        /// Where `fix` was first suggested.
        public var fixPlace: Place?
    }

    /// The app audited; `nil` when the matrix has none.
    public var app: String?
    /// How many windows the matrix has.
    public var checked: Int
    /// Whether warnings fail.
    public var strict: Bool
    /// The findings that fail, the controls' (in the profile's order) then the presentations'.
    public var findings: [Finding]

    /// The failure: a line a finding, then its first three places and its fix; or why nothing was audited.
    public var description: String {
        guard let app else { return "the audit: the matrix has no app (PoseMatrix(device:app:))" }
        guard checked > 0 else { return "the audit of \(app): the matrix has no window to check" }
        guard !findings.isEmpty else { return "the audit of \(app): no controls or presentations to audit" }
        let failing = strict ? "errors and warnings fail" : "errors fail"
        let count = "\(findings.count) failing finding\(findings.count == 1 ? "" : "s")"
        var lines = ["the audit of \(app): \(count) in \(checked) windows (\(failing))"]
        for finding in findings {
            let kind = finding.rule.isPresentation ? "presentation" : "control"
            let windows = "in \(finding.places.count) of \(checked) windows"
            lines.append(
                "  \(finding.severity.rawValue) \(kind) \(finding.element), rule \(finding.rule): \(finding.message), \(windows)"
            )
            lines += finding.places.prefix(3).map { "    \($0)" }
            if finding.places.count > 3 { lines.append("    … and \(finding.places.count - 3) more") }
            if let fix = finding.fix {
                lines.append("    fix: \(fix.description)" + (finding.fixPlace.map { " (\($0))" } ?? ""))
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension AuditCheckFailure.Rule {
    /// Whether it is a presentation's rule.
    public var isPresentation: Bool {
        if case .presentation = self { return true }
        return false
    }
}
