import CellGrid
import PoseEngine
import Simulator
import TestSupport
import Testing

/// `ScreenRenderer.render(_:scene:after:…)`: a hinge step drawn from the frame before (the demo
/// page's frames) is the frame `render` draws, cell for cell and place for place.
@Suite("Hinge step")
struct HingeStepTests {
    static let options = RenderOptions(recordsElements: false)

    /// The settings a sweep is drawn with: the toggles the demo page has.
    static var settings: [(name: String, change: (inout SimState) -> Void)] {
        [
            ("as it opens", { _ in }),
            (
                "Split View, right to left, the second window focused",
                { state in
                    state.pose.splitView = true
                    state.pose.layoutDirection = .rightToLeft
                    state.focus = 1
                }
            ),
            (
                ".includeInactive, turned, the overlays hidden",
                { state in
                    state.query.includeInactive = true
                    state.pose.innerOrientation = state.pose.innerOrientation.toggled
                    state.pose.outerOrientation = state.pose.outerOrientation.toggled
                    state.overlays = []
                }
            ),
        ]
    }

    @Test(
        "Every degree drawn from the degree before is the whole frame, for every app and setting",
        arguments: [nil] + bundledApps.map(\.name))
    func everyDegree(app: String?) {
        let app = app.map(bundledApp)
        for (name, change) in Self.settings {
            for (columns, rows) in [(160, 48), (60, 16)] where name == Self.settings[0].name || columns == 160 {
                var state = simState("closed", app: app, change)
                state.pose.angle = 0
                var scene = state.scene
                var before = ScreenRenderer.render(state, scene: scene, columns: columns, rows: rows)
                for angle in 1...180 {
                    let previous = (state: state, scene: scene, screen: before)
                    state.pose.angle = Double(angle)
                    scene = state.scene
                    let whole = ScreenRenderer.render(
                        state, scene: scene, columns: columns, rows: rows, options: Self.options)
                    let step = ScreenRenderer.render(
                        state, scene: scene, after: previous, columns: columns, rows: rows, options: Self.options)
                    let same = step == whole
                    #expect(same, "\(app?.name ?? "no app"), \(name), \(columns)×\(rows), \(angle)°")
                    guard same else { return }
                    // The frame before is drawn with its elements on odd degrees (as the page's first
                    // frame of a stretch is) and without on even ones.
                    before =
                        angle % 2 == 0
                        ? ScreenRenderer.render(state, scene: scene, columns: columns, rows: rows) : whole
                }
            }
        }
    }

    @Test("Only a frame whose state and scene differ from the one before in the angle alone is drawn from it")
    func onlyTheAngle() {
        let mail = bundledApp("mail")
        var state = simState("book", app: mail)
        state.pose.angle = 100
        let scene = state.scene
        // A mark no renderer draws, in a display's row: it stays only when the frame before is reused.
        var before = ScreenRenderer.render(state, scene: scene, columns: 160, rows: 48, options: Self.options)
        let display = before.layout.displays[1].rect
        let mark = Cell("X")
        before.grid[display.column + 2, display.row + 2] = mark
        func step(_ change: (inout SimState) -> Void) -> Cell {
            var next = state
            change(&next)
            let screen = ScreenRenderer.render(
                next, scene: next.scene, after: (state, scene, before), columns: 160, rows: 48, options: Self.options)
            return screen.grid[display.column + 2, display.row + 2]
        }
        #expect(step { $0.pose.angle = 101 } == mark)
        #expect(step { $0.pose.angle = 130 } == mark)
        #expect(
            step {
                $0.pose.angle = 101
                $0.pose.splitView = true
            } != mark)
        #expect(
            step {
                $0.pose.angle = 101
                $0.focus = 1
            } != mark)
        #expect(
            step {
                $0.pose.angle = 101
                $0.showHelp = true
            } != mark)
        #expect(
            step {
                $0.pose.angle = 101
                $0.vocabulary = .android
            } != mark)
        // The same state with the scene of another angle (the island grew): drawn whole.
        var other = state
        other.pose.liveActivity = true
        #expect(
            ScreenRenderer.render(
                state, scene: other.scene, after: (state, scene, before), columns: 160, rows: 48, options: Self.options
            ).grid[display.column + 2, display.row + 2] != mark)
        // Another size, or elements asked for: drawn whole.
        let taller = ScreenRenderer.render(
            state, scene: scene, after: (state, scene, before), columns: 160, rows: 49, options: Self.options)
        #expect(taller.grid[display.column + 2, display.row + 2] != mark)
        let withElements = ScreenRenderer.render(
            state, scene: scene, after: (state, scene, before), columns: 160, rows: 48)
        #expect(withElements.grid[display.column + 2, display.row + 2] != mark)
    }
}
