import Simulator

// MARK: - InputEvent

/// What the terminal reported.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal's size changed (a `MemoryBackend` says to what; a terminal is asked).
    case resize(columns: Int, rows: Int)
    /// Nothing arrived before the poll timed out.
    case idle
    /// The input is over (a `MemoryBackend` whose events ran out): the loop ends.
    case end
}

// MARK: - PendingSignal

/// A signal the loop must act on.
public enum PendingSignal: Equatable, Sendable {
    /// A terminating signal: restore the terminal and exit 128 + the number.
    case quit(Int32)
    /// SIGTSTP (Ctrl-Z): suspend, then carry on.
    case suspend
}

// MARK: - MouseEvent

/// A mouse event on the terminal's cells.
public struct MouseEvent: Hashable, Sendable {
    public var kind: PointerKind
    public var column: Int
    public var row: Int

    public init(kind: PointerKind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}
