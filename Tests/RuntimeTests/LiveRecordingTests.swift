import CellGrid
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

@Suite("The live recording streams to its file")
struct LiveRecordingTests {
    func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The one staged file in `folder` and its size.
    func staged(_ folder: String) throws -> (name: String, size: Int) {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 1 && names[0].hasPrefix(".duosim-") && names[0].hasSuffix(".tmp"), "\(names)")
        let size = try FileManager.default.attributesOfItem(atPath: folder + "/" + names[0])[.size] as? Int
        return (names[0], size ?? 0)
    }

    @Test("Each frame drawn while recording is in the staged file at once; stopping puts that file in place")
    func streams() throws {
        let folder = try folder()
        let recorder = LiveRecorder(folder: folder) { _, _ in nil }
        var state = SimState(profile: duo, pose: duo.state(at: duo.defaultPose))
        _ = recorder.toggleRecording(ScreenRenderer.render(state, columns: 80, rows: 24).grid)
        var sizes = [try staged(folder).size]
        for _ in 0..<5 {
            state = reduce(state, .hingeBy(1))
            recorder.frameShown(ScreenRenderer.render(state, columns: 80, rows: 24).grid)
            sizes.append(try staged(folder).size)
        }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 }, "the file grows with every frame: \(sizes)")
        let streamed = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + (try staged(folder)).name))
        #expect(recorder.stopSaving() == .saved(path: folder + "/duosim-session.cast"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["duosim-session.cast"])
        let saved = try Data(contentsOf: URL(fileURLWithPath: folder + "/duosim-session.cast"))
        #expect(saved == streamed)
        #expect(String(decoding: saved, as: UTF8.self).split(separator: "\n").count == 7, "the header and six frames")
    }

    @Test("A name taken while recording is left alone: the recording takes the next free name")
    func neverReplaces() throws {
        let folder = try folder()
        let recorder = LiveRecorder(folder: folder) { _, _ in nil }
        let state = SimState(profile: duo, pose: duo.state(at: duo.defaultPose))
        _ = recorder.toggleRecording(ScreenRenderer.render(state, columns: 80, rows: 24).grid)
        try "another program's".write(toFile: folder + "/duosim-session.cast", atomically: true, encoding: .utf8)
        #expect(recorder.stopSaving() == .saved(path: folder + "/duosim-session-2.cast"))
        #expect(try String(contentsOfFile: folder + "/duosim-session.cast", encoding: .utf8) == "another program's")
    }
}
