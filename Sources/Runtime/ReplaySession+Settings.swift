import CellGrid
import FileIO
import PoseEngine
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - TerminalSide

/// `Set Width` or `Set Height`, and the cells each may be in duosim's dialect.
enum TerminalSide: String, Sendable {
    case width = "Width"
    case height = "Height"

    var cells: ClosedRange<Int> { self == .width ? Limits.tapeColumns : Limits.tapeRows }

    /// The side's one range, as every message writes it: the cells of duosim's dialect, and the
    /// pixels a tape at the prompt may give (VHS's).
    var range: String {
        "\(Limits.describe(cells)) (cells in duosim's dialect; \(Limits.describe(Limits.tapeSize)) of VHS's pixels at the prompt)"
    }

    /// Why `value` cells can't be this side, or nil (the check and the run say the same).
    func problem(_ value: Int) -> String? {
        guard !cells.contains(value) else { return nil }
        return
            "Set \(rawValue): \(value) is outside \(range): this tape uses duosim's own verbs; see Docs/TAPES.md, Sizes"
    }
}

// MARK: - Settings, outputs, the environment

extension ReplaySession {
    /// The variables duosim reads from a tape's `Env`.
    static let readVariables: Set<String> = ["NO_COLOR", "LANG", "LC_ALL", "LC_CTYPE"]

    /// `Set Width`/`Height`: cells in duosim's dialect; VHS's pixels in a tape at the prompt,
    /// made cells when the first action comes (`PixelMetrics`).
    mutating func setSize(_ side: TerminalSide, _ value: Int) throws {
        guard !started else {
            throw ReplayFault.tape(
                "Set \(side.rawValue) must come before the first action (use Resize to change the size later)")
        }
        if startsAtPrompt {
            if side == .width { terminal.pixels.width = Double(value) } else { terminal.pixels.height = Double(value) }
            return
        }
        if let problem = side.problem(value) { throw ReplayFault.tape(problem) }
        if side == .width { terminal.columns = value } else { terminal.rows = value }
    }

    /// The UI's own settings need the UI: at the prompt, before `duosim` starts, they go on its
    /// command line instead.
    func requireUI(_ what: String, option: String) throws {
        guard terminal.inUI else {
            throw ReplayFault.tape(
                "\(what) sets duosim's UI, which isn't running at the prompt here: give \(option) on its command line (Type \"duosim \(option) …\")"
            )
        }
    }

    mutating func setVocabulary(_ vocabulary: PlatformVocabulary) throws {
        try requireUI("Set Vocabulary", option: "--vocabulary")
        try apply(.setVocabulary(vocabulary), showing: started)
    }

    mutating func setApp(_ name: String) throws {
        try requireUI("Set App", option: "--app")
        let app: AppProfile
        do { app = try loadApp(name) } catch {
            throw ReplayFault.outside(context: "Set App \"\(name)\"", underlying: error)
        }
        try apply(.setApp(app), showing: started)
    }

    mutating func setProfile(_ name: String) throws {
        try requireUI("Set Profile", option: "--profile")
        guard !started else { throw ReplayFault.tape("Set Profile must come before the first action") }
        let profile: DeviceProfile
        do { profile = try loadProfile(name) } catch {
            throw ReplayFault.outside(context: "Set Profile \"\(name)\"", underlying: error)
        }
        try apply(.setProfile(profile), showing: false)
        input = InputInterpreter(keyMap: KeyMap(profile: profile))
    }

    /// An `Output`, anywhere in the tape, as VHS runs it: a text output collects from its line on;
    /// one that takes every frame (a recording, a picture, a video) opened when the session
    /// started (`start`).
    /// A picture named before the first action is drawn from then (its file named at its line),
    /// so that the tape's settings (`Set Theme`, `Set Framerate`) draw it whatever their order.
    mutating func addOutput(_ path: String) throws {
        if outputs.preopened.remove(path) != nil { return }
        guard !outputs.files.usedPaths.contains(path), !outputs.awaiting.contains(path) else {
            throw ReplayFault.tape("Output \"\(path)\" is named twice")
        }
        if !started, facts.wholeSessionOutputs.contains(path), facts.formats.of(path: path)?.isPicture == true {
            try outputs.name(path)
            outputs.awaiting.insert(path)
            return
        }
        try openOutput(path, showing: started && clock.recording)
    }

    /// Opens an Output's writer, with the screen shown now as its first frame when `showing`, or
    /// skips a format the table has no writer for.
    mutating func openOutput(_ path: String, showing: Bool) throws {
        // An extension no row names (VHS writes a GIF for it) is skipped, and said at the end.
        guard let format = facts.formats.of(path: path), let session = format.session else {
            return outputs.skip(path)
        }
        let title = "duosim · \(PathText.lastComponent(file))"
        var context = OutputContext(width: terminal.columns, height: terminal.rows, title: title)
        if format.isPicture {
            context.style = try pictureStyle()
            context.fonts = try outputs.files.pictureFonts(context.style)
        }
        let writer: any FrameWriter
        do { writer = try session.writer(context) } catch {
            throw ReplayFault.outside(context: "Output \"\(path)\"", underlying: error)
        }
        let first =
            showing ? (ShownFrame(grid: terminal.grid(of: state), cursor: terminal.cursor), clock.recorded) : nil
        try outputs.open(path, writer: writer, first: first, named: outputs.awaiting.contains(path))
    }

    mutating func setEnvironment(_ name: String, _ value: String) throws {
        switch name {
        case "NO_COLOR": terminal.noColor = !value.isEmpty
        case "LANG", "LC_ALL", "LC_CTYPE":
            let lower = value.lowercased()
            terminal.unicode = lower.contains("utf-8") || lower.contains("utf8")
        default: break  // duosim reads no other variable; `record` says so once
        }
        if started { try show() }
    }

    func require(_ program: String) throws {
        guard Self.onPath(program) else { throw ReplayFault.tape("Require: '\(program)' is not on PATH") }
    }

    func source(_ path: String) throws {
        throw ReplayFault.tape("Source \"\(path)\": this replay can't read other tapes (duosim record expands Source)")
    }

    /// Whether `program` names an executable file, or one on PATH.
    static func onPath(_ program: String) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = FileSystem.environment("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}
