// MARK: - Reading

/// What a cell adds to a row as a terminal shows it (`Grid.shown`).
enum ShownCell {
    /// One scalar, in one cell or two (`wide`).
    case scalar(Unicode.Scalar, wide: Bool)
    /// A grapheme cluster of several scalars, in one cell or two.
    case cluster(String, wide: Bool)
    /// Nothing: the right half of the wide character before it.
    case none
}

/// What a cell shows as scalars (`Grid.shownScalars`), and the cells they take: 1, or 2 when wide.
public struct ShownScalars: Hashable, Sendable {
    public var scalars: [Unicode.Scalar]
    public var cells: Int

    public init(scalars: [Unicode.Scalar], cells: Int) {
        self.scalars = scalars
        self.cells = cells
    }
}

extension Grid {
    /// What the cell at `index` (in column `column`) shows: the one reading every exporter and
    /// the terminal make, so each row is exactly `width` cells. A half of a wide character whose
    /// other half was written over shows as a blank.
    @inline(__always)
    func shown(_ index: Int, column: Int) -> ShownCell {
        let code = cells[index].code
        if code & (Cell.pairBits | Cell.clusterBit) == 0 { return .scalar(Unicode.Scalar(code) ?? " ", wide: false) }
        if code & Cell.rightHalfBit != 0 {
            return column > 0 && cells[index - 1].code & Cell.wideBit != 0 ? .none : .scalar(" ", wide: false)
        }
        let wide = code & Cell.wideBit != 0
        if wide, !(column + 1 < width && cells[index + 1].code & Cell.rightHalfBit != 0) {
            return .scalar(" ", wide: false)
        }
        if code & Cell.clusterBit != 0 { return .cluster(CellClusters.shared.text(code & Cell.valueMask), wide: wide) }
        return .scalar(Unicode.Scalar(code & Cell.valueMask) ?? " ", wide: wide)
    }

    /// What cell `index` shows as scalars and the cells they take; `nil` for a right half.
    public func shownScalars(_ index: Int, column: Int) -> ShownScalars? {
        switch shown(index, column: column) {
        case .scalar(let scalar, let wide): return ShownScalars(scalars: [scalar], cells: wide ? 2 : 1)
        case .cluster(let text, let wide): return ShownScalars(scalars: Array(text.unicodeScalars), cells: wide ? 2 : 1)
        case .none: return nil
        }
    }

    /// Appends what cell `index` shows as UTF-8.
    @inline(__always)
    func appendShown(_ index: Int, column: Int, to out: inout [UInt8]) {
        switch shown(index, column: column) {
        case .scalar(let scalar, _): appendUTF8(scalar, to: &out)
        case .cluster(let text, _): out.append(contentsOf: text.utf8)
        case .none: break
        }
    }

    /// One past the last column of `row` before its trailing blanks.
    func trimmedEnd(_ row: Int) -> Int {
        var end = width
        while end > 0 && cells[row * width + end - 1].code == 0x20 { end -= 1 }
        return end
    }

    /// Row `row` as text, trailing spaces trimmed.
    public func line(_ row: Int) -> String { text(rows: row..<(row + 1), newlines: false) }

    /// The whole grid as a text capture: one line per row, trailing spaces trimmed, `\n` after each.
    public var text: String { text(rows: 0..<height, newlines: true) }

    /// The text capture as UTF-8 bytes, for writing to a file without making a string.
    public var textBytes: [UInt8] { bytes(rows: 0..<height, newlines: true) }

    /// Rows as text, from their UTF-8 bytes.
    private func text(rows: Range<Int>, newlines: Bool) -> String {
        String(decoding: bytes(rows: rows, newlines: newlines), as: UTF8.self)
    }

    /// Rows as UTF-8, written straight into the array's storage (a capture per frame is common);
    /// a row with a wide character or a cluster goes through `shown`.
    func bytes(rows: Range<Int>, newlines: Bool) -> [UInt8] {
        let rows = max(0, rows.lowerBound)..<min(height, rows.upperBound)
        guard !rows.isEmpty else { return [] }
        var out = [UInt8](
            unsafeUninitializedCapacity: (width * 4 + 1) * rows.count
        ) { buffer, count in
            count = 0
            cells.withUnsafeBufferPointer { cells in
                for row in rows {
                    let start = row * width
                    var end = start + width
                    while end > start && cells[end - 1].code == 0x20 { end -= 1 }
                    for index in start..<end {
                        let code = cells[index].code
                        // A scalar of one cell (nearly all); else the row is read again below.
                        guard code & (Cell.pairBits | Cell.clusterBit) == 0, let scalar = Unicode.Scalar(code) else {
                            count = Int.min
                            return
                        }
                        count = writeUTF8(scalar, into: buffer, at: count)
                    }
                    if newlines {
                        buffer[count] = 10
                        count += 1
                    }
                }
            }
            if count < 0 { count = 0 }
        }
        if out.isEmpty, !rows.isEmpty { out = shownBytes(rows: rows, newlines: newlines) }
        return out
    }

    /// `bytes` for rows with wide characters or clusters.
    private func shownBytes(rows: Range<Int>, newlines: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((width * 4 + 1) * rows.count)
        for row in rows {
            let start = row * width
            for column in 0..<trimmedEnd(row) { appendShown(start + column, column: column, to: &out) }
            if newlines { out.append(10) }
        }
        return out
    }

    /// The same grid without colours (attributes stay), as `NO_COLOR` asks.
    public func withoutColors() -> Grid {
        var copy = self
        for index in copy.cells.indices {
            copy.cells[index].style.foreground = nil
            copy.cells[index].style.background = nil
        }
        return copy
    }

    /// The same grid with every character passed through `map` (the ASCII fallback): a wide
    /// character mapped to a narrow one shows it in both its cells.
    public func mappingCharacters(_ map: (Character) -> Character) -> Grid {
        var copy = self
        for index in copy.cells.indices where !copy.cells[index].isRightHalf {
            let wide = copy.cells[index].isWide
            copy.cells[index].character = map(copy.cells[index].character)
            let column = index % width
            if wide, column + 1 < width, copy.cells[index + 1].isRightHalf, !copy.cells[index].isWide {
                copy.cells[index + 1] = Cell(code: copy.cells[index].code, style: copy.cells[index + 1].style)
            }
        }
        return copy
    }
}

/// Writes a scalar's UTF-8 bytes at `offset` (room for four must be there); returns the next offset.
@inline(__always)
func writeUTF8(_ scalar: Unicode.Scalar, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    var next = offset
    UTF8.encode(scalar) { byte in
        buffer[next] = byte
        next += 1
    }
    return next
}

/// Appends a scalar's UTF-8 bytes (building strings scalar by scalar is far slower).
@inline(__always)
func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    UTF8.encode(scalar) { bytes.append($0) }
}
