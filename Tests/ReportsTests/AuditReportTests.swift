import PoseEngine
import Reports
import TestSupport
import Testing

@Suite("Audit report")
struct AuditReportTests {
    func app(_ controls: [ControlSpec]) -> AppProfile {
        var app = AppProfile(name: "t", displayName: "t")
        app.controls = controls
        return app
    }

    @Test("Exit codes: errors fail; warnings fail only when strict; nothing found passes either way")
    func exitCodes() throws {
        let label = ControlSpec(
            id: "label", group: "label", placement: .fraction(x: 0.5, y: 0.5), size: Size(width: 100, height: 20),
            interactive: false)
        let warnings = Audit(profile: duo, app: app([label]))
        #expect(warnings.count(.error) == 0 && warnings.count(.warning) > 0)
        #expect(warnings.exitCode(strict: false) == 0)
        #expect(warnings.exitCode(strict: true) == 1)
        let hud = Audit(profile: duo, app: try #require(AppProfile.bundled("hud")))
        #expect(hud.exitCode(strict: false) == 1)
        #expect(Audit(profile: duo, app: app([])).exitCode(strict: true) == 0)
    }

    @Test("Findings for people: a control's findings grouped by pose, orientation and window, LTR/RTL joined")
    func text() throws {
        let hud = Audit(profile: duo, app: try #require(AppProfile.bundled("hud")))
        let text = hud.text(strict: false)
        #expect(text.hasPrefix("duosim audit · hud on iphone-duo · 208 windows checked"))
        #expect(text.contains("\nhealthBar (group status, text)\n  error    overlaps island by 11 × 28 pt"))
        #expect(text.contains("in 24 windows: book landscape main LTR/RTL, laptop landscape main LTR/RTL"))
        #expect(text.contains("           fix: move 180 pt right (book landscape main LTR)\n"))
        #expect(text.hasSuffix(" · exit 1\n"))
    }
}
