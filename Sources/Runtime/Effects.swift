import CellGrid
import Simulator

// MARK: - EffectSink

/// Where effects land: the live session's folder (`LiveRecorder`) or a replay's outputs
/// (`ReplayFiles`). `EffectRunner` decides what an effect does; the sink carries it out and says
/// what it came to as a value (`EffectOutcome`), whose words the screen writes.
public protocol EffectSink: AnyObject {
    /// Put before a capture's name (`duosim-` in the live UI, nothing in a replay).
    var capturePrefix: String { get }
    /// Whether a capture may not take `path` (a file there, or an earlier output of the run).
    func isTaken(_ path: String) -> Bool
    /// Writes one text capture; returns what it came to, if there is anything to tell.
    func saveCapture(_ grid: Grid, as path: String, title: String) throws -> EffectOutcome?
    /// Starts or stops a recording of the session from `screen`; returns what it came to.
    func toggleRecording(_ screen: Grid) -> EffectOutcome?
    /// A frame the loop showed: a recording running takes it (the live session's; a replay records its own frames).
    func frameShown(_ grid: Grid)
}

// MARK: - EffectRunner

/// One way from the effects an action asks for to the world, for the live loop and the replayer
/// alike (bubbletea's `Update → (Model, Cmd)`): the reducer gives the next state and the effects
/// (`update(_:_:performing:)`), the runner carries the effects out through its sink, and what they
/// came to returns as actions (`.effectFinished`) that go through the reducer in turn. The runner
/// reads the state, never writes it; the loops own it.
public final class EffectRunner {
    public let sink: EffectSink
    /// The next suffix to try for a capture's base name (`book-127-2`), so naming stays linear.
    private var nextSuffix: [String: Int] = [:]

    public init(sink: EffectSink) {
        self.sink = sink
    }

    /// Carries out `effects`, asked for by the action that led to `state`; what they came to, as
    /// actions for the reducer. `screen` (what is shown) is drawn once, and only if an effect needs it.
    public func perform(_ effects: [Effect], for state: SimState, screen: () -> Grid) throws -> [Action] {
        guard !effects.isEmpty else { return [] }
        let grid = screen()
        return try effects.compactMap { try perform($0, screen: grid, state: state).map(Action.effectFinished) }
    }

    /// Carries out `effect` for the screen shown; what it came to.
    func perform(_ effect: Effect, screen: Grid, state: SimState) throws -> EffectOutcome? {
        switch effect {
        case .captureScreen:
            let path = captureName(sink.capturePrefix + state.captureBaseName)
            return try sink.saveCapture(screen, as: path, title: state.captureTitle)
        case .toggleRecording:
            return sink.toggleRecording(screen)
        }
    }

    /// A frame the loop showed, for a recording running (the sink's: a replay records its own).
    public func frameShown(_ grid: Grid) {
        sink.frameShown(grid)
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
