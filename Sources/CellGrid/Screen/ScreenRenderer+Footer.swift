import PoseEngine
import Simulator

// MARK: - Options and hints

extension ScreenRenderer {
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

    /// The key map's hints: the essential ones (help, quit) at the end, before them as many of
    /// the others as fit, in the table's order.
    mutating func drawHints(row: Int) {
        let width = grid.width
        let hints = KeyMap.hints(for: state.profile)
        let ending = " " + hints.filter(\.essential).map(\.text).joined(separator: "  ")
        let budget = width - characterCount(ending) - 2
        var text = ""
        var length = 0
        for hint in hints where !hint.essential {
            let hintLength = characterCount(hint.text)
            if length + hintLength + 2 > budget { break }
            text += " " + hint.text + " "
            length += hintLength + 2
        }
        text += ending
        length += characterCount(ending)
        grid.put(fit(text, width), column: 0, row: row, style: Style(.muted, background: .panel))
        grid.restyle(CellRect(column: length, row: row, width: grid.width - length, height: 1)) {
            $0.background = .panel
        }
    }
}
