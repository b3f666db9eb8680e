import CellGrid
import Simulator

// MARK: - PointerKind

/// What a mouse did on a cell.
public enum PointerKind: Hashable, Sendable {
    case press
    /// Movement with the button held (button-motion reporting).
    case drag
    case release
}

// MARK: - InputInterpreter

/// Turns keys and mouse events into actions exactly as the live UI does, so the live
/// session and the script replayer can't drift apart.
public struct InputInterpreter: Sendable {
    public let keyMap: KeyMap
    /// The key map's actions by key, looked up once (the first binding of a key wins, as in
    /// `KeyMap.action(for:)`): a tape may press a hundred thousand keys.
    private let actions: [Key: Action]
    /// A press on the slider started a drag that hasn't been released.
    private var dragging = false

    public init(keyMap: KeyMap) {
        self.keyMap = keyMap
        var actions: [Key: Action] = [:]
        for binding in keyMap.bindings {
            for key in binding.keys where actions[key] == nil { actions[key] = binding.action }
        }
        self.actions = actions
    }

    /// The action a key triggers on `screen`; below the minimum size only quitting works.
    public func action(for key: Key, on screen: RenderedScreen) -> Action? {
        guard let action = actions[key] else { return nil }
        if screen.layout.tooSmall && action != .quit { return nil }
        return action
    }

    /// The action a mouse event triggers on `screen`: a press on the slider sets the angle and
    /// starts a drag that follows the mouse on any row; a press on a window focuses it.
    public mutating func action(for kind: PointerKind, column: Int, row: Int, on screen: RenderedScreen) -> Action? {
        let layout = screen.layout
        switch kind {
        case .press:
            dragging = layout.pressStartsDrag(column: column, row: row)
            return layout.actionForPress(column: column, row: row)
        case .drag:
            return dragging ? layout.actionForDrag(column: column) : nil
        case .release:
            defer { dragging = false }
            return dragging ? layout.actionForDrag(column: column) : nil
        }
    }
}
