import CellGrid
import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

@Suite("Renderer robustness")
struct RendererRobustnessTests {
    @Test("Every pose × sample app × Split View × direction renders at many sizes, inside the grid")
    func everything() {
        let apps = [nil] + EmbeddedProfiles.apps.compactMap { ProfileLoader.bundledApp(named: $0.name) }
        let sizes = [(1, 1), (20, 5), (59, 15), (60, 16), (61, 17), (80, 24), (97, 31), (120, 40), (250, 70)]
        for app in apps {
            for pose in duo.poses.map(\.name) {
                for split in [false, true] {
                    for rtl in [false, true] {
                        var state = simState(pose, split: split, rtl: rtl)
                        state.app = app
                        state.query.includeInactive = true
                        state.pose.innerCameraInUse = true
                        for (columns, rows) in sizes {
                            let screen = ScreenRenderer.render(state, columns: columns, rows: rows)
                            #expect(screen.grid.width == columns && screen.grid.height == rows)
                            let lines = screen.grid.text.split(separator: "\n", omittingEmptySubsequences: false)
                            #expect(lines.count == rows + 1 && lines.allSatisfy { $0.count <= columns })
                        }
                    }
                }
            }
        }
    }
}
