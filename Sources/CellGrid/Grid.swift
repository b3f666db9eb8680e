#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Grid

/// The screen as cells. Everything duosim shows is drawn here first; backends and
/// exporters only read it.
public struct Grid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a column and row; reads outside give a blank, writes outside are dropped.
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard column >= 0, column < width, row >= 0, row < height else { return .blank }
            return cells[row * width + column]
        }
        set {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            cells[row * width + column] = newValue
        }
    }

    // MARK: Changes

    /// The indices of the cells that differ from `previous` (every cell when there is none or its
    /// size differs): the one diff the terminal backend and the ANSI encoder both send.
    public func changedCells(from previous: Grid?) -> [Int] {
        guard let previous, previous.width == width, previous.height == height else { return Array(cells.indices) }
        var changed: [Int] = []
        Self.compare(cells, previous.cells) { same in
            for row in 0..<height where !Self.rowsEqual(cells, previous.cells, from: row * width, count: width) {
                for index in (row * width)..<((row + 1) * width) where !same(index) { changed.append(index) }
            }
        }
        return changed
    }

    /// Whether `count` cells from `start` are the same in `a` and `b` (a `memcmp` of their bytes).
    @inline(__always)
    static func rowsEqual(_ a: [Cell], _ b: [Cell], from start: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard Cell.isTwoWords else { return a[start..<(start + count)] == b[start..<(start + count)] }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return true }  // no cells: nothing differs
                return memcmp(a + start * 8, b + start * 8, count * 8) == 0
            }
        }
    }

    /// Calls `body` with a test of whether the cells at an index are the same in `a` and `b`
    /// (same count): a cell is two 32-bit words (a scalar and a packed style), so the test
    /// compares one 64-bit word, which a frame does for every cell.
    @inline(__always)
    static func compare<R>(_ a: [Cell], _ b: [Cell], _ body: ((Int) -> Bool) -> R) -> R {
        guard Cell.isTwoWords else { return body { a[$0] == b[$0] } }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                body { index in
                    a.load(fromByteOffset: index &* 8, as: UInt64.self)
                        == b.load(fromByteOffset: index &* 8, as: UInt64.self)
                }
            }
        }
    }

    // MARK: Drawing

    /// Writes `text` from a column, one character a cell, cut at `limit` cells or the edge.
    /// - Returns: the number of cells written.
    @discardableResult @inline(never)  // called from everywhere: one copy of its loops, not one a caller
    public mutating func put(_ text: String, column: Int, row: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        let end = min(width, limit.map { column + $0 } ?? width)
        var c = column
        let rowInside = row >= 0 && row < height
        let base = row &* width
        // One pass over the bytes while each scalar is a character of its own (nearly all text);
        // at the first that isn't, the text is written again by characters (the same cells so far).
        let direct: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            cells.withUnsafeMutableBufferPointer { cells in
                CellText.forEachStandaloneScalar(utf8) { scalar in
                    guard c < end else { return false }
                    if rowInside, c >= 0 { cells[base + c] = Cell(scalar: scalar, style: style) }
                    c += 1
                    return true
                }
            }
        }
        if direct == true { return max(0, c - column) }
        c = column
        cells.withUnsafeMutableBufferPointer { cells in
            CellText(text).forEachCell { scalar in
                guard c < end else { return false }
                // `c < end <= width`: only a row or a column before the grid can fall outside.
                if rowInside, c >= 0 { cells[base + c] = Cell(scalar: scalar, style: style) }
                c += 1
                return true
            }
        }
        return max(0, c - column)
    }

    /// Calls `body` with the cells to change in place (row × width + column), for a loop over many.
    mutating func withCells<R>(_ body: (inout UnsafeMutableBufferPointer<Cell>) -> R) -> R {
        cells.withUnsafeMutableBufferPointer(body)
    }

    /// Fills a rectangle with one character.
    public mutating func fill(_ rect: CellRect, _ character: Character, style: Style = .plain) {
        guard !rect.isEmpty else { return }
        let cell = Cell(character, style)
        let width = self.width
        let columns = max(0, rect.column)..<min(width, rect.maxColumn)
        guard !columns.isEmpty else { return }
        let rows = max(0, rect.row)..<min(height, rect.maxRow)
        cells.withUnsafeMutableBufferPointer { cells in
            for r in rows {
                let start = r * width
                cells[(start + columns.lowerBound)..<(start + columns.upperBound)].update(repeating: cell)
            }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping the characters.
    public mutating func restyle(_ rect: CellRect, _ change: (inout Style) -> Void) {
        guard !rect.isEmpty else { return }
        let width = self.width
        let rows = max(0, rect.row)..<min(height, rect.maxRow)
        let columns = max(0, rect.column)..<min(width, rect.maxColumn)
        cells.withUnsafeMutableBufferPointer { cells in
            for r in rows {
                for c in columns { change(&cells[r * width + c].style) }
            }
        }
    }

    /// Draws a frame on the rectangle's outer cells, with a title in the top edge.
    public mutating func box(
        _ rect: CellRect, glyphs: Glyphs, style: Style, title: String? = nil, titleStyle: Style? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxColumn - 1, bottom = rect.maxRow - 1
        fill(
            CellRect(column: rect.column, row: rect.row, width: rect.width, height: 1), glyphs.horizontal, style: style)
        fill(CellRect(column: rect.column, row: bottom, width: rect.width, height: 1), glyphs.horizontal, style: style)
        fill(CellRect(column: rect.column, row: rect.row, width: 1, height: rect.height), glyphs.vertical, style: style)
        fill(CellRect(column: right, row: rect.row, width: 1, height: rect.height), glyphs.vertical, style: style)
        self[rect.column, rect.row] = Cell(glyphs.topLeft, style)
        self[right, rect.row] = Cell(glyphs.topRight, style)
        self[rect.column, bottom] = Cell(glyphs.bottomLeft, style)
        self[right, bottom] = Cell(glyphs.bottomRight, style)
        if let title, rect.width >= 6 {
            let room = rect.width - 4
            let text = " " + fit(title, room - 2) + " "
            put(text, column: rect.column + 1, row: rect.row, style: titleStyle ?? style)
        }
    }

    // MARK: Reading

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

    /// Rows as UTF-8, written straight into the array's storage (a capture per frame is common).
    func bytes(rows: Range<Int>, newlines: Bool) -> [UInt8] {
        let rows = max(0, rows.lowerBound)..<min(height, rows.upperBound)
        guard !rows.isEmpty else { return [] }
        return [UInt8](unsafeUninitializedCapacity: (width * 4 + 1) * rows.count) { buffer, count in
            count = 0
            cells.withUnsafeBufferPointer { cells in
                for row in rows {
                    let start = row * width
                    var end = start + width
                    while end > start && cells[end - 1].scalar == " " { end -= 1 }
                    for index in start..<end { count = writeUTF8(cells[index].scalar, into: buffer, at: count) }
                    if newlines {
                        buffer[count] = 10
                        count += 1
                    }
                }
            }
        }
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

    /// The same grid with every character passed through `map` (the ASCII fallback).
    public func mappingCharacters(_ map: (Character) -> Character) -> Grid {
        var copy = self
        for index in copy.cells.indices {
            copy.cells[index].character = map(copy.cells[index].character)
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
