// MARK: - XMLText

/// Text made safe inside XML (the JUnit reports of `audit` and `record --check`).
public enum XMLText {
    /// Text as XML character data or an attribute value: markup escaped, and the characters
    /// XML 1.0 forbids (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF) dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{9}", "\u{A}", "\u{D}": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
