import Foundation
import PoseEngine
import TestSupport
import Testing

/// `query --api uikit`, `--kind systemControls` and `--hinge unknown` (issue 42 item 2), run as the
/// built binary: the numbers in points, and bad values refused with 64.
@Suite("duosim query: the UIKit query, systemControls, an unknown hinge (binary)")
struct QueryAPIEndToEndTests {
    @Test("--api uikit: physical frames in right to left (the right window's sliver at x 0, not 455.5)")
    func uiKit() throws {
        let uiKit = try runBinary(["query", "--split", "--rtl", "--api", "uikit"]).json()
        #expect(uiKit.string("query.api") == "uikit")
        #expect(uiKit.string("query.layoutDirectionBehavior") == "fixed")
        #expect(uiKit.number("windows.1.regions.0.frame.x") == 0)
        #expect(uiKit.string("windows.1.foldSide") == "rightOfFold")
        let swiftUI = try runBinary(["query", "--split", "--rtl"]).json()
        #expect(swiftUI.number("windows.1.regions.0.frame.x") == 455.5)
        #expect(swiftUI.string("query.api") == nil)
    }

    @Test("--kind systemControls: the side column with its 84 pt inset; a padded control left of it")
    func systemControls() throws {
        let chrome = repositoryRoot.appendingPathComponent("Tests/ReportsTests/Fixtures/system-controls.app.json").path
        let json = try runBinary(["query", "--pose", "closed", "--kind", "systemControls", "--app", chrome]).json()
        #expect(json.string("windows.0.regions.0.id") == "sideColumn")
        #expect(json.number("windows.0.regions.0.frame.x") == 382)
        #expect(json.number("windows.0.regions.0.insets.trailing") == 84)
        #expect(json.string("windows.0.controls.0.reservedRegion") == "systemControls")
        #expect(json.number("windows.0.controls.0.frame.x") == 323.8)
        #expect(json.number("windows.0.controls.1.frame.width") == 382)
        // Without an app there are no system bars to ask for: 64, saying so.
        let none = try runBinary(["query", "--pose", "closed", "--kind", "systemControls"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("--kind systemControls needs --app"), "\(none.stderr)")
        // An app without bars (a game) has none.
        let hud = try runBinary(["query", "--pose", "closed", "--kind", "systemControls", "--app", "hud"]).json()
        #expect(hud.string("windows.0.regions.0.id") == nil)
    }

    @Test("--hinge unknown: the hinge says so, Apple's words have no DeviceHinge, the regions stay")
    func unknownHinge() throws {
        let json = try runBinary(["query", "--pose", "laptop", "--hinge", "unknown", "--vocabulary", "apple"]).json()
        #expect(json.string("hinge.reported") == "unknown")
        #expect(json.string("hinge.status") == "partiallyOpen")
        #expect(json.string("apple.uiHinge.status") == "unknown")
        #expect(json.number("windows.0.regions.0.frame.y") == 455.5)
        let known = try runBinary(["query", "--pose", "laptop", "--vocabulary", "apple"]).json()
        #expect(known.string("hinge.reported") == nil)
        #expect(known.string("apple.onHingeChange.status") == "partiallyOpen")
    }

    @Test(
        "A bad --api, --kind or --hinge is 64 naming the choices",
        arguments: [
            (["--api", "UIKit"], "--api: 'UIKit' is not one of: swiftui, uikit"),
            (["--hinge", "off"], "--hinge: 'off' is not one of: known, unknown"),
            (["--kind", "bars"], "--kind: 'bars' is not one of: division, occlusion, systemControls"),
        ])
    func badValues(_ words: [String], _ message: String) throws {
        let result = try runBinary(["query"] + words)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
