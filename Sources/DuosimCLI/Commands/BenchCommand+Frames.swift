import CellGrid
import PoseEngine
import Simulator

// MARK: - The hinge and the frames

extension BenchCommand {
    /// A scene with everything (Split View, 12 toolbar items, 50 controls): the first time, and as the hinge moves.
    func sceneFigures(_ profile: DeviceProfile, _ pose: PoseState) -> [Figure] {
        let heavy = Self.heavyApp()
        let repeats = quick ? 5 : 31
        // First time: a new engine each time, nothing remembered.
        let first = measure(
            "scene, first time (Split View, 12 items, 50 controls)", unit: "µs", budget: 10, repeats: repeats,
            inner: quick ? 20 : 200
        ) {
            _ = Engine(profile: profile, app: heavy).scene(for: pose)
        }
        // As the hinge moves: one engine, a new angle each time, within the partially open range.
        let engine = Engine(profile: profile, app: heavy)
        var angle = 10.0
        let moving = measure(
            "scene as the hinge moves (same, 1° steps)", unit: "µs", budget: 20, repeats: repeats,
            inner: quick ? 20 : 200
        ) {
            angle = angle >= 170 ? 10 : angle + 1
            var moving = pose
            moving.angle = angle
            _ = engine.scene(for: moving)
        }
        return [first, moving]
    }

    /// Whole frames of the mail app at three sizes, as the live UI and recordings render them.
    func frameFigures(_ profile: DeviceProfile, _ pose: PoseState) -> [Figure] {
        let state = SimState(profile: profile, pose: pose, app: AppProfile.bundled("mail"))
        // Without the element map only the picture tests read.
        let live = RenderOptions(recordsElements: false)
        let mail = [(80, 24), (160, 48), (300, 90)].map { columns, rows in
            measure(
                "frame \(columns)×\(rows) (scene + render)", unit: "µs", budget: columns == 160 ? 30 : nil,
                repeats: quick ? 5 : 31, inner: quick ? 5 : 40
            ) {
                _ = ScreenRenderer.render(state, columns: columns, rows: rows, options: live)
            }
        }
        guard let (name, busiest) = Self.busiestFrame(profile, pose) else { return mail }
        return mail + [
            measure(
                "frame 160×48, \(name) in Split View (the most elements)", unit: "µs", budget: nil,
                repeats: quick ? 5 : 31, inner: quick ? 5 : 40
            ) {
                _ = ScreenRenderer.render(busiest, columns: 160, rows: 48, options: live)
            }
        ]
    }

    /// The bundled app whose frame at 160 × 48 in Split View has the most elements in its
    /// element map (what the picture has to draw or account for), with that state.
    static func busiestFrame(_ profile: DeviceProfile, _ pose: PoseState) -> (String, SimState)? {
        var split = pose
        split.splitView = true
        let frames = AppProfile.bundledNames.compactMap { name -> (String, SimState, Int)? in
            guard let app = AppProfile.bundled(name) else { return nil }
            let state = SimState(profile: profile, pose: split, app: app)
            return (name, state, ScreenRenderer.render(state, columns: 160, rows: 48).layout.elements.count)
        }
        return frames.max { $0.2 < $1.2 }.map { ($0.0, $0.1) }
    }

    /// Bytes per one-degree step at 160×48: only the changed cells, as the backend sends them.
    func byteFigures(_ profile: DeviceProfile, _ pose: PoseState) -> [Figure] {
        var state = SimState(profile: profile, pose: pose, app: AppProfile.bundled("mail"))
        let live = RenderOptions(recordsElements: false)
        state.pose.angle = Limits.angle.lowerBound
        var previous = ScreenRenderer.render(state, columns: 160, rows: 48, options: live).grid
        var bytes: [Double] = []
        var cells: [Double] = []
        var stream = ANSIStream()
        _ = stream.frame(from: nil, to: previous)
        for angle in Limits.degrees.dropFirst() {
            state.pose.angle = Double(angle)
            let next = ScreenRenderer.render(state, columns: 160, rows: 48, options: live).grid
            bytes.append(Double(stream.frame(from: previous, to: next).utf8.count))
            cells.append(Double(zip(previous.cells, next.cells).filter { $0 != $1 }.count))
            previous = next
        }
        return [
            Self.summary("bytes per 1° hinge step at 160×48", unit: "B", budget: 64, bytes),
            Self.summary("cells changed per 1° hinge step at 160×48", unit: "cells", budget: nil, cells),
        ]
    }
}
