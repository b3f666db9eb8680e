import PoseEngine
import PoseEngineTesting
import TestSupport
import Testing

/// `requireAuditPasses`: the audit's own rules over a matrix, failing where `duosim audit` does.
@Suite("PoseEngineTesting: the audit over a matrix")
struct PoseMatrixAuditTests {
    /// A floating button at 90 % × 90 % of the window, beside Mail's bars: clear of the fold and
    /// every camera, but under the side column in landscape and below the safe area (over the
    /// bottom bar) in portrait — the only faults it has.
    static let floater: AppProfile? = try? AppProfile.decode(
        Array(
            """
            {
              "name": "floater", "source": "assumed: a test app",
              "toolbar": [
                { "id": "edit", "title": "Edit", "placement": "topBar", "group": "edit" },
                { "id": "trash", "title": "Trash", "symbol": "trash", "placement": "bottomBar", "group": "triage" }
              ],
              "controls": [
                { "id": "fab", "group": "floating", "fraction": { "x": 0.9, "y": 0.9 },
                  "size": { "width": 56, "height": 56 } }
              ]
            }
            """.utf8), file: "floater.json")

    @Test(
        "Side column and safe area: requireAuditPasses fails naming state, element and rule; requireClearOfFoldAndCameras passes"
    )
    func sideColumnAndSafeArea() throws {
        let floater = try #require(Self.floater)
        let matrix = try PoseMatrix(device: duo, app: floater)
        // The fold and cameras only: the button is clear of them, so this passes, as its doc says.
        try matrix.requireClearOfFoldAndCameras("the floating button") { window in
            window.layout?.controls.first { $0.spec.id == "fab" }?.frame
        }
        let failure = try #require(throws: AuditCheckFailure.self) { try matrix.requireAuditPasses() }
        #expect(failure.app == "floater")
        #expect(failure.checked == matrix.windows.count)
        #expect(Set(failure.findings.map(\.rule)) == [.control(.sideBar), .control(.safeArea)])
        #expect(failure.findings.allSatisfy { $0.element == "fab" && $0.severity == .error })

        // The same findings as the audit's (`duosim audit` prints these), over the same states.
        let audit = try matrix.audit()
        let errors = audit.findings.filter { $0.severity == .error }
        #expect(failure.findings.map(\.message) == errors.map(\.message))
        #expect(failure.findings.map(\.places.count) == errors.map(\.configurations.count))
        // And `duosim audit`'s whole matrix (208 windows, the camera also where it changes nothing)
        // finds the same: each element, rule and message.
        let whole = Audit(profile: duo, app: floater).findings.filter { $0.severity == .error }
        #expect(
            whole.map { "\($0.control) \($0.kind) \($0.message)" }
                == errors.map { "\($0.control) \($0.kind) \($0.message)" })

        // Each place is a state of the matrix and a window of it, where the layout has that collision.
        for finding in failure.findings {
            for place in finding.places {
                let window = try #require(
                    matrix.windows.first { $0.pose == place.pose && $0.window.id == place.window })
                let kinds = window.layout?.collisions.filter { $0.control == "fab" }.map(\.kind) ?? []
                #expect(kinds.contains { .control($0) == finding.rule }, "\(place)")
            }
        }
        let side = try #require(failure.findings.first { $0.rule == .control(.sideBar) })
        let windows = "in \(side.places.count) of \(matrix.windows.count) windows"
        #expect(
            failure.description.contains(
                "error control fab, rule sideBar: \(side.message), \(windows)\n    \(side.places[0])\n"))
    }

    @Test("The audit over part of the matrix sees only its states; strict fails on warnings; notes never fail")
    func partsAndStrictness() throws {
        // The HUD: errors and warnings (Docs/PROFILES.md shows its audit).
        let hud = bundledApp("hud")
        let book = try PoseMatrix(device: duo, app: hud, poses: ["book"], varying: [.orientation])
        let audit = try book.audit()
        #expect(audit.configurations.count == book.windows.count)
        #expect(Set(audit.configurations.map(\.pose)) == ["book"])
        let lenient = try #require(throws: AuditCheckFailure.self) { try book.requireAuditPasses() }
        #expect(lenient.findings.allSatisfy { $0.severity == .error })
        let strict = try #require(throws: AuditCheckFailure.self) { try book.requireAuditPasses(strict: true) }
        #expect(strict.findings.count >= lenient.findings.count)
        #expect(strict.findings.allSatisfy { $0.severity >= .warning })

        // Mail has one presentation and one note about it: it passes, strict or not.
        let mail = try PoseMatrix(device: duo, app: bundledApp("mail"))
        #expect(try mail.audit().count(.note) > 0)
        try mail.requireAuditPasses(strict: true)
    }

    @Test("With no app, or an app with nothing to audit, requireAuditPasses fails saying so")
    func nothingToAudit() throws {
        let bare = try PoseMatrix(device: duo, poses: ["book"], varying: [])
        let noApp = try #require(throws: AuditCheckFailure.self) { try bare.requireAuditPasses() }
        #expect(noApp.description == "the audit: the matrix has no app (PoseMatrix(device:app:))")
        let plain = try AppProfile.decode(Array(#"{"name": "plain", "source": "assumed"}"#.utf8), file: "plain.json")
        let empty = try #require(throws: AuditCheckFailure.self) {
            try PoseMatrix(device: duo, app: plain, poses: ["book"]).requireAuditPasses()
        }
        #expect(empty.description == "the audit of plain: no controls or presentations to audit")
    }
}
