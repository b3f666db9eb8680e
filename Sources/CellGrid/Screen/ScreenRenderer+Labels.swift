import PoseEngine
import Simulator

// MARK: - Window labels

extension ScreenRenderer {
    /// A window's name and fold side, and its bar edge, in the free space near its middle.
    mutating func drawLabels(for window: WindowScene, in rect: CellRect, focused: Bool) {
        var lines = ["\(window.id.rawValue) · \(window.foldSide.rawValue)"]
        let bars = barsWording(window)
        if let physical = window.sideBarPhysicalEdge, window.toolbarVerticalEdge != nil,
            bars.hasPrefix("bars ") && bars != "bars horizontal"
        {
            lines.append(physical == .left ? "\(glyphs.barLeft) \(bars)" : "\(bars) \(glyphs.barRight)")
        } else {
            lines.append(bars)
        }
        lines.append("\(formatPoints(window.size.width)) × \(formatPoints(window.size.height))")
        let style = focused ? Style(.accent, bold: true, reverse: true) : Style(.text, bold: true)
        drawCentered(
            lines, in: rect, style: style, otherStyle: Style(.muted), id: window.id.rawValue, window: window.id)
    }

    /// The window's bars in words, the same on the window and in the info panel.
    func barsWording(_ window: WindowScene) -> String {
        if window.app?.bars.isEmpty == true { return "no bars" }
        if window.app?.bars.axis == .horizontal { return "bars horizontal" }
        return window.toolbarVerticalEdge.map { "bars \($0.rawValue)" } ?? "bars horizontal"
    }

    /// Lines centred in a rectangle, each in the widest run of blank cells of its row,
    /// so labels never cover the fold, a camera or the bars.
    mutating func drawCentered(
        _ lines: [String], in rect: CellRect, style: Style, otherStyle: Style? = nil, id: String? = nil,
        window: WindowID? = nil
    ) {
        let count = min(lines.count, max(0, rect.height))
        if let id {
            for index in count..<lines.count {
                note(.label, "\(id) line \(index + 1)", window: window, shown: .hidden("the window is too short"))
            }
        }
        guard count > 0, rect.width > 0 else { return }
        let (top, runs) = LabelPlacement(
            firstLine: lines[0], in: rect, grid: grid, protected: protected.flags, dot: glyphs.gridColumn
        ).place(count: count)
        for (index, line) in lines.prefix(count).enumerated() {
            let row = top + index
            let best = runs[index]
            // Keep a blank cell each side when there is room.
            let room = best.length >= characterCount(line) + 2 ? best.length - 2 : best.length
            guard room > 0 else {
                if let id {
                    note(.label, "\(id) line \(index + 1)", window: window, shown: .hidden("no free cells on its row"))
                }
                continue
            }
            let text = fit(line, room)
            let textLength = characterCount(text)
            let column = best.start + (best.length - textLength) / 2
            grid.put(text, column: column, row: row, style: index == 0 ? style : (otherStyle ?? style))
            markText(CellRect(column: column, row: row, width: textLength, height: 1))
            if let id {
                noteText(
                    .label, "\(id) line \(index + 1)", window: window, written: text, full: line, column: column,
                    row: row)
            }
        }
    }
}
