import PoseEngine
import Reports

/// Broken and edited copies of a valid profile, made from the schema table alone: for every key of
/// every object in the document, the key missing, of the wrong type, out of its range, not one of
/// its words, absent or `null`, and an unknown key beside it. Each says what a reader must do.
struct ProfileMutation {
    /// What a reader must make of the copy.
    enum Expectation: Equatable {
        /// Reject it, naming this field (`$.displays.inner.width`; a missing key's parent and name).
        case invalid(String)
        /// An optional key left out or `null`, which no rule asks for now: the schema takes it, and
        /// duosim reads it as absent (it may refuse the file for what no schema says, such as a
        /// repeated id, but never naming this key).
        case optional(String)
    }

    var label: String
    var document: JSONTree
    var expectation: Expectation

    /// Every mutation of `document` under `schema`.
    static func all(of document: JSONTree, schema: ProfileSchema) -> [ProfileMutation] {
        var result: [ProfileMutation] = []
        walk(document, object: schema.root, path: [], root: document, into: &result)
        return result
    }

    /// A step into a document: an object's key or an array's index.
    enum Step {
        case key(String)
        case index(Int)
    }

    static func pathText(_ path: [Step]) -> String {
        "$"
            + path.map {
                switch $0 {
                case .key(let key): return ".\(key)"
                case .index(let index): return "[\(index)]"
                }
            }.joined()
    }

    // MARK: Walking

    private static func walk(
        _ value: JSONTree, object: SchemaObject, path: [Step], root: JSONTree, into result: inout [ProfileMutation]
    ) {
        guard case .object(let members, _) = value else { return }
        let here = pathText(path)
        result.append(
            ProfileMutation(
                label: "\(here): an unknown key", document: setting(root, path + [.key("zzUnknown")], to: .number(1)),
                expectation: .invalid("\(here).zzUnknown")))
        for key in object.keys {
            let keyPath = path + [.key(key.name)]
            let field = pathText(keyPath)
            let present = members[key.name].map { $0 != .null } ?? false
            if key.required {
                result.append(
                    ProfileMutation(
                        label: "\(field) missing", document: setting(root, keyPath, to: nil),
                        expectation: .invalid(field)))
            } else {
                for (words, value) in [("left out", JSONTree?.none), ("null", .null)] {
                    var edited = members
                    edited[key.name] = value
                    // Optional, unless a rule of the object asks for it now.
                    let broken = brokenRule(object, edited, at: here)
                    result.append(
                        ProfileMutation(
                            label: "\(field) \(words)", document: setting(root, keyPath, to: value),
                            expectation: broken.map(Expectation.invalid) ?? .optional(field)))
                }
            }
            guard present, let value = members[key.name] else { continue }
            for (words, wrong) in wrongValues(for: key.shape) {
                result.append(
                    ProfileMutation(
                        label: "\(field) \(words)", document: setting(root, keyPath, to: wrong),
                        expectation: .invalid(field)))
            }
            walk(value, shape: key.shape, path: keyPath, root: root, into: &result)
        }
    }

    private static func walk(
        _ value: JSONTree, shape: SchemaShape, path: [Step], root: JSONTree, into result: inout [ProfileMutation]
    ) {
        switch shape {
        case .object(let object):
            walk(value, object: object, path: path, root: root, into: &result)
        case .list(let element, _):
            // The first three elements: enough to meet each kind of entry the bundled files have.
            guard case .array(let items) = value else { return }
            for (index, item) in items.enumerated().prefix(3) {
                walk(item, shape: element, path: path + [.index(index)], root: root, into: &result)
            }
        case .anyOf(let shapes):
            for shape in shapes where accepts(shape, value) {
                walk(value, shape: shape, path: path, root: root, into: &result)
            }
        default:
            break
        }
    }

    // MARK: Rules

    /// The field duosim names when `members` breaks one of `object`'s rules, or nil.
    static func brokenRule(_ object: SchemaObject, _ members: [String: JSONTree], at here: String) -> String? {
        func given(_ key: String) -> Bool { members[key].map { $0 != .null } ?? false }
        func equals(_ key: String, _ words: [String]) -> Bool {
            guard case .string(let word)? = members[key] else { return false }
            return words.contains(word)
        }
        for rule in object.rules {
            switch rule.condition {
            case .equals(let key, let words)?: if !equals(key, words) { continue }
            case .notEquals(let key, let words)?: if equals(key, words) { continue }
            case .present(let key)?: if !given(key) { continue }
            case .absent(let key)?: if given(key) { continue }
            case nil: break
            }
            switch rule.requirement {
            case .required(let keys):
                if let key = keys.first(where: { !given($0) }) { return "\(here).\(key)" }
            case .absent(let keys):
                if let key = keys.first(where: given) { return "\(here).\(key)" }
            case .notOneOf(let key, let words):
                if equals(key, words) { return "\(here).\(key)" }
            case .exactlyOne(let keys):
                if keys.filter(given).count != 1 { return here }
            }
        }
        return nil
    }

    // MARK: Wrong values

    /// Values the shape refuses, each with a few words.
    static func wrongValues(for shape: SchemaShape) -> [(String, JSONTree)] {
        var wrong: [(String, JSONTree)] = []
        let candidates: [JSONTree] = [
            .number(7.5), .string("text"), .bool(true), .array([]), .object([:], span: 0..<0),
        ]
        if let other = candidates.first(where: { !accepts(shape, $0) }) { wrong.append(("of the wrong type", other)) }
        switch shape {
        case .number(let range?, _), .wholeNumber(let range):
            wrong.append(("below its range", .number(range.lowerBound - 1)))
            wrong.append(("above its range", .number(range.upperBound + 1)))
            if case .wholeNumber = shape { wrong.append(("not whole", .number(range.lowerBound + 0.5))) }
        case .openFraction:
            wrong += [("at 0", .number(0)), ("at 1", .number(1))]
        case .choice:
            wrong.append(("not one of its words", .string("no-such-word")))
        case .text(.nonEmpty):
            wrong.append(("empty", .string("")))
        case .text(.identifier):
            wrong.append(("empty", .string("")))
            wrong.append(("holding an escape", .string("a\u{1B}[2Jb")))
            wrong.append(("holding a bidirectional override", .string("ab\u{202E}")))
            wrong.append(("holding a C1 control", .string("\u{9B}6n")))
        case .text(.name):
            wrong.append(("not a name", .string("two words")))
        case .text(.character):
            wrong.append(("two characters", .string("ab")))
        case .source:
            wrong.append(("not a source", .string("guessed")))
        case .list(_, let minItems) where minItems > 0:
            wrong.append(("empty", .array([])))
        default:
            break
        }
        return wrong
    }

    /// Whether `value` has a type the shape takes (not whether it is in range).
    static func accepts(_ shape: SchemaShape, _ value: JSONTree) -> Bool {
        switch (shape, value) {
        case (.text, .string), (.choice, .string), (.source, .string): return true
        case (.number, .number), (.openFraction, .number), (.wholeNumber, .number): return true
        case (.flag, .bool), (.object, .object), (.list, .array): return true
        case (.anyOf(let shapes), _): return shapes.contains { accepts($0, value) }
        default: return false
        }
    }

    // MARK: Editing

    /// `root` with the value at `path` replaced (`nil` removes it).
    static func setting(_ root: JSONTree, _ path: [Step], to value: JSONTree?) -> JSONTree {
        guard let first = path.first else { return value ?? .null }
        let rest = Array(path.dropFirst())
        switch (first, root) {
        case (.key(let key), .object(var members, let span)):
            members[key] = rest.isEmpty ? value : setting(members[key] ?? .object([:], span: 0..<0), rest, to: value)
            return .object(members, span: span)
        case (.index(let index), .array(var items)) where items.indices.contains(index):
            if rest.isEmpty {
                if let value { items[index] = value } else { items.remove(at: index) }
            } else {
                items[index] = setting(items[index], rest, to: value)
            }
            return .array(items)
        default:
            return root
        }
    }
}

extension JSONTree {
    /// The tree as JSON text, keys sorted.
    var text: String { json.render(pretty: false) }

    private var json: JSONValue {
        switch self {
        case .object(let members, _): return .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })
        case .array(let items): return .array(items.map(\.json))
        case .string(let text): return .string(text)
        case .number(let value): return .number(value)
        case .bool(let value): return .bool(value)
        case .null: return .null
        }
    }
}
