import PoseEngine
import TestSupport

/// Real output held to CONTRACT's key lists: every key printed is listed (with a value of its
/// type), every key a list requires is printed, and, over all the runs, every key listed is seen.
struct ContractCheck {
    let keys: ContractKeys
    /// Documented keys seen, as `list:a.b.c` (keys' names as CONTRACT writes them).
    private(set) var seen = Set<String>()
    private(set) var problems: [String] = []

    init(_ keys: ContractKeys) { self.keys = keys }

    /// Checks one document printed by `run` against the list `list`.
    mutating func check(_ text: String, list: String, run: String) {
        guard let documented = keys.lists[list] else {
            problems.append("no list '\(list)' in Docs/CONTRACT.md")
            return
        }
        guard text.hasPrefix("{\n  \"schemaVersion\": 1,") || text.hasPrefix("{\"schemaVersion\":1,") else {
            problems.append("\(run): doesn't start with \"schemaVersion\": 1")
            return
        }
        do {
            let tree = try JSONNode.parse(Array(text.utf8), file: run).tree
            walk(tree, documented, path: list + ":", run: run)
        } catch {
            problems.append("\(run): not JSON: \(error)")
        }
    }

    /// The keys of `list` no run printed.
    func unseen(_ list: String) -> [String] {
        var missing: [String] = []
        func visit(_ keys: [ContractKeys.Key], _ path: String, depth: Int) {
            for key in keys {
                let here = path + (path.hasSuffix(":") ? "" : ".") + key.name
                if !seen.contains(here) { missing.append(here) }
                // A shape named by a reference is checked where it is listed, once.
                if !key.children.isEmpty { visit(key.children, here, depth: depth + 1) }
            }
        }
        visit(keys.lists[list] ?? [], list + ":", depth: 0)
        return missing
    }

    private mutating func walk(_ value: JSONTree, _ documented: [ContractKeys.Key], path: String, run: String) {
        switch value {
        case .array(let elements):
            for element in elements { walk(element, documented, path: path, run: run) }
        case .object(let members, _):
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                let key =
                    documented.first { !$0.isPattern && $0.name == name }
                    ?? documented.first { $0.isPattern && $0.matches(name) }
                let here = path + (path.hasSuffix(":") ? "" : ".")
                guard let key else {
                    problems.append("\(run): \(here)\(name) is printed but not listed in Docs/CONTRACT.md")
                    continue
                }
                seen.insert(here + key.name)
                if !conforms(member, key.type) {
                    problems.append("\(run): \(here)\(name) is \(Self.describe(member)), not \(key.type)")
                }
                let children = keys.children(of: key)
                if !children.isEmpty { walk(member, children, path: here + key.name, run: run) }
            }
            for key in documented where !key.optional && !key.isPattern && members[key.name] == nil {
                problems.append("\(run): \(path)\(path.hasSuffix(":") ? "" : ".")\(key.name) is listed but missing")
            }
        default:
            break
        }
    }

    private func conforms(_ value: JSONTree, _ type: ContractKeys.KeyType) -> Bool {
        switch (type, value) {
        case (.string, .string), (.number, .number), (.boolean, .bool), (.null, .null), (.object, .object):
            return true
        case (.integer, .number(let number)): return number == number.rounded()
        case (.literal(let word), .string(let text)): return word == text
        case (.array(let element), .array(let elements)): return elements.allSatisfy { conforms($0, element) }
        case (.union(let list), _): return list.contains { conforms(value, $0) }
        case (.reference, .object): return true
        default: return false
        }
    }

    private static func describe(_ value: JSONTree) -> String {
        switch value {
        case .string(let text): return "\"\(text.prefix(40))\""
        case .number(let number): return "\(number)"
        case .bool(let flag): return "\(flag)"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
