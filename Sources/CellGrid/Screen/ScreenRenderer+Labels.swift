import PoseEngine
import Simulator

// MARK: - Window labels

extension ScreenRenderer {
    /// A window's label (`WindowLabelWidget`): its name and fold side, then `(focused)` in Split
    /// View, `mirrored, RTL` when right-to-left mirrors the side, its bar edge and its size.
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
        // In Split View the focused window says so in words as well as in reverse video.
        if focused && scene.windows.count > 1 { rest.insert("(focused)", at: 0) }
        canvas.place(WindowLabelWidget(id: id, window: window.id, side: side, rest: rest, rect: rect, styles: styles))
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
        let placement = canvas.labelPlacement(in: rect)
        let (top, runs) = placement.place(count: count, need: min(characterCount(lines[0]), 12))
        for (index, line) in lines.prefix(count).enumerated() {
            let best = runs[index]
            // Keep a blank cell each side when there is room.
            let room = best.length >= characterCount(line) + 2 ? best.length - 2 : best.length
            guard room > 0 else { continue }
            canvas.writeLabelLine(fit(line, room), in: best, row: top + index, style: style)
        }
    }
}
