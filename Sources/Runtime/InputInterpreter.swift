import CellGrid
import Simulator

// MARK: - PointerKind

/// What a mouse did on a cell.
public enum PointerKind: Hashable, Sendable {
    case press
    /// Movement with the button held (button-motion reporting).
    case drag
    case release
    /// The wheel turned up (away from the person) or down, a notch.
    case wheelUp
    case wheelDown
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

    /// The action a key triggers on `screen`; below the minimum size only quitting works; while
    /// the help is open only its keys do, and scrolling stops at its ends.
    public func action(for key: Key, on screen: RenderedScreen) -> Action? {
        let helpOpen = screen.layout.help != nil
        let inspecting = screen.layout.inspecting && !helpOpen ? KeyMap.inspectAction(for: key) : nil
        guard let action = inspecting ?? (helpOpen ? keyMap.action(for: key, helpOpen: true) : actions[key]) else {
            return nil
        }
        if screen.layout.tooSmall && action != .quit { return nil }
        if case .scrollHelp(let lines) = action { return Self.scroll(lines, in: screen.layout.help) }
        return action
    }

    /// A scroll of the help kept within its lines, or `nil` when it can't move that way.
    static func scroll(_ lines: Int, in help: HelpLayout?) -> Action? {
        guard let help else { return nil }
        let moved = min(max(help.scroll + lines, 0), help.maxScroll) - help.scroll
        return moved == 0 ? nil : .scrollHelp(moved)
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
        case .wheelUp, .wheelDown:
            // The wheel scrolls the open help, else turns the hinge a degree a notch, anywhere.
            guard !layout.tooSmall else { return nil }
            let step = kind == .wheelUp ? 1 : -1
            return layout.help != nil ? Self.scroll(-step * 3, in: layout.help) : .hingeBy(Double(step))
        }
    }
}
