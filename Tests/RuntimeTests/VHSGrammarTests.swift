import CellGrid
import FileIO
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// What VHS's lexer and parser take (`lexer/lexer.go`, `parser/parser.go`) and how its evaluator
/// runs it, where duosim once differed.
@Suite("VHS's grammar")
struct VHSGrammarTests {
    @Test("An Output anywhere: a text output collects from its line on, a recording takes every frame")
    func outputAnywhere() throws {
        let recording = try replayVHS(
            "Type \"ab\"\nOutput \"late.txt\"\nType \"c\"\nOutput \"late.cast\"\nOutput \"first.txt\"")
        let early = try replayVHS("Output \"all.txt\"\nType \"abc\"")
        let all = frames(try text(early, "all.txt"))
        #expect(all.count == 4, "the prompt, then a frame a key")
        // From its line on: the screen when it was named (after "ab"), then "c".
        #expect(frames(try text(recording, "late.txt")) == Array(all.suffix(2)))
        #expect(frames(try text(recording, "first.txt")) == Array(all.suffix(1)))
        let cast = try #require(CastScreens(try text(recording, "late.cast")))
        #expect(cast.frames.map { $0.rows.joined(separator: "\n") + "\n" } == all, "every frame, from the start")
        // The files in the order the tape named them, the recording's first.
        #expect(recording.files.map(\.path) == ["late.cast", "late.txt", "first.txt"])
    }

    @Test("An Output named twice is an error at its second line, wherever both are")
    func outputTwice() throws {
        for tape in ["Type \"a\"\nOutput o.cast\nOutput o.cast", "Output o.cast\nType \"a\"\nOutput o.cast"] {
            #expect {
                try replayVHS(tape)
            } throws: { error in
                "\(error)".contains("t.tape:3:1: Output \"o.cast\" is named twice")
            }
        }
    }

    @Test("Each verb's error shows its own example, with the name the tape used")
    func examples() throws {
        for (tape, message) in [
            ("Down x", "Down takes an optional count: Down 3 (found 'x')"),
            ("Backspace x", "Backspace takes an optional count: Backspace 3"),
            ("ScrollDown x", "ScrollDown takes an optional count: ScrollDown 3"),
            ("Close x", "Close takes nothing"),
            ("Shift", "Shift needs a key: Shift+x"),
        ] {
            #expect {
                try TapeParser.parse(tape, file: "t")
            } throws: { error in
                "\(error)".contains(message)
            }
        }
    }
}
