import CellGrid
import Simulator

// MARK: - LiveEffectHandler

/// What the live loop needs of whoever carries out its effects: to hear of every frame drawn (a
/// recording), a badge for the header (`● REC`), and where captures go (for the help).
public protocol LiveEffectHandler: EffectHandler {
    func didDraw(_ grid: Grid)
    var badge: String? { get }
    var captureFolder: String? { get }
}

// MARK: - LiveLoop

/// The interactive loop (bubbletea's program): draw the state, wait for an event or a signal,
/// turn it into an action, apply it through `Dispatch`. It knows only the `Backend`.
public enum LiveLoop {
    /// Runs until the user quits, the input ends or a terminating signal arrives; closes the backend.
    /// - Returns: the exit code: 0, or 128 + the signal's number.
    public static func run(state initial: SimState, backend: Backend, handler: LiveEffectHandler) -> Int32 {
        var state = initial
        var input = InputInterpreter(keyMap: KeyMap(profile: state.profile))
        // Only an event can change what's shown, so idle polls draw nothing.
        var needsDraw = true
        // The loop draws before it reads any input, so nothing is shown yet.
        var current = RenderedScreen.nothing
        while true {
            switch backend.takePendingSignal() {
            case .suspend?:
                backend.suspend()
                needsDraw = true
                continue
            case .quit(let number)?:
                backend.close()
                return 128 + number
            case nil:
                break
            }
            if needsDraw {
                let (columns, rows) = backend.size
                let options = RenderOptions(
                    unicode: backend.unicode, badge: handler.badge, captureFolder: handler.captureFolder,
                    recordsElements: false)
                current = ScreenRenderer.render(state, columns: columns, rows: rows, options: options)
                backend.draw(current.grid)
                handler.didDraw(current.grid)
                needsDraw = false
            }
            let event = backend.nextEvent()
            var action: Action?
            switch event {
            case .end:
                backend.close()
                return 0
            case .idle:
                continue
            case .key(let key):
                action = input.action(for: key, on: current)
            case .mouse(let event):
                action = input.action(for: event.kind, column: event.column, row: event.row, on: current)
            case .resize:
                break
            }
            needsDraw = true
            if let action {
                do {
                    try Dispatch.apply(action, to: &state, screen: current.grid, handler: handler)
                } catch {
                    state.message = "\(error)"
                }
            }
            if state.quit {
                backend.close()
                return 0
            }
        }
    }
}
