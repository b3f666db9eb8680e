import FileIO
import Pixels
import PoseEngine
import Simulator

// MARK: - Script

/// A parsed `.tape` script (Docs/TAPES.md): the commands in order, where each starts.
public struct Script: Hashable, Sendable {
    /// The file's name as the user gave it, for messages.
    public var file: String
    public var lines: [ScriptLine]

    public init(file: String, lines: [ScriptLine]) {
        self.file = file
        self.lines = lines
    }
}

/// One command and where it starts. (Several commands may share a line, as in VHS.) It carries
/// what its verb's row made of it (`TapeStep`): how it runs and what checking the tape learns from
/// it, so running a line is one call, with no switch over the verbs.
public struct ScriptLine: Hashable, Sendable {
    public var number: Int
    /// The command's column on its line, in characters from 1.
    public var column: Int
    public var command: ScriptCommand
    /// Seconds between keys for this command only (VHS's `Left@100ms`, `Type@50ms`).
    public var speed: Double?
    /// The file the command came from when it isn't the script itself (a `Source`d tape).
    public var file: String?
    /// One of duosim's own verbs or settings (`Pose`, `Key`, `Set App`), which VHS doesn't have:
    /// a tape that uses them is duosim's dialect and starts in the UI.
    public var isDuosims: Bool
    /// The word that named the verb, as written (`Down`, `Set Width`), for messages.
    public var verb: String
    /// What the verb's row made of the command.
    let step: TapeStep

    init(
        number: Int, column: Int, command: ScriptCommand, speed: Double?, isDuosims: Bool, verb: String,
        step: TapeStep
    ) {
        self.number = number
        self.column = column
        self.command = command
        self.speed = speed
        self.isDuosims = isDuosims
        self.verb = verb
        self.step = step
    }

    public static func == (a: ScriptLine, b: ScriptLine) -> Bool {
        guard a.number == b.number, a.column == b.column, a.command == b.command else { return false }
        return a.speed == b.speed && a.file == b.file && a.isDuosims == b.isDuosims && a.verb == b.verb
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(number)
        hasher.combine(column)
        hasher.combine(command)
    }
}

/// What a `Wait` looks at: one row (VHS's default, `+Line`) or the whole screen.
public enum WaitScope: String, Hashable, Sendable {
    case line = "Line"
    case screen = "Screen"
}

/// VHS's settings that size its picture in pixels: with them, `Set Width`/`Height` in pixels
/// become cells (`PixelMetrics`).
public enum PixelSetting: Hashable, Sendable {
    case fontSize(Double)
    case padding(Double)
    case letterSpacing(Double)
    case lineHeight(Double)
    case margin(Double)
    case windowBarSize(Double)
    /// `Set MarginFill`: `#RRGGBB`, a PNG file, or empty; the margin is drawn (and takes room)
    /// only when it is filled.
    case marginFill(String)
    /// `Set WindowBar`: a style, or empty; the bar takes room only when there is one.
    case windowBar(String)
}

/// VHS's settings that draw its picture without sizing it (`Set Theme`, `Set Framerate`): a
/// tape's GIF, PNG and video are drawn with them (Docs/PICTURES.md).
public enum PictureSetting: Hashable, Sendable {
    /// `Set FontFamily "A, B"`: the families to try, in order.
    case fontFamily([String])
    case theme(Theme)
    case framerate(Int)
    case playbackSpeed(Double)
    case borderRadius(Int)
    case cursorBlink(Bool)
    /// `Set LoopOffset P` or `P%`: the percentage of frames moved from a GIF's start to its end.
    case loopOffset(Double)
}

// MARK: - ScriptCommand

/// What a tape command asks for.
public enum ScriptCommand: Hashable, Sendable {
    /// The terminal's size: cells in duosim's dialect, VHS's pixels in a tape that starts at the prompt.
    case setWidth(Int)
    case setHeight(Int)
    case setPixels(PixelSetting)
    case setPicture(PictureSetting)
    case setProfile(String)
    case setApp(String)
    /// Seconds between typed keys.
    case setTypingSpeed(Double)
    /// The info panel's words: apple, android, flutter or web.
    case setVocabulary(PlatformVocabulary)
    /// The pattern a `Wait` without one looks for (VHS's default: `>$`, the prompt).
    case setWaitPattern(TapePattern)
    /// A whole-session output, or one duosim can't write (a video: skipped, said once).
    case output(String)
    /// A preset of the device profile, by its name.
    case pose(PoseID)
    /// Inspect mode on an element, by its reference (`trash`, `left:trash`).
    case inspect(String)
    case hinge(Double)
    /// Animate the hinge one degree a frame, over `duration` seconds.
    case sweep(from: Double, to: Double, duration: Double)
    case key(Key, count: Int)
    /// VHS's `ScrollUp`/`ScrollDown`: the view moves `lines` rows back (−) or forward (+).
    case scroll(lines: Int)
    case type(String)
    /// VHS's `Copy "text"` (a clipboard of the tape's own) and `Paste` (types it).
    case copy(String)
    case paste
    case click(column: Int, row: Int)
    case drag(fromColumn: Int, fromRow: Int, toColumn: Int, toRow: Int)
    case resize(columns: Int, rows: Int)
    case sleep(Double)
    /// One frame → `DIR/NAME.txt` (or the format its extension names).
    case capture(String)
    /// Stop (`false`) or resume (`true`) adding frames to the Output files.
    case show(Bool)
    /// VHS's `Screenshot PATH`: one frame in the format its extension names.
    case screenshot(String)
    /// VHS's `Require PROGRAM`: the program must be on PATH.
    case require(String)
    /// VHS's `Env KEY "value"`: duosim reads `NO_COLOR`, `LANG`, `LC_ALL` and `LC_CTYPE`.
    case env(String, String)
    /// VHS's `Source "other.tape"`: that tape's commands run here (one level; its Outputs are ignored).
    case source(String)
    /// `Wait[+Screen|+Line][@timeout] [/regex/]`: the current frame must match, or the run fails;
    /// without a pattern, `Set WaitPattern`'s. The pattern is compiled once, by the parser.
    case wait(WaitScope, TapePattern?)
    /// A VHS setting that means nothing in a text terminal (`Set Theme "…"`): accepted, reported once.
    case ignoredSetting(String)
}

// MARK: - ScriptError

/// A script that can't be run: `FILE:LINE:COLUMN: message` (exit 65).
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The fault in CONTRACT's table: bad data (65) unless a file the line names is at fault (a
    /// `Source`d tape that is missing is 66, as it is named anywhere else).
    public var fault: FileFault

    public init(file: String, line: Int, column: Int = 0, message: String, fault: FileFault = .badData) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.fault = fault
    }

    public var description: String {
        column > 0 ? "\(file):\(line):\(column): \(message)" : "\(file):\(line): \(message)"
    }
}

/// Every problem a tape has, found in one pass (exit 65).
public struct ScriptErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [ScriptError]

    public init(_ errors: [ScriptError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
