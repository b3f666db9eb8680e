// MARK: - CellRectIndex

/// Rectangles of cells (where text went), found by the cells they cover: which ones meet a
/// rectangle, in the order they were added. Up to `linearLimit` it looks at each (what a normal
/// screen has); past that, each cell on the screen lists the rectangles covering it, so a
/// question costs the cells asked about and what they hold, not every rectangle (an app with
/// thousands of labelled controls asked once per outline was quadratic). Rectangles not wholly
/// on the screen are looked at one by one.
package struct CellRectIndex {
    /// Past this many rectangles, the cells list them.
    package static let linearLimit = 64

    package let width: Int
    package let height: Int
    /// Every rectangle, by the order it was added.
    package private(set) var rects: [CellRect] = []
    /// Per cell, its first node, or -1; a node is a rectangle covering the cell and the next node.
    private var heads: [Int32] = []
    private var nodeRect: [Int32] = []
    private var nodeNext: [Int32] = []
    /// Rectangles that are partly off the screen (the cells can't hold them).
    private var outside: [Int] = []
    /// Per rectangle, whether it is gone (`remove`): no question meets it again.
    private var gone: [Bool] = []
    /// Per rectangle, the last question that met it (each is listed once however many cells it shares).
    private var seen: [Int32] = []
    private var question: Int32 = 0

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    private var indexed: Bool { !heads.isEmpty }

    /// Adds a rectangle; its number is how many were added before it.
    package mutating func add(_ cells: CellRect) {
        rects.append(cells)
        gone.append(false)
        if indexed {
            place(rects.count - 1)
        } else if rects.count > Self.linearLimit, width > 0, height > 0 {
            heads = Array(repeating: -1, count: width * height)
            seen = Array(repeating: 0, count: rects.count)
            for index in rects.indices { place(index) }
        }
    }

    private mutating func place(_ index: Int) {
        seen.append(0)
        let cells = rects[index]
        guard !cells.isEmpty else { return }
        guard cells.column >= 0, cells.row >= 0, cells.maxColumn <= width, cells.maxRow <= height else {
            outside.append(index)
            return
        }
        for row in cells.row..<cells.maxRow {
            for column in cells.column..<cells.maxColumn {
                let cell = row * width + column
                nodeRect.append(Int32(index))
                nodeNext.append(heads[cell])
                heads[cell] = Int32(nodeRect.count - 1)
            }
        }
    }

    /// Takes a rectangle out, by number: no later question meets it (covered text stays covered).
    package mutating func remove(_ index: Int) {
        if gone.indices.contains(index) { gone[index] = true }
    }

    /// The rectangles that share a cell with `rect` and aren't removed, by number (a removed
    /// one's cells stop listing it as they are next asked about).
    package mutating func overlapping(_ rect: CellRect) -> [Int] {
        guard indexed else { return rects.indices.filter { !gone[$0] && rects[$0].overlaps(rect) } }
        var found: [Int] = []
        question &+= 1
        for index in outside where !gone[index] && rects[index].overlaps(rect) {
            seen[index] = question
            found.append(index)
        }
        let inside = rect.clipped(width: width, height: height)
        guard !rect.isEmpty, !inside.isEmpty else { return found.sorted() }
        for row in inside.row..<inside.maxRow {
            for column in inside.column..<inside.maxColumn {
                let cell = row * width + column
                var previous: Int32 = -1
                var node = heads[cell]
                while node >= 0 {
                    let index = Int(nodeRect[Int(node)]), next = nodeNext[Int(node)]
                    if gone[index] {
                        // Unlinked: no later question meets it here again.
                        if previous < 0 { heads[cell] = next } else { nodeNext[Int(previous)] = next }
                        node = next
                        continue
                    }
                    if seen[index] != question {
                        seen[index] = question
                        found.append(index)
                    }
                    previous = node
                    node = next
                }
            }
        }
        return found.sorted()
    }
}
