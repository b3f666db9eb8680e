import CellGrid
import FileIO
import PoseEngine
import Simulator

// MARK: - Keys, the prompt, and duosim's own verbs

extension ReplaySession {
    mutating func typeKeys(_ command: ScriptCommand) throws {
        switch command {
        case .key(let key, let count):
            for _ in 0..<count where !ended { try press(key) }
        case .type(let text): try type(text)
        case .copy(let text): clipboard = text
        case .paste: try type(clipboard)
        case .scroll(let lines):
            try start()
            for _ in 0..<abs(lines) where !ended {
                advance(by: keyInterval)
                // The UI draws on the alternate screen, which has nothing to scroll back to.
                guard !inUI else { continue }
                prompt.scroll(lines < 0 ? -1 : 1, columns: columns, height: rows)
                try show()
            }
        default: break
        }
    }

    /// Text a key at a time (`\n` and `\r` are Enter, `\t` is Tab).
    mutating func type(_ text: String) throws {
        for character in text where !ended {
            switch character {
            case "\n", "\r", "\r\n": try press(.enter)
            case "\t": try press(.tab)
            default: try press(.character(character))
            }
        }
    }

    /// A line Enter handed over at the prompt: `duosim …` starts the UI, `clear` clears the
    /// screen, anything else isn't run (and is named once on stderr when it was shown).
    mutating func run(_ line: String) throws {
        switch PromptCommand(line) {
        case .empty: return
        case .clear: prompt.clear()
        case .launch(let arguments):
            guard let launch else { return noteNotRun(line) }
            do {
                state = try launch(arguments)
            } catch {
                var failure = self.error(Token.inert(line.trimmingSpaces, limit: 80), error)
                failure.isCommandLine = true
                throw failure
            }
            input = InputInterpreter(keyMap: KeyMap(profile: state.profile))
            inUI = true
            screen = nil
        case .other(let text): noteNotRun(text)
        }
    }

    /// The most command lines named as not run (the rest are counted).
    static let notRunLimit = 20

    mutating func noteNotRun(_ line: String) {
        guard recordingFrames, !notRun.contains(line) else { return }
        notRun.append(line)
    }

    // MARK: duosim's verbs

    mutating func actOnUI(_ command: ScriptCommand) throws {
        if case .resize(let newColumns, let newRows) = command {
            try start()
            columns = newColumns
            rows = newRows
            return try show()
        }
        guard inUI else {
            throw error(
                "\(Self.verb(of: command)) acts on duosim's UI, but this tape is at the prompt: start duosim first (Type \"duosim\" then Enter)"
            )
        }
        switch command {
        case .pose(let name):
            guard state.profile.pose(named: name) != nil else {
                throw error(
                    "unknown pose '\(name)' (expected one of: \(state.profile.poses.map(\.name).joined(separator: ", ")))"
                )
            }
            try act(.pose(name))
        case .hinge(let angle): try act(.setAngle(angle))
        case .sweep(let from, let to, let duration): try sweep(from, to, duration)
        case .click(let column, let row):
            try checkCell(column, row)
            try start()
            advance(by: typingSpeed)
            try mouse(.press, column, row)
            try mouse(.release, column, row)
        case .drag(let c1, let r1, let c2, let r2): try drag(c1, r1, c2, r2)
        default: break
        }
    }

    static func verb(of command: ScriptCommand) -> String {
        switch command {
        case .pose: return "Pose"
        case .hinge: return "Hinge"
        case .sweep: return "Sweep"
        case .click: return "Click"
        default: return "Drag"
        }
    }

    mutating func act(_ action: Action) throws {
        try start()
        advance(by: keyInterval)
        try apply(action)
    }

    /// The hinge a degree a frame.
    mutating func sweep(_ from: Double, _ to: Double, _ duration: Double) throws {
        try start()
        let steps = Int(checked: abs(to - from), .up)
        let direction = to >= from ? 1.0 : -1.0
        let interval = steps > 0 ? duration / Double(steps) : 0
        try apply(.setAngle(from), showing: true)
        for step in 1...max(1, steps) where steps > 0 {
            advance(by: interval)
            try apply(.setAngle(step == steps ? to : from + direction * Double(step)), showing: true)
        }
    }

    mutating func drag(_ c1: Int, _ r1: Int, _ c2: Int, _ r2: Int) throws {
        try checkCell(c1, r1)
        try checkCell(c2, r2)
        try start()
        advance(by: typingSpeed)
        try mouse(.press, c1, r1)
        let steps = max(abs(c2 - c1), abs(r2 - r1))
        for step in 0...steps where steps > 0 {
            advance(by: typingSpeed / 2)
            let t = Double(step) / Double(steps)
            try mouse(.drag, c1 + Int(checked: Double(c2 - c1) * t), r1 + Int(checked: Double(r2 - r1) * t))
        }
        try mouse(.release, c2, r2)
    }
}
