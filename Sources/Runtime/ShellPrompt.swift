import CellGrid
import FileIO
import Simulator

// MARK: - ShellPrompt

/// The prompt a VHS tape types at until it starts duosim, drawn as VHS's shells draw theirs (an
/// indigo `> `, the line being typed after it). It edits a line as a shell's line editor does
/// (arrows, Home/End, Backspace/Delete, Ctrl+A/E/U/K/W, Ctrl+C drops the line, Ctrl+L clears the
/// screen) and hands the line over on Enter; it never runs anything.
struct ShellPrompt {
    /// A line of what came before (a command line after its `> `), or the one being typed.
    struct Line {
        var text: [Character]
        var isPrompt: Bool

        /// Its characters as shown: the prompt's `> ` first.
        var count: Int { text.count + (isPrompt ? ShellPrompt.marker.count : 0) }

        /// The character shown at `offset` (the prompt's `> ` first).
        func character(at offset: Int) -> Character {
            let marker = isPrompt ? ShellPrompt.marker.count : 0
            return offset < marker ? ShellPrompt.marker[offset] : text[offset - marker]
        }
    }

    private(set) var lines: [Line] = []
    private(set) var input: [Character] = []
    private(set) var cursor = 0
    /// Rows scrolled back (`ScrollUp`), 0 at the bottom.
    private(set) var scrolledBack = 0

    static let marker: [Character] = Array("> ")
    /// Lines kept for scrolling back.
    static let scrollback = 1000

    // MARK: Editing

    /// Applies `key`; returns the line when the key is Enter.
    mutating func press(_ key: Key) -> String? {
        scrolledBack = 0
        switch key {
        case .character(let character): insert(character)
        case .enter, .control("m"), .control("j"): return submit()
        case .backspace, .control("h"): deleteBackward()
        case .delete: if cursor < input.count { input.remove(at: cursor) }
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(input.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = input.count
        case .control("u"):
            input.removeFirst(cursor)
            cursor = 0
        case .control("k"): input.removeLast(input.count - cursor)
        case .control("w"): deleteWordBackward()
        case .control("c"):
            finish(Line(text: input + Array("^C"), isPrompt: true))
        case .control("l"): lines.removeAll()
        default: break
        }
        return nil
    }

    mutating func insert(_ character: Character) {
        if cursor == input.count {
            input.append(character)
        } else {
            input.insert(character, at: cursor)
        }
        cursor += 1
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        input.remove(at: cursor)
    }

    mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, input[start - 1] == " " { start -= 1 }
        while start > 0, input[start - 1] != " " { start -= 1 }
        input.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Enter: the line joins what came before, a new prompt follows; the line is handed over.
    mutating func submit() -> String {
        let text = String(input)
        finish(Line(text: input, isPrompt: true))
        return text
    }

    /// Clears the screen (`clear`), keeping the line being typed.
    mutating func clear() { lines.removeAll() }

    private mutating func finish(_ line: Line) {
        lines.append(line)
        if lines.count > Self.scrollback { lines.removeFirst(lines.count - Self.scrollback) }
        input.removeAll()
        cursor = 0
    }

    /// Moves the view `rows` back (−) or forward (+) through the lines above.
    mutating func scroll(_ rows: Int, columns: Int, height: Int) {
        let total = lines.reduce(0) { $0 + Self.rowCount($1.count, columns) } + currentRows(columns)
        scrolledBack = min(max(0, total - height), max(0, scrolledBack - rows))
    }

    // MARK: Drawing

    /// The rows the line being typed takes.
    func currentRows(_ columns: Int) -> Int { Self.rowCount(Self.marker.count + input.count, columns) }

    static func rowCount(_ characters: Int, _ columns: Int) -> Int {
        max(1, (characters + columns - 1) / max(1, columns))
    }

    /// The screen, as a terminal fills it: from the top, and once full, the last rows of what came
    /// before and the line being typed (wrapped), less what was scrolled back.
    func draw(columns: Int, rows: Int) -> Grid {
        var grid = Grid(width: columns, height: rows)
        let current = Line(text: input, isPrompt: true)
        // Only the lines that can show are measured: a long scrollback costs a screen.
        var shown: [Line] = [current]
        var height = currentRows(columns)
        for line in lines.reversed() where height < rows + scrolledBack {
            shown.append(line)
            height += Self.rowCount(line.count, columns)
        }
        var bottom = height <= rows ? height - 1 : rows - 1 + scrolledBack
        for line in shown {
            guard bottom >= 0 else { break }
            bottom -= draw(line, bottomRow: bottom, into: &grid)
        }
        return grid
    }

    /// Draws `line` wrapped so its last row is `bottomRow` (rows below the grid are skipped);
    /// returns the rows it takes.
    private func draw(_ line: Line, bottomRow: Int, into grid: inout Grid) -> Int {
        let columns = grid.width
        let count = Self.rowCount(line.count, columns)
        let top = bottomRow - count + 1
        // Only the rows that show are cut out of the line, so a long line costs a screen.
        for index in max(0, -top)..<count where top + index < grid.height {
            let start = index * columns
            guard start < line.count else { break }
            // A cell a character, with no string made: typing a long line draws a frame a key.
            for offset in start..<min(line.count, start + columns) {
                let character = line.character(at: offset)
                guard character != " " else { continue }
                grid.fill(CellRect(column: offset - start, row: top + index, width: 1, height: 1), character)
            }
            if index == 0 && line.isPrompt {
                grid.put(String(Self.marker), column: 0, row: top, style: Style(.prompt))
            }
        }
        return count
    }

    /// The row the cursor is on (VHS's `Wait+Line` reads this row).
    func cursorRow(columns: Int, rows: Int) -> Int {
        var height = currentRows(columns)
        for line in lines.reversed() where height < rows + scrolledBack {
            height += Self.rowCount(line.count, columns)
        }
        let bottom = height <= rows ? height - 1 : rows - 1 + scrolledBack
        let rowInLine = (Self.marker.count + cursor) / max(1, columns)
        return bottom - (currentRows(columns) - 1) + rowInLine
    }

    /// The cursor's column (a picture draws the cursor there).
    func cursorColumn(columns: Int) -> Int { (Self.marker.count + cursor) % max(1, columns) }
}
