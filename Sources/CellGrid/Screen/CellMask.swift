// MARK: - CellMask

/// One flag a cell of the screen: the renderer's record of the cells nothing may cover and of
/// the cells that hold an element's text. Cells outside read as unset; setting them does nothing.
struct CellMask {
    let width: Int
    let height: Int
    private(set) var flags: [Bool]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        flags = Array(repeating: false, count: self.width * self.height)
    }

    subscript(column: Int, row: Int) -> Bool {
        get { column >= 0 && row >= 0 && column < width && row < height && flags[row * width + column] }
        set {
            guard column >= 0, row >= 0, column < width, row < height else { return }
            flags[row * width + column] = newValue
        }
    }

    /// Sets (or clears) every cell of `rect` inside the screen.
    mutating func set(_ rect: CellRect, to value: Bool = true) {
        let inside = rect.clipped(width: width, height: height)
        for row in inside.row..<inside.maxRow {
            for column in inside.column..<inside.maxColumn { flags[row * width + column] = value }
        }
    }
}
