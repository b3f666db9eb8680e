import CellGrid
import FileIO
import PoseEngine
import Simulator

// MARK: - Keys, the prompt, and duosim's own verbs

extension ReplaySession {
    /// A key `count` times (`Right 3`), until the UI quits.
    mutating func press(_ key: Key, count: Int) throws {
        for _ in 0..<count where !ended { try press(key) }
    }

    /// `Alt+x` is a key; `Shift+"word"` types the word as written.
    mutating func pressModified(_ modified: ModifiedKey) throws {
        switch modified {
        case .key(let key): try press(key, count: 1)
        case .text(let text): try type(text)
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

    /// VHS's `ScrollUp`/`ScrollDown`: the prompt's view moves a row a key.
    mutating func scroll(_ lines: Int) throws {
        try start()
        for _ in 0..<abs(lines) where !ended {
            clock.advance(by: keyInterval)
            // The UI draws on the alternate screen, which has nothing to scroll back to.
            guard !terminal.inUI else { continue }
            terminal.prompt.scroll(lines < 0 ? -1 : 1, columns: terminal.columns, height: terminal.rows)
            try show()
        }
    }

    /// A line Enter handed over at the prompt: `duosim …` starts the UI, `clear` clears the
    /// screen, anything else isn't run (and is named once on stderr when it was shown).
    mutating func run(commandLine line: String) throws {
        switch PromptCommand(line) {
        case .empty: return
        case .clear: terminal.prompt.clear()
        case .launch(let arguments):
            guard let launch else { return noteNotRun(line) }
            do {
                state = try launch(arguments)
            } catch {
                throw ReplayFault.outside(
                    context: Token.inert(line.trimmingSpaces, limit: 80), underlying: error, isCommandLine: true)
            }
            input = InputInterpreter(keyMap: KeyMap(profile: state.profile))
            terminal.enterUI()
        case .other(let text): noteNotRun(text)
        }
    }

    mutating func noteNotRun(_ line: String) {
        guard clock.recording else {
            notRunHidden = line
            return
        }
        if !notRun.contains(line) { notRun.append(line) }
    }

    // MARK: duosim's verbs

    mutating func resize(_ columns: Int, _ rows: Int) throws {
        try start()
        terminal.columns = columns
        terminal.rows = rows
        try show()
    }

    mutating func pose(_ name: PoseID) throws {
        guard state.profile.pose(name) != nil else {
            throw ReplayFault.tape(
                "unknown pose '\(name)' (expected one of: \(state.profile.poses.map(\.name).joined(separator: ", ")))")
        }
        try act(.pose(name))
    }

    /// Inspect mode on the element `reference` names; an unknown one stops the tape, naming the
    /// nearest ids there are.
    mutating func inspect(_ reference: String) throws {
        let scene = state.scene
        let elements = SceneElements(scene: scene)
        let focused = scene.windows.isEmpty ? WindowID.main : scene.windows[state.focusedIndex(in: scene)].id
        guard elements.resolve(reference, focused: focused) != nil else {
            throw ReplayFault.tape(unknownElement(reference, elements: elements, scene: scene))
        }
        try act(.inspectElement(reference))
    }

    mutating func click(_ column: Int, _ row: Int) throws {
        try checkCell(column, row)
        try start()
        clock.advance(by: typingSpeed)
        try mouse(.press, column, row)
        try mouse(.release, column, row)
    }

    /// The hinge a degree a frame.
    mutating func sweep(_ from: Double, _ to: Double, _ duration: Double) throws {
        try start()
        let steps = Int(checked: abs(to - from), .up)
        let direction = to >= from ? 1.0 : -1.0
        let interval = steps > 0 ? duration / Double(steps) : 0
        try apply(.setAngle(from), showing: true)
        for step in 1...max(1, steps) where steps > 0 {
            clock.advance(by: interval)
            try apply(.setAngle(step == steps ? to : from + direction * Double(step)), showing: true)
        }
    }

    mutating func drag(_ c1: Int, _ r1: Int, _ c2: Int, _ r2: Int) throws {
        try checkCell(c1, r1)
        try checkCell(c2, r2)
        try start()
        clock.advance(by: typingSpeed)
        try mouse(.press, c1, r1)
        let steps = max(abs(c2 - c1), abs(r2 - r1))
        for step in 0...steps where steps > 0 {
            clock.advance(by: typingSpeed / 2)
            let t = Double(step) / Double(steps)
            try mouse(.drag, c1 + Int(checked: Double(c2 - c1) * t), r1 + Int(checked: Double(r2 - r1) * t))
        }
        try mouse(.release, c2, r2)
    }

    mutating func mouse(_ kind: PointerKind, _ column: Int, _ row: Int) throws {
        let screen = terminal.uiScreen(of: state)
        if let action = input.action(for: kind, column: column, row: row, on: screen) {
            try apply(action, showing: false)
        }
        try show()
    }
}
