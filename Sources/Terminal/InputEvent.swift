import CellGrid
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
    public var kind: PointerKind
    public var column: Int
    public var row: Int

    public init(kind: PointerKind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}
