import CellGrid

// MARK: - CellTiles

/// Each cell's pixels, drawn once per character, style and cursor and kept: a frame copies
/// tiles. A character's coverage comes from FreeType (placed on the baseline, cut at the cell)
/// or, for box drawing, blocks and shades, from `BoxDrawing`.
final class CellTiles {
    private struct GlyphKey: Hashable {
        var scalar: Unicode.Scalar
        var bold: Bool
        var phase: Int
    }

    private struct TileKey: Hashable {
        var cell: Cell
        var cursor: Bool
        var phase: Int
    }

    let fonts: FontSet
    let cell: CellMetrics
    let palette: PicturePalette
    /// The steps of coverage kept (256: all; a GIF's 16 keep a frame's colours within its 256).
    let coverageLevels: Int
    private var glyphs: [GlyphKey: [UInt8]] = [:]
    private var tiles: [TileKey: [UInt32]] = [:]
    /// Tiles drawn since the start (the cache's misses), for the bench.
    private(set) var drawnTiles = 0

    init(fonts: FontSet, cell: CellMetrics, palette: PicturePalette, coverageLevels: Int = 256) {
        self.fonts = fonts
        self.cell = cell
        self.palette = palette
        self.coverageLevels = max(2, min(256, coverageLevels))
    }

    /// A cell's pixels, `cell.width` × `cell.height`; `phase` is its first pixel from the
    /// canvas's corner modulo 4, across and down (only the shades' patterns depend on it).
    func tile(_ cell: Cell, cursor: Bool, phase: (Int, Int)) -> [UInt32] {
        let phaseCode = BoxDrawing.isShade(cell.scalar) ? phase.0 | phase.1 << 2 : 0
        let key = TileKey(cell: cell, cursor: cursor, phase: phaseCode)
        if let tile = tiles[key] { return tile }
        let tile = draw(cell, cursor: cursor, phase: phase)
        // A bound on what is kept: a tape's cells repeat, but a fuzzed one needn't.
        if tiles.count > 20_000 { tiles.removeAll(keepingCapacity: true) }
        tiles[key] = tile
        drawnTiles += 1
        return tile
    }

    private func draw(_ cellValue: Cell, cursor: Bool, phase: (Int, Int)) -> [UInt32] {
        let style = cellValue.style
        var (foreground, background) = palette.words(style)
        if cursor {
            foreground = palette.theme.cursorAccent.word
            background = palette.theme.cursor.word
        }
        var cover = coverage(cellValue.scalar, bold: style.bold, phase: phase)
        if style.underline {
            let rows = cell.underline..<min(cell.height, cell.underline + cell.line)
            for row in rows { for column in 0..<cell.width { cover[row * cell.width + column] = 255 } }
        }
        let steps = UInt32(coverageLevels - 1)
        guard steps < 255 else { return cover.map { blend(foreground, background, UInt32($0)) } }
        return cover.map { blend(foreground, background, (UInt32($0) * steps + 127) / 255 * 255 / steps) }
    }

    /// A character's coverage over the cell, kept per character, weight and phase.
    func coverage(_ scalar: Unicode.Scalar, bold: Bool, phase: (Int, Int)) -> [UInt8] {
        let key = GlyphKey(scalar: scalar, bold: bold, phase: BoxDrawing.isShade(scalar) ? phase.0 | phase.1 << 2 : 0)
        if let cover = glyphs[key] { return cover }
        let cover: [UInt8]
        if scalar == " " {
            cover = [UInt8](repeating: 0, count: cell.width * cell.height)
        } else if BoxDrawing.draws(scalar) {
            cover = BoxDrawing.coverage(scalar, width: cell.width, height: cell.height, light: cell.line, phase: phase)
        } else {
            cover = glyphCoverage(scalar, bold: bold)
        }
        if glyphs.count > 20_000 { glyphs.removeAll(keepingCapacity: true) }
        glyphs[key] = cover
        return cover
    }

    /// FreeType's glyph on the cell's baseline, from the character box's left, cut at the cell.
    private func glyphCoverage(_ scalar: Unicode.Scalar, bold: Bool) -> [UInt8] {
        var cover = [UInt8](repeating: 0, count: cell.width * cell.height)
        guard let bitmap = fonts.bitmap(scalar, bold: bold) else { return cover }
        let left = cell.charLeft + bitmap.left
        let top = cell.baseline - bitmap.top
        for row in 0..<bitmap.height {
            let y = top + row
            guard y >= 0, y < cell.height else { continue }
            for column in 0..<bitmap.width {
                let x = left + column
                guard x >= 0, x < cell.width else { continue }
                let value = bitmap.coverage[row * bitmap.width + column]
                cover[y * cell.width + x] = max(cover[y * cell.width + x], value)
            }
        }
        return cover
    }
}
