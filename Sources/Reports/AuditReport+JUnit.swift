import PoseEngine

// MARK: - JUnit

extension AuditReport {
    /// JUnit XML (the common Jenkins/Surefire shape): a `testsuite` per app profile, a `testcase`
    /// per window checked (app × pose × orientation × window × direction × camera × Live
    /// Activity) at its profile's file and the line of what fails it, and one `failure` in each
    /// case that fails, naming every control and presentation that fails it, what it meets and
    /// where it is in the profile; findings that don't fail are listed in the case's
    /// `system-out`. `failures` counts the failing cases.
    public var junit: String {
        let suites = entries.map(suite)
        let tests = suites.reduce(0) { $0 + $1.tests }, failures = suites.reduce(0) { $0 + $1.failures }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"duosim audit\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in suites { out += suite.xml }
        return out + "</testsuites>\n"
    }

    /// Whether a finding of `severity` fails its window.
    func fails(_ severity: Collision.Severity) -> Bool {
        severity == .error || (strict && severity == .warning)
    }

    /// One finding in one window, as a test case lists it.
    private struct CaseFinding {
        var severity: Collision.Severity
        var kind: String
        var subject: String
        /// `fireButton crosses the active fold by 40 pt`.
        var headline: String
        /// `collides with fold` (a control's), `(popover) covers its anchor` (a presentation's).
        var meets: String
    }

    /// What each window showed: its collisions, then the presentations' findings there.
    private func caseFindings(_ audit: Audit) -> [[CaseFinding]] {
        var presented: [Audit.Configuration: [CaseFinding]] = [:]
        let kinds = Dictionary(
            audit.app.allPresentations.map { ($0.spec.id, $0.spec.kind.rawValue) }, uniquingKeysWith: { a, _ in a })
        for finding in audit.presentationFindings {
            let item = CaseFinding(
                severity: finding.severity, kind: finding.kind.rawValue, subject: finding.presentation,
                headline: "\(finding.presentation) \(finding.message)",
                meets: "(\(kinds[finding.presentation] ?? "presentation")) \(finding.kind.words)")
            for configuration in finding.configurations { presented[configuration, default: []].append(item) }
        }
        for finding in audit.arrangementFindings {
            let item = CaseFinding(
                severity: finding.severity, kind: finding.kind.rawValue, subject: finding.presentation,
                headline: "the arrangement view \(finding.message)", meets: finding.kind.words)
            for configuration in finding.configurations { presented[configuration, default: []].append(item) }
        }
        return audit.windows.map { window in
            window.collisions.map { collision in
                CaseFinding(
                    severity: collision.severity, kind: collision.kind.rawValue, subject: collision.control,
                    headline: "\(collision.control) \(collision.message)", meets: "collides with \(collision.with)")
            } + presented[window.configuration, default: []]
        }
    }

    private func suite(_ entry: Entry) -> (xml: String, tests: Int, failures: Int) {
        let audit = entry.audit
        let name = XMLText.escape(audit.app.name)
        var cases = "", failures = 0
        for (window, found) in zip(audit.windows, caseFindings(audit)) {
            let configuration = window.configuration
            let failing = found.filter { fails($0.severity) }, passing = found.filter { !fails($0.severity) }
            cases +=
                "    <testcase classname=\"duosim.audit.\(name)\" name=\"\(XMLText.escape(configuration.description))\""
            if let file = entry.file {
                cases += " file=\"\(XMLText.escape(file))\""
                // The line of what fails the case, else of what it lists.
                if let first = failing.first ?? passing.first, let place = entry.place(of: first.subject) {
                    cases += " line=\"\(place.span.line)\""
                }
            }
            guard !found.isEmpty else {
                cases += "/>\n"
                continue
            }
            cases += ">\n"
            if let first = failing.first {
                failures += 1
                let message = failing.map(\.headline).joined(separator: "; ")
                let type = failing.allSatisfy { $0.kind == first.kind } ? first.kind : "several"
                let body = failing.map { finding in
                    var text = "\(finding.severity.rawValue): \(finding.subject) \(finding.meets)"
                    text += " in \(configuration.description): \(finding.headline)"
                    if let place = entry.place(of: finding.subject) {
                        text += "\nat \(place.file):\(place.span.line):\(place.span.column)"
                    }
                    return text
                }
                cases += "      <failure type=\"\(XMLText.escape(type))\" message=\"\(XMLText.escape(message))\">"
                cases += XMLText.escape(body.joined(separator: "\n\n")) + "</failure>\n"
            }
            if !passing.isEmpty {
                let lines = passing.map { "\($0.severity.rawValue): \($0.headline) [\($0.kind)]" }
                cases += "      <system-out>\(XMLText.escape(lines.joined(separator: "\n")))</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        let tests = audit.windows.count
        var xml = "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        if let file = entry.file { xml += " file=\"\(XMLText.escape(file))\"" }
        xml += ">\n    <properties>\n"
        xml += "      <property name=\"profile\" value=\"\(XMLText.escape(audit.profile.name))\"/>\n"
        xml += "      <property name=\"strict\" value=\"\(strict)\"/>\n"
        xml += "    </properties>\n" + cases + "  </testsuite>\n"
        return (xml, tests, failures)
    }
}
