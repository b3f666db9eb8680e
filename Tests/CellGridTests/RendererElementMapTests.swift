import CellGrid
import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

@Suite("Renderer without the element map")
struct RendererElementMapTests {
    @Test("The live UI's and recordings' renders (no element map) draw exactly the cells the picture tests check")
    func sameCells() {
        let apps: [AppProfile?] = [nil] + EmbeddedProfiles.apps.map { ProfileLoader.bundledApp(named: $0.name) }
        var compared = 0
        for app in apps {
            for pose in ["closed", "book", "laptop", "tent", "flat"] {
                for (split, rtl) in [(false, false), (true, false), (true, true)] {
                    var state = simState(pose, split: split, rtl: rtl)
                    state = SimState(profile: state.profile, pose: state.pose, app: app)
                    for (columns, rows) in [(80, 24), (160, 48)] {
                        let full = ScreenRenderer.render(state, columns: columns, rows: rows)
                        let lean = ScreenRenderer.render(
                            state, columns: columns, rows: rows, options: RenderOptions(recordsElements: false))
                        #expect(full.grid == lean.grid, "\(app?.name ?? "no app") \(pose) split \(split) rtl \(rtl)")
                        #expect(lean.layout.elements.isEmpty && !full.layout.elements.isEmpty)
                        #expect(full.layout.windows == lean.layout.windows && full.layout.slider == lean.layout.slider)
                        compared += 1
                    }
                }
            }
        }
        #expect(compared >= 200)
    }
}
