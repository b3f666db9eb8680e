import PoseEngine
import Simulator

// MARK: - Legend

extension ScreenRenderer {
    /// The legend on one row: as many of the glyph table's entries as fit.
    mutating func drawLegend(row: Int) {
        let width = grid.width
        var text = ""
        var length = 0
        for entry in glyphs.legend {
            let piece = " \(entry.shown) \(entry.meaning) "
            let pieceLength = characterCount(piece)
            if length + pieceLength + 1 > width { break }
            text += piece
            length += pieceLength
        }
        grid.put(text, column: 0, row: row, style: Style(.muted))
    }
}
