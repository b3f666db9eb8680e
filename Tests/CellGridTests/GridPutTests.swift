import CellGrid
import TestSupport
import Testing

/// `Grid.put` writes most text a byte at a time (each scalar a character of one cell) and the rest
/// by characters as wide as they are. Either way the cells must be what the rule gives, written
/// out here a character at a time with the C library's widths (`TerminalWidth`), and every row
/// must stay exactly the grid's width.
@Suite("Grid.put")
struct GridPutTests {
    /// The row as columns: each cell's text, `nil` for a right half.
    static func columns(_ grid: Grid, row: Int) -> [String?] {
        (0..<grid.width).map { grid[$0, row].isRightHalf ? nil : grid[$0, row].text }
    }

    /// Whether reading the row's text back breaks it into the cells' characters again: no cell
    /// joins its neighbour (a reader that breaks text into clusters sees the cells).
    static func readsBack(_ grid: Grid, row: Int) -> Bool {
        let cells = columns(grid, row: row).compactMap { $0 }
        let line = cells.joined()
        return line.map { String($0) } == cells.filter { !$0.isEmpty }
    }

    static let pieces = [
        "a", "Z", "0", " ", "~", "é", "e\u{301}", "中", "─", "│", "°", "→", "🙂", "👍🏽", "\u{1b}", "\t", "\r\n",
        "\u{200d}", "ﬁ", "Ω", "\u{2028}", "✔", "☕\u{fe0f}", "❤\u{fe0f}", "ア", "\u{0}", "한", "ｆ", "\u{200b}",
        "\u{feff}", "\u{202e}", "\u{85}", "\u{7f}", "\u{301}", "🇫🇷", "👨‍👩‍👧‍👦", "\u{1100}\u{1161}\u{11a8}", "ก", "ไ",
        "\u{e000}", "\u{10ffff}", "क्ष", "字", "…", "\u{1160}", "\u{11a8}", "\u{1f3fd}", "\u{d7b0}",
    ]

    @Test("Any text, anywhere, cut anywhere: the cells the rule gives, and every row the grid's width")
    func matchesTheRule() {
        var random = SplitMix64(seed: 38)
        var checked = 0
        for _ in 0..<3000 {
            let text = (0..<random.below(12)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
            let column = random.below(24) - 4
            let row = random.below(7) - 1
            let limit: Int? = random.below(3) == 0 ? nil : random.below(12)
            var grid = Grid(width: 16, height: 5)
            grid.fill(CellRect(column: 0, row: 0, width: 16, height: 5), ".")
            grid.put(["ab中cd文ef字", "背景背景背景背景", "x🙂y👍🏽z"][random.below(3)], column: random.below(3), row: max(0, row))
            let before = row >= 0 && row < 5 ? Self.columns(grid, row: row) : []
            let count = grid.put(text, column: column, row: row, style: Style(.accent), limit: limit)
            let context = "\(text.debugDescription) at \(column),\(row) limit \(String(describing: limit))"
            let room = max(0, min(16, limit.map { column + $0 } ?? 16) - column)
            #expect(count <= room, "\(context)")
            if row >= 0 && row < 5 {
                let after = Self.columns(grid, row: row)
                // Outside what was written only the other halves of cut wide characters change.
                for c in 0..<16 where c < column - 1 || c > column + count {
                    #expect(after[c] == before[c], "column \(c) of \(context)")
                }
                let span = max(0, column)..<max(max(0, column), min(16, column + count))
                let written = span.compactMap { after[$0] }.joined()
                if count > 0, column >= 0 { #expect(TerminalWidth.of(written) == count, "\(context)") }
                // Text with nothing to escape, drop or seal shows as it is, cut by whole characters.
                let plain = text.allSatisfy { ch in
                    ch.unicodeScalars.count == 1 && DisplayWidth.standsAlone(ch.unicodeScalars.first!.value)
                        || ["中", "🙂", "ア", "한", "ｆ", "字", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷"].contains(String(ch))
                }
                if plain, column >= 0, count > 0 {
                    #expect(text.hasPrefix(written) || written.hasSuffix("…"), "\(context): \(written)")
                }
                #expect(Self.readsBack(grid, row: row), "\(context): \(grid.line(row).debugDescription)")
            }
            for r in 0..<5 {
                #expect(grid.measuredWidth(r) == 16, "row \(r) of \(context): \(grid.line(r).debugDescription)")
            }
            checked += 1
        }
        #expect(checked == 3000)
    }

    @Test("A cell set, a rectangle filled or a box drawn over half a wide character leaves a blank in the other half")
    func cutsLeaveBlanks() {
        var random = SplitMix64(seed: 3801)
        for _ in 0..<2000 {
            var grid = Grid(width: 12, height: 3)
            grid.fill(CellRect(column: 0, row: 0, width: 12, height: 3), ".")
            for row in 0..<3 { grid.put("中文字한국ア", column: random.below(2), row: row) }
            let (column, row) = (random.below(12), random.below(3))
            switch random.below(4) {
            case 0: grid[column, row] = Cell("x")
            case 1: grid[column, row] = Cell("語")  // wide: takes the next cell, `…` in the last
            case 2: grid.fill(CellRect(column: column, row: 0, width: random.below(5), height: 3), "-")
            default:
                grid.box(CellRect(column: column - 2, row: 0, width: 4, height: 3), glyphs: .unicode, style: .plain)
            }
            for r in 0..<3 {
                #expect(grid.measuredWidth(r) == 12, "row \(r): \(grid.line(r).debugDescription)")
                for c in 0..<12 where grid[c, r].isRightHalf { #expect(c > 0 && grid[c - 1, r].isWide) }
                for c in 0..<12 where grid[c, r].isWide { #expect(c + 1 < 12 && grid[c + 1, r].isRightHalf) }
            }
        }
    }

    @Test("Measuring and cutting agree with writing: characterCount, fit, padding by cells")
    func measuresByCells() {
        #expect(characterCount("中文") == 4)
        #expect(characterCount("👍🏽") == 2)
        #expect(characterCount("👨‍👩‍👧‍👦") == 2)
        #expect(characterCount("e\u{301}") == 1)
        #expect(characterCount("a\u{200b}b\u{feff}") == 2)
        #expect(characterCount("\u{1b}[2J") == 9)  // `\u{1B}[2J`
        #expect(fit("中文字", 5) == "中文…")
        #expect(fit("中文字", 4) == "中…")
        #expect(fit("中", 1) == "…")
        #expect(fit("\u{1b}x", 4) == "…")  // an escape is cut whole or not at all
        var random = SplitMix64(seed: 3802)
        for _ in 0..<2000 {
            let text = (0..<random.below(10)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
            let width = random.below(14)
            let cut = fit(text, width)
            var grid = Grid(width: 40, height: 1)
            grid.fill(CellRect(column: 0, row: 0, width: 40, height: 1), ".")
            let written = grid.put(cut, column: 0, row: 0)
            #expect(written == characterCount(cut) && written <= max(0, width), "\(text.debugDescription) in \(width)")
            #expect(grid.measuredWidth(0) == 40, "\(text.debugDescription) in \(width)")
        }
    }

    @Test("Long runs of ASCII (read eight bytes at a time) measure as the same text written a character at a time")
    func measuresASCIIRuns() {
        var random = SplitMix64(seed: 3803)
        for _ in 0..<3000 {
            // Mostly printable ASCII, now and then a control, DEL, a byte's neighbours of the
            // printable range, or a character of more than one byte.
            let text = String(
                (0..<random.below(40)).map { _ -> Character in
                    switch random.below(12) {
                    case 0: Character(Unicode.Scalar(UInt8(random.below(0x20))))
                    case 1: ["\u{7f}", "\u{20}", "\u{7e}", "é", "─", "中", "\u{80}", "\u{9f}"][random.below(8)]
                    default: Character(Unicode.Scalar(UInt8(0x20 + random.below(0x5F))))
                    }
                })
            let byCharacters = text.reduce(0) { $0 + characterCount(String($1)) }
            var grid = Grid(width: 400, height: 1)
            let written = grid.put(text, column: 0, row: 0)
            #expect(characterCount(text) == byCharacters, "\(text.debugDescription)")
            #expect(characterCount(text) == written, "\(text.debugDescription)")
        }
    }
}
