// MARK: - ControlGroups

/// An app's controls by group, groups in order of first appearance: worked out once, when the
/// app's controls are set, so that laying out a window only reads them (a group move lists its
/// group's ids by sharing the array here). An object, made once and never changed: copying an
/// app copies one reference.
final class ControlGroups: Sendable, Hashable {
    /// The group names, in order of first appearance.
    let names: [String]
    /// For each group, its controls' indices in the app's `controls`, in order.
    let members: [[Int]]
    /// For each group, its controls' ids, in order.
    let ids: [[String]]
    /// The group of each control, an index into `names`.
    let groupOf: [Int]
    /// Whether each control scrolls with content (the fold doesn't apply to it).
    let scrolls: [Bool]

    /// No controls.
    static let none = ControlGroups([])

    init(_ controls: [ControlSpec]) {
        var names: [String] = []
        var members: [[Int]] = []
        var ids: [[String]] = []
        var groupOf: [Int] = []
        groupOf.reserveCapacity(controls.count)
        var indexOf: [String: Int] = [:]
        for (index, control) in controls.enumerated() {
            let group: Int
            if let known = indexOf[control.group] {
                group = known
            } else {
                group = names.count
                indexOf[control.group] = group
                names.append(control.group)
                members.append([])
                ids.append([])
            }
            groupOf.append(group)
            members[group].append(index)
            ids[group].append(control.id)
        }
        self.names = names
        self.members = members
        self.ids = ids
        self.groupOf = groupOf
        scrolls = controls.map(\.scrollsWithContent)
    }

    /// Made from the same controls (the groups say nothing the controls don't).
    static func == (lhs: ControlGroups, rhs: ControlGroups) -> Bool {
        lhs === rhs
            || (lhs.groupOf == rhs.groupOf && lhs.scrolls == rhs.scrolls && lhs.ids == rhs.ids
                && lhs.names == rhs.names)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(groupOf) }
}
