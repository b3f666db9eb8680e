import CellGrid
import FileIO
import PoseEngine
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - ReplaySession

/// The replay's moving parts: state, virtual terminal, clock and outputs.
struct ReplaySession {
    var state: SimState
    var input: InputInterpreter
    var columns = 120
    var rows = 40
    var clock = 0.0
    var typingSpeed = 0.05
    var started = false
    /// The line whose key quit the UI; only setting lines may follow it.
    var quitLine: Int?
    var line = 0
    let file: String
    /// The files of the run, and the effects (captures) it carries out.
    let files: ReplayFiles
    /// Actions go through the reducer, their effects to the files, one way.
    let effects: EffectRunner
    var screen: RenderedScreen?
    var shownGrid: Grid?
    var frames = 0
    var textOutputs: [(path: String, writer: TextFramesWriter)] = []
    var castOutputs: [(path: String, writer: AsciicastWriter)] = []
    var pageOutputs: [(path: String, writer: PlayerPageWriter)] = []
    /// Frames go to the Output files only while shown (`Hide` / `Show`).
    var recordingFrames = true
    /// The file of the line running, when it came from a `Source`d tape.
    var lineFile: String?
    /// The line's own `@speed`, if any.
    var lineSpeed: Double?
    /// `Env LANG "C"`: draw in ASCII, as the live UI does outside a UTF-8 locale.
    var unicode = true
    /// `Env NO_COLOR "1"`: captures without colour.
    var noColor = false
    /// Compiled `Wait` patterns.
    var patterns: [String: Regex<AnyRegexOutput>] = [:]

    var ended: Bool { quitLine != nil }

    init(profile: DeviceProfile, file: String, sink: RecordingSink) {
        self.state = SimState(profile: profile, pose: profile.state(at: profile.defaultPose))
        self.input = InputInterpreter(keyMap: KeyMap(profile: profile))
        self.file = file
        self.files = ReplayFiles(file: file, sink: sink)
        self.effects = EffectRunner(sink: files)
    }

    func error(_ message: String, cause: Error? = nil) -> ScriptError {
        guard let cause else { return ScriptError(file: lineFile ?? file, line: line, message: message) }
        return ScriptError(file: lineFile ?? file, line: line, message: message, cause: cause)
    }

    var keyInterval: Double { lineSpeed ?? typingSpeed }

    // MARK: Commands

    mutating func perform(_ command: ScriptCommand, loadProfile: Replayer.DeviceLoader, loadApp: Replayer.AppLoader)
        throws
    {
        if let quitLine {
            throw ScriptError(
                file: file, line: quitLine,
                message: "this key quits the UI, but line \(line) comes after it: only the last action may quit")
        }
        switch command {
        case .setWidth(let width):
            guard !started else {
                throw error("Set Width must come before the first action (use Resize to change the size later)")
            }
            columns = width
        case .setHeight(let height):
            guard !started else {
                throw error("Set Height must come before the first action (use Resize to change the size later)")
            }
            rows = height
        case .setProfile(let name):
            guard !started else { throw error("Set Profile must come before the first action") }
            let profile: DeviceProfile
            do { profile = try loadProfile(name) } catch {
                throw self.error("Set Profile \"\(name)\": \(error)", cause: error)
            }
            try apply(.setProfile(profile), showing: false)
            input = InputInterpreter(keyMap: KeyMap(profile: profile))
        case .setApp(let name):
            let app: AppProfile
            do { app = try loadApp(name) } catch { throw self.error("Set App \"\(name)\": \(error)", cause: error) }
            try apply(.setApp(app), showing: started)
        case .setTypingSpeed(let seconds):
            typingSpeed = seconds
        case .setVocabulary(let vocabulary):
            try apply(.setVocabulary(vocabulary), showing: started)
        case .output(let path):
            guard !started else {
                throw error("Output must come before the first action, so it holds the whole session")
            }
            guard !usedPaths.contains(path) else { throw error("Output \"\(path)\" is named twice") }
            try createFile(path)
            if path.lowercased().hasSuffix(".cast") {
                castOutputs.append((path, AsciicastWriter(width: columns, height: rows, title: "duosim")))
            } else if path.lowercased().hasSuffix(".html") {
                pageOutputs.append((path, PlayerPageWriter(title: "duosim · \(PathText.lastComponent(file))")))
            } else {
                textOutputs.append((path, TextFramesWriter()))
            }
        case .pose(let name):
            guard state.profile.pose(named: name) != nil else {
                throw error(
                    "unknown pose '\(name)' (expected one of: \(state.profile.poses.map(\.name).joined(separator: ", ")))"
                )
            }
            try act(.pose(name))
        case .hinge(let angle):
            try act(.setAngle(angle))
        case .sweep(let from, let to, let duration):
            try start()
            let steps = Int(checked: abs(to - from), .up)
            let direction = to >= from ? 1.0 : -1.0
            let interval = steps > 0 ? duration / Double(steps) : 0
            try apply(.setAngle(from), showing: true)
            for step in 1...max(1, steps) where steps > 0 {
                clock += interval
                try apply(.setAngle(step == steps ? to : from + direction * Double(step)), showing: true)
            }
        case .key(let key, let count):
            for _ in 0..<count where !ended {
                try press(key)
            }
        case .type(let text):
            for character in text where !ended {
                try press(character == "\n" ? .enter : .character(character))
            }
        case .click(let column, let row):
            try checkCell(column, row)
            try start()
            clock += typingSpeed
            try mouse(.press, column, row)
            try mouse(.release, column, row)
        case .drag(let c1, let r1, let c2, let r2):
            try checkCell(c1, r1)
            try checkCell(c2, r2)
            try start()
            clock += typingSpeed
            try mouse(.press, c1, r1)
            let steps = max(abs(c2 - c1), abs(r2 - r1))
            for step in 0...steps where steps > 0 {
                clock += typingSpeed / 2
                let t = Double(step) / Double(steps)
                try mouse(.drag, c1 + Int(checked: Double(c2 - c1) * t), r1 + Int(checked: Double(r2 - r1) * t))
            }
            try mouse(.release, c2, r2)
        case .resize(let newColumns, let newRows):
            try start()
            columns = newColumns
            rows = newRows
            try show()
        case .sleep(let seconds):
            try start()
            clock += seconds
        case .capture(let name):
            try start()
            try capture(name: name)
        case .screenshot(let path):
            try start()
            let ext = String(path.split(separator: ".").last ?? "")
            try writeCapture(path: path, format: CaptureFormat(fileExtension: ext) ?? .text)
        case .require(let program):
            guard ReplaySession.onPath(program) else { throw error("Require: '\(program)' is not on PATH") }
        case .env(let name, let value):
            switch name {
            case "NO_COLOR": noColor = !value.isEmpty
            case "LANG", "LC_ALL", "LC_CTYPE":
                let lower = value.lowercased()
                unicode = lower.contains("utf-8") || lower.contains("utf8")
            default: break  // duosim reads no other variable; `record` says so once
            }
            if started { try show() }
        case .source(let path):
            throw error("Source \"\(path)\": this replay can't read other tapes (duosim record expands Source)")
        case .wait(let scope, let pattern):
            try start()
            try wait(scope, pattern)
        case .ignoredSetting:
            break
        case .show(let on):
            try start()
            recordingFrames = on
            if on {
                shownGrid = nil
                try show()
            }
        }
    }

    var usedPaths: Set<String> { files.usedPaths }

    mutating func createFile(_ path: String) throws {
        files.line = line
        try files.create(path)
    }

    mutating func write(_ text: String, to path: String) throws {
        files.line = line
        try files.write(text, to: path)
    }

    // MARK: Acting

    /// The first action shows the starting screen at t = 0.
    mutating func start() throws {
        guard !started else { return }
        started = true
        try show()
    }

    mutating func act(_ action: Action) throws {
        try start()
        clock += keyInterval
        try apply(action)
    }

    /// A key exactly as the live UI takes it.
    mutating func press(_ key: Key) throws {
        try start()
        clock += keyInterval
        guard let screen, let action = input.action(for: key, on: screen) else { return }
        try apply(action)
    }

    /// An action through the `EffectRunner`, as the live loop applies it: effects (a capture) go
    /// to the files. The screen is shown again when the state changed (or always, or never).
    mutating func apply(_ action: Action, showing: Bool? = nil) throws {
        files.line = line
        files.lineFile = lineFile
        let before = state
        try effects.apply(action, to: &state, screen: screen?.grid ?? render().grid)
        if showing ?? (state != before) { try show() }
        if state.quit { quitLine = line }
    }

    mutating func mouse(_ kind: PointerKind, _ column: Int, _ row: Int) throws {
        guard let screen else { return }
        if let action = input.action(for: kind, column: column, row: row, on: screen) {
            try apply(action, showing: false)
        }
        try show()
    }

    func checkCell(_ column: Int, _ row: Int) throws {
        guard column < columns, row < rows else {
            throw error(
                "cell \(column) \(row) is outside the \(columns) × \(rows) terminal (columns and rows count from 0)")
        }
    }

    // MARK: Frames

    /// Renders the screen; a screen that changed becomes a frame of every output.
    mutating func show() throws {
        let next = render()
        screen = next
        guard next.grid != shownGrid, recordingFrames else { return }
        shownGrid = next.grid
        frames += 1
        for index in textOutputs.indices {
            textOutputs[index].writer.add(next.grid)
            try write(textOutputs[index].writer.take(), to: textOutputs[index].path)
        }
        for index in castOutputs.indices {
            castOutputs[index].writer.add(next.grid, at: clock)
            try write(castOutputs[index].writer.take(), to: castOutputs[index].path)
        }
        for index in pageOutputs.indices {
            pageOutputs[index].writer.add(next.grid, at: clock)
            try write(pageOutputs[index].writer.take(), to: pageOutputs[index].path)
        }
    }

    mutating func capture(name: String) throws {
        let ext = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
        let format = CaptureFormat(fileExtension: ext)
        if !ext.isEmpty && format == nil {
            throw error(
                "Capture \"\(name)\": unknown format '.\(ext)' (use .txt, .ans, .html or .svg, or no extension)")
        }
        try writeCapture(path: format == nil ? name + ".txt" : name, format: format ?? .text)
    }

    mutating func writeCapture(path: String, format: CaptureFormat) throws {
        files.line = line
        files.lineFile = lineFile
        try files.writeCapture(
            path: path, format: format, grid: screen?.grid ?? render().grid, title: state.captureTitle)
    }

    /// The screen as this replay draws it (ASCII and without colour when `Env` asks).
    func render() -> RenderedScreen {
        var screen = ScreenRenderer.render(
            state, columns: columns, rows: rows, options: RenderOptions(unicode: unicode, recordsElements: false))
        if noColor { screen.grid = screen.grid.withoutColors() }
        return screen
    }

    mutating func wait(_ scope: WaitScope, _ pattern: String) throws {
        let regex: Regex<AnyRegexOutput>
        if let cached = patterns[pattern] {
            regex = cached
        } else {
            do { regex = try Regex(pattern) } catch {
                throw self.error("Wait: /\(pattern)/ is not a regular expression")
            }
            patterns[pattern] = regex
        }
        let grid = screen?.grid ?? render().grid
        let text = grid.text
        let matched: Bool
        switch scope {
        case .screen: matched = text.contains(regex)
        case .line:
            matched = text.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.contains(regex) }
        }
        guard matched else {
            throw WaitFailure(file: lineFile ?? file, line: line, scope: scope, pattern: pattern, screen: text)
        }
    }

    /// Whether `program` names an executable file, or one on PATH.
    static func onPath(_ program: String) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = FileSystem.environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }

    mutating func finish() throws -> Recording {
        if !started { try start() }
        // A cast with no frame still gets its header.
        for index in castOutputs.indices { try write(castOutputs[index].writer.take(), to: castOutputs[index].path) }
        for index in pageOutputs.indices { try write(pageOutputs[index].writer.finish(), to: pageOutputs[index].path) }
        return Recording(files: files.paths.map { ($0, "") }, frames: frames, duration: clock)
    }
}
