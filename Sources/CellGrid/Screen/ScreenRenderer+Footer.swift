import PoseEngine
import Reports
import Simulator

// MARK: - Options and hints

extension ScreenRenderer {
    /// The query options and settings in force, and the last action's message at the line's end:
    /// the options then stop a blank cell before it, cut with an ellipsis, never mid-word under it.
    mutating func drawOptionsLine(row: Int) {
        let q = state.query, pose = state.pose
        var parts = SettingsWords(pose: pose, query: q).optionsLine
        if state.vocabulary != .apple { parts.append("words: \(state.vocabulary.rawValue)") }
        let hidden = OverlayKind.allCases.filter { !isOn($0) }.map(\.rawValue)
        if !hidden.isEmpty { parts.append("hidden: " + hidden.joined(separator: ",")) }
        let text = " " + parts.joined(separator: " · ")
        guard let message = state.message?.words else {
            canvas.grid.put(fit(text, canvas.grid.width), column: 0, row: row, style: Style(.muted))
            return
        }
        let note = fit(" \(message) ", canvas.grid.width)
        let room = canvas.grid.width - characterCount(note) - 1
        if room > 0 { canvas.grid.put(fit(text, room), column: 0, row: row, style: Style(.muted)) }
        canvas.grid.put(
            note, column: canvas.grid.width - characterCount(note), row: row, style: Style(.warning, bold: true))
    }

    private func isOn(_ kind: OverlayKind) -> Bool { state.overlays.contains(kind) }

    /// The key map's hints (or the options' own): the essential ones (help, quit) at the end, before them as many of
    /// the others as fit, in the table's order; the row's background all the way across.
    mutating func drawHints(row: Int) {
        let width = canvas.grid.width
        var hints = options.hints ?? (state.inspected != nil ? KeyMap.inspectHints : KeyMap.hints(for: state.profile))
        if !options.unicode {
            // Laid out as ASCII shows them: `±10` takes four cells as `+-10`.
            hints = hints.map { Hint(text: Glyphs.asciiText($0.text), essential: $0.essential) }
        }
        // The ending: ` ? help  q quit`.
        let endingLength = hints.reduce(-1) { $1.essential ? $0 + $1.width + 2 : $0 }
        let budget = width - endingLength - 2
        var shown = 0, length = 0
        for hint in hints where !hint.essential {
            if length + hint.width + 2 > budget { break }
            shown += 1
            length += hint.width + 2
        }
        length += endingLength
        let style = Style(.muted, background: .panel)
        guard length <= width else {
            // Too narrow for the ending: the essential hints alone, cut to the width.
            let text = hints.filter(\.essential).map(\.text).joined(separator: "  ")
            canvas.grid.put(fit(" " + text, width), column: 0, row: row, style: style)
            return
        }
        canvas.grid.fill(CellRect(column: 0, row: row, width: length, height: 1), " ", style: style)
        canvas.grid.fill(
            CellRect(column: length, row: row, width: width - length, height: 1), " ", style: Style(background: .panel))
        var column = 1
        for hint in hints where hint.essential || shown > 0 {
            if !hint.essential { shown -= 1 }
            canvas.grid.put(hint.text, column: column, row: row, style: style)
            column += hint.width + 2
        }
    }
}
