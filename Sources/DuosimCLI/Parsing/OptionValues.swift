import FileIO
import PoseEngine
import Simulator

// MARK: - OptionValues

/// A command line's options read from the command's table: every option by its `kind`, so a bad
/// value is refused as it is read, with the option's name; the command then asks for typed values
/// by the table's rows, never by a name written again.
public struct OptionValues {
    /// One option's value as its kind reads it.
    enum Value: Equatable {
        case flag
        case text(String)
        case number(Double)
        case size(columns: Int, rows: Int)
        case reading(name: String, value: String)
    }

    private var given: [String: [Value]] = [:]
    /// The rows the command asked for, given or not (a row given and never asked for is refused).
    private(set) var asked: Set<String> = []
    /// The command named in messages.
    let command: String

    /// Reads every option of `options` from `arguments`, in the table's order (consumes them).
    /// - Throws: `CLIError.usage` naming the option for a missing or bad value.
    init(_ arguments: inout ArgumentList, options: [OptionSpec], command: String) throws {
        self.command = command
        for option in options {
            if option.kind == .flag {
                if try arguments.flag(option.names) { given[option.key] = [.flag] }
                continue
            }
            let texts = try arguments.values(option.names)
            guard !texts.isEmpty else { continue }
            let kept = option.repeats ? texts : Array(texts.suffix(1))
            given[option.key] = try kept.map { try read($0, as: option) }
        }
    }

    // MARK: Typed values

    /// Whether the flag was given.
    mutating func flag(_ option: OptionSpec) -> Bool { !take(option).isEmpty }

    /// The option's text (free text, an output path or a choice), nil when absent.
    mutating func text(_ option: OptionSpec) -> String? {
        guard case .text(let text)? = take(option).last else { return nil }
        return text
    }

    /// The option's value as one of an enumeration's cases (its kind `.choice(of:)`).
    mutating func choice<E: RawRepresentable>(_ option: OptionSpec, as type: E.Type) -> E? where E.RawValue == String {
        text(option).flatMap(E.init(rawValue:))
    }

    /// The option's number (`.angle`, `.degrees`).
    mutating func number(_ option: OptionSpec) -> Double? {
        guard case .number(let number)? = take(option).last else { return nil }
        return number
    }

    /// The option's `COLSxROWS`.
    mutating func size(_ option: OptionSpec) -> (columns: Int, rows: Int)? {
        guard case .size(let columns, let rows)? = take(option).last else { return nil }
        return (columns, rows)
    }

    /// Every `NAME=VALUE` of a repeatable `.reading` option, in order.
    mutating func readings(_ option: OptionSpec) -> [Readings.Setting] {
        take(option).compactMap {
            guard case .reading(let name, let value) = $0 else { return nil }
            return Readings.Setting(name: name, value: value)
        }
    }

    /// Fails on an option given that the command never asked for: to the user, an unknown option.
    func finish() throws {
        for key in given.keys.sorted() where !asked.contains(key) {
            throw CLIError.usage("unknown option '\(key)' for '\(command)'", command: command)
        }
    }

    private mutating func take(_ option: OptionSpec) -> [Value] {
        asked.insert(option.key)
        return given[option.key] ?? []
    }

    // MARK: Reading a value

    /// `text` read as `option`'s kind.
    private func read(_ text: String, as option: OptionSpec) throws -> Value {
        let name = option.names[option.names.count - 1]
        switch option.kind {
        case .flag, .text: return .text(text)
        case .output:
            if let problem = OutputPolicy.nameProblem(text) { throw usage("\(option.key): \(problem)") }
            return .text(text)
        case .choice(let words):
            guard words.contains(text) else {
                throw usage("\(name): '\(text)' is not one of: \(words.joined(separator: ", "))")
            }
            return .text(text)
        case .angle: return .number(try angle(text, option: name))
        case .degrees(let range):
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw usage("\(name): '\(text)' is not a number of degrees within \(Limits.describe(range))")
            }
            return .number(value)
        case .size: return try size(text, option: name)
        case .reading: return try reading(text, option: name)
        }
    }

    /// An angle in degrees within `Limits.angle`, its message the tape's (`Hinge`).
    private func angle(_ text: String, option: String) throws -> Double {
        let trimmed = text.hasSuffix("°") ? String(text.dropLast()) : text
        guard let value = Double(trimmed), value.isFinite else {
            throw usage("\(option): '\(text)' is not a number of degrees")
        }
        guard Limits.angle.contains(value) else {
            throw usage("\(option): \(formatPoints(value)) is outside \(Limits.describe(Limits.angle))")
        }
        return value
    }

    /// `120x40` → (120, 40), each within `Limits.terminalCells`: the message a tape's `Resize`
    /// gives (`--size columns: 0 is outside 1…1000`).
    private func size(_ text: String, option: String) throws -> Value {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
            throw usage("\(option): '\(text)' is not COLSxROWS (for example 120x40)")
        }
        for (what, value) in [("columns", columns), ("rows", rows)] where !Limits.terminalCells.contains(value) {
            throw usage("\(option) \(what): \(value) is outside \(Limits.describe(Limits.terminalCells))")
        }
        return .size(columns: columns, rows: rows)
    }

    /// `NAME=VALUE` for `--reading`: a reading's name and one of its values.
    private func reading(_ text: String, option: String) throws -> Value {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let names = AppProfile.readingChoices
        guard parts.count == 2, let entry = names.first(where: { $0.name == parts[0] }) else {
            let known = names.map(\.name).joined(separator: ", ")
            throw usage("\(option): '\(text)' is not NAME=VALUE with NAME one of: \(known)")
        }
        guard entry.values.contains(parts[1]) else {
            throw usage(
                "\(option): \(entry.name) is one of: \(entry.values.joined(separator: ", ")), not '\(parts[1])'")
        }
        return .reading(name: parts[0], value: parts[1])
    }

    private func usage(_ message: String) -> CLIError { CLIError.usage(message, command: command) }
}
