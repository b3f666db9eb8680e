import Runtime
import Simulator
import TestSupport
import Testing

/// `Wait` patterns: RE2's syntax, matched by a machine whose time can't run away.
@Suite("Wait patterns")
struct TapePatternTests {
    func matches(_ pattern: String, _ text: String) throws -> Bool {
        try TapePattern(pattern).matches(text)
    }

    @Test(
        "RE2's syntax: what matches and what doesn't",
        arguments: [
            ("127° partiallyOpen", "book · 127° · partiallyOpen", false),
            ("127° · partiallyOpen", "book · 127° · partiallyOpen", true),
            ("^book", "book 1", true), ("^book", "a book", false), ("book$", "a book", true),
            ("book$", "book\n", false),
            ("(?m)^b", "a\nb", true), ("^b", "a\nb", false), ("a.c", "a\nc", false), ("(?s)a.c", "a\nc", true),
            ("[0-9]+°", "at 45°", true), ("[^a-z ]", "abc def", false), ("\\d{3}", "12", false),
            ("\\d{3}", "123", true),
            ("x{2,}", "xx", true), ("x{2,3}y", "xy", false), ("colou?r", "color", true), ("a|b|c", "zzc", true),
            ("(?i)SPLIT view", "Split View", true), ("(?:ab)+$", "abab", true), ("(?P<n>ab)c", "abc", true),
            ("\\bfold\\b", "a fold b", true), ("\\bfold\\b", "folded", false), ("\\s\\S", " x", true),
            ("[[:upper:]]", "abc", false), ("[[:upper:]]", "aBc", true), ("\\x41\\x{263A}", "A☺", true),
            ("a\\.b", "axb", false), ("a\\.b", "a.b", true), ("a{", "a{", true), ("[]a]", "]", true),
            ("", "anything", true), ("é+", "café", true), ("\\w+", "···", false),
        ])
    func syntax(pattern: String, text: String, expected: Bool) throws {
        #expect(try matches(pattern, text) == expected, "/\(pattern)/ on \(text)")
    }

    @Test(
        "What isn't RE2, or is past the bounds, is refused with a reason",
        arguments: ["(", "a)", "[a", "*a", "a**", "\\p{Greek}", "\\1", "x{1001}", "(?z)a", "[z-a]", "(a{100}){100}"])
    func refused(pattern: String) {
        #expect(throws: PatternError.self) { try TapePattern(pattern) }
    }

    @Test("Patterns that make a backtracking engine run for ever answer at once, and rightly")
    func noRunaway() throws {
        let screen = String(repeating: String(repeating: "a", count: 120) + "\n", count: 40)
        #expect(try !matches("(a+)+$", screen + "!"))
        #expect(try matches("(a+)+$", String(screen.dropLast())))
        #expect(try !matches("(a|a)*b", screen))
        #expect(try !matches("(a*)*(x)", screen))
        #expect(try !matches("^(a?){60}a{60}$", String(repeating: "a", count: 59)))
        #expect(try matches("^(a?){60}a{60}$", String(repeating: "a", count: 60)))
    }
}
