import PoseEngine
import Simulator

// MARK: - The fold

/// The fold's line: solid while active; dotted when inactive, only with .includeInactive.
struct FoldWidget: Widget {
    let region: PhysicalRegion
    let line: CellRect
    let includeInactive: Bool

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let vertical = region.frame.isVertical, glyphs = canvas.glyphs
        if region.isActive {
            canvas.grid.fill(
                line, vertical ? glyphs.foldVertical : glyphs.foldHorizontal, style: Style(.fold, bold: true))
            drawn.spot(line, glyphs.foldVertical)
            drawn.note(.region, region.id.rawValue, cells: line)
        } else if includeInactive {
            canvas.grid.fill(
                line, vertical ? glyphs.inactiveVertical : glyphs.inactiveHorizontal, style: Style(.fold, dim: true))
            drawn.spot(line, glyphs.inactiveVertical)
            drawn.note(.region, region.id.rawValue, cells: line)
        } else {
            drawn.note(.region, region.id.rawValue, shown: .hidden(ScreenRenderer.inactiveHidden))
        }
        return drawn
    }
}

// MARK: - The fold's margins

/// The fold's margins, shaded on the free cells only (blank, a grid dot, a side-bar column):
/// never over a border, a control, the divider or text, so they shade and cover nothing.
struct MarginsWidget: Widget {
    let region: PhysicalRegion
    let cells: CellRect

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let glyphs = canvas.glyphs
        let margin = Cell(glyphs.margin, Style(.margin))
        let (dot, sideBar) = (Cell(glyphs.gridColumn).scalar, Cell(glyphs.sideBar).scalar)
        let inside = cells.clipped(width: canvas.grid.width, height: canvas.grid.height), width = canvas.grid.width
        let (text, geometry) = (canvas.textCells.flags, canvas.protected.flags)
        canvas.grid.withCells { cells in
            for row in inside.row..<inside.maxRow {
                for index in (row * width + inside.column)..<(row * width + inside.maxColumn)
                where !text[index] && !geometry[index] {
                    let scalar = cells[index].scalar
                    if scalar == " " || scalar == dot || scalar == sideBar { cells[index] = margin }
                }
            }
        }
        drawn.note(.margins, region.id.rawValue, cells: cells)
        drawn.spot(cells, glyphs.margin)
        return drawn
    }
}

// MARK: - The divider

/// The Split View divider: the cells between the windows.
struct DividerWidget: Widget {
    let gap: CellRect
    let sideBySide: Bool

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let glyphs = canvas.glyphs
        canvas.grid.fill(
            gap, sideBySide ? glyphs.dividerVertical : glyphs.dividerHorizontal, style: Style(.divider, dim: true))
        drawn.spot(gap, glyphs.dividerVertical)
        return drawn
    }
}

// MARK: - An occlusion

/// A camera or the island, solid; one inside another drawn in its own glyph, an inactive one
/// only with .includeInactive; named in the panel when the occlusions overlay is off.
struct OcclusionWidget: Widget {
    let region: PhysicalRegion
    let cells: CellRect
    /// Whether a larger occlusion holds it (a camera in the island).
    let nested: Bool
    /// Whether the occlusions overlay is on.
    let overlay: Bool
    let includeInactive: Bool
    /// Whether it is one of the display in use's regions (an app would be told of it).
    let inUse: Bool

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let glyphs = canvas.glyphs, id = region.id.rawValue
        guard overlay else {
            drawn.note(.region, id, cells: nil, shown: .hidden(ScreenRenderer.overlayOff(.occlusions)))
            if region.isActive, inUse {
                drawn.account(id, window: nil, reason: ScreenRenderer.overlayOff(.occlusions))
            }
            return drawn
        }
        if region.isActive {
            canvas.grid.fill(
                cells, nested ? glyphs.nestedOcclusion : glyphs.occlusion, style: Style(.occlusion, bold: nested))
            drawn.spot(cells, nested ? glyphs.nestedOcclusion : glyphs.occlusion)
            drawn.note(.region, id, cells: cells)
        } else if includeInactive {
            canvas.grid.fill(cells, glyphs.inactiveOcclusion, style: Style(.occlusion, dim: true))
            drawn.spot(cells, glyphs.inactiveOcclusion)
            drawn.note(.region, id, cells: cells)
        } else {
            drawn.note(.region, id, shown: .hidden(ScreenRenderer.inactiveHidden))
        }
        return drawn
    }
}
