import PoseEngine
import Simulator

// MARK: - Window labels

extension ScreenRenderer {
    /// A window's name and fold side (then `(focused)` in Split View; and `mirrored, RTL` when right-to-left mirrors the side), its
    /// bar edge and its size, in free cells near its middle: as many lines whole as there is room
    /// for; else the name and the side on lines of their own; else the first line cut after the
    /// window's name; never over anything drawn.
    mutating func drawLabels(for window: WindowScene, in rect: CellRect, focused: Bool) {
        let id = window.id.rawValue, side = window.foldSide.rawValue
        var rest: [String] = []
        if state.query.appliedBehavior == .mirrors, state.pose.layoutDirection == .rightToLeft,
            window.physicalFoldSide != window.mirroredFoldSide
        {
            rest.append("mirrored, RTL")
        }
        let bars = barsWording(window)
        if let physical = window.sideBarPhysicalEdge, window.toolbarVerticalEdge != nil,
            bars.hasPrefix("bars ") && bars != "bars horizontal"
        {
            rest.append(physical == .left ? "\(glyphs.barLeft) \(bars)" : "\(bars) \(glyphs.barRight)")
        } else {
            rest.append(bars)
        }
        rest.append("\(formatPoints(window.size.width)) × \(formatPoints(window.size.height))")
        let styles = [focused ? Style(.accent, bold: true, reverse: true) : Style(.text, bold: true), Style(.muted)]
        let label = (id: id, window: window.id, rect: rect, styles: styles)
        // In Split View the focused window says so in words as well as in reverse video.
        if focused && scene.windows.count > 1 { rest.insert("(focused)", at: 0) }
        let name = id
        if placeWhole(["\(name) · \(side)"] + rest, atLeast: 1, label) { return }
        if placeWhole([name, side] + rest, atLeast: 2, label) { return }
        // A bar's empty part holds the first line whole before it is cut anywhere.
        if placeWhole(["\(name) · \(side)"] + rest, atLeast: 1, label, onBars: true) { return }
        placeShortened("\(name) · \(side)", lines: rest.count + 1, label)
    }

    /// Writes the most of `lines` (at least `minimum`) that fit whole on free rows, the others
    /// noted as hidden. - Returns: whether it wrote any.
    private mutating func placeWhole(
        _ lines: [String], atLeast minimum: Int,
        _ label: (id: String, window: WindowID, rect: CellRect, styles: [Style]), onBars: Bool = false
    ) -> Bool {
        let rect = label.rect
        guard minimum <= min(lines.count, rect.height) else { return false }
        let placement = placement(in: rect, onBars: onBars)
        for count in stride(from: min(lines.count, rect.height), through: minimum, by: -1) {
            let widest = lines.prefix(count).reduce(0) { max($0, characterCount($1)) }
            guard widest <= rect.width else { continue }
            // A blank cell each side when the window has room for it.
            guard let top = placement.find(count: count, need: min(widest + 2, rect.width)) else { continue }
            let runs = placement.runs(from: top, count: count)
            for (index, line) in lines.prefix(count).enumerated() {
                writeLabelLine(line, full: line, in: runs[index], row: top + index, style: label.styles[min(index, 1)])
                noteLabelLine(
                    label.id, index, window: label.window, written: line, full: line, at: runs[index], row: top + index)
            }
            hideLabelLines(label.id, from: count, of: lines.count, window: label.window, why: "no room in the window")
            return true
        }
        return false
    }

    /// The first line cut after the window's name, where a run holds the name (on a bar's empty
    /// part if nowhere else); hidden when no run does.
    private mutating func placeShortened(
        _ first: String, lines: Int, _ label: (id: String, window: WindowID, rect: CellRect, styles: [Style])
    ) {
        let (id, rect) = (label.id, label.rect)
        let need = min(characterCount(id) + 2, rect.width)
        let free = placement(in: rect), onBars = placement(in: rect, onBars: true)
        let found =
            free.find(count: 1, need: need).map { ($0, free.runs(from: $0, count: 1)[0]) }
            ?? onBars.find(count: 1, need: need).map { ($0, onBars.runs(from: $0, count: 1)[0]) }
        guard rect.width >= characterCount(id), let (top, run) = found else {
            hideLabelLines(id, from: 0, of: lines, window: label.window, why: "no free cells in the window")
            canvas.account("label of \(id)", window: label.window, reason: "no free cells in the window")
            return
        }
        let room = run.length >= characterCount(id) + 2 ? run.length - 2 : run.length
        let text = id + fit(String(first.dropFirst(id.count)), room - characterCount(id))
        writeLabelLine(text, full: first, in: run, row: top, style: label.styles[0])
        noteLabelLine(id, 0, window: label.window, written: text, full: first, at: run, row: top)
        hideLabelLines(id, from: 1, of: lines, window: label.window, why: "no room in the window")
    }

    /// Where labels may go in `rect`: runs of `need` free cells.
    private func placement(in rect: CellRect, onBars: Bool = false) -> LabelPlacement {
        LabelPlacement(
            in: rect, grid: canvas.grid, protected: canvas.protected.flags, dot: glyphs.gridColumn, onBars: onBars)
    }

    /// Writes a label line centred in a run of free cells, and marks its cells as text.
    private mutating func writeLabelLine(
        _ text: String, full: String, in run: (start: Int, length: Int), row: Int, style: Style
    ) {
        let length = characterCount(text)
        let column = run.start + (run.length - length) / 2
        canvas.grid.put(text, column: column, row: row, style: style)
        canvas.markText(CellRect(column: column, row: row, width: length, height: 1))
    }

    private mutating func noteLabelLine(
        _ id: String, _ index: Int, window: WindowID, written: String, full: String, at run: (start: Int, length: Int),
        row: Int
    ) {
        let column = run.start + (run.length - characterCount(written)) / 2
        canvas.noteText(
            .label, "\(id) line \(index + 1)", window: window, written: written, full: full, column: column, row: row)
    }

    private mutating func hideLabelLines(_ id: String, from first: Int, of count: Int, window: WindowID, why: String) {
        guard first < count else { return }
        for index in first..<count {
            canvas.note(.label, "\(id) line \(index + 1)", window: window, shown: .hidden(why))
        }
    }

    /// The window's bars in words, the same on the window and in the info panel.
    func barsWording(_ window: WindowScene) -> String {
        if window.app?.bars.isEmpty == true { return "no bars" }
        if window.app?.bars.axis == .horizontal { return "bars horizontal" }
        return window.toolbarVerticalEdge.map { "bars \($0.rawValue)" } ?? "bars horizontal"
    }

    /// Lines centred in a rectangle (the display that is off says so), each in the widest run
    /// of free cells of its row, cut to fit.
    mutating func drawCentered(_ lines: [String], in rect: CellRect, style: Style) {
        let count = min(lines.count, max(0, rect.height))
        guard count > 0, rect.width > 0 else { return }
        let placement = placement(in: rect)
        let (top, runs) = placement.place(count: count, need: min(characterCount(lines[0]), 12))
        for (index, line) in lines.prefix(count).enumerated() {
            let best = runs[index]
            // Keep a blank cell each side when there is room.
            let room = best.length >= characterCount(line) + 2 ? best.length - 2 : best.length
            guard room > 0 else { continue }
            writeLabelLine(fit(line, room), full: line, in: best, row: top + index, style: style)
        }
    }
}
