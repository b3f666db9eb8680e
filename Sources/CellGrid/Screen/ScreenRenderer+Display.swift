import PoseEngine
import Simulator

// MARK: - Displays

extension ScreenRenderer {
    /// What one display shows, worked out before anything is drawn: its windows in cells (apart
    /// by the divider in Split View), the divider, the fold's cells and the occlusions.
    struct DisplayPieces {
        var windows: [WindowScene]
        var rects: [CellRect]
        var divider: (gap: CellRect, sideBySide: Bool)?
        var folds: [(region: PhysicalRegion, cells: (line: CellRect, margins: CellRect))]
        /// Largest first, so a camera inside the island is drawn over it.
        var occlusions: [PhysicalRegion]
    }

    /// One display in its frame, drawn in the picture's z-order (`DrawnElement.Kind.layer`),
    /// bottom to top: the side-bar place-holders and the apps' grids; the apps' panes; their
    /// controls and suggested places; their bars; their sheets and alerts; then the geometry that
    /// matters — the fold's margins (on free cells only), the divider, the fold's line and the
    /// occlusions — over everything; the window labels last, in free cells. Each layer that draws
    /// over a lower one's border or text says so: the lower element is listed as covered.
    mutating func drawDisplay(_ display: DisplayScene, projection p: Projection) {
        let content = p.contentRect
        layout.displays.append(DisplayCells(id: display.id, rect: content, size: display.size, inUse: display.inUse))
        drawFrame(of: display, around: content)
        let pieces = self.pieces(of: display, projection: p)
        protectGeometry(pieces, projection: p)
        for (window, rect) in zip(pieces.windows, pieces.rects) {
            layout.windows.append(WindowCells(id: window.id, rect: rect))
            canvas.note(.window, window.id.rawValue, window: window.id, cells: rect)
            if window.app == nil { drawSideBarPlaceholder(window, in: rect, projection: p) }
        }
        drawApps(pieces, projection: p)
        drawGeometry(pieces, projection: p)
        if state.overlays.contains(.labels) {
            if display.inUse {
                let focused = state.focusedIndex(in: scene)
                for (index, (window, rect)) in zip(pieces.windows, pieces.rects).enumerated() {
                    drawLabels(for: window, in: rect, focused: pieces.windows.count > 1 && index == focused)
                }
            } else {
                drawCentered(["off"], in: content, style: Style(.muted, dim: true))
            }
        }
        if !display.inUse {
            canvas.grid.restyle(content) { $0 = $0.dimmed }
        }
    }

    /// The fold's margins on free cells, the divider, the fold's line over it, the occlusions.
    private mutating func drawGeometry(_ pieces: DisplayPieces, projection p: Projection) {
        for (region, cells) in pieces.folds where region.isActive && state.overlays.contains(.margins) {
            canvas.place(MarginsWidget(region: region, cells: cells.margins))
        }
        if let divider = pieces.divider {
            canvas.place(DividerWidget(gap: divider.gap, sideBySide: divider.sideBySide))
        }
        // The fold's line over the divider: the divider is widened around it (`pieces`), so both show.
        for (region, cells) in pieces.folds {
            canvas.place(FoldWidget(region: region, line: cells.line, includeInactive: state.query.includeInactive))
        }
        drawOcclusions(pieces.occlusions, projection: p)
    }

    /// The display's frame and the longest title that fits it.
    private mutating func drawFrame(of display: DisplayScene, around content: CellRect) {
        let frame = CellRect(
            column: content.column - 1, row: content.row - 1, width: content.width + 2, height: content.height + 2)
        let name = display.id.rawValue
        let titles =
            display.inUse
            ? ["\(name) · in use · \(display.orientation.rawValue)", "\(name) · in use", name]
            : ["\(name) · off", name]
        let title = titles.first { characterCount($0) + 6 <= frame.width } ?? name
        let frameStyle = display.inUse ? Style(.frame, bold: true) : Style(.frameOff, dim: true)
        canvas.grid.box(frame, glyphs: glyphs, style: frameStyle, title: title)
        canvas.spot(CellRect(column: frame.column, row: frame.row, width: 1, height: 1), glyphs.topLeft)
    }

    /// The display's windows, divider, fold and occlusions in cells.
    private func pieces(of display: DisplayScene, projection p: Projection) -> DisplayPieces {
        let windows = display.inUse ? scene.windows : []
        var rects = windows.map { p.cellRect($0.frameInDisplay) }
        let folds = display.regions.filter { $0.kind == .division }.map { ($0, foldCells($0, projection: p)) }
        // Split View: the cells between windows are the divider; never let it vanish, nor hide the fold.
        var divider: (gap: CellRect, sideBySide: Bool)?
        if windows.count == 2 {
            let sideBySide = windows[1].frameInDisplay.minX > windows[0].frameInDisplay.minX
            var gap = dividerCells(
                between: windows[0].frameInDisplay, windows[1].frameInDisplay, sideBySide: sideBySide, projection: p)
            for (region, cells) in folds where region.isActive || state.query.includeInactive {
                gap = Self.widen(gap, around: cells.line, sideBySide: sideBySide)
            }
            rects = separate(rects[0], rects[1], around: gap, sideBySide: sideBySide)
            divider = (gap, sideBySide)
        }
        let occlusions = display.regions.filter { $0.kind == .occlusion }
            .sorted { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }
        return DisplayPieces(windows: windows, rects: rects, divider: divider, folds: folds, occlusions: occlusions)
    }

    /// What nothing may cover: the fold's line, the divider, the occlusions.
    private mutating func protectGeometry(_ pieces: DisplayPieces, projection p: Projection) {
        for (region, cells) in pieces.folds where region.isActive || state.query.includeInactive {
            canvas.protect(cells.line)
        }
        if let divider = pieces.divider { canvas.protect(divider.gap) }
        if state.overlays.contains(.occlusions) {
            for region in pieces.occlusions where region.isActive || state.query.includeInactive {
                canvas.protect(p.cellRect(region.frame))
            }
        }
    }

    /// A window without an app profile: its side bar's place-holder column, dim.
    private mutating func drawSideBarPlaceholder(_ window: WindowScene, in rect: CellRect, projection p: Projection) {
        guard state.overlays.contains(.sideBars), let edge = window.sideBarPhysicalEdge else { return }
        let width = min(rect.width, Projection.cells(state.profile.sideColumn.width * Double(p.columns) / p.size.width))
        let column = edge == .left ? rect.column : rect.maxColumn - width
        let band = CellRect(column: column, row: rect.row, width: width, height: rect.height)
        canvas.grid.fill(band, glyphs.sideBar, style: Style(.sideBar, dim: true))
        canvas.spot(band, glyphs.sideBar)
    }

    /// The apps' layers in every window, a layer at a time: grids, panes, controls, bars, sheets.
    private mutating func drawApps(_ pieces: DisplayPieces, projection p: Projection) {
        let apps = zip(pieces.windows, pieces.rects).compactMap { window, rect in
            window.app.map { (app: $0, window: window, rect: rect) }
        }
        for (app, window, rect) in apps {
            drawAppUnderlay(app, window: window, in: rect, projection: p)
            drawColumns(app, window: window, in: rect, projection: p)
            drawArrangement(app, window: window, in: rect, projection: p)
        }
        let foldMargins = pieces.folds.filter { $0.region.isActive }.map(\.cells.margins)
        for (app, window, rect) in apps {
            ControlLayer(
                app: app, area: WindowArea(window: window, rect: rect, projection: p), foldCells: foldMargins,
                overlay: state.overlays.contains(.controls)
            ).place(on: &canvas)
        }
        for (app, window, rect) in apps {
            canvas.place(
                BarsWidget(
                    bars: app.bars, area: WindowArea(window: window, rect: rect, projection: p),
                    overlay: state.overlays.contains(.sideBars)))
        }
        for (app, window, rect) in apps {
            drawPresentations(
                app, window: window, in: rect, projection: p,
                folds: pieces.folds.filter(\.region.isActive).map(\.cells.line))
        }
    }

    /// Why an element isn't drawn when its overlay is off: `the controls overlay is off (u)`.
    static func overlayOff(_ overlay: OverlayKind) -> String {
        let names: [OverlayKind: String] = [
            .occlusions: "occlusions", .sideBars: "side bars", .grid: "grid", .arrangement: "arrangement",
            .presentations: "sheets", .controls: "controls", .margins: "margins", .labels: "labels",
        ]
        let key = KeyMap.key(for: .toggleOverlay(overlay)).map { " (\($0))" } ?? ""
        return "the \(names[overlay] ?? overlay.rawValue) overlay is off\(key)"
    }

    /// Why an inactive region isn't drawn: `inactive (i shows inactive regions)`.
    static var inactiveHidden: String {
        let key = KeyMap.key(for: .toggleIncludeInactive).map { " (\($0) shows inactive regions)" } ?? ""
        return "inactive" + key
    }
}
