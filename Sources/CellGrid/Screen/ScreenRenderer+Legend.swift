import PoseEngine
import Simulator

// MARK: - Legend

extension ScreenRenderer {
    /// The glyph table's legend, made once.
    static let legend = Glyphs.unicode.legend

    /// Which entry and glyph of the legend each character stands for, as `entry × 8 + glyph + 1`
    /// (0 for none; `entry` is its `LegendEntry.Kind`'s place, so any number of entries fit):
    /// box drawing, blocks and shapes by their place from U+2500, the few others listed. A frame
    /// looks up every cell that may hold one, so this is an array, not a table to hash into.
    static let legendSlots: (boxes: [UInt16], others: [(scalar: UInt32, slot: UInt16)]) = {
        var boxes = [UInt16](repeating: 0, count: 0x220)
        var others: [(scalar: UInt32, slot: UInt16)] = []
        for (entry, item) in legend.enumerated() {
            for (glyph, character) in item.glyphs.enumerated() {
                let value = Cell(character).scalar.value, slot = UInt16(entry * 8 + glyph + 1)
                if value >= 0x2500 && value < 0x2720 {
                    boxes[Int(value) - 0x2500] = slot
                } else {
                    others.append((value, slot))
                }
            }
        }
        return (boxes, others)
    }()

    /// The legend slot of a scalar, 0 for none.
    @inline(__always)
    static func legendSlot(
        _ value: UInt32, boxes: UnsafeBufferPointer<UInt16>, others: [(scalar: UInt32, slot: UInt16)]
    )
        -> UInt16
    {
        if value >= 0x2500 && value < 0x2720 { return boxes[Int(value) - 0x2500] }
        for other in others where other.scalar == value { return other.slot }
        return 0
    }

    /// Each entry's piece of the legend (` ┃ ━ fold `) for each set of its glyphs (a mask, as
    /// bits), and its width, made once: a frame only picks pieces.
    static let legendPieces: [[(text: String, width: Int)]] = legend.map { entry in
        (0..<(1 << entry.glyphs.count)).map { mask in
            let glyphs = entry.glyphs.enumerated().filter { mask & 1 << $0.offset != 0 }.map(\.element)
            let piece = " \(entry.shown(glyphs)) \(entry.meaning) "
            return (piece, characterCount(piece))
        }
    }

    /// The legend's lines at `width` for the glyphs in `shown` (a mask of glyphs an entry): as
    /// many entries to a line as fit, none cut.
    static func legendLines(_ shown: [UInt8], width: Int) -> [String] {
        var lines: [String] = []
        var line = "", length = 0
        for (entry, mask) in shown.enumerated() where mask != 0 {
            let piece = legendPieces[entry][Int(mask)]
            if length > 0, length + piece.width > width {
                lines.append(line)
                (line, length) = ("", 0)
            }
            line += piece.text
            length += piece.width
        }
        if length > 0 { lines.append(line) }
        return lines
    }

    /// The rows the legend keeps for this frame's candidates at this width.
    func legendRows(_ candidates: LegendKinds) -> Int {
        let all = Self.legend.map { candidates.contains($0.kind) ? UInt8((1 << $0.glyphs.count) - 1) : 0 }
        var rows = 0, length = 0
        for (entry, mask) in all.enumerated() where mask != 0 {
            let width = Self.legendPieces[entry][Int(mask)].width
            if length == 0 || length + width > canvas.grid.width {
                rows += 1
                length = 0
            }
            length += width
        }
        return rows
    }

    /// Which glyphs of each legend entry the screen shows now: each place a legend glyph was drawn
    /// is looked at until its glyphs are found (or found drawn over), so a frame looks at a few
    /// cells, not all of them. A grid dot counts only in the grid's colour.
    func visibleGlyphs() -> [UInt8] {
        var shown = [UInt8](repeating: 0, count: Self.legend.count)
        let dot = Cell(glyphs.gridColumn).scalar.value, gridStyle = Style(.slider, dim: true)
        let (boxes, others) = Self.legendSlots
        let width = canvas.grid.width
        boxes.withUnsafeBufferPointer { boxes in
            canvas.grid.cells.withUnsafeBufferPointer { cells in
                for (rect, entry) in canvas.report.spots {
                    let all = UInt8((1 << Self.legend[entry].glyphs.count) - 1)
                    guard shown[entry] != all else { continue }
                    let inside = rect.clipped(width: width, height: canvas.grid.height)
                    rows: for row in inside.row..<inside.maxRow {
                        for index in (row * width + inside.column)..<(row * width + inside.maxColumn) {
                            let cell = cells[index], value = cell.scalar.value
                            guard value >= 0xB7 else { continue }
                            if value == dot && cell.style != gridStyle { continue }
                            let slot = Self.legendSlot(value, boxes: boxes, others: others)
                            guard slot != 0, Int(slot - 1) / 8 == entry else { continue }
                            shown[entry] |= 1 << ((slot - 1) % 8)
                            if shown[entry] == all { break rows }
                        }
                    }
                }
            }
        }
        return shown
    }

    /// `shown` with the glyphs the panel's first `count` lines write (a collision's mark; its
    /// `·` are separators).
    func addingPanelGlyphs(_ shown: [UInt8], lines count: Int) -> [UInt8] {
        var shown = shown
        let (boxes, others) = Self.legendSlots
        boxes.withUnsafeBufferPointer { boxes in
            var moveOf: [String: Int]?
            for line in panelLines.prefix(count) {
                var text = panelText(line, moveOf: &moveOf)
                text.withUTF8 { utf8 in
                    CellText.forEachScalar(above: 0xB7, in: utf8) { value in
                        let slot = Self.legendSlot(value, boxes: boxes, others: others)
                        if slot != 0 { shown[Int(slot - 1) / 8] |= 1 << ((slot - 1) % 8) }
                    }
                }
            }
        }
        return shown
    }

    /// The legend's lines for the glyphs in `shown`: every one with its plain words.
    func legendLines(showing shown: [UInt8]) -> [String] { Self.legendLines(shown, width: canvas.grid.width) }

    /// The legend's lines in the rows ending at `end` (just above the options).
    mutating func drawLegend(_ lines: [String], endingAt end: Int) {
        guard !lines.isEmpty else { return }
        let top = end - lines.count
        for (offset, line) in lines.enumerated() {
            canvas.grid.put(line, column: 0, row: top + offset, style: Style(.muted))
        }
        layout.legend = CellRect(column: 0, row: top, width: canvas.grid.width, height: lines.count)
    }
}
