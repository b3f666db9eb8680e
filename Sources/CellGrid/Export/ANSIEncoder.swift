// MARK: - ANSIEncoder

/// Grids as terminal output: escape sequences with the palette's 256 colours.
///
/// Used for `render --format ansi`, for asciicast events (a full frame, then only the
/// cells that changed), and to count the bytes a hinge step costs.
public enum ANSIEncoder {
    /// The SGR sequence for a style (always from a reset, so it can start anywhere).
    public static func sgr(_ style: Style) -> String {
        "\u{1B}[" + (["0"] + parameters(style)).joined(separator: ";") + "m"
    }

    /// The SGR parameters that set `style` after a reset: attributes, then colours.
    static func parameters(_ style: Style) -> [String] {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let fg = style.foreground { codes.append("38;5;\(fg.xterm256)") }
        if let bg = style.background { codes.append("48;5;\(bg.xterm256)") }
        return codes
    }

    /// The grid as lines of coloured text, for a terminal to print (`render --format ansi`).
    public static func text(_ grid: Grid) -> String {
        var out: [UInt8] = []
        for row in 0..<grid.height {
            let end = lastVisibleColumn(grid, row)
            var current: Style?
            for column in 0..<end {
                let cell = grid[column, row]
                let shown = grid.shown(row * grid.width + column, column: column)
                if case .none = shown { continue }
                if cell.style != current {
                    out.append(contentsOf: sgr(cell.style).utf8)
                    current = cell.style
                }
                appendText(shown, column: column, to: &out)
            }
            if current != nil { out.append(contentsOf: "\u{1B}[0m".utf8) }
            out.append(10)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends what a cell shows, for text a terminal prints from where its cursor is: after a wide
    /// character the cursor goes to the next cell's column (`ESC [ n G`), so a terminal that draws
    /// it otherwise can't shift the rest of the row, and a cluster terminals draw at different
    /// widths is written over blanks.
    private static func appendText(_ shown: ShownCell, column: Int, to out: inout [UInt8]) {
        switch shown {
        case .scalar(let scalar, let wide):
            appendUTF8(scalar, to: &out)
            if wide { out.append(contentsOf: "\u{1B}[\(column + 3)G".utf8) }
        case .cluster(let text, let wide):
            let cells = wide ? 2 : 1
            if DisplayWidth.of(cluster: text.unicodeScalars)?.unjoined != cells {
                out.append(contentsOf: String(repeating: " ", count: cells).utf8)
                out.append(contentsOf: "\u{1B}[\(column + 1)G".utf8)
            }
            out.append(contentsOf: text.utf8)
            out.append(contentsOf: "\u{1B}[\(column + cells + 1)G".utf8)
        case .none: break
        }
    }

    /// What a terminal needs to go from `previous` to `next`: everything when there is
    /// no previous frame (or its size differs), else only the changed cells. It assumes the
    /// plain style at the start and leaves it at the end, so it stands alone; `ANSIStream` sends
    /// frames one after another for less.
    public static func frame(from previous: Grid?, to next: Grid) -> String {
        var stream = ANSIStream()
        return stream.frame(from: previous, to: next, endPlain: true)
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

// MARK: - ANSIStream

/// Frames for one terminal, one after another (an asciicast's events): the cursor's place and the
/// style carry over from frame to frame, the changed runs go in the order that costs the fewest
/// bytes, and every move and style change is the shortest of its forms (`TerminalPen`).
public struct ANSIStream: Sendable {
    private var pen: TerminalPen?
    /// At most this many runs are put in the cheapest order; beyond, row order (a full redraw).
    private static let reorderLimit = 16

    public init() {}

    /// What a terminal showing `previous` needs to show `next`. Without a previous frame (or at a
    /// new size) the screen is cleared and drawn whole.
    public mutating func frame(from previous: Grid?, to next: Grid, endPlain: Bool = false) -> String {
        guard let previous, previous.width == next.width, previous.height == next.height else {
            var pen = TerminalPen(width: next.width)
            pen.out.append(contentsOf: "\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
            pen.row = 0
            pen.column = 0
            for row in 0..<next.height {
                let end = ANSIEncoder.lastVisibleColumn(next, row)
                guard end > 0 else { continue }
                pen.move(row, 0)
                pen.write(next, row: row, columns: 0..<end)
            }
            return take(&pen, endPlain: endPlain)
        }
        var pen = self.pen.flatMap { $0.width == next.width ? $0 : nil } ?? TerminalPen(width: next.width)
        var runs = Self.changedRuns(from: previous, to: next)
        if runs.count > Self.reorderLimit {
            for run in runs {
                pen.move(run.row, run.columns.lowerBound)
                pen.write(next, row: run.row, columns: run.columns)
            }
        } else {
            // The cheapest next run each time: its move plus the style of its first cell.
            while !runs.isEmpty {
                var best = 0
                var bestCost = Int.max
                for (index, run) in runs.enumerated() {
                    let first = next.cells[run.row * next.width + run.columns.lowerBound].style
                    let cost = pen.moveCost(run.row, run.columns.lowerBound) + pen.styleBytes(first).count
                    if cost < bestCost {
                        best = index
                        bestCost = cost
                    }
                }
                let run = runs.remove(at: best)
                pen.move(run.row, run.columns.lowerBound)
                pen.write(next, row: run.row, columns: run.columns)
            }
        }
        return take(&pen, endPlain: endPlain)
    }

    private mutating func take(_ pen: inout TerminalPen, endPlain: Bool) -> String {
        if endPlain { pen.finish() }
        let text = String(decoding: pen.out, as: UTF8.self)
        pen.out.removeAll(keepingCapacity: true)
        self.pen = pen
        return text
    }

    /// The runs of changed cells (`Grid.changedCells`, the one diff), row by row; an unchanged gap
    /// cheaper to resend than to jump over (up to four cells) joins the runs on either side.
    static func changedRuns(from previous: Grid, to next: Grid) -> [(row: Int, columns: Range<Int>)] {
        var runs: [(row: Int, columns: Range<Int>)] = []
        let width = next.width
        for index in next.changedCells(from: previous) {
            let row = index / width, column = index % width
            if let last = runs.last, last.row == row, column - last.columns.upperBound <= 4 {
                runs[runs.count - 1].columns = last.columns.lowerBound..<(column + 1)
            } else {
                runs.append((row, column..<(column + 1)))
            }
        }
        return runs
    }
}
