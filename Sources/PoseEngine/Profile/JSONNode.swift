// MARK: - DataError

/// Bad input data: a file, a JSON path (or line) and what is wrong with it.
public struct DataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as the user named it.
    public var file: String
    /// `$.displays.inner.width`, or `line 12` for scripts.
    public var location: String
    /// What is wrong, in a person's words.
    public var reason: String

    public init(file: String, location: String, reason: String) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    /// `FILE: JSON.PATH: what is wrong`.
    public var description: String { "\(file): \(location): \(reason)" }
}

// MARK: - JSONNode

/// A JSON value together with its path, so every complaint can say where it is.
public struct JSONNode {
    /// The decoded JSON value (dictionary, array, string, number, bool or null).
    public let value: Any
    /// Where it is in the file, as a JSON path (`features[0].frame`).
    public let path: String
    let file: String

    init(value: Any, path: String, file: String) {
        self.value = value
        self.path = path
        self.file = file
    }

    /// Parses `data` as JSON.
    /// - Throws: `DataError` at `$` naming the line and column when the text isn't JSON.
    public static func parse(_ data: some Collection<UInt8>, file: String) throws -> JSONNode {
        do {
            let value = try JSONParser.parse(Array(data))
            return JSONNode(value: value, path: "$", file: file)
        } catch {
            throw DataError(file: file, location: "$", reason: "not valid JSON (\(error.description))")
        }
    }

    /// A complaint about this node.
    public func error(_ reason: String) -> DataError {
        DataError(file: file, location: path, reason: reason)
    }

    // MARK: Objects

    /// The node as an object.
    public func object() throws -> [String: Any] {
        guard let object = value as? [String: Any] else { throw error("expected an object, found \(typeName)") }
        return object
    }

    /// The member `key`, which must exist.
    public func member(_ key: String) throws -> JSONNode {
        let object = try self.object()
        guard let value = object[key] else {
            throw DataError(file: file, location: path, reason: "missing key \"\(key)\"")
        }
        return JSONNode(value: value, path: childPath(key), file: file)
    }

    /// The member `key`, or `nil` when absent (or JSON `null`).
    public func optionalMember(_ key: String) throws -> JSONNode? {
        let object = try self.object()
        guard let value = object[key], !(value is JSONNull) else { return nil }
        return JSONNode(value: value, path: childPath(key), file: file)
    }

    /// Fails on a key that isn't in `allowed`, so typos don't pass silently.
    public func rejectUnknownKeys(_ allowed: Set<String>) throws {
        for key in try object().keys.sorted() where !allowed.contains(key) && !key.hasPrefix("$") {
            throw DataError(
                file: file, location: childPath(key),
                reason: "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    // MARK: Arrays

    /// The node's elements.
    public func array() throws -> [JSONNode] {
        guard let array = value as? [Any] else { throw error("expected an array, found \(typeName)") }
        return array.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    // MARK: Scalars

    /// The node as a string.
    public func string() throws -> String {
        guard let string = value as? String else { throw error("expected a string, found \(typeName)") }
        return string
    }

    /// The node as a finite number (not a boolean).
    public func number() throws -> Double {
        guard let double = value as? Double else { throw error("expected a number, found \(typeName)") }
        guard double.isFinite else { throw error("expected a finite number") }
        return double
    }

    /// The node as a finite number within `range`.
    /// - Throws: `DataError` naming the range when the number lies outside it.
    public func number(in range: ClosedRange<Double>) throws -> Double {
        let value = try number()
        guard range.contains(value) else {
            throw error("must be within \(Limits.describe(range)) (found \(formatPoints(value)))")
        }
        return value
    }

    /// The node as a boolean.
    public func bool() throws -> Bool {
        guard let bool = value as? Bool else { throw error("expected true or false, found \(typeName)") }
        return bool
    }

    /// The node as one of an enumeration's raw values.
    public func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws -> E where E.RawValue == String {
        let raw = try string()
        guard let value = E(rawValue: raw) else {
            let choices = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error("\"\(raw)\" is not one of \(choices)")
        }
        return value
    }

    // MARK: Helpers

    /// What kind of JSON value this is, for messages.
    public var typeName: String {
        switch value {
        case is JSONNull: return "null"
        case is String: return "a string"
        case is Bool: return "a boolean"
        case is Double: return "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "an unknown value"
        }
    }

    /// ASCII letters, digits and `_`: the usual key, checked without Unicode properties.
    private static func isPlainKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            return true
        default: return false
        }
    }

    private static func isPlainKeyCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private func childPath(_ key: String) -> String {
        let plain =
            !key.isEmpty
            && (key.utf8.allSatisfy(Self.isPlainKeyByte) || key.allSatisfy(Self.isPlainKeyCharacter))
        return plain ? "\(path).\(key)" : "\(path)[\"\(key)\"]"
    }
}
