// MARK: - UnifiedDiff

/// A unified diff of two texts by lines (`diff -u` style, three lines of context), from the
/// standard library's `CollectionDifference`, cut after `limit` lines.
enum UnifiedDiff {
    static func make(old: String, new: String, oldName: String, newName: String, limit: Int) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = b.difference(from: a)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both sides together: (old index, new index, kind).
        enum Kind { case same, remove, insert }
        var rows: [(Int, Int, Kind)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                rows.append((i, j, .remove))
                i += 1
            } else if j < b.count, inserted.contains(j) {
                rows.append((i, j, .insert))
                j += 1
            } else {
                rows.append((i, j, .same))
                i += 1
                j += 1
            }
        }
        let context = 3
        var out = ["--- \(oldName)", "+++ \(newName)"]
        var index = 0
        var lines = 0
        while index < rows.count {
            guard rows[index].2 != .same else {
                index += 1
                continue
            }
            var start = max(0, index - context)
            var end = index
            // Extend the hunk while changes are within 2 × context of each other.
            var lastChange = index
            while end < rows.count, end - lastChange <= 2 * context {
                if rows[end].2 != .same { lastChange = end }
                end += 1
            }
            end = min(rows.count, lastChange + context + 1)
            while start < index, rows[start].2 != .same { start += 1 }
            let hunk = rows[start..<end]
            let oldCount = hunk.filter { $0.2 != .insert }.count
            let newCount = hunk.filter { $0.2 != .remove }.count
            out.append("@@ -\(rows[start].0 + 1),\(oldCount) +\(rows[start].1 + 1),\(newCount) @@")
            for row in hunk {
                if lines >= limit { break }
                switch row.2 {
                case .same: out.append(" " + a[row.0])
                case .remove: out.append("-" + a[row.0])
                case .insert: out.append("+" + b[row.1])
                }
                lines += 1
            }
            index = end
            if lines >= limit {
                let shown = rows[start..<min(end, start + limit)].filter { $0.2 != .same }.count
                let rest = rows[start...].filter { $0.2 != .same }.count - shown
                if rest > 0 { out.append("… \(rest) more changed line\(rest == 1 ? "" : "s") not shown") }
                break
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
