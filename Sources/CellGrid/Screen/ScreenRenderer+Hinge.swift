import PoseEngine
import Simulator

// MARK: - A hinge step

extension ScreenRenderer {
    /// The screen for `state` (whose scene is `scene`), drawn from `before`'s screen when the two
    /// states differ only in the hinge angle and their scenes only in `angle`: then only the
    /// header and the slider row are drawn again, the rows that show the angle. Otherwise, and
    /// whenever the shortcut might not hold (elements recorded, the help open, another
    /// vocabulary's lines in the panel, ASCII, a screen too small for the slider), the whole
    /// screen is drawn. Either way the result is `render(state, scene:…)`'s.
    ///
    /// Why it holds: the angle is read by `drawHeader` and `drawSlider` alone, and each rewrites
    /// its whole row (the header fills it, the slider's label, track and readout span it); what
    /// is drawn after them starts below the slider, and the legend reads only the displays'
    /// cells. A test draws every degree of the demo's combinations both ways and compares.
    package static func render(
        _ state: SimState, scene: PoseScene, after before: (state: SimState, scene: PoseScene, screen: RenderedScreen),
        columns: Int, rows: Int, options: RenderOptions = RenderOptions()
    ) -> RenderedScreen {
        guard let slider = before.screen.layout.slider, !before.screen.layout.tooSmall,
            before.screen.grid.width == columns, before.screen.grid.height == rows, before.screen.layout.help == nil,
            !options.recordsElements, options.unicode, !state.showHelp, state.vocabulary == .apple,
            Self.differOnlyInAngle(state, scene, before.state, before.scene)
        else { return render(state, scene: scene, columns: columns, rows: rows, options: options) }
        var renderer = ScreenRenderer(state: state, scene: scene, columns: 0, rows: 0, options: options)
        renderer.canvas.grid = before.screen.grid
        renderer.layout = before.screen.layout
        renderer.layout.elements = []
        renderer.drawHeader()
        renderer.drawSlider(row: slider.row)
        return RenderedScreen(grid: renderer.canvas.grid, layout: renderer.layout)
    }

    /// Whether two states and their scenes are the same but for the hinge angle: when one's
    /// screen can be drawn from the other's (`render(_:scene:after:…)`).
    package static func differOnlyInAngle(
        _ state: SimState, _ scene: PoseScene, _ other: SimState, _ otherScene: PoseScene
    )
        -> Bool
    {
        var moved = other
        moved.pose.angle = state.pose.angle
        guard moved == state else { return false }
        var movedScene = otherScene
        movedScene.angle = scene.angle
        // A preset's angle with the display turned (`laptop, rotated`) only names the pose in the
        // header, which is drawn anew either way.
        if movedScene.poseName == scene.poseName { movedScene.pose = scene.pose }
        return movedScene == scene
    }
}
