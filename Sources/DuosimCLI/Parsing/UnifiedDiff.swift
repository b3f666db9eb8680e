// MARK: - UnifiedDiff

/// A unified diff of two texts by lines (`diff -u` style, three lines of context), from the
/// standard library's `CollectionDifference`, cut after `limit` lines.
enum UnifiedDiff {
    /// One line of the walk over both sides: its index in the old text and the new, and its kind.
    struct Row {
        enum Kind { case same, remove, insert }
        var old: Int
        var new: Int
        var kind: Kind
    }

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
            let hunk = self.hunk(rows, around: index)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .remove }.count
            out.append(
                "@@ -\(hunk[hunk.startIndex].old + 1),\(oldCount) +\(hunk[hunk.startIndex].new + 1),\(newCount) @@")
            for row in hunk {
                if lines >= limit { break }
                switch row.kind {
                case .same: out.append(" " + a[row.old])
                case .remove: out.append("-" + a[row.old])
                case .insert: out.append("+" + b[row.new])
                }
                lines += 1
            }
            index = hunk.endIndex
            if lines >= limit {
                let shown = rows[hunk.startIndex..<min(hunk.endIndex, hunk.startIndex + limit)].filter {
                    $0.kind != .same
                }
                .count
                let rest = rows[hunk.startIndex...].filter { $0.kind != .same }.count - shown
                if rest > 0 { out.append("… \(rest) more changed line\(rest == 1 ? "" : "s") not shown") }
                break
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Both sides walked together: each line kept, removed or inserted.
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
                rows.append(Row(old: i, new: j, kind: .remove))
                i += 1
            } else if j < b.count, inserted.contains(j) {
                rows.append(Row(old: i, new: j, kind: .insert))
                j += 1
            } else {
                rows.append(Row(old: i, new: j, kind: .same))
                i += 1
                j += 1
            }
        }
        return rows
    }

    /// The hunk around the change at `index`: changes within 2 × context of each other, with
    /// `context` kept lines on either side.
    static func hunk(_ rows: [Row], around index: Int) -> ArraySlice<Row> {
        var start = max(0, index - context)
        var end = index
        var lastChange = index
        while end < rows.count, end - lastChange <= 2 * context {
            if rows[end].kind != .same { lastChange = end }
            end += 1
        }
        end = min(rows.count, lastChange + context + 1)
        while start < index, rows[start].kind != .same { start += 1 }
        return rows[start..<end]
    }
}
