import CellGrid
import PoseEngine
import PoseEngineTesting
import Reports
import Simulator

// MARK: - PoseSnapshot

/// The text snapshot of one state of a matrix: each window's configuration, `duosim query`'s
/// JSON of the state and `duosim render`'s picture of it, as the command line prints them.
public enum PoseSnapshot {
    /// The terminal `render` draws on when no size is given: 120 × 40 cells.
    public static let defaultColumns = 120
    /// The terminal's rows when no size is given.
    public static let defaultRows = 40

    /// The snapshot of `pose`, with the matrix's device and app: a header, a line per window
    /// (`WindowConfiguration.summary`), then `query`'s JSON and `render`'s picture (`columns` ×
    /// `rows` cells, box drawing, no colour). `sections` says what to put in; both by default.
    public static func text(
        of pose: PoseCase, in matrix: PoseMatrix, sections: Sections = .all, columns: Int = defaultColumns,
        rows: Int = defaultRows
    ) -> String {
        let profile = matrix.engine.profile
        // What `duosim query` and `duosim render` answer: the default query (`.mirrors`, active only).
        let scene = matrix.engine.scene(for: pose.state)
        var lines = ["# duosim snapshot: \(pose)"]
        let cases = matrix.windows.filter { $0.pose == pose }
        for window in cases {
            lines.append("window \(window.window.id.rawValue): \(window.configuration.summary)")
        }
        if sections.contains(.query) {
            lines.append("")
            lines.append("## query")
            lines.append(scene.queryDocument(vocabulary: nil, profile: profile).render(pretty: true))
        }
        if sections.contains(.render) {
            let state = SimState(profile: profile, pose: pose.state, app: matrix.engine.app)
            let screen = ScreenRenderer.render(
                state, scene: scene, columns: columns, rows: rows,
                options: RenderOptions(unicode: true, recordsElements: false))
            lines.append("")
            lines.append("## render \(columns) × \(rows)")
            lines.append(screen.grid.text)
        }
        return lines.joined(separator: "\n").trimmingTrailingNewlines() + "\n"
    }

    /// What a snapshot holds beside its header and windows.
    public struct Sections: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `duosim query`'s JSON.
        public static let query = Sections(rawValue: 1 << 0)
        /// `duosim render`'s picture.
        public static let render = Sections(rawValue: 1 << 1)
        /// Both.
        public static let all: Sections = [.query, .render]
    }

    /// `book-127-landscape-split-view-right-to-left`: a state's description as a file name.
    public static func fileName(of pose: PoseCase) -> String {
        var name = ""
        for character in pose.description.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                name.append(character)
            } else if character == "." {
                name.append("_")
            } else if !name.isEmpty && !name.hasSuffix("-") {
                name.append("-")
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
