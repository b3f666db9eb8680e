import PoseEngine
import Simulator

// MARK: - App grids, panes and sheets

extension ScreenRenderer {
    /// A rectangle of window points as screen cells (`WindowArea.cells`).
    func cells(_ frame: Rect, window: WindowScene, in rect: CellRect, projection p: Projection) -> CellRect {
        WindowArea(window: window, rect: rect, projection: p).cells(frame)
    }

    /// Grid columns: drawn first, under the fold and the bars.
    mutating func drawAppUnderlay(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard let placed = app.grid else { return }
        let area = WindowArea(window: window, rect: rect, projection: p), overlay = state.overlays.contains(.grid)
        for (index, column) in placed.columns.enumerated() {
            canvas.place(GridColumnWidget(index: index, frame: column, area: area, overlay: overlay))
        }
    }

    /// A NavigationSplitView's columns, outlined and named (with the arrangement overlay, `v`).
    mutating func drawColumns(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        let area = WindowArea(window: window, rect: rect, projection: p)
        for column in app.columns {
            canvas.place(
                PaneWidget(
                    id: column.id, frame: column.frame, area: area, overlay: state.overlays.contains(.arrangement),
                    title: column.id + (column.verticalBars ? " · bars vertical" : ""), name: "column \(column.id)",
                    outlineStyle: Style(.muted, dim: true), titleStyle: Style(.muted)))
        }
    }

    /// Arrangement panes, outlined and named.
    mutating func drawArrangement(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard let arrangement = app.arrangement else { return }
        let area = WindowArea(window: window, rect: rect, projection: p)
        let overlaid = arrangement.panes.count == 2 && arrangement.panes[0].frame == arrangement.panes[1].frame
        // Panes come in z-order: the last is on top (the primary, unless overlayArrangementZIndex says otherwise).
        let top = arrangement.panes.last?.id ?? "primary"
        for pane in arrangement.panes {
            let style = Style(.accent, dim: true)
            canvas.place(
                PaneWidget(
                    id: pane.id, frame: pane.frame, area: area, overlay: state.overlays.contains(.arrangement),
                    title: overlaid ? "\(top) over \(top == "primary" ? "secondary" : "primary")" : pane.id,
                    name: "pane \(pane.id)", outlineStyle: style, titleStyle: style,
                    underneath: overlaid && pane.id != top ? "under the \(top) pane (overlay arrangement)" : nil))
        }
    }

    /// Why a pane or a presentation isn't drawn: its box would be under 4 × 2 cells.
    static let tooSmallForABox = "smaller than 4 × 2 cells at this size"

    /// Sheets, alerts, popovers and context menus (`PresentationWidget`), each over the one it is
    /// presented from; `folds` are the active folds' lines in cells.
    mutating func drawPresentations(
        _ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection, folds: [CellRect]
    ) {
        let area = WindowArea(window: window, rect: rect, projection: p)
        let foldPoints = scene.display(scene.displayInUse).regions.filter { $0.kind == .division && $0.isActive }
            .map(\.frame)
        for (index, presentation) in app.presentations.enumerated() {
            // One that a later one covers whole in points is named under it (its title with it).
            let over = app.presentations[(index + 1)...].first { Self.encloses($0.frame, presentation.frame) }
            canvas.place(
                PresentationWidget(
                    presentation: presentation, area: area, over: over, folds: (foldPoints, folds),
                    overlay: state.overlays.contains(.presentations), barsOverlay: state.overlays.contains(.sideBars)))
        }
    }
}
