// MARK: - Schema version

/// The version of the JSON documents duosim prints (`query`, `sweep`, `audit`, `profiles`,
/// `bench`): each carries it as its first key, `"schemaVersion"`, and `Schemas/` holds a JSON
/// Schema for each. It grows by one when a key changes meaning or leaves; added keys keep it.
public let jsonSchemaVersion = 1

extension JSONValue {
    /// A document: `"schemaVersion"` first, then `members`.
    public static func document(_ members: [(String, JSONValue)]) -> JSONValue {
        .object([("schemaVersion", .number(Double(jsonSchemaVersion)))] + members)
    }
}
