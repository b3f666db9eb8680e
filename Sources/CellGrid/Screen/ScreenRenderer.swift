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
    /// The hint line's words, when not the key map's (the demo page names only the keys it handles).
    public var hints: [Hint]?

    public init(
        unicode: Bool = true, badge: String? = nil, captureFolder: String? = nil, recordsElements: Bool = true,
        hints: [Hint]? = nil
    ) {
        self.unicode = unicode
        self.badge = badge
        self.captureFolder = captureFolder
        self.recordsElements = recordsElements
        self.hints = hints
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
    /// The cells being drawn and the report of what is drawn so far.
    var canvas: Canvas
    var layout: ScreenLayout
    /// The info panel's lines, made once a frame.
    var panelLines: [PanelLine] = []

    /// The screen for `state` on a terminal of `columns` × `rows`.
    public static func render(_ state: SimState, columns: Int, rows: Int, options: RenderOptions = RenderOptions())
        -> RenderedScreen
    {
        render(state, scene: state.scene, columns: columns, rows: rows, options: options)
    }

    /// The screen for `state` whose scene the caller already has (`state.scene`, asked once).
    public static func render(
        _ state: SimState, scene: PoseScene, columns: Int, rows: Int, options: RenderOptions = RenderOptions()
    ) -> RenderedScreen {
        var renderer = ScreenRenderer(state: state, scene: scene, columns: columns, rows: rows, options: options)
        renderer.draw()
        renderer.layout.elements = renderer.canvas.report.elements
        let grid =
            options.unicode ? renderer.canvas.grid : renderer.canvas.grid.mappingCharacters(Glyphs.asciiFallback)
        return RenderedScreen(grid: grid, layout: renderer.layout)
    }

    init(state: SimState, scene: PoseScene, columns: Int, rows: Int, options: RenderOptions) {
        self.state = state
        self.scene = scene
        self.options = options
        self.canvas = Canvas(columns: columns, rows: rows, recordsElements: options.recordsElements)
        self.layout = ScreenLayout(columns: max(0, columns), rows: max(0, rows))
    }

    var focusedWindow: WindowScene? {
        scene.windows.isEmpty ? nil : scene.windows[state.focusedIndex(in: scene)]
    }

    // MARK: Layout

    /// Header, displays, slider, info panel, legend, options and hints, top to bottom; the help over them.
    mutating func draw() {
        let columns = canvas.grid.width, rows = canvas.grid.height
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
            layout.tooSmall = true
            drawTooSmall()
            return
        }
        // The inspected element's lines come first.
        let inspecting = inspectPanelLines(), info = infoPanelLines()
        panelLines = inspecting + info
        let shown = state.zoomed ? [scene.display(scene.displayInUse)] : scene.displays
        let needs = steadyPanelNeeds()
        let plan = ScreenPlan(
            displays: shown.map(\.size), columns: columns, rows: rows, panelNeeds: needs.panel,
            regionsNeed: needs.regions, legendRows: legendRows(steadyLegendCandidates()))
        for (display, origin) in zip(shown, plan.origins) {
            let projection = Projection(size: display.size, scale: plan.scale, origin: origin)
            drawDisplay(display, projection: projection)
            if display.inUse { drawInspectOutline(projection: projection) }
        }
        layout.unshown = canvas.report.unshown
        panelLines =
            panelHeaderRows().dropFirst().map {
                PanelLine(text: $0, style: Style(.accent, bold: true), continues: true)
            }
            + wrappedPanelLines(
                inspecting + accountingLines(width: columns) + info, width: columns,
                limit: plan.panelRows + plan.legendRows)
        drawHeader()
        drawSlider(row: plan.sliderRow)
        // The legend above the options names every glyph the screen shows (the panel's
        // included); the panel has the rest of the rows they share.
        let drawn = visibleGlyphs()
        // The panel's lines that show with `rows` rows: all, or all but one and `… N more`.
        func shownLines(_ rows: Int) -> Int { panelLines.count > rows ? max(0, rows - 1) : panelLines.count }
        let shared = plan.legendRows + plan.panelRows
        var panelRows = plan.panelRows
        var legend = legendLines(showing: addingPanelGlyphs(drawn, lines: shownLines(panelRows)))
        // More of the panel may show glyphs the legend must name, and fewer fewer: twice settles
        // it (the legend is made again only when the panel shows other lines).
        for _ in 0..<2 where panelRows + legend.count != shared {
            let rows = max(0, shared - legend.count)
            if shownLines(rows) != shownLines(panelRows) {
                legend = legendLines(showing: addingPanelGlyphs(drawn, lines: shownLines(rows)))
            }
            panelRows = rows
        }
        panelRows = min(panelRows, max(0, shared - legend.count))
        drawInfoPanel(row: plan.sliderRow + 1, regionLines: panelRows)
        drawLegend(Array(legend.prefix(shared - panelRows)), endingAt: rows - 2)
        drawOptionsLine(row: rows - 2)
        drawHints(row: rows - 1)
        if state.showHelp { drawHelp() }
    }
}
