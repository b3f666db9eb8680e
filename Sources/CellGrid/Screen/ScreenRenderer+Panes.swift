import PoseEngine
import Simulator

// MARK: - App grids, panes and sheets

extension ScreenRenderer {
    /// A rectangle of window points as screen cells, its edges at the nearest cell boundaries
    /// (`Projection.nearestCellRect`: neighbours in points are neighbours in cells).
    func cells(_ frame: Rect, window: WindowScene, in rect: CellRect, projection p: Projection) -> CellRect {
        let display = frame.offsetBy(dx: window.frameInDisplay.minX, dy: window.frameInDisplay.minY)
        let cells = p.nearestCellRect(display)
        // Keep it inside the window's cells (rounding may reach the divider).
        let column = max(cells.column, rect.column), row = max(cells.row, rect.row)
        let maxColumn = min(cells.maxColumn, rect.maxColumn), maxRow = min(cells.maxRow, rect.maxRow)
        return CellRect(column: column, row: row, width: max(0, maxColumn - column), height: max(0, maxRow - row))
    }

    /// Grid columns: drawn first, under the fold and the bars.
    mutating func drawAppUnderlay(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard let placed = app.grid else { return }
        for (index, column) in placed.columns.enumerated() {
            let box = cells(column, window: window, in: rect, projection: p)
            guard state.overlays.contains(.grid) else {
                canvas.note(
                    .gridColumn, "column \(index + 1)", window: window.id, shown: .hidden(Self.overlayOff(.grid)))
                canvas.account("grid column \(index + 1)", window: window.id, reason: Self.overlayOff(.grid))
                continue
            }
            guard !box.isEmpty else {
                canvas.note(
                    .gridColumn, "column \(index + 1)", window: window.id,
                    shown: .hidden("narrower than a cell at this size"))
                canvas.account(
                    "grid column \(index + 1)", window: window.id, reason: "narrower than a cell at this size")
                continue
            }
            let dot = Cell(glyphs.gridColumn, Style(.slider, dim: true))
            for row in box.row..<box.maxRow {
                for c in box.column..<box.maxColumn where canvas.grid[c, row].scalar == " " {
                    canvas.grid[c, row] = dot
                }
            }
            canvas.note(.gridColumn, "column \(index + 1)", window: window.id, cells: box)
            canvas.spot(box, glyphs.gridColumn)
        }
    }

    /// A NavigationSplitView's columns, outlined and named (with the arrangement overlay, `v`).
    mutating func drawColumns(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        for column in app.columns {
            guard let box = paneBox(column.id, column.frame, window: window, in: rect, projection: p) else { continue }
            let points = Self.inDisplay(column.frame, window)
            canvas.coverEdges(of: box, by: "the column \(column.id)", points: points)
            canvas.grid.box(box, glyphs: glyphs, style: Style(.muted, dim: true))
            writeTitle(
                column.id + (column.verticalBars ? " · bars vertical" : ""), kind: .pane, id: column.id,
                window: window.id, box: box, style: Style(.muted), lineStyle: Style(.muted, dim: true),
                owner: "column \(column.id)", points: points)
        }
    }

    /// Arrangement panes, outlined and named.
    mutating func drawArrangement(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard let arrangement = app.arrangement else { return }
        let overlaid = arrangement.panes.count == 2 && arrangement.panes[0].frame == arrangement.panes[1].frame
        // Panes come in z-order: the last is on top (the primary, unless overlayArrangementZIndex says otherwise).
        let top = arrangement.panes.last?.id ?? "primary"
        for pane in arrangement.panes {
            guard let box = paneBox(pane.id, pane.frame, window: window, in: rect, projection: p) else { continue }
            if overlaid && pane.id != top {
                canvas.note(
                    .pane, pane.id, window: window.id, cells: box,
                    shown: .hidden("under the \(top) pane (overlay arrangement)"))
                continue
            }
            let points = Self.inDisplay(pane.frame, window)
            canvas.coverEdges(of: box, by: "the pane \(pane.id)", points: points)
            canvas.grid.box(box, glyphs: glyphs, style: Style(.accent, dim: true))
            let title = overlaid ? "\(top) over \(top == "primary" ? "secondary" : "primary")" : pane.id
            writeTitle(
                title, kind: .pane, id: pane.id, window: window.id, box: box, style: Style(.accent, dim: true),
                owner: "pane \(pane.id)", points: points)
        }
    }

    /// The cells of a pane or column to outline, or `nil` (noted as hidden, and why) when the
    /// arrangement overlay is off or the box is under 4 × 2 cells.
    private mutating func paneBox(
        _ id: String, _ frame: Rect, window: WindowScene, in rect: CellRect, projection p: Projection
    ) -> CellRect? {
        guard state.overlays.contains(.arrangement) else {
            canvas.note(.pane, id, window: window.id, shown: .hidden(Self.overlayOff(.arrangement)))
            canvas.account(id, window: window.id, reason: Self.overlayOff(.arrangement))
            return nil
        }
        let box = cells(frame, window: window, in: rect, projection: p)
        guard box.width >= 4, box.height >= 2 else {
            canvas.note(.pane, id, window: window.id, shown: .hidden(Self.tooSmallForABox))
            canvas.account(id, window: window.id, reason: Self.tooSmallForABox)
            return nil
        }
        return box
    }

    /// Why a pane or a presentation isn't drawn: its box would be under 4 × 2 cells.
    static let tooSmallForABox = "smaller than 4 × 2 cells at this size"

    /// A box's title on its top edge, clear of protected cells; the element is the whole box.
    /// `owner` is what the panel calls it when the title has no room (or is covered later).
    mutating func writeTitle(
        _ title: String, kind: DrawnElement.Kind, id: String, window: WindowID, box: CellRect, style: Style,
        lineStyle: Style? = nil, owner: String?, points: Rect
    ) {
        let ground = Cell(glyphs.horizontal, lineStyle ?? style)
        canvas.noteBox(kind, id, window: window, cells: box, outline: .solid)
        let full = " " + title + " "
        let written =
            box.width >= 6
            ? canvas.putText(
                " " + fit(title, box.width - 6) + " ", column: box.column + 1, row: box.row, style: style,
                limit: box.width - 2) : ""
        guard !written.isEmpty else {
            if let owner { canvas.account("title of " + owner, window: window, reason: Self.noRoom) }
            return
        }
        canvas.note(
            .label, "\(id) title", window: window,
            cells: CellRect(column: box.column + 1, row: box.row, width: characterCount(written), height: 1),
            text: written, shown: written == full ? .whole : .shortened(full), ground: ground,
            owner: owner.map { "title of " + $0 }, points: points)
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
                if bars.axis == .vertical {
                    drawSideColumn(bars, window: window, in: inside, projection: p)
                } else {
                    drawHorizontalBars(bars, window: window, in: inside, projection: p)
                }
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
