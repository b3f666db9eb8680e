import FileIO
import Pixels
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

@Suite("Tape lexer: VHS's tokens")
struct TapeLexerTests {
    func tokens(_ text: String) -> [String] {
        var lexer = TapeLexer(Array(text.utf8))
        var out: [String] = []
        while true {
            let token = lexer.next()
            if token.kind == .end { return out }
            out.append("\(token.kind):\(token.text)\(token.joined ? "" : "_")")
        }
    }

    @Test("Words, numbers, strings, patterns, JSON, comments, symbols, where each starts")
    func kinds() {
        #expect(
            tokens("Set Theme {\"a\": 1} # note\nLeft@100ms 3 /x\\/y/ 'q' .5 a.b-c_d/e% +") == [
                "word:Set_", "word:Theme_", "json:{\"a\": 1}_", "comment: note_", "word:Left_", "symbol:@",
                "number:100", "word:ms", "number:3_", "regex:x\\/y_", "string:q_", "number:.5_", "word:a.b-c_d/e%_",
                "symbol:+_",
            ])
        #expect(tokens("Type \"open\nEnter") == ["word:Type_", "string:open_", "word:Enter_"])
        #expect(tokens("Hinge 127°") == ["word:Hinge_", "number:127_", "word:°"])
        #expect(tokens("!") == ["illegal:!_"])
    }
}

/// A compiled `Wait` pattern, as the parser carries it.
func pattern(_ source: String) throws -> TapePattern {
    try TapePattern(source)
}
