import PoseEngine
import Simulator

// MARK: - Controls

extension ScreenRenderer {
    /// A control about to be drawn: its cells and its worst collision.
    struct ControlBox {
        let control: PlacedControl
        let box: CellRect
        let worst: Collision.Severity?
        var outlined: Bool { box.width >= 4 && box.height >= 2 }
    }

    /// The app's controls: their suggested places (dashed, never inside the control), then the
    /// controls outlined and coloured by their worst collision, the worst last, so what collides
    /// is drawn over what doesn't; then each one's mark and name, stopping before another's outline.
    /// A control clear of the fold in points stays clear of its cells: rounding never puts it there.
    mutating func drawControls(
        _ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection,
        folds: [(region: PhysicalRegion, cells: (line: CellRect, margins: CellRect))]
    ) {
        let foldCells = folds.filter { $0.region.isActive }.map(\.cells.margins)
        let boxes = controlBoxes(app, window: window, in: rect, projection: p, foldCells: foldCells)
        var suggestions: [(id: String, box: CellRect)] = []
        for item in boxes {
            guard let suggested = item.control.suggestedFrame else { continue }
            let box = Self.clear(cells(suggested, window: window, in: rect, projection: p), of: foldCells)
            drawSuggestedPlace(
                item.control.spec.id, box, original: item.box, window: window.id,
                points: Self.inDisplay(suggested, window))
            suggestions.append((item.control.spec.id, box))
        }
        let ordered = Self.drawingOrder(boxes)
        for index in ordered { drawOutline(boxes[index], window: window) }
        // Which cells lie on an outline, counted once for all the names (each name looked at every
        // other outline: quadratic in the controls); a control's own outline is taken back out.
        var outlines = OutlineCells(width: canvas.grid.width, height: canvas.grid.height)
        var places = OutlineCells(width: canvas.grid.width, height: canvas.grid.height)
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
        if options.recordsElements {
            for collision in app.collisions { collisionsOf[collision.control, default: []].append(collision) }
        }
        for index in ordered {
            // A control's own suggested place is never drawn inside it: its edge there blocks nothing.
            let item = boxes[index], own = ownOutlines[item.control.spec.id] ?? []
            let ownPlace = ownPlaces[item.control.spec.id] ?? []
            drawName(item, window: window, collisions: collisionsOf[item.control.spec.id] ?? []) { column, row in
                places.count(column, row) > ownPlace.count { Self.onEdge(column: column, row: row, of: $0) }
                    || outlines.count(column, row) > own.count { Self.onEdge(column: column, row: row, of: $0) }
            }
        }
    }

    /// Each control's cells and worst collision; those with no cell are noted and named as hidden.
    private mutating func controlBoxes(
        _ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection, foldCells: [CellRect]
    ) -> [ControlBox] {
        var worst: [String: Collision.Severity] = [:]
        for collision in app.collisions where worst[collision.control].map({ $0 < collision.severity }) ?? true {
            worst[collision.control] = collision.severity
        }
        let touchesFold = Set(app.collisions.filter { $0.kind == .fold }.map(\.control))
        var boxes: [ControlBox] = []
        boxes.reserveCapacity(app.controls.count)
        for control in app.controls {
            guard var box = controlBox(control, window: window, in: rect, projection: p) else { continue }
            if !touchesFold.contains(control.spec.id) { box = Self.clear(box, of: foldCells) }
            guard !box.isEmpty else {
                let why = "smaller than a cell beside the fold"
                canvas.note(.control, control.spec.id, window: window.id, shown: .hidden(why))
                canvas.account(control.spec.id, window: window.id, reason: why)
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

    /// Where a control would go: a dashed outline and its name after an arrow, both outside the
    /// control itself (the part of the outline inside it isn't drawn, and it says so).
    private mutating func drawSuggestedPlace(
        _ id: String, _ box: CellRect, original: CellRect, window: WindowID, points: Rect
    ) {
        let name = "\(glyphs.suggestedArrow)\(id)"
        guard !box.isEmpty else {
            canvas.note(.suggestion, id, window: window, shown: .hidden("smaller than a cell beside the fold"))
            canvas.account(name, window: window, reason: "smaller than a cell beside the fold")
            return
        }
        canvas.coverEdges(of: box, by: "the suggested place of \(id)", points: points)
        canvas.dashedOutline(box, outside: original, style: Style(.sideBar))
        canvas.spot(box, glyphs.suggestedHorizontal)
        canvas.noteBox(
            .suggestion, id, window: window, cells: box, outline: .dashed,
            shown: box.overlaps(original) ? .covered("partly inside \(id) itself, not drawn there") : .whole)
        // The name on the top edge's first run of cells outside the control.
        var column = box.column + 1
        while column < box.maxColumn - 1, original.contains(column: column, row: box.row) { column += 1 }
        var end = column
        while end < box.maxColumn - 1, !original.contains(column: end, row: box.row) { end += 1 }
        let written =
            box.width >= 3 && end > column
            ? canvas.putTextAvoidingText(fit(name, end - column), column: column, row: box.row, style: Style(.sideBar))
            : ""
        guard !written.isEmpty else {
            canvas.account(name, window: window, reason: "no room for its name")
            return
        }
        canvas.note(
            .label, "\(id) suggestion", window: window,
            cells: CellRect(column: column, row: box.row, width: characterCount(written), height: 1),
            text: written, shown: written == name ? .whole : .shortened(name),
            ground: Cell(glyphs.suggestedHorizontal, Style(.sideBar)), owner: name, points: points)
    }

    /// The cells of the part of a control inside its window, or `nil` (noted as hidden) when none is.
    private mutating func controlBox(
        _ control: PlacedControl, window: WindowScene, in rect: CellRect, projection p: Projection
    ) -> CellRect? {
        let visible = Rect(
            x: max(0, control.frame.minX), y: max(0, control.frame.minY),
            width: min(window.size.width, control.frame.maxX) - max(0, control.frame.minX),
            height: min(window.size.height, control.frame.maxY) - max(0, control.frame.minY))
        guard visible.width > 0, visible.height > 0 else {
            canvas.note(.control, control.spec.id, window: window.id, shown: .hidden("outside its window"))
            canvas.account(control.spec.id, window: window.id, reason: "outside its window")
            return nil
        }
        let box = cells(visible, window: window, in: rect, projection: p)
        guard !box.isEmpty else {
            canvas.note(
                .control, control.spec.id, window: window.id, shown: .hidden("smaller than a cell at this size"))
            canvas.account(control.spec.id, window: window.id, reason: "smaller than a cell at this size")
            return nil
        }
        return box
    }

    /// A control's outline (or a fill when it is small), over what lies under it.
    private mutating func drawOutline(_ item: ControlBox, window: WindowScene) {
        let style = Style(item.worst?.color ?? .sideBar, bold: true)
        let id = item.control.spec.id
        canvas.coverEdges(of: item.box, by: "the control \(id)", points: Self.inDisplay(item.control.frame, window))
        if item.outlined {
            canvas.grid.box(item.box, glyphs: glyphs, style: style)
            canvas.noteBox(.control, id, window: window.id, cells: item.box, outline: .solid)
        } else {
            canvas.fillAvoiding(item.box, glyphs.smallControl, style: style, avoiding: [])
            canvas.spot(item.box, glyphs.smallControl)
            canvas.note(.control, id, window: window.id, cells: item.box)
        }
    }

    /// A control's mark and name on its first row, stopping before another outline (a control's,
    /// a suggested place's), a protected cell or other text; when that row has no room for the
    /// mark and three more cells (an occlusion over it), on the row inside the box with the most
    /// room; and its collisions, at the mark. An error control always shows its ✖ where any cell
    /// of it is free. `blocked`: whether a cell is on another control's outline or a suggested place's.
    private mutating func drawName(
        _ item: ControlBox, window: WindowScene, collisions: [Collision], blocked: (Int, Int) -> Bool
    ) {
        let id = item.control.spec.id, box = item.box
        let textColumn = item.outlined ? box.column + 1 : box.column
        let room = item.outlined ? box.width - 2 : max(1, box.width)
        let full = String(item.worst.map(glyphs.mark) ?? glyphs.clear) + id
        func fits(_ row: Int) -> Int {
            var fits = 0
            while fits < room, !blocked(textColumn + fits, row), !canvas.isProtected(textColumn + fits, row),
                !canvas.isText(textColumn + fits, row)
            {
                fits += 1
            }
            return fits
        }
        var row = box.row, most = fits(box.row)
        if most < min(characterCount(full), 4), item.outlined, box.height > 2 {
            for inside in (box.row + 1)..<(box.maxRow - 1) where textColumn < canvas.grid.width {
                let here = fits(inside)
                if here > most { (row, most) = (inside, here) }
            }
        }
        let written = canvas.putTextAvoidingText(
            fit(full, most), column: textColumn, row: row, style: Style(item.worst?.color ?? .sideBar, bold: true))
        let name = CellRect(column: textColumn, row: row, width: characterCount(written), height: 1)
        canvas.spot(
            CellRect(column: textColumn, row: row, width: 1, height: 1), item.worst.map(glyphs.mark) ?? glyphs.clear)
        if written.isEmpty {
            let why = "its first cell is the fold, an occlusion or another control's outline"
            canvas.note(.label, "\(id) name", window: window.id, shown: .hidden(why))
            canvas.account("name of " + id, window: window.id, reason: "no free cell in the control for it")
        } else {
            let style = Style(item.worst?.color ?? .sideBar, bold: true)
            canvas.note(
                .label, "\(id) name", window: window.id, cells: name, text: written,
                shown: written == full ? .whole : .shortened(full),
                ground: row == box.row ? Cell(item.outlined ? glyphs.horizontal : glyphs.smallControl, style) : nil,
                owner: "name of " + id, points: Self.inDisplay(item.control.frame, window))
        }
        for collision in collisions {
            canvas.note(
                .collision, "\(collision.control) × \(collision.with)", window: window.id,
                cells: written.isEmpty ? box : CellRect(column: textColumn, row: row, width: 1, height: 1))
        }
    }

    /// Whether a cell is on a box's outline.
    package static func onEdge(column: Int, row: Int, of box: CellRect) -> Bool {
        box.contains(column: column, row: row)
            && (column == box.column || column == box.maxColumn - 1 || row == box.row || row == box.maxRow - 1)
    }

    /// How many boxes' outlines cross each cell of the screen, for cells on it; a cell off the
    /// screen is answered by looking at every box (rare: controls are clipped to their window).
    package struct OutlineCells {
        package let width: Int
        package let height: Int
        private var counts: [Int32]
        private var boxes: [CellRect] = []

        package init(width: Int, height: Int) {
            self.width = max(0, width)
            self.height = max(0, height)
            counts = Array(repeating: 0, count: self.width * self.height)
        }

        /// Counts the cells of a box's outline that are on the screen, each once.
        package mutating func add(_ box: CellRect) {
            boxes.append(box)
            guard !box.isEmpty else { return }
            let inside = box.clipped(width: width, height: height)
            guard !inside.isEmpty else { return }
            let top = box.row, bottom = box.maxRow - 1, left = box.column, right = box.maxColumn - 1
            for row in inside.row..<inside.maxRow {
                if row == top || row == bottom {
                    for column in inside.column..<inside.maxColumn { counts[row * width + column] += 1 }
                } else {
                    if left >= inside.column, left < inside.maxColumn { counts[row * width + left] += 1 }
                    if right != left, right >= inside.column, right < inside.maxColumn {
                        counts[row * width + right] += 1
                    }
                }
            }
        }

        /// How many outlines cross a cell.
        package func count(_ column: Int, _ row: Int) -> Int {
            guard column >= 0, row >= 0, column < width, row < height else {
                return boxes.count { ScreenRenderer.onEdge(column: column, row: row, of: $0) }
            }
            return Int(counts[row * width + column])
        }
    }
}
