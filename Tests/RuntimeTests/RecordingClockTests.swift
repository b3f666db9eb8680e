import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

@Suite("The recording's clock")
struct RecordingClockTests {
    func events(_ cast: String) -> [(time: Double, code: String)] {
        cast.split(separator: "\n").dropFirst().compactMap { line in
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                let time = (array.first as? NSNumber)?.doubleValue, let code = array[1] as? String
            else { return nil }
            return (time, code)
        }
    }

    @Test("A .cast ends at the tape's end: a trailing Sleep is in it")
    func trailingSleep() throws {
        let recording = try replayVHS("Output \"o.cast\"\nKey Right\nSleep 2.5")
        let times = events(try text(recording, "o.cast")).map(\.time)
        #expect(times == [0, 0.05, 2.55], "\(times)")
        #expect(recording.duration == 2.55)
    }

    @Test("Hide stops the recording's clock as VHS's video: hidden typing takes no time in the cast")
    func hiddenTime() throws {
        let recording = try replayVHS("Output \"o.cast\"\nKey Right\nHide\nSleep 10\nKey Right\nShow\nKey Right")
        #expect(events(try text(recording, "o.cast")).map(\.time) == [0, 0.05, 0.05, 0.1])
        #expect(abs(recording.duration - 0.1) < 1e-9 && abs(recording.clock - 10.15) < 1e-9)
    }

    @Test("A tape that starts with Hide shows nothing before its Show")
    func hideFirst() throws {
        let recording = try replayVHS("Output \"o.txt\"\nHide\nKey s\nShow\nKey Right")
        let shown = frames(try text(recording, "o.txt"))
        #expect(shown.count == 2 && shown[0].contains("Split View"))
    }

    @Test("Pictures are written beside the text; an extension no format has is skipped and named")
    func pictures() throws {
        let recording = try replayVHS(
            "Output demo.gif\nOutput frames/\nOutput out.txt\nOutput x.jpeg\nScreenshot s.png\nKey s")
        #expect(recording.skipped == ["x.jpeg"])
        let paths = recording.files.map(\.path)
        #expect(paths.first == "demo.gif" && paths.contains("out.txt") && paths.contains("s.png"), "\(paths)")
        #expect(paths.contains("frames/frame-text-00001.png") && paths.contains("frames/frame-cursor-00001.png"))
        #expect(!paths.contains("x.jpeg") && !paths.contains("frames/"))
    }
}
