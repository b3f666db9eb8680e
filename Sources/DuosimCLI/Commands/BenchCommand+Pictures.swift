import CellGrid
import FileIO
import Pixels
import PoseEngine
import Runtime
import Simulator

// MARK: - Pictures

extension BenchCommand {
    /// A VHS user's 10 s tape at VHS's default picture (1200 × 600, 50 fps): duosim started at the
    /// prompt, then the hinge moved a degree every 100 ms.
    static let pictureTape = """
        Set Width 1200
        Set Height 600
        Type "duosim"
        Enter
        Sleep 500ms
        Right@100ms 90
        Sleep 500ms

        """

    /// What pictures cost beside text: the same 10 s tape replayed with a text output, a GIF and
    /// VHS's frames, each in the time that passed and in CPU time; and one frame drawn and
    /// encoded as a GIF frame and as a PNG, in CPU time, as frames per CPU-second.
    func pictureFigures(_ profile: DeviceProfile) throws -> [Figure] {
        var figures: [Figure] = []
        var recorded = 0.0
        for (output, what) in [("demo.txt", "text (.txt)"), ("demo.gif", "GIF"), ("frames/", "frames/ (PNG)")] {
            let script = try TapeParser.parse("Output \"\(output)\"\n" + Self.pictureTape, file: "bench.tape")
            let replay = {
                let recording = try? Replayer.run(
                    script, defaultProfile: profile, loadProfile: ProfileLoader.uiDevice, loadApp: ProfileLoader.app,
                    launch: RecordCommand.launch)
                recorded = recording?.duration ?? 0
            }
            let repeats = quick ? 1 : 5
            let wall = measure(
                "10 s tape at 1200×600, \(what)", unit: "ms", budget: nil, repeats: repeats, inner: 1, replay)
            let cpu = measure("  in CPU time", unit: "ms", budget: nil, repeats: repeats, inner: 1, cpu: true, replay)
            figures += [wall, cpu]
            // Tape-seconds per second: VHS records in real time, 1.
            let rate = [wall.median, wall.high, wall.low].map { recorded / max(1e-9, $0 / 1000) }
            figures.append(
                Figure(
                    name: "  tape-seconds per wall-second", unit: "×", median: rate[0], low: rate[1], high: rate[2],
                    budget: nil))
        }
        return figures + (try frameCosts(profile))
    }

    /// One frame of the hinge moving, drawn into a 1200 × 600 picture and encoded: as a GIF frame
    /// (the changed rectangle through giflib) and as a whole PNG (libpng), in CPU time.
    func frameCosts(_ profile: DeviceProfile) throws -> [Figure] {
        let style = PictureStyle()
        let canvas = try TerminalCanvas(style: style)
        let grids = (0...90).map { angle -> Grid in
            var pose = profile.state(at: profile.defaultPose)
            pose.angle = Double(angle)
            let state = SimState(profile: profile, pose: pose)
            return ScreenRenderer.render(
                state, columns: canvas.layout.columns, rows: canvas.layout.rows,
                options: RenderOptions(recordsElements: false)
            ).grid
        }
        var index = 0
        let png = measure(
            "PNG of a 1200×600 frame (draw + libpng)", unit: "ms", budget: nil, repeats: quick ? 3 : 15,
            inner: quick ? 10 : 30, cpu: true
        ) {
            index = (index + 1) % grids.count
            _ = try? canvas.png(grids[index], cursor: nil)
        }
        let animation = try GIFAnimation(style: style)
        var time = 0.0
        let gif = measure(
            "GIF frame at 1200×600 (draw + giflib)", unit: "ms", budget: nil, repeats: quick ? 3 : 15,
            inner: quick ? 10 : 30, cpu: true
        ) {
            index = (index + 1) % grids.count
            time += 0.02
            try? animation.add(grids[index], cursor: nil, at: time)
            _ = animation.take()
        }
        return [png, Self.perSecond(png, "PNG"), gif, Self.perSecond(gif, "GIF")]
    }

    /// A time in ms a frame as frames per CPU-second.
    static func perSecond(_ figure: Figure, _ what: String) -> Figure {
        Figure(
            name: "  \(what) frames per CPU-second", unit: "fps", median: 1000 / max(1e-9, figure.median),
            low: 1000 / max(1e-9, figure.high), high: 1000 / max(1e-9, figure.low), budget: nil)
    }
}
