import PoseEngine
import Simulator

// MARK: - Controls

extension Collision.Severity {
    var color: PaletteColor {
        switch self {
        case .error: return .fold
        case .warning: return .warning
        case .note: return .accent
        }
    }
}

extension Glyphs {
    /// A collision's mark, which reads without colour.
    func mark(_ severity: Collision.Severity) -> Character {
        switch severity {
        case .error: return error
        case .warning: return warning
        case .note: return note
        }
    }
}

extension ScreenRenderer {
    /// The app's controls: outlined, marked and coloured by their worst collision, with the
    /// suggested position as a dashed outline.
    mutating func drawControls(_ app: AppLayout, window: WindowScene, in rect: CellRect, projection p: Projection) {
        for control in app.controls {
            guard let suggested = control.suggestedFrame else { continue }
            drawSuggestedPlace(control.spec.id, cells(suggested, window: window, in: rect, projection: p))
        }
        var worst: [String: Collision.Severity] = [:]
        for collision in app.collisions where worst[collision.control].map({ $0 < collision.severity }) ?? true {
            worst[collision.control] = collision.severity
        }
        let worstOf = app.controls.map { worst[$0.spec.id] }
        // The worst last, so what collides is never hidden under what doesn't; else in the profile's order.
        let ordered = app.controls.indices.sorted { a, b in
            let (sa, sb) = (worstOf[a], worstOf[b])
            guard sa == sb else { return sb.map { high in sa.map { $0 < high } ?? true } ?? false }
            return a < b
        }
        // Each control's collisions, in order, for the element map (only it reads them).
        var collisionsOf: [String: [Int]] = [:]
        if options.recordsElements {
            for (index, collision) in app.collisions.enumerated() {
                collisionsOf[collision.control, default: []].append(index)
            }
        }
        // The cells of the names written so far: a later control's outline goes around them.
        var names = CellMask(width: grid.width, height: grid.height)
        for index in ordered {
            let control = app.controls[index]
            guard let box = controlBox(control, window: window, in: rect, projection: p) else { continue }
            let name = drawControl(control, worst: worstOf[index], box: box, window: window.id, avoiding: names)
            if let name { names.set(name) }
            for at in collisionsOf[control.spec.id, default: []] {
                let collision = app.collisions[at]
                note(
                    .collision, "\(collision.control) × \(collision.with)", window: window.id,
                    cells: name.map { CellRect(column: $0.column, row: $0.row, width: 1, height: 1) } ?? box)
            }
        }
    }

    /// Where a control would go: a dashed outline and its name after an arrow.
    private mutating func drawSuggestedPlace(_ id: String, _ box: CellRect) {
        dashedOutline(box, style: Style(.sideBar))
        if box.width >= 3 {
            putTextAvoidingText(
                fit("\(glyphs.suggestedArrow)" + id, box.width - 2), column: box.column + 1, row: box.row,
                style: Style(.sideBar))
        }
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
            note(.control, control.spec.id, window: window.id, shown: .hidden("outside its window"))
            return nil
        }
        let box = cells(visible, window: window, in: rect, projection: p)
        guard !box.isEmpty else {
            note(.control, control.spec.id, window: window.id, shown: .hidden("smaller than a cell at this size"))
            return nil
        }
        return box
    }

    /// One control: its outline (or a fill when small) around earlier controls' names, and its
    /// mark and name on its first row. - Returns: the cells of the name, if it was written.
    private mutating func drawControl(
        _ control: PlacedControl, worst: Collision.Severity?, box: CellRect, window: WindowID,
        avoiding names: CellMask
    ) -> CellRect? {
        let style = Style(worst?.color ?? .sideBar, bold: true)
        let outlined = box.width >= 4 && box.height >= 2
        // An earlier control's name isn't drawn over: this one's outline goes around it.
        if outlined {
            boxAvoiding(box, style: style, avoiding: names)
        } else {
            fillAvoiding(box, glyphs.smallControl, style: style, avoiding: names)
        }
        let textColumn = outlined ? box.column + 1 : box.column
        let room = outlined ? box.width - 2 : max(1, box.width)
        let full = String(worst.map(glyphs.mark) ?? glyphs.clear) + control.spec.id
        var written = ""
        if !names[textColumn, box.row] {
            written = putTextAvoidingText(fit(full, room), column: textColumn, row: box.row, style: style)
        }
        note(.control, control.spec.id, window: window, cells: box)
        guard !written.isEmpty else {
            note(
                .label, "\(control.spec.id) name", window: window,
                shown: .hidden("its first cell is the fold, an occlusion or another control's name"))
            return nil
        }
        let name = CellRect(column: textColumn, row: box.row, width: characterCount(written), height: 1)
        note(
            .label, "\(control.spec.id) name", window: window, cells: name, text: written,
            shown: written == full ? .whole : .shortened(full))
        return name
    }
}
