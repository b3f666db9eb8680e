import CellGrid
import Simulator

// MARK: - EffectSink

/// Where effects land: the live session's folder (`LiveRecorder`) or a replay's outputs
/// (`ReplayFiles`). The sink only stores; `EffectRunner` decides what an effect does.
public protocol EffectSink: AnyObject {
    /// Put before a capture's name (`duosim-` in the live UI, nothing in a replay).
    var capturePrefix: String { get }
    /// Whether a capture may not take `path` (a file there, or an earlier output of the run).
    func isTaken(_ path: String) -> Bool
    /// Writes one text capture; returns what to tell the user, if anything.
    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> String?
    /// Starts or stops a recording of the session from `screen`; returns what to tell the user.
    func toggleRecording(_ screen: Grid) -> String?
}

// MARK: - EffectRunner

/// One way from an action to the next state, for the live loop and the replayer alike
/// (bubbletea's `Update → (Model, Cmd)`): the reducer gives the next state and the effects,
/// the runner carries the effects out through its sink, and what they came to returns as
/// actions (`.report`) that go through the reducer in turn. Nothing else writes the state.
public final class EffectRunner {
    public let sink: EffectSink
    /// The next suffix to try for a capture's base name (`book-127-2`), so naming stays linear.
    private var nextSuffix: [String: Int] = [:]

    public init(sink: EffectSink) {
        self.sink = sink
    }

    /// Applies `action` to `state`, then the actions its effects come back with. `screen` (what
    /// is shown) is drawn only if an effect needs it.
    public func apply(_ action: Action, to state: inout SimState, screen: @autoclosure () -> Grid) throws {
        var pending = [action]
        var shown: Grid?
        while !pending.isEmpty {
            let (next, effects) = update(state, pending.removeFirst())
            state = next
            for effect in effects {
                let grid = shown ?? screen()
                shown = grid
                if let result = try perform(effect, screen: grid, state: state) { pending.append(result) }
            }
        }
    }

    /// Carries out `effect` for the screen shown; what it came to, as an action.
    func perform(_ effect: Effect, screen: Grid, state: SimState) throws -> Action? {
        switch effect {
        case .captureScreen:
            let path = captureName(sink.capturePrefix + state.captureBaseName)
            return try sink.saveCapture(screen, as: path, title: state.captureTitle).map(Action.report)
        case .toggleRecording:
            return sink.toggleRecording(screen).map(Action.report)
        }
    }

    /// `BASE.txt`, or `BASE-2.txt`, `BASE-3.txt`… when taken; never an existing file.
    func captureName(_ base: String) -> String {
        guard sink.isTaken(base + ".txt") else { return base + ".txt" }
        var suffix = nextSuffix[base] ?? 2
        while sink.isTaken("\(base)-\(suffix).txt") { suffix += 1 }
        nextSuffix[base] = suffix + 1
        return "\(base)-\(suffix).txt"
    }
}
