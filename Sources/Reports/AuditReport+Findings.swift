import PoseEngine

// MARK: - Findings as the reports carry them

/// A finding of either kind as the GitHub, SARIF and JUnit reports carry it: a control's
/// collision (`Audit.Finding`) or a presentation's (`Audit.PresentationFinding`), with its rule,
/// its place in the profile and its words, so every report lists the same findings the text and
/// the JSON do.
struct ReportFinding {
    /// What the finding is about: a control's or a presentation's id.
    var subject: String
    /// `controls` or `presentations`: where the subject is in the profile.
    var member: String
    /// The rule: the kind's name (`fold`, `notBesideAnchor`, …), as the JSON report names it.
    var rule: String
    var severity: Collision.Severity
    /// What it collides with (a control's), or the rule again (a presentation's).
    var obstacle: String
    /// A headline: `fireButton collides with fold`, `formatPanel (popover) covers its anchor`.
    var title: String
    /// The first window's message, after the subject: `fireButton crosses the active fold by 40 pt`.
    var headline: String
    /// The whole finding in one sentence: where, how often, the first fix.
    var sentence: String
    /// Every window where it happens.
    var configurations: [Audit.Configuration]
}

extension AuditReport.Entry {
    /// The controls' findings, then the presentations', in the text report's order.
    var reportFindings: [ReportFinding] {
        let audit = self.audit
        let controls = audit.findings.map { finding in
            ReportFinding(
                subject: finding.control, member: "controls", rule: finding.kind.rawValue, severity: finding.severity,
                obstacle: finding.with, title: "\(finding.control) collides with \(finding.with)",
                headline: "\(finding.control) \(finding.message)",
                sentence: AuditReport.sentence(finding, in: audit), configurations: finding.configurations)
        }
        let kinds = Dictionary(
            audit.app.allPresentations.map { ($0.spec.id, $0.spec.kind.rawValue) }, uniquingKeysWith: { a, _ in a })
        let presentations = audit.presentationFindings.map { finding in
            let subject = "\(finding.presentation) (\(kinds[finding.presentation] ?? "presentation"))"
            return ReportFinding(
                subject: finding.presentation, member: "presentations", rule: finding.kind.rawValue,
                severity: finding.severity, obstacle: finding.kind.rawValue,
                title: "\(subject) \(finding.kind.words)", headline: "\(finding.presentation) \(finding.message)",
                sentence: AuditReport.sentence(
                    subject: subject, message: finding.message, configurations: finding.configurations, in: audit,
                    fix: nil), configurations: finding.configurations)
        }
        let arrangement = audit.arrangementFindings.map { finding in
            ReportFinding(
                subject: finding.presentation, member: "arrangement", rule: finding.kind.rawValue,
                severity: finding.severity, obstacle: finding.kind.rawValue,
                title: "the arrangement view \(finding.kind.words)",
                headline: "the arrangement view \(finding.message)",
                sentence: AuditReport.sentence(
                    subject: "the arrangement view", message: finding.message, configurations: finding.configurations,
                    in: audit, fix: nil), configurations: finding.configurations)
        }
        return controls + presentations + arrangement
    }
}

extension AuditReport {
    /// A control's finding in one sentence: the control, what it collides with, where, and the first fix.
    static func sentence(_ finding: Audit.Finding, in audit: Audit) -> String {
        let fix = finding.moves.first.map { "\($0.move.description) (\($0.configuration))" }
        return sentence(
            subject: finding.control, message: finding.message, configurations: finding.configurations, in: audit,
            fix: fix)
    }

    /// A finding in one sentence: what, in how many windows of which app, the first few, a fix.
    static func sentence(
        subject: String, message: String, configurations: [Audit.Configuration], in audit: Audit, fix: String?,
        limit: Int = 4
    ) -> String {
        let places = Audit.summarize(configurations)
        let more = places.count > limit ? " and \(places.count - limit) more" : ""
        var text = "\(subject) \(message), in \(configurations.count) window"
        text += "\(configurations.count == 1 ? "" : "s") of \(audit.app.name): "
        text += places.prefix(limit).joined(separator: ", ") + more
        if let fix { text += ". Fix: \(fix)" }
        return text + "."
    }
}

extension Audit.PresentationFinding.Kind {
    /// The finding in a few words after the presentation's name (a title, a rule's summary).
    var words: String {
        switch self {
        case .crossesFold: "crosses the active fold"
        case .overlapsOcclusion: "overlaps a camera or the Dynamic Island"
        case .notBesideAnchor: "isn't beside its anchor"
        case .coversAnchor: "covers its anchor"
        case .constrained: "is shrunk to its side of the fold"
        case .anchorHidden: "points at an anchor that isn't shown"
        case .adaptedToSheet: "is shown as a sheet"
        case .toolbarOverflow: "has toolbar items in the overflow menu"
        case .insideContainer: "is inside a NavigationSplitView, a List or a ScrollView"
        }
    }

    /// How bad it is wherever it happens (the audit gives each kind one severity).
    var defaultLevel: Collision.Severity {
        switch self {
        case .crossesFold, .overlapsOcclusion: .error
        case .notBesideAnchor, .coversAnchor, .insideContainer: .warning
        case .constrained, .anchorHidden, .adaptedToSheet, .toolbarOverflow: .note
        }
    }
}
