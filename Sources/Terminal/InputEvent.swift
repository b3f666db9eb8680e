import Simulator

// MARK: - InputEvent

/// What the terminal reported.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize
    /// Nothing arrived before the poll timed out.
    case idle
}

// MARK: - MouseEvent

/// A mouse event on the terminal's cells.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press
        /// Movement with the button held (button-motion reporting).
        case drag
        case release
    }

    public var kind: Kind
    public var column: Int
    public var row: Int

    public init(kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}
