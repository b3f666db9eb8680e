import CellGrid
import Foundation
import PoseEngine
import Simulator
import Terminal

// MARK: - LiveSession

/// The interactive loop: draw the state, wait for a key, a click, a resize or a signal, reduce.
struct LiveSession {
    var state: SimState
    var mouse: Bool

    /// Runs until the user quits; returns the exit code (0, or 128 + signal).
    func run() throws -> Int32 {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(mouse: mouse)
        } catch let error as TerminalError {
            throw CLIError(.usage, error.description)
        }
        defer { screen.close() }
        let keyMap = KeyMap(profile: state.profile)
        var state = self.state
        var shown: (state: SimState, columns: Int, rows: Int)?
        var current = ScreenRenderer.render(state, columns: 0, rows: 0)
        var dragging = false

        while true {
            switch screen.takePendingSignal() {
            case .suspend?:
                screen.suspend()
                shown = nil
                continue
            case .quit(let number)?:
                screen.close()
                return 128 + number
            case nil:
                break
            }
            let (columns, rows) = screen.size
            if shown == nil || shown!.state != state || shown!.columns != columns || shown!.rows != rows {
                current = ScreenRenderer.render(state, columns: columns, rows: rows, options: RenderOptions(unicode: screen.unicode))
                screen.draw(current.grid)
                shown = (state, columns, rows)
            }
            switch screen.nextEvent() {
            case .key(let key):
                guard let action = keyMap.action(for: key) else { continue }
                // Below the minimum size only quitting works.
                if current.layout.tooSmall && action != .quit { continue }
                state = reduce(state, action)
            case .mouse(let event):
                switch event.kind {
                case .press:
                    dragging = current.layout.pressStartsDrag(column: event.column, row: event.row)
                    if let action = current.layout.actionForPress(column: event.column, row: event.row) {
                        state = reduce(state, action)
                    }
                case .drag:
                    if dragging, let action = current.layout.actionForDrag(column: event.column) {
                        state = reduce(state, action)
                    }
                case .release:
                    if dragging, let action = current.layout.actionForDrag(column: event.column) {
                        state = reduce(state, action)
                    }
                    dragging = false
                }
            case .resize:
                shown = nil
            case .idle:
                break
            }
            if state.quit {
                screen.close()
                return 0
            }
        }
    }
}
