// MARK: - TextCaptureEncoder

/// Text captures of one session's frames, one after another: a row that didn't change since the
/// last capture reuses that capture's bytes (most rows, as the hinge moves), a row that did is
/// encoded. The bytes are exactly `Grid.textBytes`.
public final class TextCaptureEncoder {
    private var previous: Grid?
    private var previousBytes: [UInt8] = []
    private var previousRows: [Range<Int>] = []

    public init() {}

    /// The text capture of `grid`, as `grid.textBytes` would give it.
    public func encode(_ grid: Grid) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(max(previousBytes.count, grid.width * grid.height + grid.height))
        var rows: [Range<Int>] = []
        rows.reserveCapacity(grid.height)
        let reusable = previous.map { $0.width == grid.width && $0.height == grid.height } ?? false
        for row in 0..<grid.height {
            let start = out.count
            if reusable, let previous,
                Grid.rowsEqual(grid.cells, previous.cells, from: row * grid.width, count: grid.width)
            {
                out.append(contentsOf: previousBytes[previousRows[row]])
            } else {
                out.append(contentsOf: grid.bytes(rows: row..<(row + 1), newlines: true))
            }
            rows.append(start..<out.count)
        }
        previous = grid
        previousBytes = out
        previousRows = rows
        return out
    }
}
