import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 38, item 9: the demo page draws every degree × toggle of an app ahead, so it takes apps up
/// to `Limits.demoControls` and `Limits.demoItems` (a tenth of what `render` and `audit` take); a
/// larger one is 65 naming the limit, at once, and nothing is written.
@Suite("demo: a documented limit on the app's size")
struct DemoLimitTests {
    /// An app of `controls` custom controls and `tabs` tabs.
    static func app(controls: Int, tabs: Int) -> String {
        let shapes = (0..<controls).map { index in
            #"{"id": "c\#(index)", "fraction": {"x": 0.5, "y": 0.5}, "size": {"width": 20, "height": 20}}"#
        }
        let items = (0..<tabs).map { #"{"id": "t\#($0)", "title": "T\#($0)", "symbol": "square"}"# }
        let bar = tabs > 0 ? #", "tabBar": {"items": [\#(items.joined(separator: ", "))]}"# : ""
        return #"{"name": "big", "source": "assumed", "controls": [\#(shapes.joined(separator: ", "))]\#(bar)}"#
    }

    @Test(
        "An app past the demo's limit is 65 naming the limit and what takes more; nothing is written",
        arguments: [(Limits.demoControls + 1, 0, "custom controls"), (1, Limits.demoItems + 1, "tabs")])
    func pastTheLimit(controls: Int, tabs: Int, what: String) throws {
        let folder = try temporaryFolder()
        try Self.app(controls: controls, tabs: tabs).write(
            to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        let count = max(controls, tabs)
        let limit = what == "tabs" ? Limits.demoItems : Limits.demoControls
        let most = what == "tabs" ? Limits.items : Limits.controls
        for output in ["page.html", "-"] {
            let result = try runBinary(["demo", "--app", "big.json", "-o", output], in: folder)
            #expect(result.status == 65, "\(result.stderr)")
            #expect(
                result.stderr
                    == "duosim: demo: the app 'big' has \(count) \(what); the demo page takes at most \(limit) (every degree × toggle is drawn ahead; render, sweep and audit take up to \(most))\n"
            )
            #expect(result.stdout.isEmpty)
        }
        #expect(listing(folder) == ["big.json"])
        // The same app is fine for render.
        #expect(try runBinary(["render", "--app", "big.json"], in: folder).status == 0)
    }
}
