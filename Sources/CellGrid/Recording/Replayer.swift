import PoseEngine
import Simulator

// MARK: - Recording

/// What a replay produced, in memory: nothing is written until the whole script ran.
public struct Recording: Sendable {
    /// Files by path relative to the output folder, in the order the script named them.
    public var files: [(path: String, text: String)]
    /// Distinct screens shown.
    public var frames: Int
    /// The virtual clock at the end, in seconds.
    public var duration: Double
}

// MARK: - Replayer

/// Runs a script headless on a virtual terminal and a virtual clock, through the same
/// key map, reducer and renderer as the live UI, so captures match what a person sees.
public struct Replayer {
    public typealias ProfileLoader = (String) throws -> DeviceProfile
    public typealias AppLoader = (String) throws -> AppProfile

    let script: Script
    let loadProfile: ProfileLoader

    /// - Parameters:
    ///   - script: the parsed script.
    ///   - defaultProfile: the profile before any `Set Profile`.
    ///   - loadProfile: finds a profile by bundled name or path (for `Set Profile`).
    public init(script: Script, defaultProfile: DeviceProfile, loadProfile: @escaping ProfileLoader, loadApp: @escaping AppLoader) {
        self.script = script
        self.loadProfile = loadProfile
        self.loadApp = loadApp
        self.initialProfile = defaultProfile
    }

    let loadApp: AppLoader

    let initialProfile: DeviceProfile

    /// Replays the whole script.
    /// - Throws: `ScriptError` naming the line that can't run.
    public func run() throws -> Recording {
        var session = Session(profile: initialProfile, file: script.file)
        for line in script.lines {
            if session.ended { break }
            session.line = line.number
            try session.perform(line.command, loadProfile: loadProfile, loadApp: loadApp)
        }
        return session.finish()
    }
}

// MARK: - Session

/// The replay's moving parts: state, virtual terminal, clock and outputs.
struct Session {
    var state: SimState
    var input: InputInterpreter
    var columns = 120
    var rows = 40
    var clock = 0.0
    var typingSpeed = 0.05
    var started = false
    var ended = false
    var line = 0
    let file: String
    var screen: Screen?
    var shownGrid: Grid?
    var frames = 0
    var textOutputs: [(path: String, writer: TextFramesWriter)] = []
    var castOutputs: [(path: String, writer: AsciicastWriter)] = []
    var captures: [(path: String, text: String)] = []
    /// Frames go to the Output files only while shown (`Hide` / `Show`).
    var recordingFrames = true

    init(profile: DeviceProfile, file: String) {
        self.state = SimState(profile: profile, pose: profile.state(at: profile.defaultPose))
        self.input = InputInterpreter(keyMap: KeyMap(profile: profile))
        self.file = file
    }

    func error(_ message: String) -> ScriptError {
        ScriptError(file: file, line: line, message: message)
    }

    // MARK: Commands

    mutating func perform(_ command: ScriptCommand, loadProfile: Replayer.ProfileLoader, loadApp: Replayer.AppLoader) throws {
        switch command {
        case .setWidth(let width):
            guard !started else { throw error("Set Width must come before the first action (use Resize to change the size later)") }
            columns = width
        case .setHeight(let height):
            guard !started else { throw error("Set Height must come before the first action (use Resize to change the size later)") }
            rows = height
        case .setProfile(let name):
            guard !started else { throw error("Set Profile must come before the first action") }
            let profile: DeviceProfile
            do { profile = try loadProfile(name) } catch { throw self.error("Set Profile \"\(name)\": \(error)") }
            state = SimState(profile: profile, pose: profile.state(at: profile.defaultPose), app: state.app)
            input = InputInterpreter(keyMap: KeyMap(profile: profile))
        case .setApp(let name):
            do { state.app = try loadApp(name) } catch { throw self.error("Set App \"\(name)\": \(error)") }
            if started { show() }
        case .setTypingSpeed(let seconds):
            typingSpeed = seconds
        case .output(let path):
            guard !started else { throw error("Output must come before the first action, so it holds the whole session") }
            guard !outputPaths.contains(path) else { throw error("Output \"\(path)\" is named twice") }
            if path.lowercased().hasSuffix(".cast") {
                castOutputs.append((path, AsciicastWriter(width: columns, height: rows, title: "duosim")))
            } else {
                textOutputs.append((path, TextFramesWriter()))
            }
        case .pose(let name):
            guard state.profile.pose(named: name) != nil else {
                throw error("unknown pose '\(name)' (expected one of: \(state.profile.poses.map(\.name).joined(separator: ", ")))")
            }
            try act(.pose(name))
        case .hinge(let angle):
            try act(.setAngle(angle))
        case .sweep(let from, let to, let duration):
            start()
            let steps = Int(abs(to - from).rounded(.up))
            let direction = to >= from ? 1.0 : -1.0
            let interval = steps > 0 ? duration / Double(steps) : 0
            state = reduce(state, .setAngle(from))
            show()
            for step in 1...max(1, steps) where steps > 0 {
                clock += interval
                let angle = step == steps ? to : from + direction * Double(step)
                state = reduce(state, .setAngle(angle))
                show()
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
            start()
            clock += typingSpeed
            mouse(.press, column, row)
            mouse(.release, column, row)
        case .drag(let c1, let r1, let c2, let r2):
            try checkCell(c1, r1)
            try checkCell(c2, r2)
            start()
            clock += typingSpeed
            mouse(.press, c1, r1)
            let steps = max(abs(c2 - c1), abs(r2 - r1))
            for step in 0...steps where steps > 0 {
                clock += typingSpeed / 2
                let t = Double(step) / Double(steps)
                mouse(.drag, c1 + Int((Double(c2 - c1) * t).rounded()), r1 + Int((Double(r2 - r1) * t).rounded()))
            }
            mouse(.release, c2, r2)
        case .resize(let newColumns, let newRows):
            start()
            columns = newColumns
            rows = newRows
            show()
        case .sleep(let seconds):
            start()
            clock += seconds
        case .capture(let name):
            start()
            try capture(name: name)
        case .show(let on):
            start()
            recordingFrames = on
            if on { shownGrid = nil; show() }
        }
    }

    var outputPaths: [String] { textOutputs.map(\.path) + castOutputs.map(\.path) + captures.map(\.path) }

    // MARK: Acting

    /// The first action shows the starting screen at t = 0.
    mutating func start() {
        guard !started else { return }
        started = true
        show()
    }

    mutating func act(_ action: Action) throws {
        start()
        clock += typingSpeed
        try apply(action)
    }

    /// A key exactly as the live UI takes it.
    mutating func press(_ key: Key) throws {
        start()
        clock += typingSpeed
        guard let screen, let action = input.action(for: key, on: screen) else { return }
        try apply(action)
    }

    mutating func apply(_ action: Action) throws {
        switch action {
        case .captureScreen:
            var name = state.captureBaseName
            var suffix = 2
            while outputPaths.contains(name + ".txt") {
                name = state.captureBaseName + "-\(suffix)"
                suffix += 1
            }
            try capture(name: name)
        case .toggleRecording:
            break  // a replay is a recording already
        default:
            state = reduce(state, action)
            show()
            if state.quit { ended = true }
        }
    }

    mutating func mouse(_ kind: PointerKind, _ column: Int, _ row: Int) {
        guard let screen else { return }
        if let action = input.action(for: kind, column: column, row: row, on: screen) {
            state = reduce(state, action)
        }
        show()
    }

    func checkCell(_ column: Int, _ row: Int) throws {
        guard column < columns, row < rows else {
            throw error("cell \(column) \(row) is outside the \(columns) × \(rows) terminal (columns and rows count from 0)")
        }
    }

    // MARK: Frames

    /// Renders the screen; a screen that changed becomes a frame of every output.
    mutating func show() {
        let next = ScreenRenderer.render(state, columns: columns, rows: rows)
        screen = next
        guard next.grid != shownGrid, recordingFrames else { return }
        shownGrid = next.grid
        frames += 1
        for index in textOutputs.indices { textOutputs[index].writer.add(next.grid) }
        for index in castOutputs.indices { castOutputs[index].writer.add(next.grid, at: clock) }
    }

    mutating func capture(name: String) throws {
        let ext = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
        let format = CaptureFormat(fileExtension: ext)
        if !ext.isEmpty && format == nil {
            throw error("Capture \"\(name)\": unknown format '.\(ext)' (use .txt, .ans, .html or .svg, or no extension)")
        }
        let path = format == nil ? name + ".txt" : name
        guard !outputPaths.contains(path) else { throw error("Capture \"\(path)\" would overwrite an earlier output of this script") }
        let grid = screen?.grid ?? ScreenRenderer.render(state, columns: columns, rows: rows).grid
        captures.append((path, (format ?? .text).encode(grid, title: state.captureTitle)))
    }

    mutating func finish() -> Recording {
        if !started { start() }
        let files = textOutputs.map { ($0.path, $0.writer.text) } + castOutputs.map { ($0.path, $0.writer.text) } + captures
        return Recording(files: files, frames: frames, duration: clock)
    }
}
