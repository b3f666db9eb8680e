import PoseEngine
import Simulator

// MARK: - WindowCells

/// A window's place on the screen.
public struct WindowCells: Hashable, Sendable {
    public var id: WindowID
    public var rect: CellRect
}

/// A display's place on the screen.
public struct DisplayCells: Hashable, Sendable {
    public var id: DisplayID
    public var rect: CellRect
}
