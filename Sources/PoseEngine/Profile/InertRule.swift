// MARK: - InertRule

/// The one rule for text from outside (a profile's string, a tape, the command line) wherever
/// duosim shows it — a message, a cell of the picture, a report, a page: a character a terminal
/// or a viewer would act on is written in the escape form messages use (`\n`, `\t`, `\u{1B}`), so
/// it shows and does nothing (Docs/CONTRACT.md, "Text from outside").
///
/// The characters: the C0 controls, DEL and the C1 controls (anything a terminal acts on), the
/// bidirectional marks, embeddings, overrides and isolates (they reorder what follows in a viewer
/// that reads them), and the line and paragraph separators (they break a line).
package enum InertRule {
    /// The characters written as escapes, by code point: C0, DEL and C1; the Arabic letter mark;
    /// the left-to-right and right-to-left marks; the line and paragraph separators, the
    /// embeddings, pop and overrides; the isolates.
    package static let escapedRanges: [ClosedRange<UInt32>] = [
        0...0x1F, 0x7F...0x9F, 0x61C...0x61C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069,
    ]

    /// Whether `scalar` is written as an escape (one of `escapedRanges`).
    @inline(__always)
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
        if value < 0x61C || value > 0x2069 { return false }
        return escapedRanges.contains { $0.contains(value) }
    }

    /// Whether `text` holds a character written as an escape.
    package static func needsEscape(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: needsEscape)
    }

    /// A bidirectional control: a mark, an embedding, an override or an isolate.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// What `scalar` is, for a message: `a control character (U+001B)`, `a bidirectional control
    /// (U+202E)`, `a line separator (U+2028)`.
    package static func name(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let number = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        if isBidiControl(scalar) { return "a bidirectional control (\(number))" }
        if scalar.value == 0x2028 || scalar.value == 0x2029 { return "a line or paragraph separator (\(number))" }
        return "a control character (\(number))"
    }

    /// The characters written as escapes, as a regular expression's class (ECMA 262, as JSON
    /// Schema's `pattern` reads it) that matches any one of them: an identifier must not match it.
    package static let escapedClass: String = {
        func code(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        let members = escapedRanges.map {
            $0.count == 1 ? code($0.lowerBound) : code($0.lowerBound) + "-" + code($0.upperBound)
        }
        return "[" + members.joined() + "]"
    }()

    /// The escape form of `scalar`: `\n`, `\r`, `\t`, `\0`, else `\u{HEX}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// `text` with every such character in its escape form (`keeping` one, such as a line feed
    /// in lines of text, as it is).
    package static func escaped(_ text: String, keeping kept: Unicode.Scalar? = nil) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) && $0 != kept }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) && scalar != kept {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
