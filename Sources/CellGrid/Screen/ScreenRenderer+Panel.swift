import PoseEngine
import Reports
import Simulator

// MARK: - PanelLine

/// A line of the info panel, and the region it lists, if it lists one.
struct PanelLine {
    var text: String
    var style: Style
    var region: String?
    /// The focused window's collision the line tells of (by its index in the app's layout): its
    /// words are made only when the line is drawn, since an app may have thousands.
    var collision: Int?
    /// The line goes on from the row above (a line longer than the panel is wide wraps).
    var continues = false
}

// MARK: - Info panel

extension ScreenRenderer {
    /// The info panel's lines under its header: the chosen platform's words, every region of the
    /// focused window, then the app's summary and its collisions (cut first when rows run short).
    func infoPanelLines() -> [PanelLine] {
        guard let window = focusedWindow else { return [] }
        var lines: [PanelLine] = []
        if state.vocabulary != .apple {
            for line in scene.vocabularySummary(state.vocabulary, window: window.id, profile: state.profile) {
                lines.append(PanelLine(text: "   " + line, style: Style(.accent)))
            }
        }
        if window.regions.isEmpty {
            let key = KeyMap.key(for: .toggleIncludeInactive) ?? "?"
            let note = state.query.includeInactive ? "" : " (active only: \(key) shows inactive)"
            lines.append(PanelLine(text: "   no reserved regions" + note, style: Style(.text)))
        }
        for region in window.regions {
            lines.append(
                PanelLine(
                    text: regionLine(region), style: region.isActive ? Style(.text) : Style(.muted),
                    region: region.id.rawValue))
        }
        if let app = window.app {
            lines.append(PanelLine(text: appSummary(app), style: Style(.text)))
            for index in app.collisions.indices {
                lines.append(PanelLine(text: "", style: Style(.text), collision: index))
            }
        }
        return lines
    }

    /// A panel line's words: a collision's are made here, when the line is shown.
    func panelText(_ line: PanelLine, moveOf: inout [String: Int]?) -> String {
        guard let collision = line.collision, let app = focusedWindow?.app else { return line.text }
        return collisionLine(app.collisions[collision], in: app, moveOf: &moveOf)
    }

    /// The words of a collision's line: its mark, control and message, and its group's move for
    /// an error or a warning (`moveOf`: each control's move, by id, made when first needed).
    private func collisionLine(_ collision: Collision, in app: AppLayout, moveOf: inout [String: Int]?) -> String {
        var line = "   \(glyphs.mark(collision.severity)) \(collision.control) \(collision.message)"
        guard collision.severity >= .warning else { return line }
        if moveOf == nil {
            // The first move that lists a control is its group's.
            var first: [String: Int] = [:]
            for (at, move) in app.moves.enumerated() {
                for control in move.controls where first[control] == nil { first[control] = at }
            }
            moveOf = first
        }
        if let at = moveOf?[collision.control] {
            line += " \(glyphs.suggestedArrow) \(app.moves[at].description)"
        }
        return line
    }

    /// A region in columns: id, kind, active, frame and margins.
    private func regionLine(_ region: PoseRegion) -> String {
        let f = region.frame
        var line = TextBuilder(capacity: 128)
        line.addSpaces(3)
        line.add(region.id.rawValue, padded: 12)
        line.add(" ")
        line.add(region.kind.rawValue, padded: 10)
        line.add(" ")
        line.add(region.isActive ? "active" : "inactive", padded: 9)
        line.add("x ")
        line.add(formatPoints(f.x), padded: 7)
        line.add("y ")
        line.add(formatPoints(f.y), padded: 6)
        line.add("w ")
        line.add(formatPoints(f.width), padded: 6)
        line.add("h ")
        line.add(formatPoints(f.height), padded: 6)
        let m = region.margins
        if m.leading != 0 || m.trailing != 0 || m.top != 0 || m.bottom != 0 {
            line.add("margins ")
            var first = true
            for (name, value) in [
                ("top", m.top), ("leading", m.leading), ("bottom", m.bottom), ("trailing", m.trailing),
            ]
            where value != 0 {
                if !first { line.add(" · ") }
                first = false
                line.add(name)
                line.add(" ")
                line.add(formatPoints(value))
            }
        }
        return line.text
    }

    /// The app's layout in short parts, after the panel's indent: bars, overflow, tabs, grid,
    /// arrangement, columns, sheets.
    private func appSummary(_ app: AppLayout) -> String {
        let bars = app.bars
        var line = TextBuilder(capacity: 256)
        line.addSpaces(3)
        var parts = 0
        // A part of the line, after a ` · ` when it isn't the first.
        func part(_ words: String...) {
            if parts > 0 { line.add(" · ") }
            parts += 1
            for word in words { line.add(word) }
        }
        let name = state.app?.name ?? "app"
        if bars.isEmpty {
            part(name, ": no bars")
        } else {
            part(name, ": ", bars.axis.rawValue, " bars")
            part(String(bars.items.filter { !$0.isOverflowButton }.count), " shown")
        }
        if !bars.overflowed.isEmpty {
            part("overflow (", String(bars.overflowed.count), "): ", bars.overflowed.joined(separator: ", "))
        }
        let own = bars.overflowMenu.filter { $0.origin == .additional }.map(\.id)
        if !own.isEmpty { part("menu's own (", String(own.count), "): ", own.joined(separator: ", ")) }
        if !bars.horizontalItems.isEmpty { part("horizontal: ", bars.horizontalItems.joined(separator: ", ")) }
        if let tabs = bars.tabBar {
            if tabs.minimized { part("tab bar minimized") } else { part(String(tabs.items.count), " tabs") }
        }
        if let placed = app.grid { part("grid ", String(placed.columns.count), " columns (\(placed.mode))") }
        if let placed = app.arrangement { part(placed.style.rawValue, ": ", placed.reason.text) }
        if !app.columns.isEmpty {
            part(
                "columns ",
                app.columns.map { $0.id + ($0.verticalBars ? " (vertical bars)" : "") }.joined(separator: " | "))
        }
        if !app.hiddenColumns.isEmpty {
            part("hidden ", app.hiddenColumns.map { "\($0.id) (\($0.reason.rawValue))" }.joined(separator: ", "))
        }
        if app.tabSidebar != nil { part("tab bar as a sidebar") }
        for presentation in app.presentations {
            part(
                presentation.kind.rawValue, presentation.adaptedToSheet ? " as a sheet " : " ",
                presentation.placement.rawValue, presentation.parent.map { " over \($0)" } ?? "")
        }
        return line.text
    }

    /// The focused window's header in rows as wide as the panel (those after the first are the
    /// panel's first lines).
    func panelHeaderRows() -> [String] {
        guard let window = focusedWindow else { return [] }
        return Self.wrap(panelHeader(window), width: canvas.grid.width, indent: 2)
    }

    /// The focused window's header line: size, size classes, fold sides, bar edge.
    private func panelHeader(_ window: WindowScene) -> String {
        var line = TextBuilder(capacity: 128)
        for piece in [
            " ", window.id.rawValue, "  ", formatPoints(window.size.width), " × ", formatPoints(window.size.height),
            " pt · ", window.sizeClasses.horizontal.rawValue, "/", window.sizeClasses.vertical.rawValue, " · ",
            window.physicalFoldSide.rawValue,
        ] {
            line.add(piece)
        }
        if window.physicalFoldSide == window.mirroredFoldSide {
            line.add(" (fixed = mirrors)")
        } else {
            line.add(" (fixed) · ")
            line.add(window.mirroredFoldSide.rawValue)
            line.add(" (mirrors)")
        }
        line.add(" · ")
        line.add(barsWording(window))
        return line.text
    }

    /// The panel's lines in rows as wide as the panel: a longer line goes on in the rows after
    /// it, two cells further in than it starts. The first `limit` lines are made into words (a
    /// collision's are made when needed): the rest can't show.
    func wrappedPanelLines(_ lines: [PanelLine], width: Int, limit: Int) -> [PanelLine] {
        var rows: [PanelLine] = []
        var moveOf: [String: Int]?
        for (index, line) in lines.enumerated() {
            guard index < limit else {
                rows += lines[index...]
                break
            }
            let text = panelText(line, moveOf: &moveOf)
            let lead = text.utf8.prefix { $0 == 0x20 }.count
            for (at, piece) in Self.wrap(text, width: width, indent: lead + 2).enumerated() {
                rows.append(PanelLine(text: piece, style: line.style, region: line.region, continues: at > 0))
            }
        }
        return rows
    }

    /// The focused window: its header, then its lines, wrapped (as many as fit, saying how many
    /// are left out).
    mutating func drawInfoPanel(row: Int, regionLines: Int) {
        guard let window = focusedWindow else { return }
        let width = canvas.grid.width
        var header = panelHeaderRows()[0]
        var lines = panelLines
        if lines.count > regionLines {
            // Say how many lines are left out: on the last row there is room for, or on the
            // header. A line shows whole or not at all.
            var shown = max(0, regionLines - 1)
            while shown > 0, lines[shown].continues { shown -= 1 }
            let cut = lines.suffix(from: shown).filter { !$0.continues }
            for line in cut {
                guard let region = line.region else { continue }
                canvas.note(
                    .panelLine, region, window: window.id, shown: .hidden("the panel is full: … \(cut.count) more"))
            }
            let more = "… \(cut.count) more (enlarge the terminal)"
            if regionLines == 0 {
                header = fit(header, max(1, width - more.count - 3)) + " · " + more
            }
            lines =
                Array(lines.prefix(shown))
                + (regionLines > 0 ? [PanelLine(text: "   " + more, style: Style(.warning))] : [])
        }
        canvas.grid.put(fit(header, width), column: 0, row: row, style: Style(.accent, bold: true))
        var moveOf: [String: Int]?
        for (index, shown) in lines.enumerated() {
            var line = shown
            line.text = panelText(shown, moveOf: &moveOf)
            let text = fit(line.text, width)
            canvas.grid.put(text, column: 0, row: row + 1 + index, style: line.style)
            if let region = line.region, !line.continues {
                canvas.note(
                    .panelLine, region, window: window.id,
                    cells: CellRect(column: 0, row: row + 1 + index, width: characterCount(text), height: 1),
                    text: text, shown: text == line.text ? .whole : .shortened(line.text))
            }
        }
    }
}
