import PoseEngine
import Simulator

// MARK: - Inspect mode

extension ScreenRenderer {
    /// The inspected element's outline: the cells on the edge of its frame (all of them when it
    /// is less than three cells either way) in reverse video, their characters kept, within its
    /// window's cells.
    mutating func drawInspectOutline(projection p: Projection) {
        layout.inspecting = state.inspected != nil
        guard let inspected = state.inspected else { return }
        let elements = SceneElements(scene: scene)
        guard let element = elements.find(inspected),
            let window = layout.windows.first(where: { $0.id == element.window })
        else { return }
        let frame = elements.displayFrame(element, in: scene)
        let cells = element.kind == .window ? window.rect : Self.clip(p.cellRect(frame), to: window.rect)
        guard !cells.isEmpty else { return }
        layout.inspected = cells
        let mark: (inout Style) -> Void = {
            $0.reverse = true
            $0.bold = true
            $0.dim = false
        }
        guard cells.width >= 3, cells.height >= 3 else {
            canvas.grid.restyle(cells, mark)
            return
        }
        let c = cells.column, r = cells.row, w = cells.width, h = cells.height
        for edge in [
            CellRect(column: c, row: r, width: w, height: 1), CellRect(column: c, row: r + h - 1, width: w, height: 1),
            CellRect(column: c, row: r, width: 1, height: h), CellRect(column: c + w - 1, row: r, width: 1, height: h),
        ] {
            canvas.grid.restyle(edge, mark)
        }
    }

    /// The cells of `rect` inside `bounds` (none when they don't meet).
    static func clip(_ rect: CellRect, to bounds: CellRect) -> CellRect {
        let left = max(rect.column, bounds.column), top = max(rect.row, bounds.row)
        let right = min(rect.maxColumn, bounds.maxColumn), bottom = min(rect.maxRow, bounds.maxRow)
        return CellRect(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The panel's lines about the inspected element, first in the panel.
    func inspectPanelLines() -> [PanelLine] {
        guard let inspected = state.inspected else { return [] }
        let lines = InspectPanel(scene: scene, glyphs: glyphs).lines(for: inspected)
        return lines.enumerated().map { index, text in
            PanelLine(text: text, style: index == 0 ? Style(.accent, bold: true) : Style(.text))
        }
    }
}
