import PoseEngine

// MARK: - ScreenPlan

/// How the rows of a screen are shared: the scale the displays are drawn at, where each one's
/// content starts, the slider's row and the info panel's rows.
///
/// Rows: the header, the displays, the slider, the window line, the panel's lines, the legend,
/// the options and the hints. The legend keeps its rows (as many as its entries need, while the
/// displays keep their least size); the displays give way so the panel can list every line, as
/// long as they keep a readable size; then every region at least; only then does the panel shrink.
struct ScreenPlan {
    /// Rows every screen has besides the displays, the panel's lines and the legend.
    static let baseRows = 5
    /// Columns between two displays.
    static let gap = 1
    /// The displays' row.
    static let top = 1

    let scale: Double
    let panelRows: Int
    let legendRows: Int
    let sliderRow: Int
    /// Where each display's content starts (inside its frame), centred across.
    let origins: [CellPoint]

    /// - Parameters:
    ///   - displays: the sizes of the displays shown, in points, left to right.
    ///   - panelNeeds: the panel's lines; `regionsNeed`: those that list the focused window's regions
    ///     (rows the displays don't take go to the panel, even past its need).
    init(displays: [Size], columns: Int, rows: Int, panelNeeds: Int, regionsNeed: Int, legendRows: Int) {
        let wide = Sizing(displays: displays, columns: columns, rows: rows, fixedRows: Self.baseRows)
        let minimumBoxRows = min(12, wide.boxRows(wide.widthScale))
        self.legendRows = max(0, min(legendRows, rows - Self.baseRows - minimumBoxRows))
        let fixedRows = Self.baseRows + self.legendRows
        let sizing = Sizing(displays: displays, columns: columns, rows: rows, fixedRows: fixedRows)
        var panelRows = panelNeeds
        var scale = sizing.scale(leaving: panelRows)
        if sizing.boxRows(scale) < minimumBoxRows {
            panelRows = min(panelNeeds, regionsNeed)
            scale = sizing.scale(leaving: panelRows)
            if sizing.boxRows(scale) < minimumBoxRows {
                panelRows = max(0, rows - fixedRows - minimumBoxRows)
                scale = sizing.scale(leaving: panelRows)
                panelRows = max(0, min(panelNeeds, rows - fixedRows - sizing.boxRows(scale)))
            }
        }
        self.scale = scale
        // A spare row goes between the displays and the slider; the panel has the rest.
        let spare = rows - fixedRows - sizing.boxRows(scale) - panelRows
        self.panelRows = panelRows + max(0, spare - 1)
        sliderRow = Self.top + sizing.boxRows(scale) + (spare > 0 ? 1 : 0)
        let widths = displays.map { Projection.cells($0.width * scale) + 2 }
        let total = widths.reduce(0, +) + Self.gap * (displays.count - 1)
        var column = max(0, (columns - total) / 2)
        var origins: [CellPoint] = []
        for width in widths {
            origins.append(CellPoint(column: column + 1, row: Self.top + 1))
            column += width + Self.gap
        }
        self.origins = origins
    }

    /// The displays' rows and the scales that fit them.
    private struct Sizing {
        let displays: [Size]
        let rows: Int
        let fixedRows: Int
        /// The scale at which the displays take the whole width.
        let widthScale: Double
        let tallest: Double

        init(displays: [Size], columns: Int, rows: Int, fixedRows: Int) {
            self.displays = displays
            self.rows = rows
            self.fixedRows = fixedRows
            let frameColumns = displays.count * 2 + (displays.count - 1) * ScreenPlan.gap + 2
            widthScale = Double(columns - frameColumns) / displays.map(\.width).reduce(0, +)
            tallest = displays.map(\.height).max() ?? 1
        }

        /// The rows the displays' frames take at `scale`.
        func boxRows(_ scale: Double) -> Int {
            (displays.map { Projection.cells($0.height * scale / Projection.cellAspect) }.max() ?? 0) + 2
        }

        /// The largest scale that leaves `lines` rows for the panel (as wide as the width allows).
        func scale(leaving lines: Int) -> Double {
            var scale = min(
                widthScale, Double(rows - fixedRows - lines - 2) * Projection.cellAspect / tallest)
            while boxRows(scale) + fixedRows + lines > rows, scale > 0.001 { scale *= 0.97 }
            return max(scale, 0.001)
        }
    }
}
