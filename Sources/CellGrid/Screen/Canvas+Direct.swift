import PoseEngine
import Simulator

// MARK: - Noting outside a widget

extension Canvas {
    /// Notes in the frame's report straight away (what is drawn outside a widget).
    mutating func note(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID? = nil, cells: CellRect? = nil,
        text: @autoclosure () -> String? = nil, shown: @autoclosure () -> DrawnElement.Shown = .whole,
        ground: Cell? = nil, owner: String? = nil, points: Rect? = nil
    ) {
        let first = report.texts.count
        report.note(
            kind, id(), window: window, cells: cells, text: text(), shown: shown(), ground: ground, owner: owner,
            points: points)
        indexTexts(from: first)
    }

    /// `DrawReport.noteText`, in the frame's report straight away.
    mutating func noteText(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID?, written: String,
        full: @autoclosure () -> String, column: Int, row: Int, ground: Cell? = nil, owner: String? = nil,
        points: Rect? = nil
    ) {
        let first = report.texts.count
        report.noteText(
            kind, id(), window: window, written: written, full: full(), column: column, row: row, ground: ground,
            owner: owner, points: points)
        indexTexts(from: first)
    }

    /// `DrawReport.noteBox`, in the frame's report straight away.
    mutating func noteBox(
        _ kind: DrawnElement.Kind, _ id: @autoclosure () -> String, window: WindowID?, cells: CellRect,
        outline: DrawnElement.Outline, shown: @autoclosure () -> DrawnElement.Shown = .whole
    ) {
        report.noteBox(kind, id(), window: window, cells: cells, outline: outline, shown: shown())
    }

    /// Notes a legend glyph drawn outside a widget.
    mutating func spot(_ rect: CellRect, _ glyph: Character) {
        report.spot(rect, glyph)
    }

    /// Accounts for an element left out outside a widget.
    mutating func account(_ name: String, window: WindowID?, reason: String) {
        report.account(name, window: window, reason: reason)
    }

    /// `cover`, its accounting in the frame's report straight away.
    mutating func cover(
        _ rect: CellRect, by what: @autoclosure () -> String, points: Rect? = nil, texts: Bool = true
    ) {
        var drawn = newReport()
        cover(rect, by: what(), points: points, texts: texts, into: &drawn)
        file(drawn)
    }

    /// `coverEdges`, its accounting in the frame's report straight away.
    mutating func coverEdges(of box: CellRect, by what: @autoclosure () -> String, points: Rect? = nil) {
        var drawn = newReport()
        coverEdges(of: box, by: what(), points: points, into: &drawn)
        file(drawn)
    }
}
