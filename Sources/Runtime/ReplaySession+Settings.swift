import CellGrid
import FileIO
import PoseEngine
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Settings, outputs, the environment

extension ReplaySession {
    mutating func configure(_ command: ScriptCommand, loadProfile: Replayer.DeviceLoader, loadApp: Replayer.AppLoader)
        throws
    {
        switch command {
        case .setWidth(let value): try setSize("Width", value)
        case .setHeight(let value): try setSize("Height", value)
        case .setPixels(let setting): pixels.apply(setting)
        case .setTypingSpeed(let seconds): typingSpeed = seconds
        case .setWaitPattern(let pattern): waitPattern = pattern
        case .setVocabulary(let vocabulary):
            try requireUI("Set Vocabulary", option: "--vocabulary")
            try apply(.setVocabulary(vocabulary), showing: started)
        case .setProfile(let name): try setProfile(name, loadProfile)
        case .setApp(let name):
            try requireUI("Set App", option: "--app")
            let app: AppProfile
            do { app = try loadApp(name) } catch { throw self.error("Set App \"\(name)\"", error) }
            try apply(.setApp(app), showing: started)
        case .output(let path): try addOutput(path)
        case .require(let program):
            guard Self.onPath(program) else { throw error("Require: '\(program)' is not on PATH") }
        case .env(let name, let value): try setEnvironment(name, value)
        case .source(let path):
            throw error("Source \"\(path)\": this replay can't read other tapes (duosim record expands Source)")
        default: break
        }
    }

    /// `Set Width`/`Height`: cells in duosim's dialect; VHS's pixels in a tape at the prompt,
    /// made cells when the first action comes (`PixelMetrics`).
    mutating func setSize(_ name: String, _ value: Int) throws {
        guard !started else {
            throw error("Set \(name) must come before the first action (use Resize to change the size later)")
        }
        if startsAtPrompt {
            if name == "Width" { pixels.width = Double(value) } else { pixels.height = Double(value) }
            return
        }
        let range = name == "Width" ? 20...1000 : 5...1000
        guard range.contains(value) else {
            throw error(
                "Set \(name): \(value) is outside \(range.lowerBound)…\(range.upperBound) (cells: this tape uses duosim's own verbs; see Docs/TAPES.md, Sizes)"
            )
        }
        if name == "Width" { columns = value } else { rows = value }
    }

    /// The UI's own settings need the UI: at the prompt, before `duosim` starts, they go on its
    /// command line instead.
    func requireUI(_ what: String, option: String) throws {
        guard inUI else {
            throw error(
                "\(what) sets duosim's UI, which isn't running at the prompt here: give \(option) on its command line (Type \"duosim \(option) …\")"
            )
        }
    }

    mutating func setProfile(_ name: String, _ loadProfile: Replayer.DeviceLoader) throws {
        try requireUI("Set Profile", option: "--profile")
        guard !started else { throw error("Set Profile must come before the first action") }
        let profile: DeviceProfile
        do { profile = try loadProfile(name) } catch { throw self.error("Set Profile \"\(name)\"", error) }
        try apply(.setProfile(profile), showing: false)
        input = InputInterpreter(keyMap: KeyMap(profile: profile))
    }

    /// An `Output`: a session format gets a writer; a video or picture is skipped (said at the end).
    mutating func addOutput(_ path: String) throws {
        guard !started else {
            throw error("Output must come before the first action, so it holds the whole session")
        }
        guard !files.usedPaths.contains(path), !outputs.contains(where: { $0.path == path }) else {
            throw error("Output \"\(path)\" is named twice")
        }
        // VHS writes a GIF for an extension it doesn't know: duosim skips it as it skips a GIF.
        guard let format = OutputFormat.of(path: path), format.session != nil else {
            if !skipped.contains(path) { skipped.append(path) }
            return
        }
        try createFile(path)
        let title = "duosim · \(PathText.lastComponent(file))"
        if let writer = format.makeWriter(width: columns, height: rows, title: title) {
            outputs.append(ReplayOutput(path: path, writer: writer))
        }
    }

    mutating func setEnvironment(_ name: String, _ value: String) throws {
        switch name {
        case "NO_COLOR": noColor = !value.isEmpty
        case "LANG", "LC_ALL", "LC_CTYPE":
            let lower = value.lowercased()
            unicode = lower.contains("utf-8") || lower.contains("utf8")
        default: break  // duosim reads no other variable; `record` says so once
        }
        if started { try show() }
    }

    mutating func createFile(_ path: String) throws {
        files.line = position.line
        try files.create(path)
    }

    mutating func write(_ text: String, to path: String) throws {
        files.line = position.line
        try files.write(text, to: path)
    }

    /// Whether `program` names an executable file, or one on PATH.
    static func onPath(_ program: String) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = FileSystem.environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}
