import Foundation
import TestSupport
import Testing

/// The fuzz run's own checks catch what they are for: a check that can't fail proves nothing.
@Suite("Fuzz: the checks themselves")
struct FuzzCheckTests {
    static func run(_ stdout: String) -> CheckedRun { CheckedRun(status: 0, signal: nil, stdout: stdout, stderr: "") }

    @Test("A row wider than the terminal, or with a raw control character, is a failure; a whole one isn't")
    func rows() throws {
        let folder = try temporaryFolder()
        let input = FuzzTests.Case(name: "x", arguments: ["render", "--size", "10x2"], files: [:], expect: nil)
        let wide = try FuzzTests.rowProblem(input, Self.run("漢字漢字漢字\nabc"), folder: folder, after: [])
        #expect(wide?.contains("is 12 cells wide, not 10") == true, "\(wide ?? "")")
        let raw = try FuzzTests.rowProblem(input, Self.run("ab\u{1B}[2Jc\n"), folder: folder, after: [])
        #expect(raw?.contains("raw control character") == true, "\(raw ?? "")")
        #expect(try FuzzTests.rowProblem(input, Self.run("漢字漢字ab\n👍🏽 x\u{200B}y"), folder: folder, after: []) == nil)
        // Past the picture's rows (nothing there now) nothing is measured.
        #expect(try FuzzTests.rowProblem(input, Self.run("a\nb\n漢字漢字漢字"), folder: folder, after: []) == nil)
    }

    @Test("A border one column off its ASCII twin's is found")
    func borders() {
        #expect(FuzzTests.boxColumns("│漢字│") == [0, 5])
        #expect(FuzzTests.boxColumns("│xxxx│") == [0, 5])
        #expect(FuzzTests.boxColumns("│👍🏽\u{200B}│") != FuzzTests.boxColumns("│xxx│"))
    }

    @Test("The generator throws wide text with ASCII twins, and with escapes in it, at render and record")
    func generator() {
        var generator = FuzzGenerator(seed: 1)
        let cases = (0..<900).map { generator.next(index: $0) }.filter { $0.name.hasPrefix("wide text") }
        #expect(cases.count > 60)
        #expect(cases.contains { $0.twin != nil && $0.arguments[0] == "render" })
        #expect(cases.contains { $0.twin != nil && $0.arguments[0] == "record" })
        #expect(cases.contains { $0.twin == nil }, "some hold an escape: no twin, still measured")
        let text = cases.map { $0.files["app.json"] ?? "" }.joined()
        for scalar: Unicode.Scalar in ["\u{200B}", "\u{FEFF}", "\u{200D}", "\u{1F3FD}", "邮"] {
            #expect(text.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16))")
        }
        #expect(text.contains("\\u001b"), "an escape, as JSON writes it")
    }
}
