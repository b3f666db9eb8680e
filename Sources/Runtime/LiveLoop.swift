import CellGrid
import Simulator

// MARK: - LiveLoop

/// The interactive loop (bubbletea's program): draw the state, wait for an event or a signal,
/// turn it into an action, give it to the reducer (`update(_:_:performing:)`) with an
/// `EffectRunner` whose sink is `handler` carrying out its effects. The loop owns the state; only
/// the reducer writes it. It knows only the `Backend`, and the `ActionSource` that watches the
/// profile files (hot reload), whose actions take the same way as a key's.
public enum LiveLoop {
    /// How the loop ended.
    public enum Ending: Hashable, Sendable {
        /// The user quit (`q`, F10, Ctrl-C as a key).
        case quit
        /// The input ended (a terminal that went away, a test's last event).
        case inputEnded
        /// A terminating signal arrived: its number (the command line exits with 128 + it).
        case signal(Int32)
    }

    /// Runs until the user quits, the input ends or a terminating signal arrives; closes the backend.
    /// - Parameter source: asked for an action on every turn (a `ProfileWatcher`), if any.
    /// - Returns: how it ended.
    public static func run(
        state initial: SimState, backend: Backend, handler: LiveSink, source: ActionSource? = nil
    ) -> Ending {
        var state = initial
        let effects = EffectRunner(sink: handler)
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
                return .signal(number)
            case nil:
                break
            }
            if let action = source?.poll() {
                applyPolled(action, to: &state, input: &input, effects: effects, screen: current.grid)
                needsDraw = true
            }
            if needsDraw {
                let size = backend.size
                let options = RenderOptions(
                    unicode: backend.unicode, badge: handler.badge, captureFolder: handler.captureFolder,
                    recordsElements: false)
                current = ScreenRenderer.render(state, columns: size.columns, rows: size.rows, options: options)
                backend.draw(current.grid)
                effects.frameShown(current.grid)
                needsDraw = false
            }
            let event = backend.nextEvent()
            var action: Action?
            switch event {
            case .end:
                backend.close()
                return .inputEnded
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
            if let action { state = apply(action, to: state, effects: effects, screen: current.grid) }
            if state.quit {
                backend.close()
                return .quit
            }
        }
    }

    /// Applies an action the source gave (a reload); a reloaded device profile may name other
    /// poses, and so other keys.
    private static func applyPolled(
        _ action: Action, to state: inout SimState, input: inout InputInterpreter, effects: EffectRunner, screen: Grid
    ) {
        let before = state.profile
        state = apply(action, to: state, effects: effects, screen: screen)
        if state.profile != before { input = InputInterpreter(keyMap: KeyMap(profile: state.profile)) }
    }

    /// The state after `action` and what its effects came to; an effect that went wrong is an
    /// outcome too, which the reducer puts on the status line.
    private static func apply(_ action: Action, to state: SimState, effects: EffectRunner, screen: Grid) -> SimState {
        do {
            return try update(state, action) { try effects.perform($0, for: $1) { screen } }
        } catch {
            return reduce(state, .effectFinished(.failed("\(error)")))
        }
    }
}
