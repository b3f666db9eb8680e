import CellGrid
import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

@Suite("Text captures one after another")
struct TextCaptureEncoderTests {
    @Test("Reusing unchanged rows gives exactly each grid's own text capture, through sizes and apps")
    func sameBytes() {
        let encoder = TextCaptureEncoder()
        var state = SimState(
            profile: duo, pose: duo.state(at: duo.pose(named: "book")!), app: ProfileLoader.bundledApp(named: "mail"))
        var checked = 0
        for (step, action)
            in ([Action.toggleSplitView] + Array(repeating: .hingeBy(-3), count: 30) + [.toggleRightToLeft])
            .enumerated()
        {
            state = reduce(state, action)
            let size = step == 20 ? (100, 30) : (160, 48)
            let grid = ScreenRenderer.render(state, columns: size.0, rows: size.1).grid
            #expect(encoder.encode(grid) == grid.textBytes, "step \(step)")
            checked += 1
        }
        #expect(checked == 32)
    }
}
