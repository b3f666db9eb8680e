import PoseEngine

// MARK: - Marks and rounding of controls

extension Collision.Severity {
    var color: PaletteColor {
        switch self {
        case .error: return .fold
        case .warning: return .warning
        case .note: return .accent
        }
    }
}

extension Glyphs {
    /// A collision's mark, which reads without colour.
    func mark(_ severity: Collision.Severity) -> Character {
        switch severity {
        case .error: return error
        case .warning: return warning
        case .note: return note
        }
    }
}

extension ScreenRenderer {
    /// `box` without the cells of the fold (its line and margins) it shares by rounding: cut on
    /// the side away from its middle. Empty when nothing is left.
    static func clear(_ box: CellRect, of folds: [CellRect]) -> CellRect {
        var box = box
        for fold in folds where fold.overlaps(box) {
            if fold.height >= box.height || fold.row <= box.row && fold.maxRow >= box.maxRow {
                // A vertical fold: keep the columns on the side of the box's middle.
                if box.column * 2 + box.width < fold.column * 2 + fold.width {
                    box.width = max(0, fold.column - box.column)
                } else {
                    let end = box.maxColumn
                    box.column = fold.maxColumn
                    box.width = max(0, end - box.column)
                }
            } else if box.row * 2 + box.height < fold.row * 2 + fold.height {
                box.height = max(0, fold.row - box.row)
            } else {
                let end = box.maxRow
                box.row = fold.maxRow
                box.height = max(0, end - box.row)
            }
        }
        return box
    }
}
