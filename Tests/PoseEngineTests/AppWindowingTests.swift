import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 42 item 2: orientation locks and `UIRequiresFullScreen` (003; Docs/DOMAIN.md §4).
@Suite("App windowing: orientation locks, UIRequiresFullScreen")
struct AppWindowingTests {
    static func app(_ change: (inout AppProfile) -> Void) -> AppProfile {
        var app = AppProfile(
            name: "locked", displayName: "Locked",
            toolbarItems: [
                ToolbarItemSpec(
                    id: "share", title: "Share", symbol: "square.and.arrow.up", placement: .topBar, group: "s")
            ])
        change(&app)
        return app
    }

    @Test(
        "003: an app's supported orientations lock its interface: in book (the inner display landscape, 951 × 669) a portrait-only app stays portrait, 669 × 951, its bars horizontal across the now horizontal fold; an app allowing landscape is untouched"
    )
    func orientationLock() throws {
        let engine = Engine(profile: duo, app: Self.app { $0.supportedOrientations = [.portrait] })
        let windowing = engine.appWindowing(state("book"))
        #expect(windowing.lockedOrientation == .portrait)
        let scene = engine.scene(for: state("book"))
        #expect(scene.orientation == .portrait)
        let window = try #require(scene.windows.first)
        #expect(window.size == Size(width: 669, height: 951))
        #expect(window.app?.bars.axis == .horizontal)
        let free = Engine(profile: duo, app: Self.app { $0.supportedOrientations = [.landscape, .portrait] })
        #expect(free.appWindowing(state("book")).lockedOrientation == nil)
        #expect(free.scene(for: state("book")).windows.first?.size == Size(width: 951, height: 669))
    }

    @Test(
        "003: UIRequiresFullScreen opts out of Split View: book --split gives one 951 × 669 window, not 469 × 669 halves; on the outer display nothing changes"
    )
    func requiresFullScreen() throws {
        let engine = Engine(profile: duo, app: Self.app { $0.requiresFullScreen = true })
        let split = state("book") { $0.splitView = true }
        #expect(engine.appWindowing(split).fullScreenInsteadOfSplit)
        #expect(engine.scene(for: split).windows.map(\.frameInDisplay) == [rect(0, 0, 951, 669)])
        #expect(!engine.appWindowing(state("closed") { $0.splitView = true }).fullScreenInsteadOfSplit)
        #expect(Engine(profile: duo).scene(for: split).windows.count == 2)
    }

    @Test("The keys are read from the profile; an empty orientation list is refused")
    func decodes() throws {
        let text =
            #"{"name": "l", "source": "assumed: a test", "supportedOrientations": ["portrait"], "requiresFullScreen": true}"#
        let app = try AppProfile.decode(Array(text.utf8), file: "l.json")
        #expect(app.supportedOrientations == [.portrait])
        #expect(app.requiresFullScreen)
        let empty = #"{"name": "l", "source": "assumed: a test", "supportedOrientations": []}"#
        #expect(throws: DataError.self) { try AppProfile.decode(Array(empty.utf8), file: "l.json") }
    }
}
