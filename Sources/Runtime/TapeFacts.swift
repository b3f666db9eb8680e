import CellGrid
import PoseEngine
import Simulator

// MARK: - TapeFacts

/// What reading a whole tape tells before any of it runs: where it starts, what it ignores, and
/// the problems only the whole tape (or the output formats' table) shows. `record` and `record
/// --validate` read a tape through it once, so every problem is reported in one pass.
///
/// Where a tape starts: **at a prompt**, as VHS's do, when it types a `duosim …` command line or
/// uses none of duosim's own verbs and settings (`Pose`, `Key`, `Capture`, `Set App`…); **in the
/// UI** (duosim's dialect) otherwise.
public struct TapeFacts: Sendable {
    public private(set) var usesDuosimVerbs = false
    public private(set) var launchesDuosim = false
    /// What a setting or variable is to the tape: nothing, a picture's size (`Set FontSize`,
    /// which also turns pixels into cells at the prompt) or a picture's look (`Set Theme`).
    private enum Use {
        case none
        case sizesPicture
        case drawsPicture
    }

    /// Settings and variables that may mean nothing to duosim, in order, once each: a picture's
    /// settings mean something when the tape writes a picture (and its sizes at the prompt).
    private var unused: [(name: String, use: Use)] = []
    /// The tape writes a picture (a GIF, a PNG, a video, frames).
    public private(set) var writesPictures = false
    /// `Set Width`/`Height`, checked once the tape's start is known.
    private var sizes: [(side: TerminalSide, value: Int, line: ScriptLine)] = []
    private var pixels = PixelMetrics()
    /// The Outputs that take every frame (`OutputFormat.Start.withTheSession`), wherever the tape
    /// names them: the replay opens them when the session starts.
    public private(set) var wholeSessionOutputs: [String] = []

    /// The output formats the tape's Outputs and captures are checked against.
    public let formats: [OutputFormat]

    public init(formats: [OutputFormat] = OutputFormat.all) {
        self.formats = formats
    }

    public var startsAtPrompt: Bool { launchesDuosim || !usesDuosimVerbs }

    /// The settings and variables to name as ignored: `Set Theme`, `Env EDITOR`.
    public var ignored: [String] {
        unused.filter { entry in
            switch entry.use {
            case .none: return true
            case .sizesPicture: return !startsAtPrompt && !writesPictures
            case .drawsPicture: return !writesPictures
            }
        }.map(\.name)
    }

    // MARK: Notes and checks

    /// Takes note of a command and checks what the parser alone can't (the formats of captures):
    /// its verb's row says what (`TapeStep.check`).
    public mutating func check(_ line: ScriptLine, file: String) -> [ScriptError] {
        if line.isDuosims { usesDuosimVerbs = true }
        guard let message = line.step.check(&self, line) else { return [] }
        return [ScriptError(file: line.file ?? file, line: line.number, column: line.column, message: message)]
    }

    /// `Type`: a `duosim …` command line starts the UI from the prompt.
    mutating func noteTyped(_ text: String) -> String? {
        if case .launch = PromptCommand(text) { launchesDuosim = true }
        return nil
    }

    /// `Output PATH`: a recording, a video or a picture takes every frame, however late it is named.
    mutating func noteOutput(_ path: String) -> String? {
        if formats.of(path: path)?.start ?? .withTheSession == .withTheSession, !wholeSessionOutputs.contains(path) {
            wholeSessionOutputs.append(path)
        }
        if formats.of(path: path)?.isPicture == true { writesPictures = true }
        return nil
    }

    /// `Screenshot PATH` or `Capture NAME`: a picture's settings mean something when it is one.
    mutating func noteFrame(_ path: String) {
        if formats.of(path: path)?.isPicture == true { writesPictures = true }
    }

    /// A setting that means nothing here (`Set Shell`).
    mutating func noteIgnored(_ name: String) -> String? {
        addUnused(name, .none)
        return nil
    }

    /// A setting that draws the tape's pictures (`Set Theme`): nothing without one.
    mutating func notePicture(_ name: String) -> String? {
        addUnused(name, .drawsPicture)
        return nil
    }

    /// A setting of VHS's picture: it sizes the terminal at the prompt, and means nothing in the UI.
    mutating func notePixels(_ setting: PixelSetting, name: String) -> String? {
        pixels.apply(setting)
        addUnused(name, .sizesPicture)
        return nil
    }

    /// `Env NAME`: duosim reads a few variables, and names the others once.
    mutating func noteEnvironment(_ name: String) -> String? {
        if !ReplaySession.readVariables.contains(name) { addUnused("Env \(name)", .none) }
        return nil
    }

    /// `Set Width`/`Height`, checked once the tape's start is known.
    mutating func noteSize(_ side: TerminalSide, _ value: Int, _ line: ScriptLine) -> String? {
        sizes.append((side, value, line))
        return nil
    }

    private mutating func addUnused(_ name: String, _ use: Use) {
        if !unused.contains(where: { $0.name == name }) { unused.append((name, use)) }
    }

    /// A word of warning when a tape at the prompt sets a size that reads like cells (`Set Width
    /// 120`, `Set Height 40`): there they are VHS's pixels, and make a tiny terminal.
    public var sizeWarning: String? {
        guard startsAtPrompt, let width = sizes.last(where: { $0.side == .width })?.value,
            let height = sizes.last(where: { $0.side == .height })?.value, width <= 300, height <= 100
        else { return nil }
        var picture = pixels
        picture.width = Double(width)
        picture.height = Double(height)
        return
            "Set Width \(width) and Set Height \(height) are VHS's pixels in a tape that starts at the prompt: a \(picture.columns) × \(picture.rows) terminal (for cells, the tape needs one of duosim's own verbs; Docs/TAPES.md, Sizes)"
    }

    /// What the whole tape shows: sizes in cells (duosim's dialect) or a picture that holds its
    /// padding (VHS's pixels, as VHS checks it).
    public func finalErrors(file: String) -> [ScriptError] {
        let at = { (line: ScriptLine, message: String) in
            ScriptError(file: line.file ?? file, line: line.number, column: line.column, message: message)
        }
        guard startsAtPrompt else {
            return sizes.compactMap { size in size.side.problem(size.value).map { at(size.line, $0) } }
        }
        var picture = pixels
        for size in sizes {
            if size.side == .width { picture.width = Double(size.value) } else { picture.height = Double(size.value) }
        }
        guard let first = sizes.first, picture.width < picture.frameWidth || picture.height < picture.frameHeight
        else { return [] }
        return [
            at(
                first.line,
                "Set Width/Height: a \(formatPoints(picture.width)) × \(formatPoints(picture.height)) picture can't hold its padding (VHS needs at least \(formatPoints(picture.frameWidth)) × \(formatPoints(picture.frameHeight)) pixels; in a tape that starts at the prompt sizes are VHS's pixels: Docs/TAPES.md, Sizes)"
            )
        ]
    }
}
