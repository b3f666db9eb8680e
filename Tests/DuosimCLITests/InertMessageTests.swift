import Foundation
import TestSupport
import Testing

/// Issue 30's messages: one line, nothing a terminal would act on, whatever the input held.
@Suite("Messages: one line and inert")
struct InertMessageTests {
    static let hostile = [
        "a\nb", "\u{1B}]0;pwned\u{7}", "\u{1B}]52;c;cHduZWQ=\u{7}", "\u{1B}[2J\u{1B}[H", "x\r\u{1B}[K", "\u{9B}31m",
        "\u{202E}txt.exe",
    ]

    /// Whether `stderr` is one `duosim:` line with no control character but its line feed.
    func inert(_ stderr: String) -> Bool {
        stderr.hasPrefix("duosim: ") && stderr.hasSuffix("\n") && stderr.filter { $0 == "\n" }.count == 1
            && !stderr.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) }
            && !stderr.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }
    }

    @Test(
        "Hostile text in an argument, a profile string or a tape line comes back escaped, on one line",
        arguments: hostile)
    func escaped(text: String) throws {
        let folder = try temporaryFolder()
        try "Pose \(text)\n".write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let profile =
            #"{"name": "x", "source": "assumed", "grid": "\#(text.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined())"}"#
        try profile.write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        for words in [
            ["query", "--pose", text], ["nope\(text)"], ["record", "t.tape"], ["query", "--app", "app.json"],
        ] {
            let result = try runBinary(words, in: folder)
            #expect(result.status > 1, "\(words)")
            #expect(inert(result.stderr), "\(words): \(result.stderr.debugDescription)")
        }
    }

    @Test("A message echoing a huge argument is capped: its start and its end, and how much was left out")
    func capped() throws {
        let result = try runBinary(["query", "--pose", String(repeating: "x", count: 100_000)])
        #expect(result.status == 64)
        #expect(result.stderr.count < 1200, "\(result.stderr.count) characters")
        #expect(result.stderr.contains("characters left out"))
        #expect(result.stderr.hasSuffix("see 'duosim query --help'\n"), "the end is kept")
    }
}
