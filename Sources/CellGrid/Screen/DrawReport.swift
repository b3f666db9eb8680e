import PoseEngine
import Simulator

// MARK: - TextSpan

/// Where an element's text went, whether something has covered it since, and what lies under
/// it (a title's outline) for when it is erased.
struct TextSpan {
    var cells: CellRect
    var covered: Bool
    /// Its index among the elements of the report that holds it, when they are recorded.
    var element: Int?
    /// What shows once the text is erased: its box's edge, or a blank.
    var ground: Cell?
    /// The engine's element the text names, as the panel calls it, when it is erased.
    var owner: String?
    var window: WindowID?
    /// That element's frame in the display's points: covering is decided there.
    var points: Rect?
}

// MARK: - DrawReport

/// What was drawn, as it was drawn: by one widget (what its `draw(in:)` returns), or by the
/// whole frame so far (the canvas's `report`, which each widget's is filed into). The frame's
/// accounting (`layout.elements`, the panel's `not drawn:` line) and the legend (its spots) are
/// read from it, so nothing is drawn without being accounted for.
struct DrawReport {
    /// Whether the elements are recorded: their words are worked out only then.
    let recordsElements: Bool
    /// Each element drawn or left out: its cells, its text as drawn, whole, shortened or hidden and why.
    var elements: [DrawnElement] = []
    /// Where each element's text went (kept whether or not the elements are recorded, since
    /// covering frees those cells for drawing).
    var texts: [TextSpan] = []
    /// Where each outlined element's box is (its index among the elements), when they are recorded.
    var boxes: [(cells: CellRect, element: Int)] = []
    /// The engine's elements left out or shown without their label, and why, in the order met.
    var unshown: [Unshown] = []
    /// Where legend glyphs were drawn, and the legend entry of each, for the legend to look at.
    var spots: [(rect: CellRect, entry: Int)] = []
    /// How many elements drawn before it this one covered (hid or cut).
    var covered = 0

    init(recordsElements: Bool) { self.recordsElements = recordsElements }

    /// Empties it, keeping its storage for the next widget's report.
    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        unshown.removeAll(keepingCapacity: true)
        spots.removeAll(keepingCapacity: true)
        covered = 0
    }

    /// Names an element of the engine's the frame leaves out (or draws without its label), and why.
    mutating func account(_ name: String, window: WindowID?, reason: String) {
        unshown.append(Unshown(window: window, name: name, reason: reason))
    }

    /// Notes that `rect` was drawn with `glyph` (a legend glyph), so the legend looks there.
    mutating func spot(_ rect: CellRect, _ glyph: Character) {
        let slot = ScreenRenderer.legendSlots.boxes.withUnsafeBufferPointer { boxes in
            ScreenRenderer.legendSlot(Cell(glyph).scalar.value, boxes: boxes, others: ScreenRenderer.legendSlots.others)
        }
        guard slot != 0, !rect.isEmpty else { return }
        spots.append((rect, Int(slot - 1) / 8))
    }

    /// Records a box drawn with an outline, so what is drawn over it later can say it covers it.
    mutating func noteBox(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID?, cells: CellRect,
        outline: DrawnElement.Outline, shown: @autoclosure () -> DrawnElement.Shown = .whole
    ) {
        guard recordsElements else { return }
        boxes.append((cells, elements.count))
        elements.append(
            DrawnElement(kind: kind, id: id(), window: window, cells: cells, shown: shown(), outline: outline))
    }

    /// Records an element of the picture. Its words are worked out only when the elements are
    /// recorded; where text went is always kept (a cover frees those cells).
    /// Text is only ever noted as shown (whole or shortened), never hidden; `owner` and `points`
    /// name the engine's element it belongs to and its frame, for when something covers it.
    mutating func note(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID? = nil, cells: CellRect? = nil,
        text: @autoclosure () -> String? = nil, shown: @autoclosure () -> DrawnElement.Shown = .whole,
        ground: Cell? = nil, owner: String? = nil, points: Rect? = nil
    ) {
        let text = text()
        guard recordsElements else {
            if let cells, text != nil {
                texts.append(
                    TextSpan(
                        cells: cells, covered: false, ground: ground, owner: owner, window: window, points: points))
            }
            return
        }
        let element = DrawnElement(kind: kind, id: id(), window: window, cells: cells, text: text, shown: shown())
        if let cells, text != nil {
            texts.append(
                TextSpan(
                    cells: cells, covered: element.isHidden, element: elements.count, ground: ground,
                    owner: owner, window: window, points: points))
        }
        elements.append(element)
    }

    /// Records text written at a cell: whole, or shortened from `full`.
    mutating func noteText(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID?, written: String,
        full: @autoclosure () -> String, column: Int, row: Int, ground: Cell? = nil, owner: String? = nil,
        points: Rect? = nil
    ) {
        guard !written.isEmpty else {
            note(kind, id(), window: window, shown: .hidden(ScreenRenderer.noRoom))
            if let owner { account(owner, window: window, reason: ScreenRenderer.noRoom) }
            return
        }
        note(
            kind, id(), window: window,
            cells: CellRect(column: column, row: row, width: characterCount(written), height: 1),
            text: written,
            shown: written == full() ? .whole : .shortened(full()), ground: ground, owner: owner, points: points)
    }

    /// Adds a later report's: its elements after these (its indices moved on), and the rest.
    /// - Returns: where its text spans start among these.
    @discardableResult
    mutating func append(_ other: DrawReport) -> Int {
        let base = elements.count, firstText = texts.count
        elements.append(contentsOf: other.elements)
        for var span in other.texts {
            span.element = span.element.map { $0 + base }
            texts.append(span)
        }
        for box in other.boxes { boxes.append((box.cells, box.element + base)) }
        unshown.append(contentsOf: other.unshown)
        spots.append(contentsOf: other.spots)
        covered += other.covered
        return firstText
    }
}
