// MARK: - UnifiedDiff

/// A unified diff of two texts by lines (`diff -u` style, three lines of context), from the
/// standard library's `CollectionDifference`, cut after `limit` lines.
enum UnifiedDiff {
    enum Kind { case same, remove, insert }
    /// A line of either side: its index in the old text and the new, and what happened to it.
    typealias Row = (old: Int, new: Int, kind: Kind)

    static let context = 3

    static func make(old: String, new: String, oldName: String, newName: String, limit: Int) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = walk(a, b)
        var out = ["--- \(oldName)", "+++ \(newName)"]
        var index = 0
        var lines = 0
        while index < rows.count {
            guard rows[index].kind != .same else {
                index += 1
                continue
            }
            let (start, end) = hunk(around: index, in: rows)
            let hunk = rows[start..<end]
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .remove }.count
            out.append("@@ -\(rows[start].old + 1),\(oldCount) +\(rows[start].new + 1),\(newCount) @@")
            for row in hunk {
                if lines >= limit { break }
                switch row.kind {
                case .same: out.append(" " + a[row.old])
                case .remove: out.append("-" + a[row.old])
                case .insert: out.append("+" + b[row.new])
                }
                lines += 1
            }
            index = end
            if lines >= limit {
                let shown = rows[start..<min(end, start + limit)].filter { $0.kind != .same }.count
                let rest = rows[start...].filter { $0.kind != .same }.count - shown
                if rest > 0 { out.append("… \(rest) more changed line\(rest == 1 ? "" : "s") not shown") }
                break
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Both sides walked together, each line kept, removed or inserted.
    static func walk(_ a: [String], _ b: [String]) -> [Row] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in b.difference(from: a) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var rows: [Row] = []
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
        return rows
    }

    /// The rows of the hunk around the change at `index`: changes within twice the context of
    /// each other share one, with the context around them.
    static func hunk(around index: Int, in rows: [Row]) -> (start: Int, end: Int) {
        var start = max(0, index - context)
        var end = index
        var lastChange = index
        while end < rows.count, end - lastChange <= 2 * context {
            if rows[end].kind != .same { lastChange = end }
            end += 1
        }
        end = min(rows.count, lastChange + context + 1)
        while start < index, rows[start].kind != .same { start += 1 }
        return (start, end)
    }
}
