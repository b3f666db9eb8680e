import PoseEngine

// MARK: - JUnit

extension AuditReport {
    /// JUnit XML (the common Jenkins/Surefire shape): a `testsuite` per app profile, a `testcase`
    /// per window checked (app × pose × orientation × window × direction × camera × Live
    /// Activity), and a `failure` for each collision that fails it, naming the control and what
    /// it collides with; collisions that don't fail are listed in the case's `system-out`.
    public var junit: String {
        let suites = entries.map(suite)
        let tests = suites.reduce(0) { $0 + $1.tests }, failures = suites.reduce(0) { $0 + $1.failures }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"duosim audit\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in suites { out += suite.xml }
        return out + "</testsuites>\n"
    }

    /// Whether a collision fails its window.
    func fails(_ severity: Collision.Severity) -> Bool {
        severity == .error || (strict && severity == .warning)
    }

    private func suite(_ entry: Entry) -> (xml: String, tests: Int, failures: Int) {
        let audit = entry.audit
        let name = XMLText.escape(audit.app.name)
        var cases = "", failures = 0
        for (index, configuration) in audit.configurations.enumerated() {
            let collisions = index < audit.collisions.count ? audit.collisions[index] : []
            cases +=
                "    <testcase classname=\"duosim.audit.\(name)\" name=\"\(XMLText.escape(configuration.description))\""
            guard !collisions.isEmpty else {
                cases += "/>\n"
                continue
            }
            cases += ">\n"
            var passing: [String] = []
            for collision in collisions {
                let headline = "\(collision.control) \(collision.message)"
                guard fails(collision.severity) else {
                    passing.append("\(collision.severity.rawValue): \(headline) [\(collision.with)]")
                    continue
                }
                failures += 1
                var body = "\(collision.severity.rawValue): \(collision.control) collides with \(collision.with)"
                body += " in \(configuration.description): \(collision.message)"
                if let place = entry.place(of: collision.control) {
                    body += "\nat \(place.file):\(place.span.line):\(place.span.column)"
                }
                cases += "      <failure type=\"\(collision.kind.rawValue)\" message=\"\(XMLText.escape(headline))\">"
                cases += XMLText.escape(body) + "</failure>\n"
            }
            if !passing.isEmpty {
                cases += "      <system-out>\(XMLText.escape(passing.joined(separator: "\n")))</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        let tests = audit.configurations.count
        var xml = "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        if let file = entry.file { xml += " file=\"\(XMLText.escape(file))\"" }
        xml += ">\n    <properties>\n"
        xml += "      <property name=\"profile\" value=\"\(XMLText.escape(audit.profile.name))\"/>\n"
        xml += "      <property name=\"strict\" value=\"\(strict)\"/>\n"
        xml += "    </properties>\n" + cases + "  </testsuite>\n"
        return (xml, tests, failures)
    }
}
