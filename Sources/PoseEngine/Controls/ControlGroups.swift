// MARK: - ControlGroups

/// An app's controls by group, groups in order of first appearance: worked out once, when the
/// app's controls are set, so that laying out a window only reads them (a group move lists its
/// group's ids by sharing the array here).
struct ControlGroups: Sendable, Hashable {
    /// The group names, in order of first appearance.
    private(set) var names: [String] = []
    /// For each group, its controls' indices in the app's `controls`, in order.
    private(set) var members: [[Int]] = []
    /// For each group, its controls' ids, in order.
    private(set) var ids: [[String]] = []
    /// The group of each control, an index into `names`.
    private(set) var groupOf: [Int] = []

    init() {}

    init(_ controls: [ControlSpec]) {
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
    }
}
