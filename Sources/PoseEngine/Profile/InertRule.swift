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
    /// Whether `scalar` is written as an escape.
    @inline(__always)
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x61C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
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
