import PoseEngine
import Simulator

// MARK: - A presentation

/// A sheet, alert, popover or context menu, boxed over the window's content and under the fold
/// and the island, a sheet with its own toolbar inside; one that crosses an active fold (in
/// points) is marked as a collision. One a later one covers whole in points is named under it.
struct PresentationWidget: Widget {
    let presentation: PlacedPresentation
    let area: WindowArea
    /// The one presented over it that covers it whole in points, if any.
    let over: PlacedPresentation?
    /// The active folds in the display's points, and their lines in cells.
    let folds: (points: [Rect], cells: [CellRect])
    /// Whether the sheets overlay and the side-bars overlay are on.
    let overlay: Bool
    let barsOverlay: Bool

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let window = area.id
        let name = "\(presentation.kind.rawValue) \(presentation.id)"
        if let over, overlay {
            drawn.account(name, window: window, reason: "under the \(over.kind.rawValue) \(over.id)")
        }
        guard overlay else {
            drawn.note(
                .presentation, presentation.id, window: window,
                shown: .hidden(ScreenRenderer.overlayOff(.presentations)))
            drawn.account(name, window: window, reason: ScreenRenderer.overlayOff(.presentations))
            return drawn
        }
        // Whether it crosses the fold is the engine's points' answer; one clear of it keeps
        // off the fold's cells it would share by rounding.
        let inDisplay = area.inDisplay(presentation.frame)
        let crosses = folds.points.contains { fold in
            guard let common = fold.intersection(inDisplay) else { return false }
            return common.width > 0 && common.height > 0
        }
        let projected = area.cells(presentation.frame)
        let box = crosses ? projected : ScreenRenderer.clear(projected, of: folds.cells)
        guard box.width >= 4, box.height >= 2 else {
            drawn.note(.presentation, presentation.id, window: window, shown: .hidden(ScreenRenderer.tooSmallForABox))
            drawn.account(name, window: window, reason: ScreenRenderer.tooSmallForABox)
            return drawn
        }
        let style =
            crosses ? Style(.fold, background: .panel, bold: true) : Style(.warning, background: .panel, bold: true)
        canvas.cover(box, by: "the \(name)", points: inDisplay, into: &drawn)
        canvas.grid.fill(box, " ", style: Style(.text, background: .panel))
        if let bars = presentation.bars, barsOverlay, box.width > 2, box.height > 2 {
            // A sheet's own toolbar, inside its outline.
            let inside = CellRect(
                column: box.column + 1, row: box.row + 1, width: box.width - 2, height: box.height - 2)
            let sheet = area.inside(inside)
            drawn.append(BarsWidget(bars: bars, area: sheet, overlay: true).draw(in: &canvas))
        }
        canvas.grid.box(box, glyphs: canvas.glyphs, style: style)
        drawn.spot(box.topLeftCell, canvas.glyphs.topLeft)
        canvas.writeTitle(
            title(crosses: crosses, error: canvas.glyphs.error), kind: .presentation, id: presentation.id,
            window: window, box: box, style: style,
            owner: over == nil ? name : nil, points: inDisplay, into: &drawn)
        if crosses {
            drawn.spot(CellRect(column: box.column, row: box.row, width: box.width, height: 1), canvas.glyphs.error)
        }
        return drawn
    }

    /// Its title: what it is, how it is placed, over what, and whether it crosses the fold. Made
    /// in one buffer: a frame has many.
    private func title(crosses: Bool, error: Character) -> String {
        var words = TextBuilder()
        if crosses {
            words.add(error)
            words.add(" crosses the fold · ")
        }
        words.add(presentation.kind.rawValue)
        if presentation.adaptedToSheet { words.add(" as a sheet") }
        words.add(" · ")
        words.add(presentation.placement.rawValue)
        if let parent = presentation.parent {
            words.add(" · over ")
            words.add(parent)
        }
        return words.text
    }
}
