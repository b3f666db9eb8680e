// MARK: - ProfileSchema

/// What a profile may hold, as data: each object's keys with their meaning, unit, range and
/// default, and the rules between keys. The decoders read every key through this table
/// (`JSONNode.read(_:)`, `checkKeys(_:)`), and Reports writes the JSON Schemas in `Schemas/`
/// from it, so what duosim reads and what the schema says are one source.
package struct ProfileSchema: Sendable {
    /// The schema's title (`duosim device profile`).
    package var title: String
    /// What the file is.
    package var meaning: String
    /// The file's top-level object.
    package var root: SchemaObject
}

/// One JSON object of a profile: its keys, in the order a reader meets them, and its rules.
package struct SchemaObject: Sendable {
    /// What the object is.
    package var meaning: String
    /// Its keys. Keys starting with `$` (`$schema`, `$comment`) are allowed anywhere and ignored.
    package var keys: [SchemaKey]
    /// What one key's value asks of the others.
    package var rules: [SchemaRule]

    package init(_ meaning: String, _ keys: [any SchemaKeyed], rules: [SchemaRule] = []) {
        self.meaning = meaning
        self.keys = keys.map(\.schema)
        self.rules = rules
    }

    /// The names of its keys.
    package var names: Set<String> { Set(keys.map(\.name)) }

}

/// One key: its value's shape, whether it must be there, what it means and its default.
package struct SchemaKey: Sendable {
    package var name: String
    package var shape: SchemaShape
    /// Must be present (and not `null`). An optional key may be absent or `null`: both read as absent.
    package var required: Bool
    package var meaning: String
    /// What an absent key reads as.
    package var defaultValue: SchemaDefault?
}

/// What a value may be.
package indirect enum SchemaShape: Sendable {
    /// A string, with a rule.
    case text(TextRule)
    /// A finite number in a range (any finite number when `nil`), in a unit.
    case number(ClosedRange<Double>?, SchemaUnit)
    /// A number strictly between 0 and 1.
    case openFraction
    /// A whole number in a range.
    case wholeNumber(ClosedRange<Double>)
    /// `true` or `false`.
    case flag
    /// One of these strings.
    case choice([String])
    /// An object.
    case object(SchemaObject)
    /// An array of values of one shape, at least `minItems` long.
    case list(SchemaShape, minItems: Int)
    /// Any one of these shapes.
    case anyOf([SchemaShape])
    /// Where the numbers beside it come from: text starting with one of `DeviceProfile.sourceKinds`.
    case source
}

/// What a string must be.
package enum TextRule: Sendable {
    /// Any string.
    case any
    /// At least one character.
    case nonEmpty
    /// An id, a name or a reference to one: at least one character, none of them one `InertRule`
    /// writes as an escape (a control character, a bidirectional control, a line separator), so
    /// what a report, an annotation or a fingerprint names is what a reader sees.
    case identifier
    /// A short name: letters, digits, `-` and `_`.
    case name
    /// Exactly one character.
    case character
    /// A key of the terminal UI: exactly one character, not a control character nor one of
    /// `reserved`, the keys the UI keeps for itself. The engine doesn't know them: the UI's table
    /// fills them in (`ProfileSchema.reserving(_:)`) and refuses them as it reads a profile.
    case key(reserved: [String])
}

/// The unit of a number, as the schema's descriptions write it.
package enum SchemaUnit: String, Sendable {
    case points, degrees, inches, share, none
}

/// What an absent key reads as.
package enum SchemaDefault: Sendable {
    case number(Double)
    case text(String)
    case flag(Bool)
    case list([String])
    /// Not a constant (`the item's id`): the description says it.
    case described(String)
}

/// A rule between keys of one object.
package struct SchemaRule: Sendable {
    /// When the rule applies.
    package enum Condition: Sendable {
        /// The key is present with one of these values.
        case equals(String, [String])
        /// The key is absent, `null`, or not one of these values.
        case notEquals(String, [String])
        /// The key is present and not `null`.
        case present(String)
        /// The key is absent or `null`.
        case absent(String)
    }

    /// What it asks. Each names the key duosim names when the rule is broken.
    package enum Requirement: Sendable {
        /// These keys must be present and not `null`.
        case required([String])
        /// These keys must be absent or `null`.
        case absent([String])
        /// The key, if present, must not be one of these values.
        case notOneOf(String, [String])
        /// Exactly one of these keys must be present and not `null`; duosim names the object.
        case exactlyOne([String])
    }

    package var condition: Condition?
    package var requirement: Requirement
    /// Why, in a few words, for the schema's description.
    package var reason: String

    package init(when condition: Condition? = nil, _ requirement: Requirement, _ reason: String) {
        self.condition = condition
        self.requirement = requirement
        self.reason = reason
    }
}

// MARK: - Typed keys

/// Anything that describes a key for the schema.
package protocol SchemaKeyed: Sendable {
    var schema: SchemaKey { get }
}

/// A key the decoder reads: its schema, and how its value becomes a `Value`.
package struct ProfileKey<Value: Sendable>: SchemaKeyed {
    package let schema: SchemaKey
    /// What an absent (or `null`) optional key reads as; `nil`: the key has no constant default.
    let fallback: Value?
    let decode: @Sendable (JSONNode) throws -> Value

    package init(
        _ name: String, _ meaning: String, shape: SchemaShape, required: Bool = true, fallback: Value? = nil,
        defaultValue: SchemaDefault? = nil, decode: @escaping @Sendable (JSONNode) throws -> Value
    ) {
        schema = SchemaKey(
            name: name, shape: shape, required: required && fallback == nil, meaning: meaning,
            defaultValue: defaultValue)
        self.fallback = fallback
        self.decode = decode
    }

    /// The key's name.
    package var name: String { schema.name }

    /// The object the key holds, or each element of the list it holds.
    package var object: SchemaObject { schema.shape.object }
}

extension SchemaShape {
    /// The object of an `.object` shape, or of a list's elements; an object with no keys otherwise.
    package var object: SchemaObject {
        switch self {
        case .object(let object): return object
        case .list(let element, _): return element.object
        default: return SchemaObject("", [])
        }
    }
}

extension ProfileKey where Value == Double {
    /// A number in `range` (any finite number when `nil`), in `unit`.
    package static func number(
        _ name: String, _ meaning: String, in range: ClosedRange<Double>?, _ unit: SchemaUnit,
        required: Bool = true, default fallback: Double? = nil
    ) -> ProfileKey {
        ProfileKey(
            name, meaning, shape: .number(range, unit), required: required, fallback: fallback,
            defaultValue: fallback.map(SchemaDefault.number)
        ) { node in
            guard let range else { return try node.number() }
            return try node.number(in: range)
        }
    }

    /// A number strictly between 0 and 1.
    package static func openFraction(_ name: String, _ meaning: String) -> ProfileKey {
        ProfileKey(name, meaning, shape: .openFraction) { node in
            let fraction = try node.number()
            guard fraction > 0, fraction < 1 else {
                throw node.error("must be between 0 and 1, exclusive (found \(formatPoints(fraction)))")
            }
            return fraction
        }
    }
}

extension ProfileKey where Value == String {
    /// A string; `defaultText` says what an absent optional one reads as.
    package static func text(
        _ name: String, _ meaning: String, _ rule: TextRule = .any, required: Bool = true,
        default defaultText: String? = nil
    ) -> ProfileKey {
        ProfileKey(
            name, meaning, shape: .text(rule), required: required,
            defaultValue: defaultText.map(SchemaDefault.described)
        ) { node in
            let text = try node.string()
            switch rule {
            case .any: break
            case .nonEmpty:
                if text.isEmpty { throw node.error("must not be empty") }
            case .identifier:
                _ = try node.identifier()
            case .name:
                guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw node.error("must be a short name of letters, digits and dashes (found \"\(text)\")")
                }
            case .character, .key:
                if text.count != 1 { throw node.error("must be a single character (found \"\(text)\")") }
            }
            return text
        }
    }

    /// One of `choices`, which aren't an enumeration's cases; `fallback` when absent.
    package static func choice(
        _ name: String, _ meaning: String, _ choices: [String], required: Bool = true, default fallback: String? = nil
    ) -> ProfileKey {
        ProfileKey(
            name, meaning, shape: .choice(choices), required: required, fallback: fallback,
            defaultValue: fallback.map(SchemaDefault.text)
        ) { node in
            let text = try node.string()
            guard choices.contains(text) else {
                throw node.error(
                    "\"\(text)\" is not one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            return text
        }
    }
}

extension ProfileKey where Value == Bool {
    /// `true` or `false`, `fallback` when absent.
    package static func flag(_ name: String, _ meaning: String, default fallback: Bool) -> ProfileKey {
        ProfileKey(name, meaning, shape: .flag, fallback: fallback, defaultValue: .flag(fallback)) { try $0.bool() }
    }
}

extension ProfileKey where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of `cases` (some of `Value`'s) by its raw value, with no default.
    package static func choice(_ name: String, _ meaning: String, only cases: [Value], required: Bool = true)
        -> ProfileKey
    {
        let choices = cases.map(\.rawValue)
        return ProfileKey(
            name, meaning, shape: .choice(choices), required: required, fallback: nil, defaultValue: nil
        ) {
            let text = try $0.string()
            guard let value = Value(rawValue: text), choices.contains(text) else {
                throw $0.error("\"\(text)\" is not one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            return value
        }
    }

    /// One of `Value`'s cases by its raw value; `fallback` when absent.
    package static func choice(
        _ name: String, _ meaning: String, required: Bool = true, default fallback: Value? = nil
    ) -> ProfileKey {
        ProfileKey(
            name, meaning, shape: .choice(Value.allCases.map(\.rawValue)), required: required, fallback: fallback,
            defaultValue: fallback.map { .text($0.rawValue) }
        ) { try $0.oneOf(Value.self) }
    }
}

extension ProfileKey where Value == JSONNode {
    /// A value the decoder reads itself (an object, a list, a choice of shapes).
    package static func node(
        _ name: String, _ meaning: String, _ shape: SchemaShape, required: Bool = true,
        default defaultValue: SchemaDefault? = nil
    ) -> ProfileKey {
        ProfileKey(name, meaning, shape: shape, required: required, defaultValue: defaultValue) { $0 }
    }
}

// MARK: - Reading

extension JSONNode {
    /// Fails on a key `object` doesn't list (see `rejectUnknownKeys`).
    package func checkKeys(_ object: SchemaObject) throws {
        try rejectUnknownKeys(object.names)
    }

    /// The value of `key`: a required key must be there; an optional one absent (or `null`)
    /// reads as its default.
    /// - Throws: `DataError` naming the key when it is missing, or its value when it is wrong.
    package func read<Value>(_ key: ProfileKey<Value>) throws -> Value {
        if let fallback = key.fallback {
            guard let node = try optionalMember(key.name) else { return fallback }
            return try key.decode(node)
        }
        return try key.decode(member(key.name))
    }

    /// The value of an optional `key`, or `nil` when it is absent (or `null`).
    package func readIfPresent<Value>(_ key: ProfileKey<Value>) throws -> Value? {
        guard let node = try optionalMember(key.name) else { return nil }
        return try key.decode(node)
    }
}
