import PoseEngine

// MARK: - VocabularyChoice

/// What `--vocabulary` asks for: one platform's words, or all of them.
public enum VocabularyChoice: Hashable, Sendable {
    case one(PlatformVocabulary)
    case all

    /// The values `--vocabulary` takes: each platform's name, then `all`.
    public static let names = PlatformVocabulary.allCases.map(\.rawValue) + ["all"]

    /// The choice `name` names, or nil.
    public init?(_ name: String) {
        if name == "all" {
            self = .all
        } else if let vocabulary = PlatformVocabulary(rawValue: name) {
            self = .one(vocabulary)
        } else {
            return nil
        }
    }

    /// `apple`, …, `all`.
    public var name: String {
        switch self {
        case .one(let vocabulary): return vocabulary.rawValue
        case .all: return "all"
        }
    }

    /// The vocabularies chosen, in their order.
    public var vocabularies: [PlatformVocabulary] {
        switch self {
        case .one(let vocabulary): return [vocabulary]
        case .all: return PlatformVocabulary.allCases
        }
    }
}

// MARK: - The query document

extension PoseScene {
    /// The `duosim query` document in the words `choice` asks for: Apple's alone when nil; Apple's
    /// with the others' after it for `apple` and `all`; the pose in common words and one other
    /// platform's for `android`, `flutter` or `web` (Apple's windows left out).
    /// Every form starts with `"schemaVersion"` (`Schemas/query.schema.json`).
    public func queryDocument(vocabulary choice: VocabularyChoice?, profile: DeviceProfile) -> JSONValue {
        guard case .object(var members) = json else { return json }
        guard let choice else { return .document(members) }
        switch choice {
        case .all, .one(.apple):
            members.insert(("vocabulary", .string(choice.name)), at: 1)
            return .document(members + vocabularyMembers(choice.vocabularies, profile: profile))
        case .one:
            let common = members.filter {
                ["profile", "device", "hinge", "pose", "display", "orientation", "layoutDirection", "app"].contains(
                    $0.0)
            }
            return .document(
                [("vocabulary", .string(choice.name))] + common
                    + vocabularyMembers(choice.vocabularies, profile: profile))
        }
    }
}
