// MARK: - duosim's verbs

extension TapeVerb {
    /// The verbs duosim adds, which act on its UI directly (a tape that uses them starts in the UI).
    static let duosimVerbs: [TapeVerb] = [
        TapeVerb(
            names: ["Pose"], syntax: "Pose NAME", arguments: "a pose name: Pose book",
            summary: "goes to a named pose of the device profile", brief: "a named pose of the device", origin: .duosim,
            parse: { $0.parsePose() }),
        TapeVerb(
            names: ["Hinge"], syntax: "Hinge DEGREES", arguments: "an angle: Hinge 127",
            summary: "sets the hinge angle, 0…180", brief: "the hinge angle, 0…180", origin: .duosim,
            parse: { $0.parseHinge() }),
        TapeVerb(
            names: ["Open", "Close", "Half"], syntax: "Open · Close · Half", arguments: "nothing",
            summary: "the hinge at 180°, 0° or 90°", brief: "the hinge at 180°, 0°, 90°", origin: .duosim,
            parse: { $0.parseOpenClose() }),
        TapeVerb(
            names: ["Sweep"], syntax: "Sweep FROM TO [TIME]",
            arguments: "two angles and an optional duration: Sweep 180 0 2s",
            summary: "moves the hinge a degree a frame over TIME (default 20 ms a degree)",
            brief: "the hinge a degree a frame over TIME", origin: .duosim,
            parse: { $0.parseSweep() }),
        TapeVerb(
            names: ["Key"], syntax: "Key NAME [N]", arguments: "a key name and an optional count: Key Right 3",
            summary: "presses a key of the UI by its name: Right, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, s, q",
            brief: "a UI key by name: Right, Shift+Right, PgUp, s, q",
            origin: .duosim, parse: { $0.parseKey() }),
        TapeVerb(
            names: ["Click"], syntax: "Click COLUMN ROW", arguments: "a column and a row: Click 40 33",
            summary: "a mouse click on a cell (from 0)", brief: "a mouse click on a cell", origin: .duosim,
            parse: { $0.parseClick() }),
        TapeVerb(
            names: ["Drag"], syntax: "Drag COLUMN ROW COLUMN ROW", arguments: "two cells: Drag 10 33 60 33",
            summary: "the mouse pressed on one cell, moved to the other, released",
            brief: "a mouse drag from one cell to another", origin: .duosim,
            parse: { $0.parseDrag() }),
        TapeVerb(
            names: ["Resize"], syntax: "Resize COLUMNS ROWS", arguments: "columns and rows: Resize 100 30",
            summary: "the terminal's new size, in cells", brief: "the terminal's new size in cells", origin: .duosim,
            parse: { $0.parseResize() }),
        TapeVerb(
            names: ["Capture"], syntax: "Capture NAME", arguments: "a name: Capture \"book-split\"",
            summary: "the screen shown as NAME.txt (or .ans .html .svg by its extension)",
            brief: "one frame as NAME.txt (or .ans .html .svg)", origin: .duosim,
            parse: { $0.parseCapture() }),
    ]
}
