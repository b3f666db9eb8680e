// MARK: - ArgumentList

/// The words of a command line, consumed by the command that reads them.
///
/// Accepts `--name value`, `--name=value` and flags; `--` ends the options.
/// Anything not consumed is an error, named in the message.
public struct ArgumentList: Sendable {
    private var words: [String]
    private var consumed: [Bool]
    private let command: String?
    private var optionsEnd: Int
    public init(_ words: [String], command: String?) {
        self.words = words
        self.consumed = Array(repeating: false, count: words.count)
        self.command = command
        self.optionsEnd = words.firstIndex(of: "--") ?? words.count
        if optionsEnd < words.count { consumed[optionsEnd] = true }
    }

    /// Whether a flag is present under any of `names` (consumes every occurrence).
    mutating func flag(_ names: [String]) throws -> Bool {
        var found = false
        for index in 0..<optionsEnd where !consumed[index] {
            let word = words[index]
            if names.contains(word) {
                consumed[index] = true
                found = true
            } else if let name = names.first(where: { word.hasPrefix($0 + "=") }) {
                throw CLIError.usage("\(name) takes no value", command: command)
            }
        }
        return found
    }

    /// Every value of an option under any of `names`, in order (consumes them all).
    mutating func values(_ names: [String]) throws -> [String] {
        try collect(names)
    }

    private mutating func collect(_ names: [String]) throws -> [String] {
        var result: [String] = []
        var index = 0
        while index < optionsEnd {
            defer { index += 1 }
            guard !consumed[index] else { continue }
            let word = words[index]
            if names.contains(word) {
                consumed[index] = true
                // An option after it is named whichever was read first, so the message doesn't
                // depend on the table's order.
                if index + 1 < optionsEnd, words[index + 1].hasPrefix("--") && words[index + 1].count > 2 {
                    throw CLIError.usage("\(word) needs a value (found option '\(words[index + 1])')", command: command)
                }
                guard index + 1 < words.count, index + 1 != optionsEnd, !consumed[index + 1] else {
                    throw CLIError.usage("\(word) needs a value", command: command)
                }
                let next = words[index + 1]
                consumed[index + 1] = true
                result.append(next)
                index += 1
            } else if let name = names.first(where: { word.hasPrefix($0 + "=") }) {
                consumed[index] = true
                let text = String(word.dropFirst(name.count + 1))
                if text.isEmpty { throw CLIError.usage("\(name) needs a value", command: command) }
                result.append(text)
            }
        }
        return result
    }

    /// The words not consumed that aren't options, in order (consumes them).
    public mutating func positionals() -> [String] {
        var result: [String] = []
        for index in words.indices where !consumed[index] {
            let word = words[index]
            if index > optionsEnd || !(word.hasPrefix("-") && word.count > 1) {
                consumed[index] = true
                result.append(word)
            }
        }
        return result
    }

    /// Fails on the first word nobody consumed.
    public func finish() throws {
        guard let index = consumed.firstIndex(of: false) else { return }
        let word = words[index]
        if word.hasPrefix("-") {
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            throw CLIError.usage("unknown option '\(name)'\(command.map { " for '\($0)'" } ?? "")", command: command)
        }
        throw CLIError.usage("unexpected argument '\(word)'", command: command)
    }
}
