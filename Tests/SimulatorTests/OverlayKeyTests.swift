import PoseEngine
import Simulator
import TestSupport
import Testing

/// The app overlays' keys toggle only what an app has.
@Suite("Overlay keys")
struct OverlayKeyTests {
    @Test("g v x u without an app hide nothing: the overlays stay, a message says why")
    func withoutApp() {
        for kind in [OverlayKind.grid, .arrangement, .presentations, .controls] {
            let next = reduce(simState(), .toggleOverlay(kind))
            #expect(next.overlays == simState().overlays, "\(kind)")
            #expect(next.message?.note?.contains("no app") == true, "\(kind): \(next.message?.note ?? "")")
        }
    }

    @Test("With an app that has the thing, the key toggles it; one that hasn't says so")
    func withApp() {
        let reader = simState(app: bundledApp("reader"))
        #expect(!reduce(reader, .toggleOverlay(.grid)).overlays.contains(.grid))
        let mail = simState(app: bundledApp("mail"))
        let next = reduce(mail, .toggleOverlay(.grid))
        #expect(next.overlays.contains(.grid) && next.message?.note?.contains("mail has none") == true)
        #expect(!reduce(simState(), .toggleOverlay(.margins)).overlays.contains(.margins), "m needs no app")
    }
}
