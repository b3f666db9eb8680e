import PoseEngine
import Simulator

// MARK: - An app's controls

/// The app's controls in a window: their suggested places (dashed, never inside the control),
/// then the controls outlined and coloured by their worst collision, the worst last, so what
/// collides is drawn over what doesn't; then each one's mark and name, stopping before another's
/// outline. A control clear of the fold in points stays clear of its cells: rounding never puts
/// it there. Each suggested place, outline and name is a widget of its own, placed in that order
/// (a name stops at every other outline, so all of them are worked out first).
struct ControlLayer {
    let app: AppLayout
    let area: WindowArea
    /// The active folds' margins in cells.
    let foldCells: [CellRect]
    /// Whether the controls overlay is on.
    let overlay: Bool

    /// A control about to be drawn: its cells and its worst collision.
    struct ControlBox {
        let control: PlacedControl
        let box: CellRect
        let worst: Collision.Severity?
        var outlined: Bool { box.width >= 4 && box.height >= 2 }
    }

    /// Places the controls' widgets, each filed as it is drawn (what a later one covers is known).
    func place(on canvas: inout Canvas) {
        var hidden = canvas.newReport()
        guard overlay else {
            let why = ScreenRenderer.overlayOff(.controls)
            for control in app.controls {
                hidden.note(.control, control.spec.id, window: area.id, shown: .hidden(why))
                hidden.account(control.spec.id, window: area.id, reason: why)
            }
            canvas.file(hidden)
            return
        }
        let boxes = controlBoxes(into: &hidden)
        canvas.file(hidden)
        var suggestions: [(id: String, box: CellRect)] = []
        for item in boxes {
            guard let suggested = item.control.suggestedFrame else { continue }
            let box = ScreenRenderer.clear(area.cells(suggested), of: foldCells)
            canvas.place(
                SuggestedPlaceWidget(
                    id: item.control.spec.id, box: box, control: item.box, window: area.id,
                    points: area.inDisplay(suggested)))
            suggestions.append((item.control.spec.id, box))
        }
        let ordered = Self.drawingOrder(boxes)
        for index in ordered { canvas.place(ControlOutlineWidget(item: boxes[index], area: area)) }
        // Which cells lie on an outline, counted once for all the names (each name looked at every
        // other outline: quadratic in the controls); a control's own outline is taken back out.
        let (width, height) = (canvas.grid.width, canvas.grid.height)
        var outlines = ScreenRenderer.OutlineCells(width: width, height: height, bounds: area.rect)
        var places = ScreenRenderer.OutlineCells(width: width, height: height, bounds: area.rect)
        var ownOutlines: [String: [CellRect]] = [:]
        var ownPlaces: [String: [CellRect]] = [:]
        for index in ordered where boxes[index].outlined {
            outlines.add(boxes[index].box)
            ownOutlines[boxes[index].control.spec.id, default: []].append(boxes[index].box)
        }
        for (id, box) in suggestions {
            places.add(box)
            ownPlaces[id, default: []].append(box)
        }
        // Each control's collisions, in order, for the element map (only it reads them).
        var collisionsOf: [String: [Collision]] = [:]
        if canvas.recordsElements {
            for collision in app.collisions { collisionsOf[collision.control, default: []].append(collision) }
        }
        let blocking = ControlNameWidget.Blocking(outlines: outlines, places: places)
        for index in ordered {
            // A control's own suggested place is never drawn inside it: its edge there blocks nothing.
            let item = boxes[index], id = item.control.spec.id
            canvas.place(
                ControlNameWidget(
                    item: item, area: area, collisions: collisionsOf[id] ?? [], blocking: blocking,
                    own: (ownOutlines[id] ?? [], ownPlaces[id] ?? [])))
        }
    }

    /// Each control's cells and worst collision; those with no cell are noted and named as hidden.
    private func controlBoxes(into drawn: inout DrawReport) -> [ControlBox] {
        var worst: [String: Collision.Severity] = [:]
        for collision in app.collisions where worst[collision.control].map({ $0 < collision.severity }) ?? true {
            worst[collision.control] = collision.severity
        }
        let touchesFold = Set(app.collisions.filter { $0.kind == .fold }.map(\.control))
        var boxes: [ControlBox] = []
        boxes.reserveCapacity(app.controls.count)
        for control in app.controls {
            guard var box = controlBox(control, into: &drawn) else { continue }
            if !touchesFold.contains(control.spec.id) { box = ScreenRenderer.clear(box, of: foldCells) }
            guard !box.isEmpty else {
                let why = "smaller than a cell beside the fold"
                drawn.note(.control, control.spec.id, window: area.id, shown: .hidden(why))
                drawn.account(control.spec.id, window: area.id, reason: why)
                continue
            }
            boxes.append(ControlBox(control: control, box: box, worst: worst[control.spec.id]))
        }
        return boxes
    }

    /// The worst last, so what collides is never hidden under what doesn't: the boxes' numbers,
    /// those clear of everything first, then by severity, each in the app's order (a pass per
    /// severity: sorting the boxes themselves moved large values around, most of the time an app
    /// of 10,000 controls took to draw).
    private static func drawingOrder(_ boxes: [ControlBox]) -> [Int] {
        var ordered = boxes.indices.filter { boxes[$0].worst == nil }
        for severity in Collision.Severity.allCases.sorted() {
            ordered += boxes.indices.filter { boxes[$0].worst == severity }
        }
        return ordered
    }

    /// The cells of the part of a control inside its window, or `nil` (noted as hidden) when none is.
    private func controlBox(_ control: PlacedControl, into drawn: inout DrawReport) -> CellRect? {
        let window = area
        let visible = Rect(
            x: max(0, control.frame.minX), y: max(0, control.frame.minY),
            width: min(window.size.width, control.frame.maxX) - max(0, control.frame.minX),
            height: min(window.size.height, control.frame.maxY) - max(0, control.frame.minY))
        guard visible.width > 0, visible.height > 0 else {
            drawn.note(.control, control.spec.id, window: window.id, shown: .hidden("outside its window"))
            drawn.account(control.spec.id, window: window.id, reason: "outside its window")
            return nil
        }
        let box = area.cells(visible)
        guard !box.isEmpty else {
            drawn.note(.control, control.spec.id, window: window.id, shown: .hidden("smaller than a cell at this size"))
            drawn.account(control.spec.id, window: window.id, reason: "smaller than a cell at this size")
            return nil
        }
        return box
    }
}
