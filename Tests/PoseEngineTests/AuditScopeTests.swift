import PoseEngine
import TestSupport
import Testing

/// The pose options of `duosim audit` narrow its matrix (`Audit.Scope`).
@Suite("Audit scope")
struct AuditScopeTests {
    let hud = bundledApp("hud")

    @Test("The whole matrix by default; each dimension narrows to what is asked")
    func narrowing() {
        #expect(Audit(profile: duo, app: hud).configurations.count == 208)
        let book = Audit(profile: duo, app: hud, scope: Audit.Scope(poseNames: ["book"]))
        // book: full screen and two Split View windows × 2 orientations × 2 directions × camera × Live Activity.
        #expect(book.configurations.count == 3 * 2 * 2 * 2 * 2)
        #expect(book.configurations.allSatisfy { $0.pose == "book" })
        let rtl = Audit(profile: duo, app: hud, scope: Audit.Scope(directions: [.rightToLeft]))
        #expect(rtl.configurations.count == 104 && rtl.configurations.allSatisfy { $0.direction == .rightToLeft })
        let split = Audit(profile: duo, app: hud, scope: Audit.Scope(splitView: [true]))
        // Split View shows on the inner display only: closed has no window left.
        #expect(split.configurations.allSatisfy { $0.window != .main && $0.pose != "closed" })
        #expect(split.configurations.count == 4 * 2 * 2 * 2 * 2 * 2)
        let landscape = Audit(
            profile: duo, app: hud,
            scope: Audit.Scope(orientations: [.landscape], innerCamera: [true], liveActivity: [false]))
        #expect(
            landscape.configurations.allSatisfy { $0.orientation == .landscape && $0.innerCamera && !$0.liveActivity })
    }

    @Test("Several poses, in the order asked; an angle stands for one pose named by its degrees")
    func poses() {
        let two = Audit(profile: duo, app: hud, scope: Audit.Scope(poseNames: ["laptop", "book"]))
        #expect(two.configurations.first?.pose == "laptop" && two.configurations.last?.pose == "book")
        let angle = Audit(profile: duo, app: hud, scope: Audit.Scope(angle: 90))
        #expect(Set(angle.configurations.map(\.pose)) == ["90°"])
        #expect(angle.configurations.count == 3 * 2 * 2 * 2 * 2)
        // The fire button sits on the fold whenever the inner display is portrait and the fold active.
        #expect(angle.findings.contains { $0.control == "fireButton" && $0.kind == .fold && $0.severity == .error })
    }

    @Test("Each window's own collisions: what the findings gather, window by window")
    func perWindow() {
        let audit = Audit(profile: duo, app: hud)
        #expect(audit.configurations == audit.windows.map(\.configuration))
        let fromWindows = audit.windows.reduce(0) { $0 + $1.collisions.count }
        let fromFindings = audit.findings.reduce(0) { $0 + $1.configurations.count }
        #expect(fromWindows == fromFindings && fromWindows > 0)
        for finding in audit.findings {
            for configuration in finding.configurations {
                let window = audit.windows.first { $0.configuration == configuration }
                #expect(
                    window?.collisions.contains {
                        $0.control == finding.control && $0.kind == finding.kind && $0.with == finding.with
                    } == true)
            }
        }
    }
}
