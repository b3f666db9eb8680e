import Simulator

// MARK: - Atoms

extension PatternSyntax {
    /// One atom, or nil for a group that only set flags (`(?i)`).
    mutating func atom() throws -> PatternNode? {
        let scalar = take()
        switch scalar {
        case "(": return try group()
        case ".":
            return .scalar(ScalarTest(ranges: dotAll ? [0...0x10FFFF] : [0...9, 11...0x10FFFF]))
        case "^": return .assertion(multiLine ? .lineStart : .textStart)
        case "$": return .assertion(multiLine ? .lineEnd : .textEnd)
        case "[": return .scalar(try characterClass())
        case "\\": return try escape()
        case "*", "+", "?": throw failure("'\(scalar)' repeats nothing")
        default: return literal(scalar.value)
        }
    }

    func literal(_ value: UInt32) -> PatternNode {
        .scalar(ScalarTest(ranges: [value...value], ignoreCase: ignoreCase))
    }

    /// After `(`: a group, a non-capturing or named one, or flags.
    mutating func group() throws -> PatternNode? {
        if here == "?" {
            index += 1
            if here == "P" || here == "<" {
                if here == "P" { index += 1 }
                guard here == "<", let close = scalars[index...].firstIndex(of: ">") else {
                    throw failure("a group's name must be (?P<name>…)")
                }
                index = close + 1
            } else if try flags() {
                return nil
            }
        }
        let saved = (ignoreCase, multiLine, dotAll)
        let inside = try alternation()
        guard here == ")" else { throw failure("missing ')'") }
        index += 1
        (ignoreCase, multiLine, dotAll) = saved
        return inside
    }

    /// `i`, `m`, `s` (and `-` to turn them off) up to `)` (for the rest) or `:` (for a group).
    /// - Returns: whether the flags stood alone (`(?i)`).
    mutating func flags() throws -> Bool {
        var on = true
        while let scalar = here {
            index += 1
            switch scalar {
            case "i": ignoreCase = on
            case "m": multiLine = on
            case "s": dotAll = on
            case "U": break
            case "-": on = false
            case ":": return false
            case ")": return true
            default: throw failure("unknown flag '\(scalar)'")
            }
        }
        throw failure("missing ')'")
    }

    /// `[…]`: ranges, escapes, POSIX classes, `^` for the complement.
    mutating func characterClass() throws -> ScalarTest {
        var test = ScalarTest(ranges: [], ignoreCase: ignoreCase)
        if here == "^" {
            index += 1
            test.negated = true
        }
        var first = true
        while let scalar = here, scalar != "]" || first {
            first = false
            if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == ":" {
                test.ranges += try posixClass()
                continue
            }
            let low = try classMember()
            guard case .single(let start) = low else {
                if case .set(let ranges) = low { test.ranges += ranges }
                continue
            }
            if here == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                guard case .single(let end) = try classMember(), end >= start else {
                    throw failure("a bad range in a class")
                }
                test.ranges.append(start...end)
            } else {
                test.ranges.append(start...start)
            }
        }
        guard here == "]" else { throw failure("missing ']'") }
        index += 1
        return test
    }

    enum ClassMember {
        case single(UInt32)
        case set([ClosedRange<UInt32>])
    }

    mutating func classMember() throws -> ClassMember {
        let scalar = take()
        guard scalar == "\\" else { return .single(scalar.value) }
        guard !atEnd else { throw failure("a trailing '\\'") }
        let escaped = take()
        if let ranges = Self.shorthand(escaped) { return .set(ranges) }
        return .single(try escapedValue(escaped))
    }

    mutating func posixClass() throws -> [ClosedRange<UInt32>] {
        guard let close = scalars[index...].firstIndex(of: "]"), close > index + 3, scalars[close - 1] == ":" else {
            throw failure("a bad [:class:]")
        }
        var name = String(String.UnicodeScalarView(scalars[(index + 2)..<(close - 1)]))
        let negated = name.hasPrefix("^")
        if negated { name.removeFirst() }
        guard let ranges = ScalarTest.posix[name] else { throw failure("unknown class [:\(name):]") }
        index = close + 1
        return negated ? Self.complement(ranges) : ranges
    }

    /// After `\`: a shorthand class, an anchor, an escaped character.
    mutating func escape() throws -> PatternNode {
        guard !atEnd else { throw failure("a trailing '\\'") }
        let scalar = take()
        if let ranges = Self.shorthand(scalar) { return .scalar(ScalarTest(ranges: ranges)) }
        switch scalar {
        case "b": return .assertion(.wordBoundary)
        case "B": return .assertion(.notWordBoundary)
        case "A": return .assertion(.textStart)
        case "z": return .assertion(.textEnd)
        case "p", "P": throw failure("Unicode classes (\\p) aren't read here")
        default: return literal(try escapedValue(scalar))
        }
    }

    /// `\n`, `\t`, `\x41`, `\x{263A}`, or a punctuation character as itself.
    mutating func escapedValue(_ scalar: Unicode.Scalar) throws -> UInt32 {
        let controls: [Unicode.Scalar: UInt32] = ["n": 10, "t": 9, "r": 13, "f": 12, "v": 11, "a": 7]
        if let value = controls[scalar] { return value }
        if scalar == "x" { return try hexValue() }
        guard scalar.value < 0x80, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
            throw failure("unknown escape '\\\(scalar)'")
        }
        return scalar.value
    }

    mutating func hexValue() throws -> UInt32 {
        var digits = ""
        if here == "{" {
            index += 1
            while let scalar = here, scalar != "}" { digits.unicodeScalars.append(take()) }
            index += 1
        } else {
            for _ in 0..<2 where !atEnd { digits.unicodeScalars.append(take()) }
        }
        guard let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil else {
            throw failure("a bad \\x escape")
        }
        return value
    }

    static func shorthand(_ scalar: Unicode.Scalar) -> [ClosedRange<UInt32>]? {
        switch scalar {
        case "d": return ScalarTest.digit
        case "D": return complement(ScalarTest.digit)
        case "w": return ScalarTest.word
        case "W": return complement(ScalarTest.word)
        case "s": return ScalarTest.space
        case "S": return complement(ScalarTest.space)
        default: return nil
        }
    }

    /// Every scalar value outside `ranges` (sorted, apart).
    static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = max(next, range.upperBound + 1)
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return result
    }
}
