import PoseEngine
import Simulator

// MARK: - Header, slider, info panel, hints

extension ScreenRenderer {
    /// `duosim · iPhone Duo` and the pose in one line.
    mutating func drawHeader() {
        let width = grid.width
        grid.fill(CellRect(column: 0, row: 0, width: width, height: 1), " ", style: Style(.text, background: .panel))
        let left = " duosim · \(scene.deviceName)"
        var pose =
            "\(scene.poseName) · \(formatPoints(scene.angle))° · \(scene.status.rawValue) · \(scene.displayInUse.rawValue) · \(scene.orientation.rawValue)"
        if state.zoomed { pose += " · zoom" }
        let badge = options.badge.map { "  \($0) " } ?? ""
        grid.put(left, column: 0, row: 0, style: Style(.accent, background: .panel, bold: true))
        let poseColumn = max(characterCount(left) + 2, (width - characterCount(pose)) / 2)
        grid.put(
            fit(pose, width - poseColumn - characterCount(badge)), column: poseColumn, row: 0,
            style: Style(.text, background: .panel, bold: true))
        if !badge.isEmpty {
            grid.put(badge, column: width - badge.count, row: 0, style: Style(.warning, background: .panel, bold: true))
        }
    }

    /// ` hinge 0° ├────●────┤ 180°  127° partiallyOpen · book`.
    mutating func drawSlider(row: Int) {
        let width = grid.width
        let left = " hinge 0° "
        // A fixed width, so the track doesn't move when the pose's name changes.
        let nameWidth = (state.profile.poses.map(\.name.count) + ["custom".count]).max()!
        let right =
            " 180°  \(formatPoints(scene.angle).leftPadded(5))° \(scene.status.rawValue.padded(13)) \(scene.poseName.padded(nameWidth))"
        let start = left.count
        let end = width - right.count - 1
        guard end - start >= 10 else { return }
        grid.put(left, column: 0, row: row, style: Style(.text))
        let hinge = state.profile.hinge
        let slider = SliderLayout(row: row, start: start, end: end)
        let (first, last, track) = (
            Cell(glyphs.trackStart).scalar, Cell(glyphs.trackEnd).scalar, Cell(glyphs.track).scalar
        )
        let (partly, otherwise) = (Style(.slider), Style(.muted))
        for column in start...end {
            let angle = Double(column - start) / Double(end - start) * 180
            let partially = hinge.status(at: angle) == .partiallyOpen
            let scalar = column == start ? first : column == end ? last : track
            grid[column, row] = Cell(scalar: scalar, style: partially ? partly : otherwise)
        }
        grid[slider.column(for: scene.angle), row] = Cell(glyphs.knob, Style(.knob, bold: true))
        grid.put(right, column: end + 1, row: row, style: Style(.text))
        grid.restyle(CellRect(column: end + 8, row: row, width: width - end - 8, height: 1)) { $0.bold = true }
        layout.slider = slider
    }

    /// The info panel's lines under its header: the chosen platform's words, every region of the
    /// focused window, then the app's summary and its collisions (cut first when rows run short).
    func infoPanelLines() -> [(text: String, style: Style, region: String?)] {
        guard let window = focusedWindow else { return [] }
        var lines: [(text: String, style: Style, region: String?)] = []
        if state.vocabulary != .apple {
            for line in scene.vocabularySummary(state.vocabulary, window: window.id, profile: state.profile) {
                lines.append(("   " + line, Style(.accent), nil))
            }
        }
        if window.regions.isEmpty {
            lines.append(
                (
                    "   no reserved regions" + (state.query.includeInactive ? "" : " (active only: i shows inactive)"),
                    Style(.text), nil
                ))
        }
        for region in window.regions {
            let f = region.frame
            var line =
                "   " + region.id.padded(12) + " " + region.kind.rawValue.padded(10) + " "
                + (region.isActive ? "active" : "inactive").padded(9)
            line += "x " + formatPoints(f.x).padded(7) + "y " + formatPoints(f.y).padded(6)
            line += "w " + formatPoints(f.width).padded(6) + "h " + formatPoints(f.height).padded(6)
            let m = region.margins
            if m.leading != 0 || m.trailing != 0 || m.top != 0 || m.bottom != 0 {
                var parts: [String] = []
                if m.top != 0 { parts.append("top \(formatPoints(m.top))") }
                if m.leading != 0 { parts.append("leading \(formatPoints(m.leading))") }
                if m.bottom != 0 { parts.append("bottom \(formatPoints(m.bottom))") }
                if m.trailing != 0 { parts.append("trailing \(formatPoints(m.trailing))") }
                line += "margins " + parts.joined(separator: " · ")
            }
            lines.append((line, region.isActive ? Style(.text) : Style(.muted), region.id))
        }
        if let app = window.app {
            let bars = app.bars
            var parts =
                bars.isEmpty
                ? ["\(state.app?.name ?? "app"): no bars"]
                : [
                    "\(state.app?.name ?? "app"): \(bars.axis.rawValue) bars",
                    "\(bars.items.filter { !$0.isOverflowButton }.count) shown",
                ]
            if !bars.overflowed.isEmpty {
                parts.append("overflow (\(bars.overflowed.count)): " + bars.overflowed.joined(separator: ", "))
            }
            if !bars.horizontalItems.isEmpty {
                parts.append("horizontal: " + bars.horizontalItems.joined(separator: ", "))
            }
            if let tabs = bars.tabBar {
                parts.append(tabs.minimized ? "tab bar minimized" : "\(tabs.items.count) tabs")
            }
            if let placed = app.grid { parts.append("grid \(placed.columns.count) columns (\(placed.mode))") }
            if let arrangement = app.arrangement {
                parts.append("\(arrangement.style.rawValue): \(arrangement.reason)")
            }
            if !app.columns.isEmpty {
                parts.append(
                    "columns "
                        + app.columns.map { $0.id + ($0.verticalBars ? " (vertical bars)" : "") }.joined(
                            separator: " | "))
            }
            if app.tabSidebar != nil { parts.append("tab bar as a sidebar") }
            for presentation in app.presentations {
                parts.append("\(presentation.kind.rawValue) \(presentation.placement.rawValue)")
            }
            lines.append(("   " + parts.joined(separator: " · "), Style(.text), nil))
            for collision in app.collisions {
                var line = "   \(collision.severity.mark) \(collision.control) \(collision.message)"
                if let move = app.moves.first(where: { $0.controls.contains(collision.control) }),
                    collision.severity >= .warning
                {
                    line += " → \(move.description)"
                }
                lines.append((line, Style(.text), nil))
            }
        }
        return lines
    }

    /// The focused window: size, size classes, fold sides, bar edge, then its lines (as many as fit).
    mutating func drawInfoPanel(row: Int, regionLines: Int) {
        guard let window = focusedWindow else { return }
        let width = grid.width
        let bars = barsWording(window)
        var header =
            " \(window.id.rawValue)  \(formatPoints(window.size.width)) × \(formatPoints(window.size.height)) pt"
            + " · \(window.sizeClasses.horizontal.rawValue)/\(window.sizeClasses.vertical.rawValue)"
            + " · "
            + (window.foldSideFixed == window.foldSideMirrors
                ? "\(window.foldSideFixed.rawValue) (fixed = mirrors)"
                : "\(window.foldSideFixed.rawValue) (fixed) · \(window.foldSideMirrors.rawValue) (mirrors)")
            + " · \(bars)"
        var lines = panelLines
        if lines.count > regionLines {
            // Say how many lines are left out: on the last line there is room for, or on the header.
            let shown = max(0, regionLines - 1)
            let cut = lines.suffix(from: shown)
            for line in cut where line.region != nil {
                note(
                    .panelLine, line.region!, window: window.id,
                    shown: .hidden("the panel is full: … \(cut.count) more"))
            }
            let more = "… \(cut.count) more (enlarge the terminal)"
            if regionLines == 0 {
                header = fit(header, max(1, width - more.count - 3)) + " · " + more
            }
            lines = Array(lines.prefix(shown)) + (regionLines > 0 ? [("   " + more, Style(.warning), nil)] : [])
        }
        grid.put(fit(header, width), column: 0, row: row, style: Style(.accent, bold: true))
        for (index, line) in lines.enumerated() {
            let text = fit(line.text, width)
            grid.put(text, column: 0, row: row + 1 + index, style: line.style)
            if let region = line.region {
                note(
                    .panelLine, region, window: window.id,
                    cells: CellRect(column: 0, row: row + 1 + index, width: characterCount(text), height: 1),
                    text: text,
                    shown: text == line.text ? .whole : .shortened(line.text))
            }
        }
    }

    /// What each glyph means, in as many words as fit.
    static let legend: [(glyph: String, meaning: String)] = [
        ("┃", "active fold"), ("░", "fold margins"), ("┊", "inactive fold"), ("▓", "occlusion"),
        ("█", "camera inside the island"),
        ("▒", "inactive occlusion"), ("║", "Split View divider"), ("┆", "side-bar column"), ("·", "grid column"),
        ("✖ ▲ ○", "collision: error, warning, note"), ("✓", "control clear"), ("┄", "suggested place"),
        ("⋯N", "overflow menu"),
    ]

    /// The legend on one row: as many entries as fit.
    mutating func drawLegend(row: Int) {
        let width = grid.width
        let line = LineCache.legend.line(String(width)) {
            var text = ""
            var length = 0
            for entry in Self.legend {
                let piece = " \(entry.glyph) \(entry.meaning) "
                let pieceLength = characterCount(piece)
                if length + pieceLength + 1 > width { break }
                text += piece
                length += pieceLength
            }
            return (text, length)
        }
        grid.put(line.text, column: 0, row: row, style: Style(.muted))
    }

    /// The query options and settings in force, and the last action's message.
    mutating func drawOptionsLine(row: Int) {
        let q = state.query, pose = state.pose
        var parts = [
            pose.layoutDirection == .leftToRight ? "LTR" : "RTL",
            q.behavior == .mirrors ? ".mirrors" : ".fixed",
            q.partialRegions.rawValue,
            q.includeInactive ? ".includeInactive" : "active only",
            pose.splitView ? "Split View" : "full screen",
            "camera " + (pose.innerCameraInUse ? "on" : "off"),
            "live activity " + (pose.liveActivity ? "on" : "off"),
        ]
        if state.vocabulary != .apple { parts.append("words: \(state.vocabulary.rawValue)") }
        let hidden = OverlayKind.allCases.filter { !isOn($0) }.map(\.rawValue)
        if !hidden.isEmpty { parts.append("hidden: " + hidden.joined(separator: ",")) }
        let text = " " + parts.joined(separator: " · ")
        grid.put(fit(text, grid.width), column: 0, row: row, style: Style(.muted))
        if let message = state.message {
            let note = " \(message) "
            grid.put(note, column: max(0, grid.width - note.count), row: row, style: Style(.warning, bold: true))
        }
    }

    private func isOn(_ kind: OverlayKind) -> Bool { state.overlays.contains(kind) }

    /// The most used keys, as many as fit.
    mutating func drawHints(row: Int) {
        // The key map's own hints: one source for this line, the help and `tui --help`. They depend
        // on the profile's pose keys and the width only.
        let width = grid.width
        let poseKeys = state.profile.poses.map { $0.key ?? "" }.joined(separator: "\u{1}")
        let line = LineCache.hints.line("\(width)\u{2}\(poseKeys)") { [profile = state.profile] in
            let hints = KeyMap.hints(for: profile)
            var text = ""
            var length = 0
            let essential = Array(hints.suffix(2))
            let ending = " " + essential.joined(separator: "  ")
            let budget = width - characterCount(ending) - 2
            for hint in hints where !essential.contains(hint) {
                let hintLength = characterCount(hint)
                if length + hintLength + 2 > budget { break }
                text += " " + hint + " "
                length += hintLength + 2
            }
            text += ending
            length += characterCount(ending)
            return (fit(text, width), length)
        }
        grid.put(line.text, column: 0, row: row, style: Style(.muted, background: .panel))
        grid.restyle(CellRect(column: line.length, row: row, width: grid.width - line.length, height: 1)) {
            $0.background = .panel
        }
    }

    // MARK: Help

    /// Every binding, in a box over the screen; two columns when one doesn't fit.
    mutating func drawHelp() {
        let rows = KeyMap(profile: state.profile).helpRows
        let keyWidth = rows.map(\.keys.count).max() ?? 8
        let entries = rows.map { $0.keys.padded(keyWidth) + " " + $0.text }
        var mouse = ["Mouse: click or drag the slider; click a window to focus it."]
        // The glyphs, two or three to a line.
        var legendLine = "Glyphs:"
        for entry in Self.legend {
            let piece = " \(entry.glyph) \(entry.meaning) ·"
            if legendLine.count + piece.count > 66 {
                mouse.append(String(legendLine.dropLast(2)))
                legendLine = "       "
            }
            legendLine += piece
        }
        mouse.append(String(legendLine.dropLast(2)))
        if let folder = options.captureFolder {
            mouse.append(folder == "." ? "p and a save in the folder duosim started in" : "p and a save to \(folder)")
        }
        let entryWidth = entries.map(\.count).max() ?? 20
        let room = grid.height - 4 - mouse.count - 1
        let twoColumns = entries.count > room && grid.width >= 2 * entryWidth + 9
        let perColumn = twoColumns ? (entries.count + 1) / 2 : entries.count
        var lines: [String] = []
        for row in 0..<perColumn {
            var line = entries[row]
            if twoColumns, row + perColumn < entries.count {
                line = padColumn(line, entryWidth + 3) + entries[row + perColumn]
            }
            lines.append(line)
        }
        lines += mouse
        let width = min(grid.width - 2, max(lines.map(\.count).max() ?? 20, 24) + 4)
        let height = min(grid.height - 2, lines.count + 2)
        let rect = CellRect(
            column: (grid.width - width) / 2, row: (grid.height - height) / 2, width: width, height: height)
        grid.fill(rect, " ", style: Style(.text, background: .panel))
        grid.box(
            rect, glyphs: glyphs, style: Style(.accent, background: .panel, bold: true), title: "Keys · Esc closes")
        let inside = height - 2
        let shown =
            lines.count > inside
            ? Array(lines.prefix(max(0, inside - 1))) + ["… enlarge the terminal for the rest"] : lines
        for (index, line) in shown.enumerated() {
            grid.put(
                fit(line, width - 4), column: rect.column + 2, row: rect.row + 1 + index,
                style: Style(.text, background: .panel))
        }
    }

    // MARK: Too small

    /// The notice shown below the minimum size; `q` still quits.
    mutating func drawTooSmall() {
        let lines = [
            "duosim",
            "Terminal too small:",
            "\(grid.width) × \(grid.height)",
            "needs \(Self.minimumColumns) × \(Self.minimumRows)",
            "q quits",
        ]
        let top = max(0, (grid.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < grid.height {
            let text = fit(line, grid.width)
            grid.put(
                text, column: max(0, (grid.width - text.count) / 2), row: top + index,
                style: index == 1 ? Style(.warning, bold: true) : Style(.text))
        }
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters, plus one space.
    func padded(_ width: Int) -> String {
        let count = characterCount(self)
        return (count >= width ? self : self + String(repeating: " ", count: width - count)) + " "
    }

    /// The string with spaces in front to `width` characters.
    public func leftPadded(_ width: Int) -> String {
        let count = characterCount(self)
        return count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
