import FileIO
import PoseEngine

// MARK: - Script

/// A parsed `.tape` script: one command a line (Docs/CONTRACT.md, Scripts).
public struct Script: Hashable, Sendable {
    /// The file's name as the user gave it, for messages.
    public var file: String
    public var lines: [ScriptLine]

    public init(file: String, lines: [ScriptLine]) {
        self.file = file
        self.lines = lines
    }
}

/// One command and the line it came from.
public struct ScriptLine: Hashable, Sendable {
    public var number: Int
    public var command: ScriptCommand
    /// Seconds between keys for this line only (VHS's `Left@100ms`, `Type@50ms`).
    public var speed: Double?
    /// The file the line came from when it isn't the script itself (a `Source`d tape).
    public var file: String?

    public init(number: Int, command: ScriptCommand, speed: Double? = nil, file: String? = nil) {
        self.number = number
        self.command = command
        self.speed = speed
        self.file = file
    }
}

/// What a `Wait` looks at: one row at a time (VHS's default, `+Line`) or the whole screen.
public enum WaitScope: String, Hashable, Sendable {
    case line = "Line"
    case screen = "Screen"
}

// MARK: - ScriptCommand

/// What a script line asks for.
public enum ScriptCommand: Hashable, Sendable {
    case setWidth(Int)
    case setHeight(Int)
    case setProfile(String)
    case setApp(String)
    /// Seconds between typed keys.
    case setTypingSpeed(Double)
    /// The info panel's words: apple, android, flutter or web.
    case setVocabulary(PlatformVocabulary)
    /// A whole-session output: `.txt` (every frame), `.cast` (asciicast v2) or `.html` (a player page).
    case output(String)
    case pose(String)
    case hinge(Double)
    /// Animate the hinge one degree a frame, over `duration` seconds.
    case sweep(from: Double, to: Double, duration: Double)
    case key(Key, count: Int)
    case type(String)
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
    /// VHS's `Source "other.tape"`: that tape's lines run here (one level; its Outputs are ignored).
    case source(String)
    /// `Wait[+Screen|+Line][@timeout] /regex/`: the current frame must match, or the run fails.
    case wait(WaitScope, String)
    /// A VHS setting that means nothing in a text terminal (`Set FontSize 14`): accepted, reported once.
    case ignoredSetting(String)
}

// MARK: - ScriptError

/// A script that can't be run: `FILE:LINE: message` (exit 65).
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    /// The fault in CONTRACT's table: bad data (65) unless a file the line names is at fault (a
    /// missing profile is 66 from a tape as from the command line).
    public var fault: FileFault

    public init(file: String, line: Int, message: String, fault: FileFault = .badData) {
        self.file = file
        self.line = line
        self.message = message
        self.fault = fault
    }

    /// An error at a line about a file it names: `cause`'s fault when it is a file's, else bad data.
    public init(file: String, line: Int, message: String, cause: Error) {
        self.init(file: file, line: line, message: message, fault: (cause as? InputFileError)?.fault ?? .badData)
    }

    public var description: String { "\(file):\(line): \(message)" }
}
