import PoseEngine
import Reports
import Simulator

// MARK: - Help and the too-small notice

extension ScreenRenderer {
    /// Every binding, in a box over the screen; two columns when one doesn't fit; scrolled by the
    /// help's keys when the screen is too short for all of it, with where it is on its last row.
    mutating func drawHelp() {
        let lines = helpLines()
        let width = min(canvas.grid.width - 2, max(lines.map(\.count).max() ?? 20, 24) + 4)
        let height = min(canvas.grid.height - 2, lines.count + 2)
        let rect = CellRect(
            column: (canvas.grid.width - width) / 2, row: (canvas.grid.height - height) / 2, width: width,
            height: height)
        let close = KeyMap.key(for: .showHelp(false)) ?? "?"
        canvas.grid.fill(rect, " ", style: Style(.text, background: .panel))
        canvas.grid.box(
            rect, glyphs: glyphs, style: Style(.accent, background: .panel, bold: true), title: "Keys · \(close) closes"
        )
        let inside = max(0, height - 2)
        var shown = lines
        var help = HelpLayout(rect: rect, scroll: 0, maxScroll: 0)
        if lines.count > inside, inside >= 2 {
            // The last row says where the help is and how it scrolls.
            let rows = inside - 1
            help.maxScroll = lines.count - rows
            help.scroll = min(state.helpScroll, help.maxScroll)
            let keys = KeyMap.helpGroups.map(\.keysLabel).joined(separator: " ")
            shown =
                Array(lines[help.scroll..<(help.scroll + rows)])
                + ["\(keys) scroll · lines \(help.scroll + 1)–\(help.scroll + rows) of \(lines.count)"]
        }
        for (index, line) in shown.prefix(inside).enumerated() {
            canvas.grid.put(
                fit(line, width - 4), column: rect.column + 2, row: rect.row + 1 + index,
                style: Style(.text, background: .panel))
        }
        layout.help = help
    }

    /// The help's lines: the key map's rows (in two columns when one doesn't fit the height), the
    /// mouse, the glyph table's meanings, and where captures go.
    private func helpLines() -> [String] {
        let rows = KeyMap(profile: state.profile).helpRows
        let keyWidth = rows.map(\.keys.count).max() ?? 8
        let entries = rows.map { $0.keys.padded(keyWidth) + " " + $0.text }
        var notes = [
            "Mouse: click or drag the slider; click a window to focus it.",
            "Inspecting (\(KeyMap.key(for: .toggleInspect) ?? "Enter")), a click inspects what it hits.",
        ]
        // The glyphs, two or three to a line.
        var legendLine = "Glyphs:"
        for entry in Self.legend {
            let piece = " \(entry.shown(entry.glyphs)) \(entry.meaning) ·"
            if legendLine.count + piece.count > 66 {
                notes.append(String(legendLine.dropLast(2)))
                legendLine = "       "
            }
            legendLine += piece
        }
        notes.append(String(legendLine.dropLast(2)))
        if let folder = options.captureFolder {
            let keys = [Action.captureScreen, .toggleRecording].compactMap(KeyMap.key(for:)).joined(separator: " and ")
            notes.append(folder == "." ? "\(keys) save in the folder duosim started in" : "\(keys) save to \(folder)")
        }
        let entryWidth = entries.map(\.count).max() ?? 20
        let room = canvas.grid.height - 4 - notes.count - 1
        let twoColumns = entries.count > room && canvas.grid.width >= 2 * entryWidth + 9
        let perColumn = twoColumns ? (entries.count + 1) / 2 : entries.count
        var lines: [String] = []
        for row in 0..<perColumn {
            var line = entries[row]
            if twoColumns, row + perColumn < entries.count {
                line = padColumn(line, entryWidth + 3) + entries[row + perColumn]
            }
            lines.append(line)
        }
        return lines + notes
    }

    /// The notice shown below the minimum size; the quit key still quits.
    mutating func drawTooSmall() {
        let lines = [
            "duosim",
            "Terminal too small:",
            "\(canvas.grid.width) × \(canvas.grid.height)",
            "needs \(Self.minimumColumns) × \(Self.minimumRows)",
            "\(KeyMap.key(for: .quit) ?? "q") quits",
        ]
        let top = max(0, (canvas.grid.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < canvas.grid.height {
            let text = fit(line, canvas.grid.width)
            canvas.grid.put(
                text, column: max(0, (canvas.grid.width - text.count) / 2), row: top + index,
                style: index == 1 ? Style(.warning, bold: true) : Style(.text))
        }
    }
}
