import Simulator

// MARK: - TapePattern

/// A `Wait` pattern, compiled for a matcher that can't run away: RE2's syntax (what VHS's Go
/// patterns use), matched by simulating every possible path at once over the text's scalars
/// (Thompson's construction, a Pike VM without captures). Time is at most the text's length
/// times the program's size, whatever the pattern: `(a+)+$` on a screen of `a`s takes no longer
/// than `a$`. Patterns are bounded: 1000 characters, repetitions up to 1000, 5000 instructions.
public struct TapePattern: Hashable, Sendable, CustomStringConvertible {
    enum Instruction: Sendable {
        case scalar(ScalarTest)
        case split(Int, Int)
        case jump(Int)
        case assert(PatternAssertion)
        case match
    }

    let program: [Instruction]
    /// The pattern as written (two patterns are the same when they are written the same).
    public let source: String

    public static let characterLimit = 1000
    public static let instructionLimit = 5000

    /// - Throws: `PatternError` for a pattern that can't be read or is past the bounds.
    public init(_ pattern: String) throws {
        guard pattern.count <= Self.characterLimit else {
            throw PatternError(description: "longer than \(Self.characterLimit) characters")
        }
        var syntax = PatternSyntax(pattern)
        var compiler = Compiler()
        try compiler.emit(try syntax.parse())
        try compiler.append(.match)
        program = compiler.program
        source = pattern
    }

    public var description: String { source }

    public static func == (a: TapePattern, b: TapePattern) -> Bool { a.source == b.source }

    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// Whether the pattern matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        matches(Array(text.unicodeScalars))
    }

    func matches(_ scalars: [Unicode.Scalar]) -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        // `mark[pc] == position`: the thread is already on the list for that position.
        var mark = [Int](repeating: -1, count: program.count)
        var stack: [Int] = []
        for position in 0...scalars.count {
            // A new start at every position: the pattern may match anywhere.
            if follow(0, at: position, in: scalars, into: &current, mark: &mark, stack: &stack) { return true }
            guard position < scalars.count else { break }
            next.removeAll(keepingCapacity: true)
            for pc in current {
                guard case .scalar(let test) = program[pc], test.matches(scalars[position]) else { continue }
                if follow(pc + 1, at: position + 1, in: scalars, into: &next, mark: &mark, stack: &stack) {
                    return true
                }
            }
            swap(&current, &next)
        }
        return false
    }

    /// Adds the threads `pc` leads to without reading a scalar; whether one of them matches.
    private func follow(
        _ start: Int, at position: Int, in scalars: [Unicode.Scalar], into list: inout [Int], mark: inout [Int],
        stack: inout [Int]
    ) -> Bool {
        stack.append(start)
        while let pc = stack.popLast() {
            guard mark[pc] != position else { continue }
            mark[pc] = position
            switch program[pc] {
            case .match:
                stack.removeAll()
                return true
            case .scalar: list.append(pc)
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assert(let assertion):
                if Self.holds(assertion, at: position, in: scalars) { stack.append(pc + 1) }
            }
        }
        return false
    }

    static func holds(_ assertion: PatternAssertion, at position: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let before: Unicode.Scalar? = position > 0 ? scalars[position - 1] : nil
        let after: Unicode.Scalar? = position < scalars.count ? scalars[position] : nil
        switch assertion {
        case .textStart: return before == nil
        case .textEnd: return after == nil
        case .lineStart: return before == nil || before == "\n"
        case .lineEnd: return after == nil || after == "\n"
        case .wordBoundary: return isWord(before) != isWord(after)
        case .notWordBoundary: return isWord(before) == isWord(after)
        }
    }

    static func isWord(_ scalar: Unicode.Scalar?) -> Bool {
        guard let value = scalar?.value else { return false }
        return ScalarTest.word.contains { $0.contains(value) }
    }

    // MARK: Compiling

    struct Compiler {
        var program: [Instruction] = []

        mutating func append(_ instruction: Instruction) throws {
            guard program.count < TapePattern.instructionLimit else {
                throw PatternError(description: "too large once its repetitions are spelt out")
            }
            program.append(instruction)
        }

        mutating func emit(_ node: PatternNode) throws {
            switch node {
            case .empty: break
            case .scalar(let test): try append(.scalar(test))
            case .assertion(let assertion): try append(.assert(assertion))
            case .sequence(let items): for item in items { try emit(item) }
            case .either(let branches): try emitEither(branches[...])
            case .repeating(let body, let min, let max):
                for _ in 0..<min { try emit(body) }
                if let max {
                    for _ in min..<max { try emitOptional(body) }
                } else {
                    try emitLoop(body)
                }
            }
        }

        /// `a|b|c`: try `a`, else the rest.
        mutating func emitEither(_ branches: ArraySlice<PatternNode>) throws {
            guard let first = branches.first else { return }
            guard branches.count > 1 else { return try emit(first) }
            let split = program.count
            try append(.split(split + 1, 0))
            try emit(first)
            let jump = program.count
            try append(.jump(0))
            program[split] = .split(split + 1, program.count)
            try emitEither(branches.dropFirst())
            program[jump] = .jump(program.count)
        }

        /// `body?`.
        mutating func emitOptional(_ body: PatternNode) throws {
            let split = program.count
            try append(.split(split + 1, 0))
            try emit(body)
            program[split] = .split(split + 1, program.count)
        }

        /// `body*`.
        mutating func emitLoop(_ body: PatternNode) throws {
            let split = program.count
            try append(.split(split + 1, 0))
            try emit(body)
            try append(.jump(split))
            program[split] = .split(split + 1, program.count)
        }
    }
}
