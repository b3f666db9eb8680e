import CellGrid
import PoseEngine
import Simulator

// MARK: - duosim's verbs

extension TapeVerb {
    /// The verbs duosim adds, which act on its UI directly (a tape that uses them starts in the UI),
    /// and the two keys VHS's parser doesn't take as commands, `Home` and `End` (which a prompt
    /// takes too, so they choose no dialect).
    static let duosimVerbs: [TapeVerb] = [
        TapeVerb(
            ["Home", "End"], syntax: "Home[@TIME] [N] · End", arguments: "an optional count", example: "Home 2",
            summary: "presses the key N times", brief: "the key N times", origin: .duosim, isDialect: false,
            takesSpeed: true, parse: { $0.parseKeyVerb() }, command: { .key($0.0, count: $0.1) },
            perform: { try $0.press($1.0, count: $1.1) }),
        TapeVerb(
            ["Pose"], syntax: "Pose NAME", arguments: "a pose name", example: "Pose book",
            summary: "goes to a named pose of the device profile", brief: "a named pose of the device", origin: .duosim,
            needsUI: true, parse: { $0.readString().map(PoseID.init(rawValue:)) }, command: ScriptCommand.pose,
            perform: { try $0.pose($1) }),
        TapeVerb(
            ["Inspect"], syntax: "Inspect ID", arguments: "an element's id (WINDOW:ID in Split View)",
            example: "Inspect fold",
            summary: "inspect mode on an element the engine places, as `render --inspect ID` shows it",
            brief: "inspect mode on an element by its id", origin: .duosim, needsUI: true,
            parse: { $0.parseInspect() }, command: ScriptCommand.inspect, perform: { try $0.inspect($1) }),
        TapeVerb(
            ["Hinge"], syntax: "Hinge DEGREES", arguments: "an angle", example: "Hinge 127",
            summary: "sets the hinge angle, \(Limits.describe(Limits.angle))",
            brief: "the hinge angle, \(Limits.describe(Limits.angle))", origin: .duosim, needsUI: true,
            parse: { $0.readAngle("Hinge") }, command: ScriptCommand.hinge, perform: { try $0.act(.setAngle($1)) }),
        TapeVerb(
            ["Open", "Close", "Half"], syntax: "Open · Close · Half", arguments: "nothing", example: "Open",
            summary: "the hinge at 180°, 0° or 90°", brief: "the hinge at 180°, 0°, 90°", origin: .duosim,
            needsUI: true, parse: { $0.parseOpenClose() }, command: ScriptCommand.hinge,
            perform: { try $0.act(.setAngle($1)) }),
        TapeVerb(
            ["Sweep"], syntax: "Sweep FROM TO [TIME]", arguments: "two angles and an optional duration",
            example: "Sweep 180 0 2s", summary: "moves the hinge a degree a frame over TIME (default 20 ms a degree)",
            brief: "the hinge a degree a frame over TIME", origin: .duosim, needsUI: true,
            parse: { $0.parseSweep() }, command: { .sweep(from: $0.0, to: $0.1, duration: $0.2) },
            perform: { try $0.sweep($1.0, $1.1, $1.2) }),
        TapeVerb(
            ["Key"], syntax: "Key NAME [N]", arguments: "a key name and an optional count", example: "Key Right 3",
            summary: "presses a key of the UI by its name: Right, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, s, q",
            brief: "a UI key by name: Right, Shift+Right, PgUp, s, q", origin: .duosim,
            parse: { $0.parseKey() }, command: { .key($0.0, count: $0.1) }, perform: { try $0.press($1.0, count: $1.1) }
        ),
        TapeVerb(
            ["Click"], syntax: "Click COLUMN ROW", arguments: "a column and a row", example: "Click 40 33",
            summary: "a mouse click on a cell (from 0)", brief: "a mouse click on a cell", origin: .duosim,
            needsUI: true, parse: { $0.parseClick() }, command: { .click(column: $0.0, row: $0.1) },
            perform: { try $0.click($1.0, $1.1) }),
        TapeVerb(
            ["Drag"], syntax: "Drag COLUMN ROW COLUMN ROW", arguments: "two cells", example: "Drag 10 33 60 33",
            summary: "the mouse pressed on one cell, moved to the other, released",
            brief: "a mouse drag from one cell to another", origin: .duosim, needsUI: true,
            parse: { $0.parseDrag() }, command: { .drag(fromColumn: $0.0, fromRow: $0.1, toColumn: $0.2, toRow: $0.3) },
            perform: { try $0.drag($1.0, $1.1, $1.2, $1.3) }),
        TapeVerb(
            ["Resize"], syntax: "Resize COLUMNS ROWS", arguments: "columns and rows", example: "Resize 100 30",
            summary: "the terminal's new size, in cells", brief: "the terminal's new size in cells", origin: .duosim,
            parse: { $0.parseResize() }, command: { .resize(columns: $0.0, rows: $0.1) },
            perform: { try $0.resize($1.0, $1.1) }),
        TapeVerb(
            ["Capture"], syntax: "Capture NAME", arguments: "a name", example: "Capture \"book-split\"",
            summary: "the screen shown as NAME.txt, or in the format its extension names: \(Formats.written(.frame))",
            brief: "one frame as NAME.txt (or \(Formats.written(.frame)))", origin: .duosim,
            parse: { $0.parseCapture() }, command: ScriptCommand.capture,
            check: { facts, name, _ in
                facts.noteFrame(name)
                return Formats.captureProblem(name, in: facts.formats)
            },
            perform: { try $0.capture(name: $1) }),
    ]
}
