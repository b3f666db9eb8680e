import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

@Suite("Replayer")
struct ReplayerTests {
    func replay(_ text: String) throws -> Recording {
        let script = try TapeParser.parse(text, file: "t.tape")
        return try Replayer.run(
            script, defaultProfile: duo, loadProfile: { try ProfileLoader.device($0) },
            loadApp: { try ProfileLoader.app($0) })
    }

    func file(_ recording: Recording, _ path: String) throws -> String {
        try #require(recording.files.first { $0.path == path }?.text, "no \(path)")
    }

    @Test("Keys go through the live UI's bindings: a capture equals the renderer for the same state")
    func keysMatchLiveUI() throws {
        let recording = try replay("Set Width 100\nSet Height 30\nKey s\nKey Right 3\nKey Tab\nCapture \"x\"")
        var state = SimState(profile: duo, pose: duo.state(at: duo.defaultPose))
        let keys = KeyMap(profile: duo)
        for key: Key in [.character("s"), .right, .right, .right, .tab] {
            state = reduce(state, keys.action(for: key)!)
        }
        #expect(try file(recording, "x.txt") == ScreenRenderer.render(state, columns: 100, rows: 30).grid.text)
        #expect(state.pose.angle == 130)
    }

    @Test("Running a script twice gives byte-identical files")
    func deterministic() throws {
        let text =
            "Output \"a.txt\"\nOutput \"a.cast\"\nSweep 0 180 1s\nKey s\nClick 40 20\nResize 80 24\nSleep 1s\nCapture \"end\""
        let first = try replay(text), second = try replay(text)
        #expect(first.files.map(\.path) == second.files.map(\.path))
        for (a, b) in zip(first.files, second.files) { #expect(a.text == b.text, "\(a.path)") }
    }

    @Test("asciicast v2: a header, then [time, \"o\", data] events on the virtual clock")
    func asciicast() throws {
        let recording = try replay("Set Width 90\nSet Height 28\nOutput \"s.cast\"\nSweep 0 10 1s\nSleep 2s\nKey Right")
        let lines = try file(recording, "s.cast").split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 90)
        #expect(header["height"] as? Int == 28)
        #expect(header["timestamp"] == nil, "no wall clock in a recording")
        let events = try lines.dropFirst().map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any])
        }
        #expect(events.count == 13)  // the start (book), the sweep's first angle and ten steps, then the key
        #expect(events.allSatisfy { $0.count == 3 && ($0[1] as? String) == "o" && $0[2] is String })
        let times = events.compactMap { ($0[0] as? NSNumber)?.doubleValue }
        #expect(times.first == 0)
        #expect(times[1] == 0)
        #expect(abs(times[11] - 1.0) < 1e-9)
        #expect(abs(times[12] - 3.05) < 1e-9, "Sleep 2s, then a key at the typing speed")
        #expect(times == times.sorted())
        #expect((events[0][2] as? String)?.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J") == true, "the first frame is whole")
        #expect(
            ((events[1][2] as? String)?.count ?? 0) < ((events[0][2] as? String)?.count ?? 0),
            "later frames only send changes")
    }

    @Test("A resize mid-session: an \"r\" event and frames of the new size")
    func resize() throws {
        let recording = try replay(
            "Set Width 120\nSet Height 40\nOutput \"r.cast\"\nOutput \"r.txt\"\nKey Right\nResize 80 24\nKey Right\nCapture \"small\""
        )
        let cast = try file(recording, "r.cast")
        #expect(cast.contains(", \"r\", \"80x24\"]"))
        let small = try file(recording, "small.txt")
        #expect(small.split(separator: "\n", omittingEmptySubsequences: false).count == 25)
        #expect(small.contains("129°"))
        let frames = try file(recording, "r.txt").components(separatedBy: TextFramesWriter.separator)
        #expect(frames.count == 5)  // four frames, then what follows the last separator
        #expect(frames[0].split(separator: "\n", omittingEmptySubsequences: false).count == 41)
        #expect(frames[3].split(separator: "\n", omittingEmptySubsequences: false).count == 25)
    }

    @Test("The text output frames each screen, followed by 80 × ─")
    func separator() throws {
        let text = try file(try replay("Output \"f.txt\"\nKey Right\nKey Right"), "f.txt")
        #expect(TextFramesWriter.separator == String(repeating: "─", count: 80) + "\n")
        #expect(text.hasSuffix(TextFramesWriter.separator))
        #expect(text.components(separatedBy: TextFramesWriter.separator).count == 4)
    }

    @Test("Hide stops frames going to outputs; captures still work")
    func hide() throws {
        let recording = try replay("Output \"h.txt\"\nKey Right\nHide\nKey Right\nCapture \"c\"\nShow")
        #expect(try file(recording, "h.txt").components(separatedBy: TextFramesWriter.separator).count == 4)
        #expect(try file(recording, "c.txt").contains("129°"))
    }

    @Test("Mouse: a click on the slider sets the angle, a drag follows it")
    func mouse() throws {
        let start = ScreenRenderer.render(
            SimState(profile: duo, pose: duo.state(at: duo.defaultPose)), columns: 120, rows: 40)
        let slider = try #require(start.layout.slider)
        let clicked = try replay("Click \(slider.start) \(slider.row)\nCapture \"c\"")
        #expect(try file(clicked, "c.txt").contains("0° · closed"))
        let dragged = try replay("Drag \(slider.start) \(slider.row) \(slider.end) \(slider.row + 3)\nCapture \"d\"")
        #expect(try file(dragged, "d.txt").contains("180° · fullyOpen"))
    }

    @Test("A quit key may only be the last action: after it, any line is an error naming the quit's line")
    func quit() throws {
        let recording = try replay("Output \"q.txt\"\nKey Right\nKey q")
        #expect(recording.files.map(\.path) == ["q.txt"])
        for quit in ["Key q", "Key Ctrl+C", "Key F10", "Type \"q\""] {
            do {
                _ = try replay("Output \"q.txt\"\n\(quit)\nKey Right\nCapture \"after\"")
                Issue.record("\(quit) followed by more lines replayed without an error")
            } catch let error as ScriptError {
                #expect(error.line == 2, "\(quit)")
                #expect(error.message.contains("only the last action may quit"), "\(error)")
            }
        }
    }

    @Test("The capture key names captures in linear time: 1000 presses give 1000 distinct names")
    func manyCaptures() throws {
        let recording = try replay("Key p 1000")
        let names = recording.files.map(\.path)
        #expect(names.count == 1000)
        #expect(Set(names).count == 1000)
        #expect(names.last == "book-127-1000.txt")
    }

    @Test("The capture key saves a capture named after the pose, never twice the same name")
    func captureKey() throws {
        let recording = try replay("Key p\nKey p\nKey s\nKey p")
        #expect(recording.files.map(\.path) == ["book-127.txt", "book-127-2.txt", "book-127-split.txt"])
    }

    @Test(
        "Replay errors name the line",
        arguments: [
            ("Key Right\nSet Width 100", 2, "Set Width must come before the first action"),
            ("Pose pretzel", 1, "unknown pose 'pretzel'"),
            ("Click 500 3", 1, "outside the 120 × 40 terminal"),
            ("Set Profile \"nope.json\"", 1, "Set Profile \"nope.json\""),
            ("Set App \"x.json\"", 1, "Set App \"x.json\": x.json: no such file"),
            ("Capture \"a\"\nCapture \"a\"", 2, "would overwrite"),
            ("Capture \"a.pdf\"", 1, "unknown format '.pdf'"),
            ("Output \"a.txt\"\nOutput \"a.txt\"", 2, "named twice"),
            ("Output \"a.txt\"\nOutput \"./a.txt\"", 2, "named twice"),
            ("Output \"sub/../a.txt\"\nOutput \"a.txt\"", 2, "named twice"),
        ])
    func errors(text: String, line: Int, message: String) throws {
        do {
            _ = try replay(text)
            Issue.record("no error")
        } catch let error as ScriptError {
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error.message)")
        } catch let error as TapeRunError {
            #expect(error.line == line)
            #expect("\(error.context): \(error.underlying)".contains(message), "\(error)")
        }
    }
}
