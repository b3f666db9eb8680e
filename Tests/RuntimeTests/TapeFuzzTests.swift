import Runtime
import Simulator
import TestSupport
import Testing

/// Seeded soups of tape words and bytes: the lexer, the parser and the pattern compiler never
/// fail but by their errors, and every error points inside the tape.
@Suite("Tape language under random input")
struct TapeFuzzTests {
    static let pieces = [
        "Type", "Set", "Sleep", "Enter", "Ctrl", "+", "@", "Wait", "Screen", "Line", "/", "\\", "\"", "'", "`", "{",
        "}", "#", "\n", "\r", " ", "\t", "1", ".5", "ms", "-", "%", "[", "]", "^", "=", "Key", "Pose", "Hinge", "Sweep",
        "Capture", "Output", "x.txt", "Source", "a.tape", "Screenshot", "é", "°", "日", "\u{0}", "\u{1B}", "Alt",
        "Shift",
        "Width", "Theme", "Copy", "Paste", "ScrollUp", "Env", "(", ")", "*", "?", "|", "a", "Right", "Hide", "Show",
    ]

    @Test("3000 random tapes: errors, never a crash; every error's line and column is in the tape")
    func parserSoup() throws {
        var random = SplitMix64(seed: 20_261_201)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) {
                text += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
                if random.next() % 3 == 0 { text += " " }
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let errors = try TapeParser.parse(Array(text.utf8), file: "t") { _ in }
            for error in errors {
                #expect(error.line >= 1 && error.line <= lines.count + 1, "\(text.debugDescription): \(error)")
                #expect(error.column >= 1, "\(text.debugDescription): \(error)")
            }
        }
    }

    @Test("2000 random patterns: compiled or refused with a reason, and matching ends")
    func patternSoup() {
        let pieces = [
            "a", "b", "(", ")", "|", "*", "+", "?", "{2}", "{1,3}", "[", "]", "^", "$", ".", "\\d", "\\", "(?i)", "-",
        ]
        var random = SplitMix64(seed: 7)
        var compiled = 0
        for _ in 0..<2000 {
            var pattern = ""
            for _ in 0..<Int(random.next() % 12) { pattern += pieces[Int(random.next() % UInt64(pieces.count))] }
            guard let compiledPattern = try? TapePattern(pattern) else { continue }
            compiled += 1
            _ = compiledPattern.matches("aab\nba 12 ab")
        }
        #expect(compiled > 200, "a soup compiles often enough to test matching: \(compiled)")
    }
}
