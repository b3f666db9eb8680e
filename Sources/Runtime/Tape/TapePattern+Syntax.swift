import Simulator

// MARK: - Pattern syntax

/// What a `Wait` pattern is made of, read from RE2's syntax (the syntax VHS's Go patterns use):
/// literals and escapes, `.`, classes (`[a-z]`, `[^…]`, `[[:alpha:]]`, `\d \w \s` and their
/// capitals), anchors (`^ $ \A \z \b \B`), groups (`(…)`, `(?:…)`, `(?P<name>…)`, flags `(?i)`,
/// `(?m)`, `(?s)`), alternation and repetition (`* + ? {n} {n,} {n,m}`, lazy or not).
indirect enum PatternNode {
    case empty
    case scalar(ScalarTest)
    case sequence([PatternNode])
    case either([PatternNode])
    case repeating(PatternNode, min: Int, max: Int?)
    case assertion(PatternAssertion)
}

enum PatternAssertion {
    case lineStart, lineEnd, textStart, textEnd, wordBoundary, notWordBoundary
}

/// A test of one scalar: a set of ranges (or their complement), and whether case counts.
struct ScalarTest {
    var ranges: [ClosedRange<UInt32>]
    var negated = false
    var ignoreCase = false

    func matches(_ scalar: Unicode.Scalar) -> Bool {
        if contains(scalar.value) != negated { return true }
        guard ignoreCase else { return false }
        for other in Self.otherCases(scalar) where contains(other) != negated { return true }
        return false
    }

    private func contains(_ value: UInt32) -> Bool { ranges.contains { $0.contains(value) } }

    static func otherCases(_ scalar: Unicode.Scalar) -> [UInt32] {
        [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping].compactMap { mapped in
            mapped.unicodeScalars.count == 1 ? mapped.unicodeScalars.first?.value : nil
        }
    }

    static let digit: [ClosedRange<UInt32>] = [0x30...0x39]
    static let word: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
    static let space: [ClosedRange<UInt32>] = [0x09...0x0A, 0x0C...0x0D, 0x20...0x20]
    static let posix: [String: [ClosedRange<UInt32>]] = [
        "alpha": [0x41...0x5A, 0x61...0x7A], "digit": digit, "alnum": [0x30...0x39, 0x41...0x5A, 0x61...0x7A],
        "upper": [0x41...0x5A], "lower": [0x61...0x7A], "space": [0x09...0x0D, 0x20...0x20], "word": word,
        "xdigit": [0x30...0x39, 0x41...0x46, 0x61...0x66],
        "punct": [0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E],
        "blank": [0x09...0x09, 0x20...0x20], "cntrl": [0x00...0x1F, 0x7F...0x7F], "print": [0x20...0x7E],
        "graph": [0x21...0x7E], "ascii": [0x00...0x7F],
    ]
}

/// Why a pattern can't be read.
public struct PatternError: Error, CustomStringConvertible {
    public var description: String
}

/// Reads a pattern's scalars into a `PatternNode`.
struct PatternSyntax {
    let scalars: [Unicode.Scalar]
    var index = 0
    var ignoreCase = false
    var multiLine = false
    var dotAll = false

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    var atEnd: Bool { index >= scalars.count }
    var here: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    mutating func take() -> Unicode.Scalar {
        defer { index += 1 }
        return scalars[index]
    }

    func failure(_ text: String) -> PatternError { PatternError(description: text) }

    mutating func parse() throws -> PatternNode {
        let node = try alternation()
        guard atEnd else { throw failure("unexpected ')'") }
        return node
    }

    mutating func alternation() throws -> PatternNode {
        var branches = [try sequence()]
        while here == "|" {
            index += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .either(branches)
    }

    mutating func sequence() throws -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = here, scalar != "|", scalar != ")" {
            guard let atom = try atom() else { continue }
            items.append(try repetitions(of: atom))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// `*`, `+`, `?` or `{…}` after an atom, each maybe lazy (`*?`): laziness changes no match.
    mutating func repetitions(of atom: PatternNode) throws -> PatternNode {
        guard let bounds = try repetition() else { return atom }
        if here == "?" { index += 1 }
        if let scalar = here, "*+?".unicodeScalars.contains(scalar) || (scalar == "{" && peekBraces() != nil) {
            throw failure("a repetition of a repetition ('\(scalar)')")
        }
        if case .assertion = atom { return atom }
        return .repeating(atom, min: bounds.min, max: bounds.max)
    }

    mutating func repetition() throws -> (min: Int, max: Int?)? {
        let simple: [Unicode.Scalar: (Int, Int?)] = ["*": (0, nil), "+": (1, nil), "?": (0, 1)]
        if let scalar = here, let bounds = simple[scalar] {
            index += 1
            return bounds
        }
        switch here {
        case "{":
            guard let (bounds, length) = peekBraces() else { return nil }
            index += length
            guard bounds.max.map({ $0 >= bounds.min }) ?? true, bounds.min <= 1000, (bounds.max ?? 0) <= 1000 else {
                throw failure("a repetition count above 1000 or backwards")
            }
            return bounds
        default: return nil
        }
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index`, and its length; nil when the brace is a literal.
    func peekBraces() -> ((min: Int, max: Int?), Int)? {
        guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
        let inside = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let low = Int(parts[0]) else { return nil }
        if parts.count == 1 { return ((low, low), close - index + 1) }
        if parts[1].isEmpty { return ((low, nil), close - index + 1) }
        guard let high = Int(parts[1]) else { return nil }
        return ((low, high), close - index + 1)
    }
}
