// MARK: - Key

/// A key press, as the terminal backend and scripts name it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down
    case shiftLeft, shiftRight
    case pageUp, pageDown, home, end
    case tab, backTab, escape, enter
    case function(Int)
    /// Ctrl plus a letter (lowercase).
    case control(Character)
    /// Keys VHS tapes name that duosim binds to nothing: they reach the UI and do nothing.
    case backspace, delete, insert
    /// Alt plus a character.
    case alt(Character)

    /// The name scripts use: `Right`, `Shift+Right`, `q`, `F1`, `Ctrl+C`.
    public var name: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .left: return "Left"
        case .right: return "Right"
        case .up: return "Up"
        case .down: return "Down"
        case .shiftLeft: return "Shift+Left"
        case .shiftRight: return "Shift+Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .tab: return "Tab"
        case .backTab: return "Shift+Tab"
        case .escape: return "Esc"
        case .enter: return "Enter"
        case .function(let n): return "F\(n)"
        case .control(let c): return "Ctrl+\(c.uppercased())"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .alt(let c): return "Alt+\(c)"
        }
    }

    /// How the help and the hint line write the key: arrows as arrows (`←`, `Shift+→`), the rest by name.
    public var label: String {
        switch self {
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        case .shiftLeft: return "Shift+←"
        case .shiftRight: return "Shift+→"
        default: return name
        }
    }

    /// The key a script names, or `nil` when the name means nothing.
    public init?(name: String) {
        let aliases: [String: Key] = [
            "left": .left, "right": .right, "up": .up, "down": .down,
            "shift+left": .shiftLeft, "shift+right": .shiftRight,
            "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
            "home": .home, "end": .end, "tab": .tab, "shift+tab": .backTab, "backtab": .backTab,
            "esc": .escape, "escape": .escape, "enter": .enter, "return": .enter, "space": .character(" "),
            "backspace": .backspace, "delete": .delete, "insert": .insert,
        ]
        if name.count == 1, let c = name.first {
            self = .character(c)
            return
        }
        let lower = name.lowercased()
        if let key = aliases[lower] {
            self = key
            return
        }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) {
            self = .function(n)
            return
        }
        if lower.hasPrefix("ctrl+"), lower.count == 6, let c = lower.last, c.isLetter {
            self = .control(c)
            return
        }
        if lower.hasPrefix("alt+"), name.count == 5, let c = name.last {
            self = .alt(c)
            return
        }
        // VHS's Shift+letter is the capital letter.
        if lower.hasPrefix("shift+"), name.count == 7, let c = name.last, c.isLetter {
            self = .character(Character(c.uppercased()))
            return
        }
        return nil
    }
}
