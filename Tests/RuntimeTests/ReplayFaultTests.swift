import FileIO
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// The tape's position travels with each line: a fault met while a line's step runs is placed at
/// that line's number and column (and a `Source`d tape's file), none kept in the replay.
@Suite("Replay faults: placed at the line that met them")
struct ReplayFaultTests {
    func run(_ text: String) throws {
        let script = try TapeParser.parse(text, file: "t.tape")
        _ = try Replayer.run(
            script, defaultProfile: duo, loadProfile: { try ProfileLoader.device($0) },
            loadApp: { try ProfileLoader.app($0) })
    }

    @Test("A step that fails is placed at its own line and column, whatever ran before it")
    func placedAtTheStep() throws {
        let tape = "Set Width 100\nSet Height 32\nPose book\nRight 2\n   Pose pretzel\nPose book\n"
        let script = try TapeParser.parse(tape, file: "t.tape")
        let failing = try #require(script.lines.first { $0.command == .pose("pretzel") })
        #expect(failing.number == 5 && failing.column == 4)
        do {
            try run(tape)
            Issue.record("an unknown pose stops the tape")
        } catch let error as ScriptError {
            #expect(error.file == "t.tape" && error.line == failing.number && error.column == failing.column)
            #expect(error.description.hasPrefix("t.tape:5:4: unknown pose 'pretzel'"), "\(error)")
        }
    }

    @Test("The same fault on another line is placed there: the position comes from the step, not the replay")
    func eachLineItsOwn() throws {
        for (blank, column) in [(0, 1), (3, 3), (7, 2)] {
            let tape =
                "Set Width 100\nSet Height 32\n" + String(repeating: "\n", count: blank)
                + String(repeating: " ", count: column - 1) + "Pose pretzel\n"
            do {
                try run(tape)
                Issue.record("an unknown pose stops the tape")
            } catch let error as ScriptError {
                #expect(error.line == 3 + blank && error.column == column, "\(error)")
            }
        }
    }
}
