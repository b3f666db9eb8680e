import PoseEngine
import Simulator

// MARK: - A grid column

/// A column of the app's grid: its cells dotted where nothing is drawn yet (under everything).
struct GridColumnWidget: Widget {
    let index: Int
    let frame: Rect
    let area: WindowArea
    /// Whether the grid overlay is on.
    let overlay: Bool

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let window = area.id, name = "column \(index + 1)"
        guard overlay else {
            drawn.note(.gridColumn, name, window: window, shown: .hidden(ScreenRenderer.overlayOff(.grid)))
            drawn.account("grid " + name, window: window, reason: ScreenRenderer.overlayOff(.grid))
            return drawn
        }
        let box = area.cells(frame)
        guard !box.isEmpty else {
            drawn.note(.gridColumn, name, window: window, shown: .hidden(Self.narrow))
            drawn.account("grid " + name, window: window, reason: Self.narrow)
            return drawn
        }
        let dot = Cell(canvas.glyphs.gridColumn, Style(.slider, dim: true))
        for row in box.row..<box.maxRow {
            for c in box.column..<box.maxColumn where canvas.grid[c, row].scalar == " " { canvas.grid[c, row] = dot }
        }
        drawn.note(.gridColumn, name, window: window, cells: box)
        drawn.spot(box, canvas.glyphs.gridColumn)
        return drawn
    }

    static let narrow = "narrower than a cell at this size"
}

// MARK: - A pane

/// An arrangement's pane or a split view's column: outlined, its title on the top edge; not drawn
/// (and named, with why) when the arrangement overlay is off or its box is under 4 × 2 cells.
struct PaneWidget: Widget {
    let id: String
    let frame: Rect
    let area: WindowArea
    /// Whether the arrangement overlay is on.
    let overlay: Bool
    let title: String
    /// What the panel calls it (`pane primary`, `column sidebar`).
    let name: String
    let outlineStyle: Style
    let titleStyle: Style
    /// Why it isn't drawn though it has room (under the overlay arrangement's top pane), if so.
    var underneath: String? = nil

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let window = area.id
        guard overlay else {
            drawn.note(.pane, id, window: window, shown: .hidden(ScreenRenderer.overlayOff(.arrangement)))
            drawn.account(id, window: window, reason: ScreenRenderer.overlayOff(.arrangement))
            return drawn
        }
        let box = area.cells(frame)
        guard box.width >= 4, box.height >= 2 else {
            drawn.note(.pane, id, window: window, shown: .hidden(ScreenRenderer.tooSmallForABox))
            drawn.account(id, window: window, reason: ScreenRenderer.tooSmallForABox)
            return drawn
        }
        if let underneath {
            drawn.note(.pane, id, window: window, cells: box, shown: .hidden(underneath))
            return drawn
        }
        let points = area.inDisplay(frame)
        canvas.coverEdges(of: box, by: "the \(name)", points: points, into: &drawn)
        canvas.grid.box(box, glyphs: canvas.glyphs, style: outlineStyle)
        drawn.spot(box.topLeftCell, canvas.glyphs.topLeft)
        canvas.writeTitle(
            title, kind: .pane, id: id, window: window, box: box, style: titleStyle, lineStyle: outlineStyle,
            owner: name, points: points, into: &drawn)
        return drawn
    }
}

// MARK: - A box's title

extension Canvas {
    /// A box's title on its top edge, clear of protected cells; the element is the whole box.
    /// `owner` is what the panel calls it when the title has no room (or is covered later).
    mutating func writeTitle(
        _ title: String, kind: DrawnElement.Kind, id: String, window: WindowID, box: CellRect, style: Style,
        lineStyle: Style? = nil, owner: String?, points: Rect, into drawn: inout DrawReport
    ) {
        let ground = Cell(glyphs.horizontal, lineStyle ?? style)
        drawn.noteBox(kind, id, window: window, cells: box, outline: .solid)
        let written =
            box.width >= 6
            ? putText(
                fit(title, box.width - 6).spacedOut, column: box.column + 1, row: box.row, style: style,
                limit: box.width - 2) : ""
        guard !written.isEmpty else {
            if let owner { drawn.account("title of " + owner, window: window, reason: ScreenRenderer.noRoom) }
            return
        }
        drawn.note(
            .label, "\(id) title", window: window,
            cells: CellRect(column: box.column + 1, row: box.row, width: characterCount(written), height: 1),
            text: written, shown: Self.shown(written, of: title.spacedOut), ground: ground,
            owner: owner.map { "title of " + $0 }, points: points)
    }

    /// Text written in full or shortened from `full`.
    static func shown(_ written: String, of full: String) -> DrawnElement.Shown {
        written == full ? .whole : .shortened(full)
    }
}

extension String {
    /// The text with a space either side (a title on its box's edge), made in one allocation.
    var spacedOut: String {
        var text = self
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
                buffer[0] = 0x20
                _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: bytes)
                buffer[bytes.count + 1] = 0x20
                return bytes.count + 2
            }
        }
    }
}
