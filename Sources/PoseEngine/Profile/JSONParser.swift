/// JSON `null`, as `JSONNode.value` holds it.
package struct JSONNull: Sendable, Equatable {
    /// The one null.
    package init() {}
}

/// A parsed JSON value as a Swift enum: reading it needs no dynamic casts, which were most of the
/// cost of loading a profile.
package indirect enum JSONTree: Sendable, Equatable {
    /// `{…}`: members by key (a key given twice keeps its last value), and the bytes it spans in
    /// the text (from its `{` to after its `}`), so a decoder can say where an entry is.
    case object([String: JSONTree], span: Range<Int>)
    /// `[…]`: elements in order.
    case array([JSONTree])
    /// A string, escapes resolved.
    case string(String)
    /// Any JSON number, as the nearest `Double`.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The value as Foundation-style `Any`: `[String: Any]`, `[Any]`, `String`, `Double`, `Bool`
    /// or `JSONNull`.
    package var any: Any {
        switch self {
        case .object(let members, _): return members.mapValues(\.any)
        case .array(let elements): return elements.map(\.any)
        case .string(let text): return text
        case .number(let number): return number
        case .bool(let bool): return bool
        case .null: return JSONNull()
        }
    }
}

/// Why some bytes aren't JSON, and where: a byte offset turned into a line and a column.
struct JSONSyntaxError: Error {
    var message: String
    var line: Int
    var column: Int
    /// A key given twice in one object (JSON, but which value counts is anyone's guess).
    var repeated: RepeatedKey?

    /// `unexpected "}" (line 3, column 7)`.
    var description: String { "\(message) (line \(line), column \(column))" }
}

/// A small RFC 8259 reader into a `JSONTree`. Written here so the engine needs no
/// Foundation (its JSON reader alone doubles the process's memory); errors name a line and a column.
struct JSONParser {
    /// Nesting allowed (profiles need ~10; at ~5 KiB of stack a level, fits a 512 KiB thread stack).
    static let maximumDepth = 32

    private let bytes: [UInt8]
    var index = 0
    private var depth = 0

    /// Parses a whole document (one value, whitespace around it, an optional UTF-8 byte order mark).
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTree {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Values

    mutating func value() throws(JSONSyntaxError) -> JSONTree {
        guard index < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            let start = index
            let members = try object()
            return .object(members, span: start..<index)
        case UInt8(ascii: "["): return .array(try array())
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected \(describeByte(at: index))")
        }
    }

    /// An object's members. A key may appear once (keys starting with `$`, which are ignored,
    /// excepted): a second one is an error naming both places.
    private mutating func object() throws(JSONSyntaxError) -> [String: JSONTree] {
        let open = index
        var members: [String: JSONTree] = [:]
        try items(closedBy: UInt8(ascii: "}"), in: "an object") { parser throws(JSONSyntaxError) in
            guard parser.peek(UInt8(ascii: "\"")) else { throw parser.failure("expected a key in quotes") }
            let keyStart = parser.index
            let key = try parser.string()
            parser.skipWhitespace()
            guard parser.peek(UInt8(ascii: ":")) else { throw parser.failure("expected \":\" after a key") }
            parser.index += 1
            parser.skipWhitespace()
            let value: JSONTree
            do throws(JSONSyntaxError) { value = try parser.value() } catch { throw error.inside(.key(key)) }
            if members.updateValue(value, forKey: key) != nil, !key.hasPrefix("$") {
                throw parser.repeatedKey(key, at: keyStart, inObjectAt: open)
            }
        }
        return members
    }

    private mutating func array() throws(JSONSyntaxError) -> [JSONTree] {
        var elements: [JSONTree] = []
        try items(closedBy: UInt8(ascii: "]"), in: "an array") { parser throws(JSONSyntaxError) in
            do throws(JSONSyntaxError) { elements.append(try parser.value()) } catch {
                throw error.inside(.index(elements.count))
            }
        }
        return elements
    }

    /// The error for `key` given again at `offset`: the object (from `open`) is read again to
    /// find where it was first (only on this path: reading keeps no offsets).
    private func repeatedKey(_ key: String, at offset: Int, inObjectAt open: Int) -> JSONSyntaxError {
        var scan = JSONParser(bytes: bytes)
        scan.index = open + 1
        var first = offset
        while scan.index < offset {
            scan.skipWhitespace()
            let start = scan.index
            guard let found = try? scan.string() else { break }
            if found == key {
                first = start
                break
            }
            scan.skipWhitespace()
            scan.index += 1  // the colon
            scan.skipWhitespace()
            guard (try? scan.value()) != nil else { break }
            scan.skipWhitespace()
            scan.index += 1  // the comma
        }
        var error = failure("the key \"\(key)\" is given twice", at: offset)
        let before = failure("", at: first)
        error.repeated = RepeatedKey(
            key: key, steps: [.key(key)], first: (before.line, before.column), second: (error.line, error.column))
        return error
    }

    /// The items of the object or array whose opening bracket is at `index`, up to `closer`,
    /// separated by commas: `item` reads one, from its first byte.
    private mutating func items(
        closedBy closer: UInt8, in container: String, _ item: (inout JSONParser) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try enter()
        index += 1
        skipWhitespace()
        if !peek(closer) {
            while true {
                skipWhitespace()
                try item(&self)
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                } else if peek(closer) {
                    break
                } else {
                    throw failure("expected \",\" or \"\(Character(Unicode.Scalar(closer)))\" in \(container)")
                }
            }
        }
        index += 1
        depth -= 1
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func literal(_ word: String, _ result: JSONTree) throws(JSONSyntaxError) -> JSONTree {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else { throw failure("unexpected \(describeByte(at: index))") }
        index += expected.count
        return result
    }

    // MARK: Numbers

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure("a number can't start with 0") }
        } else {
            skipDigits()
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit after \".\"") }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text) else { throw failure("unreadable number", at: start) }
        return number
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Strings

    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // The common case: no escapes, so the bytes are the string.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
            bytes[index] >= 0x20
        {
            index += 1
        }
        guard index < bytes.count else { throw failure("unterminated string", at: start - 1) }
        if bytes[index] == UInt8(ascii: "\"") {
            let text = try utf8(bytes[start..<index], at: start)
            index += 1
            return text
        }
        var scalars: [UInt8] = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw failure("unterminated string", at: start - 1) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try utf8(scalars[...], at: start)
            }
            guard byte >= 0x20 else { throw failure("a control character inside a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                scalars.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("unterminated string", at: start - 1) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"): scalars.append(contentsOf: try unicodeEscape())
            default: throw failure("unknown escape \"\\\(Character(Unicode.Scalar(escape)))\"", at: index - 2)
            }
        }
    }

    /// The UTF-8 bytes of a `\uXXXX` escape (the `\u` already read), joining a surrogate pair.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
        let escapeStart = index - 2
        let high = try hexQuad()
        var value = high
        if (0xD800...0xDBFF).contains(high) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("a lone surrogate in \\u escape", at: escapeStart) }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure("a lone surrogate in \\u escape", at: escapeStart)
            }
            value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(high) {
            throw failure("a lone surrogate in \\u escape", at: escapeStart)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("invalid \\u escape", at: escapeStart) }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw failure("expected four hex digits after \\u") }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// The bytes as a string, when they are valid UTF-8. Decoding repairs bad bytes (each becomes
    /// U+FFFD), so the bytes were valid exactly when the string's are the same: the check
    /// `String(validating:as:)` makes, which exists only from macOS 15 and iOS 18.
    private func utf8(_ slice: ArraySlice<UInt8>, at offset: Int) throws(JSONSyntaxError) -> String {
        let text = String(decoding: slice, as: UTF8.self)
        guard text.utf8.elementsEqual(slice) else { throw failure("a string that isn't valid UTF-8", at: offset) }
        return text
    }

    // MARK: Position

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        guard byte >= 0x21, byte < 0x7F else { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
        return "\"\(Character(Unicode.Scalar(byte)))\""
    }

    private func failure(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let position = min(offset ?? index, bytes.count)
        let before = bytes[..<position]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        let column = bytes[lineStart..<position].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return JSONSyntaxError(message: message, line: line, column: column)
    }
}
