import Simulator

// MARK: - TapeLexer

/// Cuts a tape into tokens exactly as VHS's lexer does (`lexer/lexer.go`), byte by byte: spaces,
/// tabs and line ends separate; `#` comments to the end of the line; strings in `"…"`, `'…'` or
/// `` `…` `` end at their quote or at the line's end; `/…/` is a pattern (`\/` inside it);
/// `{…}` is JSON up to the first `}`; digits and dots are a number; a letter or a dot starts a
/// word of letters, digits and `. - _ / %`. Two things VHS doesn't have, which no tape VHS
/// accepts can contain: bytes of non-ASCII characters count as letters (`Pose café`, `127°`),
/// and a backslash before a string's own quote escapes it when the string then closes on its line
/// (`"say \"hi\""`); one that doesn't close is read VHS's way (`"cd && \"` ends at the quote).
public struct TapeLexer {
    let bytes: [UInt8]
    private var position = 0
    private var line = 1
    /// The line of the token before, to tell the first token of a line.
    private var lastLine = 0
    /// A byte of the current line whose column is known, so columns cost nothing on long lines.
    private var counted = (index: 0, column: 1)

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next token; `.end` forever at the end.
    public mutating func next() -> Token {
        let spaced = skipWhitespace()
        let startsLine = line != lastLine
        lastLine = line
        let column = column(of: position)
        let joined = !spaced && position > 0
        var token = Token(kind: .end, text: "", line: line, column: column, joined: joined, startsLine: startsLine)
        guard position < bytes.count else { return token }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "#"):
            token.kind = .comment
            token.text = take(from: position + 1, to: endOfLine(from: position))
        case UInt8(ascii: "{"):
            token.kind = .json
            let close = bytes[position...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
            token.text = take(from: position, to: min(close + 1, bytes.count))
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
            token.kind = .string
            token.text = readString(quote: byte)
        case UInt8(ascii: "/"):
            token.kind = .regex
            token.text = readRegex()
        default:
            readPlain(byte, into: &token)
        }
        return token
    }

    /// Numbers, words, symbols and bytes with no token.
    private mutating func readPlain(_ byte: UInt8, into token: inout Token) {
        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && Self.isDigit(next)) {
            token.kind = .number
            token.text = takeWhile { Self.isDigit($0) || $0 == UInt8(ascii: ".") }
        } else if Self.isLetter(byte) || byte == UInt8(ascii: ".") {
            token.kind = .word
            token.text = takeWhile { Self.isWordByte($0) }
        } else if Self.symbols.contains(byte) {
            token.kind = .symbol
            token.text = take(from: position, to: position + 1)
        } else {
            token.kind = .illegal
            token.text = take(from: position, to: position + 1)
        }
    }

    // MARK: Reading

    /// Skips spaces and line ends; whether there were any.
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, Self.isWhitespace(bytes[position]) {
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                counted = (position + 1, 1)
            }
            position += 1
        }
        return position != start
    }

    /// A string's text: VHS's way, or with `\QUOTE` escapes when that closes it on its line.
    private mutating func readString(quote: UInt8) -> String {
        let start = position + 1
        let lineEnd = endOfLine(from: start)
        var text: [UInt8] = []
        var index = start
        while index < lineEnd {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < lineEnd, bytes[index + 1] == quote {
                text.append(quote)
                index += 2
            } else if bytes[index] == quote {
                position = index + 1
                return String(decoding: text, as: UTF8.self)
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        // No closing quote with escapes: VHS's reading, to the first quote or the line's end.
        let close = bytes[start..<lineEnd].firstIndex(of: quote) ?? lineEnd
        position = min(close + 1, lineEnd)
        return String(decoding: bytes[start..<close], as: UTF8.self)
    }

    /// A pattern between slashes: an odd run of backslashes escapes the closing slash.
    private mutating func readRegex() -> String {
        let start = position + 1
        let lineEnd = endOfLine(from: start)
        var index = start
        var backslashes = 0
        while index < lineEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && backslashes % 2 == 0 { break }
            backslashes = byte == UInt8(ascii: "\\") ? backslashes + 1 : 0
            index += 1
        }
        position = min(index + 1, lineEnd)
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func endOfLine(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        return index
    }

    private mutating func take(from start: Int, to end: Int) -> String {
        position = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func takeWhile(_ keep: (UInt8) -> Bool) -> String {
        var end = position
        while end < bytes.count, keep(bytes[end]) { end += 1 }
        return take(from: position, to: end)
    }

    /// The column of byte `index` on the current line, in characters from 1.
    private mutating func column(of index: Int) -> Int {
        var column = counted.column
        for byte in bytes[counted.index..<min(index, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
        counted = (index, column)
        return column
    }

    // MARK: Bytes

    static let symbols: Set<UInt8> = Set("@=+%-[]^\\".utf8)

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// ASCII letters, and every byte of a non-ASCII character.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "._-/%".utf8.contains(byte)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
