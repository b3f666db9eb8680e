import PoseEngine

// MARK: - JSONValue

/// JSON with keys in the order written, for output people and diffs read.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.render() == rhs.render() }
    public func hash(into hasher: inout Hasher) { hasher.combine(render()) }

    /// The text, indented by two spaces a level, `\n` at the end when `pretty`.
    public func render(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: 0, pretty: pretty)
        return pretty ? out + "\n" : out
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        let newline = pretty ? "\n" : ""
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let closePad = pretty ? String(repeating: "  ", count: indent) : ""
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += JSONValue.formatNumber(value)
        case .string(let value): out += JSONValue.quote(value)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            // Short arrays of scalars stay on one line.
            if items.allSatisfy({ $0.isScalar }) {
                out += "[" + items.map { $0.render(pretty: false) }.joined(separator: ", ") + "]"
                return
            }
            out += "[" + newline
            for (index, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 1, pretty: pretty)
                out += (index < items.count - 1 ? "," : "") + newline
            }
            out += closePad + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            // Small objects of scalars (rects, sizes, margins, size classes) stay on one line.
            if pretty, members.allSatisfy({ $0.1.isScalar }) {
                let line =
                    "{"
                    + members.map { "\(JSONValue.quote($0.0)): \($0.1.render(pretty: false))" }.joined(separator: ", ")
                    + "}"
                if line.count <= 80 {
                    out += line
                    return
                }
            }
            out += "{" + newline
            for (index, (key, value)) in members.enumerated() {
                out += pad + JSONValue.quote(key) + (pretty ? ": " : ":")
                value.write(to: &out, indent: indent + 1, pretty: pretty)
                out += (index < members.count - 1 ? "," : "") + newline
            }
            out += closePad + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A JSON number: the shortest form of `value` rounded to 1e-6, so binary noise
    /// (`82.94999999999999`) never reaches a program; `null` for a value JSON can't hold.
    public static func formatNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A JSON string literal. Every character `InertRule` names is written `\uXXXX` (C0 as JSON
    /// must, and DEL, C1, the bidirectional controls and the line separators too): the same
    /// string, and inert on a terminal that shows the document.
    public static func quote(_ text: String) -> String {
        if text.utf8.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }),
            text.unicodeScalars.contains(where: { $0.value >= 0x7F && InertRule.needsEscape($0) })
        {
            return quoteScalarByScalar(text)
        }
        var text = text
        return text.withUTF8 { utf8 in
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + 16)
            out.append(UInt8(ascii: "\""))
            // Runs that need no escape go in whole; UTF-8 bytes of 0x80 and above pass through too.
            var run = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                run = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
                default:  // \u00XX, as ESC (\u001b) is in every frame of a recording
                    func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
                    out.append(UInt8(ascii: "u"))
                    out.append(UInt8(ascii: "0"))
                    out.append(UInt8(ascii: "0"))
                    out.append(hex(byte >> 4))
                    out.append(hex(byte & 0xF))
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
            out.append(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `quote` for text with a character past ASCII that `InertRule` names: scalar by scalar.
    private static func quoteScalarByScalar(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                guard InertRule.needsEscape(scalar) else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out + "\""
    }
}
