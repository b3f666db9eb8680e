import Simulator

// MARK: - The page's keys

extension DemoBook {
    /// The keys a browser keeps for itself, and the page's keys for the same actions: Tab and
    /// Shift+Tab move the focus from control to control, so "the other window" is `n` and `N`.
    static let browserKeys: [Key: Key] = [.tab: .character("n"), .backTab: .character("N")]

    /// The key table as the page has it: each key the browser keeps replaced by the page's (when
    /// the table doesn't bind that key already), and its group's hint naming the new key.
    var pageGroups: [KeyGroup] {
        let groups = KeyMap(profile: profile).groups
        let bound = Set(groups.flatMap(\.bindings).flatMap(\.keys))
        return groups.map { group in
            var group = group
            var moved = false
            for index in group.bindings.indices {
                group.bindings[index].keys = group.bindings[index].keys.compactMap { key in
                    guard let page = Self.browserKeys[key] else { return key }
                    moved = true
                    return bound.contains(page) ? nil : page
                }
            }
            if moved, let hint = group.hint, let first = group.bindings.first?.keys.first {
                group.hint = ([first.label] + hint.split(separator: " ").dropFirst().map(String.init))
                    .joined(separator: " ")
            }
            return group
        }
    }
}
