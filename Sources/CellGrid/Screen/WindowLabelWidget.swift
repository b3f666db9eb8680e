import PoseEngine
import Simulator

// MARK: - A window's label

/// A window's name and fold side, then the lines that follow it (`(focused)`, `mirrored, RTL`,
/// its bars, its size), in free cells near its middle: as many lines whole as there is room
/// for; else the name and the side on lines of their own; else the first line cut after the
/// window's name; never over anything drawn.
struct WindowLabelWidget: Widget {
    let id: String
    let window: WindowID
    let side: String
    /// The lines after the first.
    let rest: [String]
    let rect: CellRect
    /// The first line's style, and the others'.
    let styles: [Style]

    func draw(in canvas: inout Canvas) -> DrawReport {
        var drawn = canvas.newReport()
        let name = id
        if placeWhole(["\(name) · \(side)"] + rest, atLeast: 1, canvas: &canvas, into: &drawn) { return drawn }
        if placeWhole([name, side] + rest, atLeast: 2, canvas: &canvas, into: &drawn) { return drawn }
        // A bar's empty part holds the first line whole before it is cut anywhere.
        if placeWhole(["\(name) · \(side)"] + rest, atLeast: 1, onBars: true, canvas: &canvas, into: &drawn) {
            return drawn
        }
        placeShortened("\(name) · \(side)", lines: rest.count + 1, canvas: &canvas, into: &drawn)
        return drawn
    }

    /// Writes the most of `lines` (at least `minimum`) that fit whole on free rows, the others
    /// noted as hidden. - Returns: whether it wrote any.
    private func placeWhole(
        _ lines: [String], atLeast minimum: Int, onBars: Bool = false, canvas: inout Canvas,
        into drawn: inout DrawReport
    ) -> Bool {
        guard minimum <= min(lines.count, rect.height) else { return false }
        let placement = canvas.labelPlacement(in: rect, onBars: onBars)
        for count in stride(from: min(lines.count, rect.height), through: minimum, by: -1) {
            let widest = lines.prefix(count).reduce(0) { max($0, characterCount($1)) }
            guard widest <= rect.width else { continue }
            // A blank cell each side when the window has room for it.
            guard let top = placement.find(count: count, need: min(widest + 2, rect.width)) else { continue }
            let runs = placement.runs(from: top, count: count)
            for (index, line) in lines.prefix(count).enumerated() {
                let column = canvas.writeLabelLine(
                    line, in: runs[index], row: top + index, style: styles[min(index, 1)])
                drawn.noteText(
                    .label, "\(id) line \(index + 1)", window: window, written: line, full: line, column: column,
                    row: top + index)
            }
            hideLines(from: count, of: lines.count, why: "no room in the window", into: &drawn)
            return true
        }
        return false
    }

    /// The first line cut after the window's name, where a run holds the name (on a bar's empty
    /// part if nowhere else); hidden when no run does.
    private func placeShortened(_ first: String, lines: Int, canvas: inout Canvas, into drawn: inout DrawReport) {
        let need = min(characterCount(id) + 2, rect.width)
        let free = canvas.labelPlacement(in: rect), onBars = canvas.labelPlacement(in: rect, onBars: true)
        let found =
            free.find(count: 1, need: need).map { ($0, free.runs(from: $0, count: 1)[0]) }
            ?? onBars.find(count: 1, need: need).map { ($0, onBars.runs(from: $0, count: 1)[0]) }
        guard rect.width >= characterCount(id), let (top, run) = found else {
            hideLines(from: 0, of: lines, why: "no free cells in the window", into: &drawn)
            drawn.account("label of \(id)", window: window, reason: "no free cells in the window")
            return
        }
        let room = run.length >= characterCount(id) + 2 ? run.length - 2 : run.length
        let text = id + fit(String(first.dropFirst(id.count)), room - characterCount(id))
        let column = canvas.writeLabelLine(text, in: run, row: top, style: styles[0])
        drawn.noteText(.label, "\(id) line 1", window: window, written: text, full: first, column: column, row: top)
        hideLines(from: 1, of: lines, why: "no room in the window", into: &drawn)
    }

    private func hideLines(from first: Int, of count: Int, why: String, into drawn: inout DrawReport) {
        guard first < count else { return }
        for index in first..<count {
            drawn.note(.label, "\(id) line \(index + 1)", window: window, shown: .hidden(why))
        }
    }
}

// MARK: - Labels in free cells

extension Canvas {
    /// Where labels may go in `rect`: runs of `need` free cells.
    func labelPlacement(in rect: CellRect, onBars: Bool = false) -> LabelPlacement {
        LabelPlacement(in: rect, grid: grid, protected: protected.flags, dot: glyphs.gridColumn, onBars: onBars)
    }

    /// Writes a label line centred in a run of free cells, and marks its cells as text.
    /// - Returns: its first column.
    @discardableResult
    mutating func writeLabelLine(_ text: String, in run: (start: Int, length: Int), row: Int, style: Style) -> Int {
        let length = characterCount(text)
        let column = run.start + (run.length - length) / 2
        grid.put(text, column: column, row: row, style: style)
        markText(CellRect(column: column, row: row, width: length, height: 1))
        return column
    }
}
