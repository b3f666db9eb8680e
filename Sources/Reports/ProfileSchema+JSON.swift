import PoseEngine

// MARK: - ProfileSchema as JSON Schema

extension ProfileSchema {
    /// The JSON Schema dialect written: draft-07, which editors and validators read most widely.
    package static let dialect = "http://json-schema.org/draft-07/schema#"

    /// The schema's `$id`: a name that is the same wherever the file is (`urn:duosim:schema:` and
    /// the file's name without `.schema.json`), so a tool that caches schemas by id keeps one.
    package var id: String {
        "urn:duosim:schema:" + title.replacing("duosim ", with: "").replacing(" ", with: "-")
    }

    /// The profile's JSON Schema, written from the table the decoder reads
    /// (`duosim profiles --schema`, `Schemas/*.schema.json`).
    package var json: JSONValue {
        let notes =
            " Keys starting with $ ($schema, $comment) are allowed anywhere and ignored; an optional key set to null reads as absent. What a schema can't say (a feature inside its display, unique ids, posture ranges that hold every angle) duosim checks when it reads the file."
        var members: [(String, JSONValue)] = [
            ("$schema", .string(Self.dialect)), ("$id", .string(id)), ("title", .string(title)),
            ("description", .string(meaning + notes)),
        ]
        members += Self.object(root, nullable: false)
        return .object(members)
    }

    // MARK: Objects and keys

    private static func object(_ object: SchemaObject, nullable: Bool) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("type", type("object", nullable: nullable))]
        members.append(("properties", .object(object.keys.map { ($0.name, key($0, nullable: !$0.required)) })))
        let required = object.keys.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("patternProperties", .object([("^\\$", .object([]))])))
        members.append(("additionalProperties", .bool(false)))
        if !object.rules.isEmpty { members.append(("allOf", .array(object.rules.map { rule($0, in: object) }))) }
        return members
    }

    private static func key(_ key: SchemaKey, nullable: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(describe(key)))]
        if let value = key.defaultValue?.json { members.append(("default", value)) }
        return .object(members + shape(key.shape, nullable: nullable))
    }

    /// The key's meaning, then its unit, range and default in words (an editor shows this on hover).
    private static func describe(_ key: SchemaKey) -> String {
        var facts: [String] = []
        switch key.shape {
        case .number(let range, let unit):
            facts.append(([unit.words] + [range.map(Limits.describe)]).compactMap { $0 }.joined(separator: ", "))
        case .openFraction: facts.append("more than 0 and less than 1")
        case .wholeNumber(let range): facts.append("a whole number, \(Limits.describe(range))")
        default: break
        }
        if !key.required {
            facts.append(key.defaultValue.map { "default: \($0.words)" } ?? "optional")
        }
        let tail = facts.filter { !$0.isEmpty }.joined(separator: "; ")
        guard !tail.isEmpty else { return key.meaning }
        let sentence = key.meaning.hasSuffix(".") ? String(key.meaning.dropLast()) : key.meaning
        return "\(sentence) (\(tail))."
    }

    // MARK: Shapes

    private static func shape(_ shape: SchemaShape, nullable: Bool) -> [(String, JSONValue)] {
        switch shape {
        case .text(let rule):
            return [("type", type("string", nullable: nullable))] + rule.constraints
        case .number(let range, _):
            let bounds: [(String, JSONValue)] =
                range.map { [("minimum", .number($0.lowerBound)), ("maximum", .number($0.upperBound))] } ?? []
            return [("type", type("number", nullable: nullable))] + bounds
        case .openFraction:
            return [
                ("type", type("number", nullable: nullable)), ("exclusiveMinimum", .number(0)),
                ("exclusiveMaximum", .number(1)),
            ]
        case .wholeNumber(let range):
            return [
                ("type", type("integer", nullable: nullable)), ("minimum", .number(range.lowerBound)),
                ("maximum", .number(range.upperBound)),
            ]
        case .flag:
            return [("type", type("boolean", nullable: nullable))]
        case .choice(let words):
            return [("enum", .array(words.map(JSONValue.string) + (nullable ? [.null] : [])))]
        case .object(let object):
            return Self.object(object, nullable: nullable)
        case .list(let element, let minItems):
            let minimum: [(String, JSONValue)] = minItems > 0 ? [("minItems", .number(Double(minItems)))] : []
            return [
                ("type", type("array", nullable: nullable)), ("items", .object(self.shape(element, nullable: false))),
            ]
                + minimum
        case .anyOf(let shapes):
            let choices = shapes.map { JSONValue.object(self.shape($0, nullable: false)) }
            return [("anyOf", .array(choices + (nullable ? [.object([("type", .string("null"))])] : [])))]
        case .source:
            let kinds = DeviceProfile.sourceKinds.joined(separator: "|")
            return [("type", type("string", nullable: nullable)), ("pattern", .string("^(\(kinds))"))]
        }
    }

    private static func type(_ name: String, nullable: Bool) -> JSONValue {
        nullable ? .array([.string(name), .string("null")]) : .string(name)
    }

    // MARK: Rules

    private static func rule(_ rule: SchemaRule, in object: SchemaObject) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(rule.reason))]
        let requirement = Self.requirement(rule.requirement)
        if let condition = rule.condition {
            members.append(("if", .object(Self.condition(condition, in: object))))
            members.append(("then", .object(requirement)))
        } else {
            members += requirement
        }
        return .object(members)
    }

    /// A rule's condition. One on a key holds only for values the key takes, so a wrong word is
    /// one complaint (about the key), as duosim makes it, not one more from a rule.
    private static func condition(_ condition: SchemaRule.Condition, in object: SchemaObject) -> [(String, JSONValue)] {
        switch condition {
        case .equals(let key, let words):
            return [
                ("properties", .object([(key, .object([("enum", .array(words.map(JSONValue.string)))]))])),
                ("required", .array([.string(key)])),
            ]
        case .notEquals(let key, let words):
            // Absent, null, or another of the key's words.
            guard case .choice(let all)? = object.keys.first(where: { $0.name == key })?.shape else {
                return [("not", .object(Self.condition(.equals(key, words), in: object)))]
            }
            let others = all.filter { !words.contains($0) }.map(JSONValue.string) + [.null]
            return [("properties", .object([(key, .object([("enum", .array(others))]))]))]
        case .absent(let key):
            return [("not", .object(Self.condition(.present(key), in: object)))]
        case .present(let key):
            return [
                ("properties", .object([(key, notNull)])),
                ("required", .array([.string(key)])),
            ]
        }
    }

    private static func requirement(_ requirement: SchemaRule.Requirement) -> [(String, JSONValue)] {
        switch requirement {
        case .required(let keys):
            return [
                ("properties", .object(keys.map { ($0, notNull) })), ("required", .array(keys.map(JSONValue.string))),
            ]
        case .absent(let keys):
            return [("properties", .object(keys.map { ($0, .object([("type", .string("null"))])) }))]
        case .notOneOf(let key, let words):
            let refused = JSONValue.object([("enum", .array(words.map(JSONValue.string)))])
            return [("properties", .object([(key, .object([("not", refused)]))]))]
        case .exactlyOne(let keys):
            return [("oneOf", .array(keys.map { .object(Self.requirement(.required([$0]))) }))]
        }
    }

    private static let notNull = JSONValue.object([("not", .object([("type", .string("null"))]))])
}

// MARK: - Words

extension SchemaUnit {
    /// The unit as a description writes it, or nil for a plain number.
    fileprivate var words: String? {
        switch self {
        case .points: return "points"
        case .degrees: return "degrees"
        case .inches: return "inches"
        case .share: return "a share of the whole"
        case .none: return nil
        }
    }
}

extension TextRule {
    /// What JSON Schema says of such a string.
    fileprivate var constraints: [(String, JSONValue)] {
        switch self {
        case .any: return []
        case .nonEmpty: return [("minLength", .number(1))]
        case .identifier:
            return [
                ("minLength", .number(1)),
                ("not", .object([("type", .string("string")), ("pattern", .string(InertRule.escapedClass))])),
            ]
        case .name: return [("pattern", .string("^[\\w-]+$"))]
        case .character: return [("minLength", .number(1)), ("maxLength", .number(1))]
        case .key(let reserved):
            // What the UI refuses: a control character (C0, DEL, C1), and its own keys.
            let refused: [(String, JSONValue)] =
                reserved.isEmpty ? [] : [("not", .object([("enum", .array(reserved.map(JSONValue.string)))]))]
            return [
                ("minLength", .number(1)), ("maxLength", .number(1)),
                ("pattern", .string("^[^\\u0000-\\u001F\\u007F-\\u009F]$")),
            ] + refused
        }
    }
}

extension SchemaDefault {
    /// The default as a JSON value, or nil when it isn't a constant.
    fileprivate var json: JSONValue? {
        switch self {
        case .number(let value): return .number(value)
        case .text(let text): return .string(text)
        case .flag(let value): return .bool(value)
        case .list(let words): return .array(words.map(JSONValue.string))
        case .described: return nil
        }
    }

    /// The default in words.
    fileprivate var words: String {
        switch self {
        case .number(let value): return formatPoints(value)
        case .text(let text): return text
        case .flag(let value): return value ? "true" : "false"
        case .list(let words): return words.joined(separator: ", ")
        case .described(let text): return text
        }
    }
}
