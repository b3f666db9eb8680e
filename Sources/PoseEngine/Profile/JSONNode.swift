// MARK: - JSONNode

/// A JSON value together with its path, so every complaint can say where it is.
package struct JSONNode {
    /// The decoded JSON value.
    package let tree: JSONTree
    /// Where it is in the file, as a JSON path (`features[0].frame`).
    package let path: String
    let file: String
    /// The text it was read from (shared by every node of a document: an array is copied by reference).
    let text: [UInt8]
    /// The path as steps from the root, to find the value in the text when a complaint needs its line.
    let steps: [JSONPathStep]
    /// The complaints about the document so far (shared by every node of it).
    let sink: DataErrorSink

    init(tree: JSONTree, path: String, steps: [JSONPathStep], file: String, text: [UInt8], sink: DataErrorSink) {
        self.tree = tree
        self.path = path
        self.steps = steps
        self.file = file
        self.text = text
        self.sink = sink
    }

    /// The node of `value`, a member or an element of this one, at `step`.
    private func child(_ value: JSONTree, _ step: JSONPathStep) -> JSONNode {
        let named: String
        switch step {
        case .key(let key): named = childPath(key)
        case .index(let index): named = "\(path)[\(index)]"
        }
        return JSONNode(tree: value, path: named, steps: steps + [step], file: file, text: text, sink: sink)
    }

    /// The decoded value as `Any` (`[String: Any]`, `[Any]`, `String`, `Double`, `Bool` or `JSONNull`).
    package var value: Any { tree.any }

    /// Whether the node is an object.
    package var isObject: Bool {
        if case .object = tree { return true }
        return false
    }

    /// Parses `data` as JSON.
    /// - Throws: `DataError` at `$` naming the line and column when the text isn't JSON.
    package static func parse(_ data: some Collection<UInt8>, file: String) throws -> JSONNode {
        do {
            let text = Array(data)
            let tree = try JSONParser.parse(text)
            return JSONNode(tree: tree, path: "$", steps: [], file: file, text: text, sink: DataErrorSink())
        } catch {
            if let repeated = error.repeated {
                let path = repeated.steps.reduce("$") { path, step in
                    switch step {
                    case .key(let key): return childPath(path, key)
                    case .index(let index): return "\(path)[\(index)]"
                    }
                }
                throw DataError(
                    file: file, location: path, line: repeated.second.line, column: repeated.second.column,
                    reason:
                        "the key \"\(repeated.key)\" is given twice (line \(repeated.first.line), column \(repeated.first.column) and line \(repeated.second.line), column \(repeated.second.column)): a key may appear once in an object"
                )
            }
            throw DataError(
                file: file, location: "$", line: error.line, column: error.column,
                reason: "not valid JSON (\(error.description))")
        }
    }

    /// A complaint about this node.
    package func error(_ reason: String) -> DataError {
        var error = DataError(file: file, location: path, reason: reason)
        error.origin = DataError.Origin(steps: steps)
        return error
    }

    // MARK: Objects

    /// The node's members.
    package func members() throws -> [String: JSONTree] {
        guard case .object(let members, _) = tree else { throw error("expected an object, found \(typeName)") }
        return members
    }

    /// The node as an object of `Any` values.
    package func object() throws -> [String: Any] { try members().mapValues(\.any) }

    /// The member `key`, which must exist.
    package func member(_ key: String) throws -> JSONNode {
        guard let value = try members()[key] else { throw error("missing key \"\(key)\"") }
        return child(value, .key(key))
    }

    /// The member `key`, or `nil` when absent (or JSON `null`).
    package func optionalMember(_ key: String) throws -> JSONNode? {
        guard let value = try members()[key], value != .null else { return nil }
        return child(value, .key(key))
    }

    /// Complains of every key that isn't in `allowed`, so typos don't pass silently: each is
    /// recorded at its key (the decoder goes on, and `collectingErrors` throws them all at the end).
    /// - Throws: when the node isn't an object.
    package func rejectUnknownKeys(_ allowed: Set<String>) throws {
        for key in try members().keys.sorted() where !allowed.contains(key) && !key.hasPrefix("$") {
            var error = DataError(
                file: file, location: childPath(key),
                reason: "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
            error.origin = DataError.Origin(steps: steps + [.key(key)], atKey: true)
            sink.record(error)
        }
    }

    // MARK: Arrays

    /// The node's elements.
    package func array() throws -> [JSONNode] {
        guard case .array(let elements) = tree else { throw error("expected an array, found \(typeName)") }
        return elements.enumerated().map { child($1, .index($0)) }
    }

    /// The node as an array of at most `limit` elements (`what`: the elements' name, plural), so
    /// a profile can't list more than the simulator draws in time (`Limits.controls`, `Limits.items`).
    package func array(atMost limit: Int, of what: String) throws -> [JSONNode] {
        if case .array(let elements) = tree, elements.count > limit {
            throw error(
                "\(elements.count) \(what), more than the \(limit) an app profile may have "
                    + "(more would keep the live UI from answering a key within 100 ms)")
        }
        return try array()
    }

    // MARK: Scalars

    /// The node as a string.
    package func string() throws -> String {
        guard case .string(let string) = tree else { throw error("expected a string, found \(typeName)") }
        return string
    }

    /// The node as an identifier (an id, a name, a reference to one): a string of at least one
    /// character, none of them one `InertRule` writes as an escape.
    /// - Throws: `DataError` at the node naming the first such character and the text, escaped.
    package func identifier() throws -> String {
        let text = try string()
        if text.isEmpty { throw error("must not be empty") }
        if let scalar = text.unicodeScalars.first(where: InertRule.needsEscape) {
            throw error(
                "an id can't hold \(InertRule.name(scalar)) (found \"\(InertRule.escaped(text))\")")
        }
        return text
    }

    /// The node as a finite number (not a boolean).
    package func number() throws -> Double {
        guard case .number(let double) = tree else { throw error("expected a number, found \(typeName)") }
        guard double.isFinite else { throw error("expected a finite number") }
        return double
    }

    /// The node as a finite number within `range`.
    /// - Throws: `DataError` naming the range when the number lies outside it.
    package func number(in range: ClosedRange<Double>) throws -> Double {
        let value = try number()
        guard range.contains(value) else {
            throw error("must be within \(Limits.describe(range)) (found \(formatPoints(value)))")
        }
        return value
    }

    /// The node as a boolean.
    package func bool() throws -> Bool {
        guard case .bool(let bool) = tree else { throw error("expected true or false, found \(typeName)") }
        return bool
    }

    /// The node as one of an enumeration's raw values.
    package func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws -> E where E.RawValue == String {
        let raw = try string()
        guard let value = E(rawValue: raw) else {
            let choices = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error("\"\(raw)\" is not one of \(choices)")
        }
        return value
    }

    // MARK: Places

    /// The bytes an object spans in the text (`nil` for any other value).
    package var span: Range<Int>? {
        guard case .object(_, let span) = tree else { return nil }
        return span
    }

    /// Where each of `spans` (byte ranges of this node's text) lies, as lines and columns: one pass
    /// over the text for all of them, however many.
    package func sourceSpans(_ spans: [Range<Int>]) -> [SourceSpan] {
        SourceSpan.locate(spans, in: text)
    }

    // MARK: Helpers

    /// What kind of JSON value this is, for messages.
    package var typeName: String {
        switch tree {
        case .null: return "null"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    private func childPath(_ key: String) -> String { Self.childPath(path, key) }

    /// `path.key`, or `path["key"]` for a key that isn't a plain name.
    static func childPath(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && isPlainName(key, orAnyOf: "_")
        return plain ? "\(path).\(key)" : "\(path)[\"\(key)\"]"
    }
}

/// Whether every character of `text` is a letter or a digit, of any script, or one of `others`
/// (ASCII): a plain name (a JSON key in a path, a capture or variable name in a tape). ASCII text,
/// as nearly every name is, is read by its bytes: no grapheme breaking, no Unicode property tables.
package func isPlainName(_ text: String, orAnyOf others: String) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
        return text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || others.utf8.contains(byte)
        }
    }
    return text.allSatisfy { $0.isLetter || $0.isNumber || others.contains($0) }
}
