import CellGrid
import TestSupport
import Testing

/// The width table the binary carries is the C library's, scalar for scalar (`.ci/width-table.py`
/// wrote it from GNU libc 2.36): what ncurses and tmux use to place what duosim sends.
@Suite("Display width")
struct DisplayWidthTests {
    @Test("Every scalar is as wide as the C library's wcwidth says (or it regenerates the table)")
    func tableIsTheCLibrarys() throws {
        #if !canImport(Glibc)
            print("skipped: the width table is the GNU C library's; this platform's wcwidth differs")
            return
        #else
            let libc = TerminalWidth.allScalars()
            var differences: [String] = []
            for value in 0..<0x11_0000 {
                guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
                let ours = DisplayWidth.of(scalar) ?? -1
                if ours != Int(libc[value]) {
                    differences.append("U+\(String(value, radix: 16)): \(ours), wcwidth \(libc[value])")
                }
            }
            #expect(
                differences.isEmpty,
                "\(differences.count) scalars differ from this C library (python3 .ci/width-table.py regenerates the table): \(differences.prefix(10))"
            )
        #endif
    }

    @Test("A cluster: its scalars' widths together, an emoji sequence two cells")
    func clusters() {
        func width(_ text: String) -> Int? { DisplayWidth.of(cluster: text.unicodeScalars)?.width }
        #expect(width("👍🏽") == 2)
        #expect(width("👨‍👩‍👧‍👦") == 2)
        #expect(width("🇫🇷") == 2)
        #expect(width("❤\u{fe0f}") == 2)
        #expect(width("e\u{301}") == 1)
        #expect(width("\u{1100}\u{1161}\u{11a8}") == 2)
        #expect(DisplayWidth.of(cluster: "👍🏽".unicodeScalars)?.unjoined == 4)
        #expect(DisplayWidth.of(cluster: "❤\u{fe0f}".unicodeScalars)?.unjoined == 1)
        for text in ["👍🏽", "👨‍👩‍👧‍👦", "🇫🇷", "❤\u{fe0f}", "e\u{301}", "\u{1100}\u{1161}\u{11a8}", "क्ष", "1\u{fe0f}\u{20e3}"] {
            #expect(width(text) == TerminalWidth.of(text), "\(text)")
        }
    }
}
