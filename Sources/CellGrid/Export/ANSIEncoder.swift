// MARK: - ANSIEncoder

/// Grids as terminal output: escape sequences with the palette's 256 colours.
///
/// Used for `render --format ansi`, for asciicast events (a full frame, then only the
/// cells that changed), and to count the bytes a hinge step costs.
public enum ANSIEncoder {
    /// The SGR sequence for a style (always from a reset, so it can start anywhere).
    public static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let fg = style.foreground { codes.append("38;5;\(fg.xterm256)") }
        if let bg = style.background { codes.append("48;5;\(bg.xterm256)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The grid as lines of coloured text, for a terminal to print (`render --format ansi`).
    public static func text(_ grid: Grid) -> String {
        var out: [UInt8] = []
        for row in 0..<grid.height {
            let end = lastVisibleColumn(grid, row)
            var current: Style?
            for column in 0..<end {
                let cell = grid[column, row]
                if cell.style != current {
                    out.append(contentsOf: sgr(cell.style).utf8)
                    current = cell.style
                }
                appendUTF8(cell.scalar, to: &out)
            }
            if current != nil { out.append(contentsOf: "\u{1B}[0m".utf8) }
            out.append(10)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What a terminal needs to go from `previous` to `next`: everything when there is
    /// no previous frame (or its size differs), else only the changed cells.
    public static func frame(from previous: Grid?, to next: Grid) -> String {
        var out: [UInt8] = []
        guard let previous, previous.width == next.width, previous.height == next.height else {
            out.append(contentsOf: "\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
            for row in 0..<next.height {
                let end = lastVisibleColumn(next, row)
                guard end > 0 else { continue }
                moveCursor(row, 0, &out)
                appendCells(next, row: row, columns: 0..<end, to: &out)
            }
            out.append(contentsOf: "\u{1B}[0m".utf8)
            return String(decoding: out, as: UTF8.self)
        }
        // The grid's one diff, as a map.
        var changed = [Bool](repeating: false, count: next.width * next.height)
        for index in next.changedCells(from: previous) { changed[index] = true }
        for row in 0..<next.height {
            var column = 0
            let base = row * next.width
            while column < next.width {
                guard changed[base + column] else {
                    column += 1
                    continue
                }
                // A run of changed cells; small unchanged gaps are cheaper to resend than to jump.
                var end = column + 1
                var gap = 0
                while end < next.width, gap <= 4 {
                    if changed[base + end] { gap = 0 } else { gap += 1 }
                    end += 1
                }
                end -= gap
                moveCursor(row, column, &out)
                appendCells(next, row: row, columns: column..<end, to: &out)
                column = end
            }
        }
        if !out.isEmpty { out.append(contentsOf: "\u{1B}[0m".utf8) }
        return String(decoding: out, as: UTF8.self)
    }

    private static func moveCursor(_ row: Int, _ column: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: "\u{1B}[\(row + 1);\(column + 1)H".utf8)
    }

    private static func appendCells(_ grid: Grid, row: Int, columns: Range<Int>, to out: inout [UInt8]) {
        var current: Style?
        for column in columns {
            let cell = grid[column, row]
            if cell.style != current {
                out.append(contentsOf: sgr(cell.style).utf8)
                current = cell.style
            }
            appendUTF8(cell.scalar, to: &out)
        }
    }

    /// One past the last cell of a row that shows anything (a character or a background).
    static func lastVisibleColumn(_ grid: Grid, _ row: Int) -> Int {
        var end = grid.width
        while end > 0 {
            let cell = grid[end - 1, row]
            if cell.scalar != " " || cell.style.background != nil || cell.style.reverse { break }
            end -= 1
        }
        return end
    }
}
