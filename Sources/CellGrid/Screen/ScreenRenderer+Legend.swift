import PoseEngine
import Simulator

// MARK: - Legend

extension ScreenRenderer {
    /// The legend's entries as the legend row writes them (` ┃ active fold `), and their widths, made once.
    static let legendPieces: [(text: String, length: Int)] = Glyphs.unicode.legend.map { entry in
        let piece = " \(entry.shown) \(entry.meaning) "
        return (piece, characterCount(piece))
    }

    /// The legend on one row: as many of the glyph table's entries as fit.
    mutating func drawLegend(row: Int) {
        var column = 0
        for piece in Self.legendPieces {
            if column + piece.length + 1 > grid.width { break }
            grid.put(piece.text, column: column, row: row, style: Style(.muted))
            column += piece.length
        }
    }
}
