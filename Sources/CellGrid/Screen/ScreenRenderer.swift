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
    var protected: CellMask
    /// Cells holding text an element wrote: shading and outlines leave them alone.
    var textCells: CellMask
    /// Where each element's text went, and whether a sheet or pane has covered it since (kept
    /// whether or not the elements are recorded, since covering frees the cells for drawing).
    var textSpans: [(cells: CellRect, covered: Bool, element: Int?)] = []
    /// The info panel's lines, made once a frame.
    var panelLines: [PanelLine] = []

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
        self.protected = CellMask(width: grid.width, height: grid.height)
        self.textCells = CellMask(width: grid.width, height: grid.height)
        self.layout = ScreenLayout(columns: max(0, columns), rows: max(0, rows))
    }

    var focusedWindow: WindowScene? {
        scene.windows.isEmpty ? nil : scene.windows[state.focusedIndex(in: scene)]
    }

    // MARK: Layout

    /// Header, displays, slider, info panel, legend, options and hints, top to bottom; the help over them.
    mutating func draw() {
        let columns = grid.width, rows = grid.height
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
            layout.tooSmall = true
            drawTooSmall()
            return
        }
        panelLines = infoPanelLines()
        let regionsNeed = focusedWindow.map { max(1, $0.regions.count) + (state.vocabulary != .apple ? 3 : 0) } ?? 0
        let shown = state.zoomed ? [scene.display(scene.displayInUse)] : scene.displays
        let plan = ScreenPlan(
            displays: shown.map(\.size), columns: columns, rows: rows, panelNeeds: panelLines.count,
            regionsNeed: regionsNeed)
        for (display, origin) in zip(shown, plan.origins) {
            drawDisplay(display, projection: Projection(size: display.size, scale: plan.scale, origin: origin))
        }
        drawHeader()
        drawSlider(row: plan.sliderRow)
        drawInfoPanel(row: plan.sliderRow + 1, regionLines: plan.panelRows)
        // A one-line legend when a row is left over.
        if plan.sliderRow + 1 + plan.panelRows + 1 <= rows - 3 {
            drawLegend(row: rows - 3)
        }
        drawOptionsLine(row: rows - 2)
        drawHints(row: rows - 1)
        if state.showHelp { drawHelp() }
    }
}
