import Foundation
import TestSupport

// MARK: - JSON Schema

extension ContractKeys {
    /// The schema files `Schemas/` holds, each made from its lists: `(file, title, lists)`; a file
    /// of two lists accepts either (`audit`: one profile or several).
    static let schemaFiles: [(file: String, title: String, lists: [String])] = [
        ("query.schema.json", "duosim query", ["query"]),
        ("sweep.schema.json", "duosim sweep --json", ["sweep"]),
        ("audit.schema.json", "duosim audit --json", ["audit", "audit-batch"]),
        ("profiles-list.schema.json", "duosim profiles --json", ["profiles"]),
        ("bench.schema.json", "duosim bench --json", ["bench"]),
    ]

    /// The draft-07 schema of `lists`, as text (keys sorted, two-space indents, a line feed at the end).
    /// - Parameter id: the schema's `$id` (`urn:duosim:schema:query`), the same wherever the file is.
    func schema(title: String, id: String, lists names: [String]) throws -> String {
        var definitions: [String: Any] = [:]
        var used = Set<String>()
        let documents = try names.map { name -> [String: Any] in
            guard let keys = lists[name] else { throw TestSupportError("Docs/CONTRACT.md has no list '\(name)'") }
            return objectSchema(keys, used: &used)
        }
        // Shapes and documents referred to, until none is new.
        var done = Set<String>()
        while let name = used.subtracting(done).sorted().first {
            done.insert(name)
            guard let keys = keys(of: name) else { throw TestSupportError("Docs/CONTRACT.md names no shape '\(name)'") }
            var definition = objectSchema(keys, used: &used)
            if let shape = lists["types"]?.first(where: { $0.name == name }), !shape.comment.isEmpty {
                definition["description"] = shape.comment
            }
            definitions[name] = definition
        }
        var schema: [String: Any] = [
            "$schema": "http://json-schema.org/draft-07/schema#", "$id": id, "title": title,
            "description":
                "What \(title) prints (schemaVersion \(1)). Made from the key lists of Docs/CONTRACT.md by the tests "
                + "(DUOSIM_RECORD=all swift test --filter ContractTests); don't edit by hand.",
        ]
        if documents.count == 1 {
            schema.merge(documents[0]) { $1 }
        } else {
            schema["oneOf"] = documents
        }
        if !definitions.isEmpty { schema["definitions"] = definitions }
        return Self.render(schema, indent: "") + "\n"
    }

    private func objectSchema(_ keys: [Key], used: inout Set<String>) -> [String: Any] {
        var properties: [String: Any] = [:]
        var patterns: [String: Any] = [:]
        var required: [String] = []
        var others: Any = false
        for key in keys {
            var schema = typeSchema(key.type, children: key.children, used: &used)
            if !key.comment.isEmpty { schema["description"] = key.comment }
            if key.name == "*" {
                others = schema
            } else if key.isPattern {
                let parts = key.name.components(separatedBy: "…").map(Self.regexEscaped)
                patterns["^" + parts.joined(separator: ".*") + "$"] = schema
            } else {
                properties[key.name] = schema
                if !key.optional { required.append(key.name) }
            }
        }
        var object: [String: Any] = ["type": "object", "properties": properties, "additionalProperties": others]
        if !required.isEmpty { object["required"] = required }
        if !patterns.isEmpty { object["patternProperties"] = patterns }
        return object
    }

    private func typeSchema(_ type: KeyType, children: [Key], used: inout Set<String>) -> [String: Any] {
        let alternatives = type.alternatives
        let literals = alternatives.compactMap { alternative -> String? in
            if case .literal(let word) = alternative { return word }
            return nil
        }
        if !literals.isEmpty, literals.count + (alternatives.contains(.null) ? 1 : 0) == alternatives.count {
            return ["enum": literals.map { $0 as Any } + (alternatives.contains(.null) ? [NSNull()] : [])]
        }
        let schemas = alternatives.map { single($0, children: children, used: &used) }
        return schemas.count == 1 ? schemas[0] : ["anyOf": schemas]
    }

    private func single(_ type: KeyType, children: [Key], used: inout Set<String>) -> [String: Any] {
        switch type {
        case .string: return ["type": "string"]
        case .number: return ["type": "number"]
        case .integer: return ["type": "integer"]
        case .boolean: return ["type": "boolean"]
        case .null: return ["type": "null"]
        case .literal(let word): return ["const": word]
        case .object: return children.isEmpty ? ["type": "object"] : objectSchema(children, used: &used)
        case .array(let element):
            return ["type": "array", "items": typeSchema(element, children: children, used: &used)]
        case .union: return typeSchema(type, children: children, used: &used)
        case .reference(let name):
            used.insert(name)
            return ["$ref": "#/definitions/\(name)"]
        }
    }

    private static func regexEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// JSON text: keys sorted, two spaces a level, scalars' arrays on one line; the same on every platform.
    static func render(_ value: Any, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case let object as [String: Any]:
            if object.isEmpty { return "{}" }
            let members = object.keys.sorted().map {
                "\(inner)\(quoted($0)): \(render(object[$0] ?? NSNull(), indent: inner))"
            }
            return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
        case let array as [Any]:
            if array.isEmpty { return "[]" }
            if array.allSatisfy({ !($0 is [String: Any]) && !($0 is [Any]) }) {
                return "[" + array.map { render($0, indent: inner) }.joined(separator: ", ") + "]"
            }
            return "[\n" + array.map { inner + render($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let text as String: return quoted(text)
        case let flag as Bool: return flag ? "true" : "false"
        case is NSNull: return "null"
        default: return "\(value)"
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
