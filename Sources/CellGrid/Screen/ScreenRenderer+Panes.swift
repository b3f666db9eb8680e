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

    /// `Canvas.writeTitle`, noted in the frame's report straight away.
    mutating func writeTitle(
        _ title: String, kind: DrawnElement.Kind, id: String, window: WindowID, box: CellRect, style: Style,
        lineStyle: Style? = nil, owner: String?, points: Rect
    ) {
        var drawn = canvas.newReport()
        canvas.writeTitle(
            title, kind: kind, id: id, window: window, box: box, style: style, lineStyle: lineStyle, owner: owner,
            points: points, into: &drawn)
        canvas.file(drawn)
    }

    /// Sheets, alerts, popovers and context menus, boxed over the window's content and under the
    /// fold and the island, each over the one it is presented from, a sheet with its own toolbar
    /// inside; one that crosses an active fold (in points) is marked as a collision.
    mutating func drawPresentations(
        _ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection, folds: [CellRect]
    ) {
        for (index, presentation) in app.presentations.enumerated() {
            let name = "\(presentation.kind.rawValue) \(presentation.id)"
            // One that a later one covers whole in points is named under it (its title with it).
            let over = app.presentations[(index + 1)...].first { Self.encloses($0.frame, presentation.frame) }
            if let over, state.overlays.contains(.presentations) {
                canvas.account(name, window: window.id, reason: "under the \(over.kind.rawValue) \(over.id)")
            }
            guard state.overlays.contains(.presentations) else {
                canvas.note(
                    .presentation, presentation.id, window: window.id, shown: .hidden(Self.overlayOff(.presentations)))
                canvas.account(name, window: window.id, reason: Self.overlayOff(.presentations))
                continue
            }
            // Whether it crosses the fold is the engine's points' answer; one clear of it keeps
            // off the fold's cells it would share by rounding.
            let inDisplay = presentation.frame.offsetBy(dx: window.frameInDisplay.minX, dy: window.frameInDisplay.minY)
            let crosses = scene.display(scene.displayInUse).regions.contains { region in
                guard region.kind == .division, region.isActive, let common = region.frame.intersection(inDisplay)
                else { return false }
                return common.width > 0 && common.height > 0
            }
            let projected = cells(presentation.frame, window: window, in: rect, projection: p)
            let box = crosses ? projected : Self.clear(projected, of: folds)
            guard box.width >= 4, box.height >= 2 else {
                canvas.note(.presentation, presentation.id, window: window.id, shown: .hidden(Self.tooSmallForABox))
                canvas.account(name, window: window.id, reason: Self.tooSmallForABox)
                continue
            }
            let style =
                crosses ? Style(.fold, background: .panel, bold: true) : Style(.warning, background: .panel, bold: true)
            canvas.cover(box, by: "the \(name)", points: inDisplay)
            canvas.grid.fill(box, " ", style: Style(.text, background: .panel))
            if let bars = presentation.bars, state.overlays.contains(.sideBars), box.width > 2, box.height > 2 {
                // A sheet's own toolbar, inside its outline.
                let inside = CellRect(
                    column: box.column + 1, row: box.row + 1, width: box.width - 2, height: box.height - 2)
                canvas.place(
                    BarsWidget(bars: bars, area: WindowArea(window: window, rect: inside, projection: p), overlay: true)
                )
            }
            canvas.grid.box(box, glyphs: glyphs, style: style)
            let title =
                (crosses ? "\(glyphs.error) crosses the fold · " : "")
                + "\(presentation.kind.rawValue)\(presentation.adaptedToSheet ? " as a sheet" : "") · "
                + presentation.placement.rawValue + (presentation.parent.map { " · over \($0)" } ?? "")
            writeTitle(
                title, kind: .presentation, id: presentation.id, window: window.id, box: box, style: style,
                owner: over == nil ? name : nil, points: inDisplay)
            if crosses {
                canvas.spot(CellRect(column: box.column, row: box.row, width: box.width, height: 1), glyphs.error)
            }
        }
    }
}
