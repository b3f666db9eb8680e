import Foundation
import TestSupport

/// The key lists of Docs/CONTRACT.md's "JSON outputs" (```` ```keys NAME ```` blocks), read as
/// trees: what each JSON document may hold, with types. `ContractTests` holds real output to them
/// and makes `Schemas/*.schema.json` from them.
struct ContractKeys {
    /// A value's type: `string`, `"word"`, `rect`, `X[]`, `A | B`, `object` (its keys under it).
    indirect enum KeyType: Equatable {
        case string, number, integer, boolean, null, object
        case literal(String)
        case array(KeyType)
        case union([KeyType])
        /// A shape of the `types` list, or a document (`audit[]`).
        case reference(String)

        var alternatives: [KeyType] {
            if case .union(let list) = self { return list }
            return [self]
        }
    }

    /// One key: its name (a word, a quoted key, a pattern with `…`, or `*`), whether it may be
    /// absent, its type, the keys under it and the words after `#`.
    struct Key {
        var name: String
        var optional: Bool
        var type: KeyType
        var children: [Key]
        var comment: String

        /// Whether `key` is this one's: the same word, or matched by its pattern.
        func matches(_ key: String) -> Bool {
            if name == "*" { return true }
            guard name.contains("…") else { return name == key }
            let parts = name.components(separatedBy: "…")
            guard let first = parts.first, let last = parts.last, key.hasPrefix(first), key.hasSuffix(last) else {
                return false
            }
            return key.count >= first.count + last.count
        }

        var isPattern: Bool { name == "*" || name.contains("…") }
    }

    /// Every list, by name (`types`, `query`, `audit`, …).
    var lists: [String: [Key]]

    /// Reads the lists of `markdown`.
    /// - Throws: a description of the first line that isn't `KEY[?]: TYPE`.
    init(markdown: String) throws {
        lists = [:]
        var name: String?
        var lines: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let open = name {
                if line.hasPrefix("```") {
                    lists[open] = try Self.parse(lines, list: open)
                    name = nil
                } else {
                    lines.append(line)
                }
            } else if line.hasPrefix("```keys ") {
                name = String(line.dropFirst("```keys ".count)).trimmingCharacters(in: .whitespaces)
                lines = []
            }
        }
    }

    /// The keys of a shape or document named `name` (a document's without its `schemaVersion`).
    func keys(of name: String) -> [Key]? {
        if let shape = lists["types"]?.first(where: { $0.name == name }) { return shape.children }
        return lists[name]?.filter { $0.name != "schemaVersion" }
    }

    /// The keys under a value of `type`, whether written under it or named by a reference.
    func children(of key: Key) -> [Key] {
        if !key.children.isEmpty { return key.children }
        for alternative in key.type.alternatives {
            if case .reference(let name) = alternative, let keys = keys(of: name) { return keys }
            if case .array(.reference(let name)) = alternative, let keys = keys(of: name) { return keys }
        }
        return []
    }

    // MARK: Reading

    private static func parse(_ lines: [String], list: String) throws -> [Key] {
        var root = Key(name: list, optional: false, type: .object, children: [], comment: "")
        var stack: [(indent: Int, path: [Int])] = []
        for (number, raw) in lines.enumerated() {
            let text = raw.components(separatedBy: "  #").first ?? raw
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = text.prefix { $0 == " " }.count
            let comment =
                raw.contains("  #")
                ? raw.components(separatedBy: "  #").dropFirst().joined().trimmingCharacters(in: .whitespaces) : ""
            let key = try Self.key(
                text.trimmingCharacters(in: .whitespaces), comment: comment, place: "\(list):\(number + 1)")
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            let parent = stack.last?.path ?? []
            root.insert(key, at: parent)
            stack.append((indent, parent + [root.count(at: parent) - 1]))
        }
        return root.children
    }

    /// `name?: type` → a key.
    private static func key(_ text: String, comment: String, place: String) throws -> Key {
        var name: String
        var rest: Substring
        if text.hasPrefix("\"") {
            let afterQuote = text.dropFirst()
            guard let close = afterQuote.firstIndex(of: "\"") else {
                throw TestSupportError("\(place): unclosed quote")
            }
            name = String(afterQuote[..<close])
            rest = afterQuote[afterQuote.index(after: close)...]
        } else {
            guard let colon = text.firstIndex(of: ":") else { throw TestSupportError("\(place): no ':' in \(text)") }
            name = String(text[..<colon])
            rest = text[colon...]
        }
        var optional = false
        if name.hasSuffix("?") {
            optional = true
            name.removeLast()
        } else if rest.hasPrefix("?") {
            optional = true
            rest = rest.dropFirst()
        }
        guard rest.hasPrefix(":") else { throw TestSupportError("\(place): expected ':' after \(name)") }
        var reader = TypeReader(String(rest.dropFirst()), place: place)
        let type = try reader.read()
        return Key(name: name, optional: optional, type: type, children: [], comment: comment)
    }
}

extension ContractKeys.Key {
    /// Adds `key` under the key at `path` (indices from this one down).
    mutating func insert(_ key: ContractKeys.Key, at path: [Int]) {
        guard let first = path.first else {
            children.append(key)
            return
        }
        children[first].insert(key, at: Array(path.dropFirst()))
    }

    /// How many keys are under the key at `path`.
    func count(at path: [Int]) -> Int {
        guard let first = path.first else { return children.count }
        return children[first].count(at: Array(path.dropFirst()))
    }
}

/// Reads a type: `A | B`, `"word"`, `X[]`, `(A | B)[]`, a primitive or a name.
private struct TypeReader {
    var text: [Character]
    var index = 0
    let place: String

    init(_ text: String, place: String) {
        self.text = Array(text)
        self.place = place
    }

    mutating func read() throws -> ContractKeys.KeyType {
        let type = try union()
        skipSpaces()
        guard index == text.count else { throw TestSupportError("\(place): unexpected '\(String(text[index...]))'") }
        return type
    }

    private mutating func union() throws -> ContractKeys.KeyType {
        var list = [try term()]
        skipSpaces()
        while index < text.count, text[index] == "|" {
            index += 1
            list.append(try term())
            skipSpaces()
        }
        return list.count == 1 ? list[0] : .union(list)
    }

    private mutating func term() throws -> ContractKeys.KeyType {
        skipSpaces()
        guard index < text.count else { throw TestSupportError("\(place): a type is missing") }
        var type: ContractKeys.KeyType
        if text[index] == "(" {
            index += 1
            type = try union()
            skipSpaces()
            guard index < text.count, text[index] == ")" else { throw TestSupportError("\(place): unclosed '('") }
            index += 1
        } else if text[index] == "\"" {
            guard let close = text[(index + 1)...].firstIndex(of: "\"") else {
                throw TestSupportError("\(place): unclosed quote")
            }
            type = .literal(String(text[(index + 1)..<close]))
            index = close + 1
        } else {
            let start = index
            while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "-" { index += 1 }
            let word = String(text[start..<index])
            let primitives: [String: ContractKeys.KeyType] = [
                "string": .string, "number": .number, "integer": .integer, "boolean": .boolean, "null": .null,
                "object": .object,
            ]
            guard !word.isEmpty else { throw TestSupportError("\(place): unexpected '\(text[index])'") }
            type = primitives[word] ?? .reference(word)
        }
        while index + 1 < text.count, text[index] == "[", text[index + 1] == "]" {
            index += 2
            type = .array(type)
        }
        return type
    }

    private mutating func skipSpaces() {
        while index < text.count, text[index] == " " { index += 1 }
    }
}
