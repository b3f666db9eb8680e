import PoseEngine

// MARK: - XMLText

/// Text made safe inside XML (the JUnit reports of `audit` and `record --check`).
public enum XMLText {
    /// Text as XML character data or an attribute value: markup escaped; the characters
    /// `InertRule` names but the line feed in their escape form (tab and carriage return too,
    /// which XML allows but a terminal acts on), so no C0 control XML 1.0 forbids reaches it;
    /// U+FFFE and U+FFFF dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{A}": out.unicodeScalars.append(scalar)
            default:
                if InertRule.needsEscape(scalar) {
                    out += InertRule.escape(scalar)
                } else if scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
