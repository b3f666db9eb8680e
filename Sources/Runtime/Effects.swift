import CellGrid
import Simulator

// MARK: - EffectHandler

/// Carries out what actions ask beyond the state: the live UI saves files, the replayer writes
/// into its outputs. Both go through `Dispatch`, so neither loop special-cases an action.
public protocol EffectHandler: AnyObject {
    /// Carries out `effect` for the screen shown; returns a message for the status line, if any.
    func perform(_ effect: Effect, screen: Grid, state: SimState) throws -> String?
}

// MARK: - Dispatch

/// One way from an action to the next state, for the live loop and the replayer alike.
public enum Dispatch {
    /// Applies `action` to `state` (the reducer) and carries out its effects with `handler`.
    public static func apply(_ action: Action, to state: inout SimState, screen: Grid, handler: EffectHandler) throws {
        let (next, effects) = update(state, action)
        state = next
        for effect in effects {
            if let message = try handler.perform(effect, screen: screen, state: state) { state.message = message }
        }
    }
}
