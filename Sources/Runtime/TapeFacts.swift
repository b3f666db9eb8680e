import CellGrid
import FileIO
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
    /// Settings and variables that mean nothing to duosim, in order, once each; picture sizes
    /// (`Set FontSize`) count only at the prompt, where they turn pixels into cells.
    private var unused: [(name: String, sizesPicture: Bool)] = []
    /// `Set Width`/`Height`, checked once the tape's start is known.
    private var sizes: [(name: String, value: Int, line: ScriptLine)] = []
    private var pixels = PixelMetrics()

    public init() {}

    public var startsAtPrompt: Bool { launchesDuosim || !usesDuosimVerbs }

    /// The settings and variables to name as ignored: `Set Theme`, `Env EDITOR`.
    public var ignored: [String] {
        unused.filter { !$0.sizesPicture || !startsAtPrompt }.map(\.name)
    }

    /// Takes note of a command.
    public mutating func note(_ command: ScriptCommand, isDuosims: Bool = false) {
        if isDuosims || Self.isDuosimVerb(command) { usesDuosimVerbs = true }
        switch command {
        case .type(let text):
            if case .launch = PromptCommand(text) { launchesDuosim = true }
        case .ignoredSetting(let name): addUnused("Set \(name)", sizes: false)
        case .setPixels(let setting):
            pixels.apply(setting)
            addUnused("Set \(Self.name(of: setting))", sizes: true)
        case .env(let name, _) where !["NO_COLOR", "LANG", "LC_ALL", "LC_CTYPE"].contains(name):
            addUnused("Env \(name)", sizes: false)
        default: break
        }
    }

    static func isDuosimVerb(_ command: ScriptCommand) -> Bool {
        switch command {
        case .pose, .hinge, .sweep, .click, .drag, .resize, .capture, .setProfile, .setApp, .setVocabulary: return true
        default: return false
        }
    }

    private mutating func addUnused(_ name: String, sizes: Bool) {
        if !unused.contains(where: { $0.name == name }) { unused.append((name, sizes)) }
    }

    static func name(of setting: PixelSetting) -> String {
        switch setting {
        case .fontSize: return "FontSize"
        case .padding: return "Padding"
        case .letterSpacing: return "LetterSpacing"
        case .lineHeight: return "LineHeight"
        case .margin: return "Margin"
        case .windowBarSize: return "WindowBarSize"
        case .marginFill: return "MarginFill"
        case .windowBar: return "WindowBar"
        }
    }

    // MARK: Checks

    /// Takes note of a command and checks what the parser alone can't: the formats of captures.
    public mutating func check(_ line: ScriptLine, file: String) -> [ScriptError] {
        note(line.command, isDuosims: line.isDuosims)
        let fail = { (message: String) in
            [ScriptError(file: line.file ?? file, line: line.number, column: line.column, message: message)]
        }
        switch line.command {
        case .screenshot(let path):
            guard let format = OutputFormat.of(path: path), format.capture != nil || format.fileExtension == "png"
            else {
                let ext = PathText.pathExtension(path)
                return fail(
                    "Screenshot \"\(path)\": duosim can't write \(ext.isEmpty ? "a file without an extension" : "'.\(ext)'") (formats: \(OutputFormat.extensions { $0.capture != nil }); a .png is skipped)"
                )
            }
        case .capture(let name):
            let ext = PathText.pathExtension(name)
            guard ext.isEmpty || OutputFormat.named(ext)?.capture != nil else {
                return fail(
                    "Capture \"\(name)\": unknown format '.\(ext)' (use \(OutputFormat.extensions { $0.capture != nil }), or no extension)"
                )
            }
        case .setWidth(let value): sizes.append(("Width", value, line))
        case .setHeight(let value): sizes.append(("Height", value, line))
        default: break
        }
        return []
    }

    /// A word of warning when a tape at the prompt sets a size that reads like cells (`Set Width
    /// 120`, `Set Height 40`): there they are VHS's pixels, and make a tiny terminal.
    public var sizeWarning: String? {
        guard startsAtPrompt, let width = sizes.last(where: { $0.name == "Width" })?.value,
            let height = sizes.last(where: { $0.name == "Height" })?.value, width <= 300, height <= 100
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
            return sizes.compactMap { size in
                let range = size.name == "Width" ? 20...1000 : 5...1000
                guard !range.contains(size.value) else { return nil }
                return at(
                    size.line,
                    "Set \(size.name): \(size.value) is outside \(range.lowerBound)…\(range.upperBound) (cells: this tape uses duosim's own verbs; see Docs/TAPES.md, Sizes)"
                )
            }
        }
        var picture = pixels
        for size in sizes {
            if size.name == "Width" { picture.width = Double(size.value) } else { picture.height = Double(size.value) }
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
