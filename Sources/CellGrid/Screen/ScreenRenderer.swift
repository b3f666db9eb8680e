import PoseEngine
import Simulator

// MARK: - RenderedScreen

/// A rendered screen: the cells, and where things are for mouse hits.
public struct RenderedScreen: Hashable, Sendable {
    public var grid: Grid
    public var layout: ScreenLayout

    /// Nothing drawn yet: an empty grid and layout.
    public static let nothing = RenderedScreen(
        grid: Grid(width: 0, height: 0), layout: ScreenLayout(columns: 0, rows: 0))
}

// MARK: - RenderOptions

/// What the renderer needs to know about the terminal beyond its size.
public struct RenderOptions: Hashable, Sendable {
    /// Box drawing or ASCII.
    public var unicode: Bool
    /// A note for the header's right end (`● REC`), if any.
    public var badge: String?
    /// Where the live UI saves captures and recordings, for the help overlay.
    public var captureFolder: String?
    /// Whether `layout.elements` lists everything drawn (the picture tests read it). The live UI
    /// and recordings don't, and leave it off: the cells are the same either way.
    public var recordsElements: Bool

    public init(
        unicode: Bool = true, badge: String? = nil, captureFolder: String? = nil, recordsElements: Bool = true
    ) {
        self.unicode = unicode
        self.badge = badge
        self.captureFolder = captureFolder
        self.recordsElements = recordsElements
    }
}

// MARK: - ScreenRenderer

/// Draws a `SimState` into a grid: both displays, the hinge slider, the info panel.
/// Pure: the same state and size always give the same cells.
public struct ScreenRenderer {
    /// Below this the screen shows only a notice with the current and the needed size.
    public static let minimumColumns = 60
    public static let minimumRows = 16

    let state: SimState
    let scene: PoseScene
    let options: RenderOptions
    let glyphs = Glyphs.unicode
    var grid: Grid
    var layout: ScreenLayout
    /// Cells of the display being drawn that nothing may cover (the fold's line, the divider, occlusions).
    var protected: [Bool]
    /// Cells holding text an element wrote: shading and outlines leave them alone.
    var textCells: [Bool]
    /// Where each element's text went, and whether a sheet or pane has covered it since (kept
    /// whether or not the elements are recorded, since covering frees the cells for drawing).
    var textSpans: [(cells: CellRect, covered: Bool, element: Int?)] = []
    /// The info panel's lines, made once a frame.
    var panelLines: [(text: String, style: Style, region: String?)] = []

    /// The screen for `state` on a terminal of `columns` × `rows`.
    public static func render(_ state: SimState, columns: Int, rows: Int, options: RenderOptions = RenderOptions())
        -> RenderedScreen
    {
        var renderer = ScreenRenderer(state: state, columns: columns, rows: rows, options: options)
        renderer.draw()
        let grid = options.unicode ? renderer.grid : renderer.grid.mappingCharacters(Glyphs.asciiFallback)
        return RenderedScreen(grid: grid, layout: renderer.layout)
    }

    init(state: SimState, columns: Int, rows: Int, options: RenderOptions) {
        self.state = state
        self.scene = state.scene
        self.options = options
        self.grid = Grid(width: columns, height: rows)
        self.protected = Array(repeating: false, count: grid.width * grid.height)
        self.textCells = Array(repeating: false, count: grid.width * grid.height)
        self.layout = ScreenLayout(columns: max(0, columns), rows: max(0, rows))
    }

    var focusedWindow: WindowScene? {
        scene.windows.isEmpty ? nil : scene.windows[state.focusedIndex(in: scene)]
    }

    // MARK: Layout

    mutating func draw() {
        let columns = grid.width, rows = grid.height
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
            layout.tooSmall = true
            drawTooSmall()
            return
        }
        // Rows: header, displays, slider, window line, the panel's lines, options, hints.
        let fixedRows = 5
        panelLines = infoPanelLines()
        let panelNeeds = panelLines.count
        let regionsNeed = focusedWindow.map { max(1, $0.regions.count) + (state.vocabulary != .apple ? 3 : 0) } ?? 0
        let shown = state.zoomed ? [scene.display(scene.displayInUse)] : scene.displays
        let gap = 1
        let frameColumns = shown.count * 2 + (shown.count - 1) * gap + 2
        let widthScale = Double(columns - frameColumns) / shown.map(\.size.width).reduce(0, +)
        let tallest = shown.map(\.size.height).max()!
        func boxRows(_ scale: Double) -> Int {
            shown.map { Projection.cells($0.size.height * scale / Projection.cellAspect) }.max()! + 2
        }
        /// The largest scale that leaves `lines` rows for the panel (as wide as the width allows).
        func scaleLeaving(_ lines: Int) -> Double {
            var scale = min(widthScale, Double(rows - fixedRows - lines - 2) * Projection.cellAspect / tallest)
            while boxRows(scale) + fixedRows + lines > rows, scale > 0.001 { scale *= 0.97 }
            return max(scale, 0.001)
        }
        // The displays give way so the panel can list every line, as long as they keep a readable
        // size; then every region at least; only then does the panel shrink.
        let minimumBoxRows = min(12, boxRows(widthScale))
        var panelRows = panelNeeds
        var scale = scaleLeaving(panelRows)
        if boxRows(scale) < minimumBoxRows {
            panelRows = min(panelNeeds, regionsNeed)
            scale = scaleLeaving(panelRows)
            if boxRows(scale) < minimumBoxRows {
                panelRows = max(0, rows - fixedRows - minimumBoxRows)
                scale = scaleLeaving(panelRows)
                panelRows = max(0, min(panelNeeds, rows - fixedRows - boxRows(scale)))
            }
        }
        // Centre the displays across; a spare row goes between them and the slider.
        let widths = shown.map { Projection.cells($0.size.width * scale) + 2 }
        let total = widths.reduce(0, +) + gap * (shown.count - 1)
        var column = max(0, (columns - total) / 2)
        let top = 1
        for (display, width) in zip(shown, widths) {
            let projection = Projection(size: display.size, scale: scale, origin: (column + 1, top + 1))
            drawDisplay(display, projection: projection)
            column += width + gap
        }
        let spare = rows - fixedRows - boxRows(scale) - panelRows
        let sliderRow = top + boxRows(scale) + (spare > 0 ? 1 : 0)
        drawHeader()
        drawSlider(row: sliderRow)
        drawInfoPanel(row: sliderRow + 1, regionLines: panelRows)
        // A one-line legend when a row is left over.
        if sliderRow + 1 + panelRows + 1 <= rows - 3 {
            drawLegend(row: rows - 3)
        }
        drawOptionsLine(row: rows - 2)
        drawHints(row: rows - 1)
        if state.showHelp { drawHelp() }
    }
}
