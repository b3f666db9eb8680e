import Runtime
import Testing

/// VHS's lexer skips spaces between tokens, so `Left @100ms 2` is `Left@100ms 2` and
/// `Wait + Screen /x/` is `Wait+Screen /x/`: real tapes are written both ways.
@Suite("Tape parser: spaces around @ and + mean nothing, as in VHS")
struct TapeSpacingTests {
    /// Tapes written joined, as the docs write them; each is also read with spaces put around
    /// every `@` and `+` outside its strings and patterns.
    static let joined = [
        "Left@100ms 2", "Right@1s", "Down@0.2s 10", "Up@50ms", "Enter@10ms 3", "Backspace@5ms 4",
        "Type@100ms \"jjjjq\"", "Wait@5s /x/", "Wait+Screen /x/", "Wait+Line@2s /a b/", "Wait+Screen@1m",
        "ScrollUp@1s 2", "ScrollDown@1s", "Alt+Enter", "Alt+x", "Alt+Tab", "Ctrl+C", "Ctrl+Shift+O",
        "Ctrl+Alt+x", "Shift+Tab", "Shift+Enter", "Tab@20ms 2", "Space@1ms", "PageUp@5ms 3",
    ]

    /// `line` with a space on both sides of each `@` and `+` that isn't inside quotes or slashes.
    static func spaced(_ line: String) -> String {
        var out = ""
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
                out.append(character)
            } else if character == "\"" || character == "/" {
                quote = character
                out.append(character)
            } else if character == "@" || character == "+" {
                out += " \(character) "
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The commands and per-command speeds a tape reads to.
    static func read(_ text: String) throws -> [String] {
        try TapeParser.parse(text, file: "t.tape").lines.map { "\($0.command) @\($0.speed.map { "\($0)" } ?? "-")" }
    }

    @Test("Spaced and joined read the same", arguments: joined)
    func spacedReadsAsJoined(line: String) throws {
        let spaced = Self.spaced(line)
        #expect(spaced != line, "the case must have an @ or a +")
        let expected = try Self.read(line)
        let found = try Self.read(spaced)
        #expect(found == expected, "\(spaced)")
    }

    @Test("A line that starts with @ or + is still not part of the line before it")
    func nextLineIsItsOwn() {
        #expect(errors("Left\n@100ms").first?.hasPrefix("2:1:") == true, "\(errors("Left\n@100ms"))")
        #expect(errors("Alt\n+Enter").first?.hasPrefix("1:1: Alt needs a key") == true, "\(errors("Alt\n+Enter"))")
    }

    @Test("Ctrl+s and Ctrl+m: refused as VHS refuses them, saying why and what to write")
    func controlUnits() {
        for (letter, unit) in [("s", "seconds"), ("m", "minutes")] {
            let found = errors("Ctrl+\(letter)").first ?? ""
            #expect(found.contains("'\(letter)' as a unit (\(unit))"), "\(found)")
            #expect(found.contains("write Ctrl+\(letter.uppercased())"), "\(found)")
            #expect(errors("Ctrl+\(letter.uppercased())").isEmpty)
        }
    }
}
