// MARK: - A unified diff

/// The lines of `new` that differ from `old`, unified-diff style: hunks headed
/// `@@ -start,count +start,count @@`, each changed line with `-` (old) or `+` (new) and up to
/// `context` unchanged lines around them with a space. Empty when they are equal.
public func unifiedDiff(_ old: String, _ new: String, context: Int = 2) -> [String] {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var removed = Set<Int>(), inserted = Set<Int>()
    for change in after.difference(from: before) {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    // The edit script: each step a line of either side or both, with its numbers there.
    var steps: [(mark: Character, old: Int, new: Int)] = []
    var i = 0, j = 0
    while i < before.count || j < after.count {
        if i < before.count, removed.contains(i) {
            steps.append(("-", i, j))
            i += 1
        } else if j < after.count, inserted.contains(j) {
            steps.append(("+", i, j))
            j += 1
        } else {
            steps.append((" ", i, j))
            i += 1
            j += 1
        }
    }
    let changed = steps.indices.filter { steps[$0].mark != " " }
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
        let range = max(0, index - context)...min(steps.count - 1, index + context)
        if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
            hunks[hunks.count - 1] = last.lowerBound...range.upperBound
        } else {
            hunks.append(range)
        }
    }
    var lines: [String] = []
    for hunk in hunks {
        let part = steps[hunk]
        let oldCount = part.filter { $0.mark != "+" }.count, newCount = part.filter { $0.mark != "-" }.count
        let first = steps[hunk.lowerBound]
        lines.append(
            "@@ -\(first.old + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(first.new + (newCount == 0 ? 0 : 1)),\(newCount) @@"
        )
        for step in part {
            lines.append(String(step.mark) + (step.mark == "+" ? after[step.new] : before[step.old]))
        }
    }
    return lines
}
