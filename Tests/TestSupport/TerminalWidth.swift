import CellGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - TerminalWidth

// wcwidth(3) is X/Open: the C library's module leaves it out, the library has it.
@_silgen_name("wcwidth") private func wcwidth(_ character: Int32) -> Int32

/// How wide a terminal draws text, from the C library's own tables (`wcwidth(3)`, what ncurses and
/// tmux read), not duosim's: the measure the tests hold every row of every output to.
///
/// A grapheme cluster (the standard library's breaking) is as wide as `wcswidth` says of its
/// scalars, except an emoji sequence (an emoji with a skin tone, variation selector 16 or a
/// zero-width joiner; two regional indicators), which terminals that join emoji draw two wide.
public enum TerminalWidth {
    #if canImport(Glibc)
        /// A UTF-8 locale, made once (never freed: the tests' process ends with it).
        nonisolated(unsafe) private static let utf8Locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
    #endif

    /// Runs `body` in a UTF-8 locale on this thread, so `wcwidth` reads the Unicode tables
    /// whatever the process's locale.
    private static func inUTF8<R>(_ body: () -> R) -> R {
        #if canImport(Glibc)
            guard let utf8 = utf8Locale else { return body() }
            let old = uselocale(utf8)
            defer { uselocale(old) }
        #endif
        return body()
    }

    /// The C library's width of one scalar: 0, 1, 2, or -1 when it isn't printable.
    public static func wcwidthOf(_ scalar: Unicode.Scalar) -> Int {
        inUTF8 { Int(wcwidth(Int32(bitPattern: scalar.value))) }
    }

    /// The widths of every scalar from 0 to U+10FFFF (surrogates -1), read once.
    public static func allScalars() -> [Int8] {
        inUTF8 {
            (0..<0x11_0000).map { value in
                (0xD800..<0xE000).contains(value) ? -1 : Int8(wcwidth(Int32(value)))
            }
        }
    }

    /// The cells `text` takes, or `nil` when it holds something a terminal wouldn't print as text
    /// (a control character: a raw byte a terminal acts on).
    public static func of(_ text: String) -> Int? {
        inUTF8 {
            var total = 0
            for character in text {
                guard let width = cluster(character) else { return nil }
                total += width
            }
            return total
        }
    }

    /// One cluster's cells (the locale already set).
    private static func cluster(_ character: Character) -> Int? {
        let scalars = Array(character.unicodeScalars)
        var sum = 0
        for scalar in scalars {
            let width = Int(wcwidth(Int32(bitPattern: scalar.value)))
            guard width >= 0 else { return nil }
            sum += width
        }
        guard scalars.count > 1, let first = scalars.first else { return sum }
        let emojiBase = first.properties.isEmoji
        let isRegional = { (s: Unicode.Scalar) in (0x1F1E6...0x1F1FF).contains(s.value) }
        let emoji = scalars.dropFirst().contains { scalar in
            switch scalar.value {
            case 0xFE0F, 0x200D: return emojiBase
            case 0x1F3FB...0x1F3FF: return true
            default: return isRegional(scalar) && isRegional(first)
            }
        }
        return emoji ? 2 : min(sum, 2)
    }

    /// Whether `text` holds a raw control character (C0 but line feeds, DEL, C1), a bidirectional
    /// control or a line separator: what may never reach an output.
    public static func rawControl(in text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            guard !allowed.contains(scalar) else { return false }
            switch scalar.value {
            case 0..<0x20, 0x7F..<0xA0, 0x61C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
    }
}

extension Grid {
    /// The width a terminal gives row `row` of the text capture (`line`, trailing blanks trimmed),
    /// with the trimmed blanks counted back: the grid's width when the row is whole; `nil` when it
    /// holds a raw control character.
    public func measuredWidth(_ row: Int) -> Int? {
        var trailing = 0
        while trailing < width, self[width - 1 - trailing, row] == Cell(" ", self[width - 1 - trailing, row].style) {
            trailing += 1
        }
        return TerminalWidth.of(line(row)).map { $0 + trailing }
    }
}
