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
    /// The display's size in points, and whether it is the one in use (a click's point is read there).
    public var size: Size = Size(width: 0, height: 0)
    public var inUse: Bool = false
}
