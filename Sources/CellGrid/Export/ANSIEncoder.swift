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
    ///
    /// Each frame starts from the plain style (the one before it ended there) and ends in it, so
    /// frames can be played from any one of them after a full frame; in between, every cursor move
    /// and style change is the shortest of its forms (`TerminalPen`).
    public static func frame(from previous: Grid?, to next: Grid) -> String {
        var pen = TerminalPen(width: next.width)
        guard let previous, previous.width == next.width, previous.height == next.height else {
            pen.out.append(contentsOf: "\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
            pen.row = 0
            pen.column = 0
            for row in 0..<next.height {
                let end = lastVisibleColumn(next, row)
                guard end > 0 else { continue }
                pen.move(row, 0)
                pen.write(next, row: row, columns: 0..<end)
            }
            pen.finish()
            return String(decoding: pen.out, as: UTF8.self)
        }
        next.cells.withUnsafeBufferPointer { cells in
            previous.cells.withUnsafeBufferPointer { old in
                for row in 0..<next.height {
                    let base = row * next.width
                    var column = 0
                    while column < next.width {
                        guard cells[base + column] != old[base + column] else {
                            column += 1
                            continue
                        }
                        // A run of changed cells; unchanged gaps cheaper to resend than to jump over go too.
                        var end = column + 1
                        var gap = 0
                        while end < next.width, gap <= 4 {
                            if cells[base + end] != old[base + end] { gap = 0 } else { gap += 1 }
                            end += 1
                        }
                        end -= gap
                        pen.move(row, column)
                        pen.write(next, row: row, columns: column..<end)
                        column = end
                    }
                }
            }
        }
        pen.finish()
        return String(decoding: pen.out, as: UTF8.self)
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
