// MARK: - TapeVerb

/// The tape's verbs, one table: the parser dispatches through it, and `record --help`, `record
/// --validate`'s messages and Docs/TAPES.md's grammar table are made from it (a test keeps the
/// doc current). Adding a verb is one entry here, its `ScriptCommand`, and what it does in
/// `ReplaySession` (Docs/ARCHITECTURE.md, "Where to add …").
public struct TapeVerb: Sendable {
    /// Whose verb it is: VHS's (a tape written for VHS runs unchanged), or duosim's own, which acts
    /// on the UI directly.
    public enum Origin: String, Sendable {
        case vhs = "VHS"
        case duosim
    }

    /// The words that name it (a key verb has many).
    public var names: [String]
    /// How it is written: `Sleep TIME`.
    public var syntax: String
    /// What it takes, for messages: `a duration: Sleep 500ms`.
    public var arguments: String
    public var summary: String
    /// A few words for `record --help`.
    public var brief: String
    public var origin: Origin
    /// `Verb@TIME`: keys at this speed (a `Wait`'s timeout).
    public var takesSpeed = false
    let parse: @Sendable (inout TapeParser) -> ScriptCommand?

    public var name: String { names[0] }

    /// The verb a bare word names, if any.
    static func named(_ token: Token) -> TapeVerb? {
        token.kind == .word ? byName[token.text] : nil
    }

    /// Every verb's name.
    public static let allNames = all.flatMap(\.names)

    private static let byName: [String: TapeVerb] = Dictionary(
        all.flatMap { verb in verb.names.map { ($0, verb) } }, uniquingKeysWith: { first, _ in first })

    /// VHS's keys that are commands of their own (`Enter`, `Right 3`, `Left@100ms 2`), and the
    /// two duosim adds (`Home`, `End`).
    public static let keyNames = [
        "Enter", "Space", "Backspace", "Delete", "Insert", "Tab", "Escape", "Up", "Down", "Left", "Right", "PageUp",
        "PageDown", "Home", "End",
    ]

    public static let all: [TapeVerb] =
        [
            TapeVerb(
                names: ["Output"], syntax: "Output PATH", arguments: "a file name: Output demo.txt",
                summary:
                    "a file the whole session goes to, named before the first action: .txt or .ascii (every frame), .cast (asciicast), .html (a player page); a video or picture (.gif .mp4 .webm .png, frames/) is skipped",
                brief: "a file of every frame: .txt .ascii .cast .html", origin: .vhs, parse: { $0.parseOutput() }),
            TapeVerb(
                names: ["Set"], syntax: "Set SETTING VALUE", arguments: "a setting and its value: Set Width 120",
                summary: "a setting (the table below)", brief: "a setting (below)", origin: .vhs,
                parse: { $0.parseSet() }),
            TapeVerb(
                names: ["Type"], syntax: "Type[@TIME] \"TEXT\"…", arguments: "a text: Type \"duosim\"",
                summary: "types the text, a key at a time (several strings are joined by spaces)",
                brief: "types the text, a key at a time", origin: .vhs,
                takesSpeed: true, parse: { $0.parseType() }),
            TapeVerb(
                names: ["Sleep"], syntax: "Sleep TIME", arguments: "a duration: Sleep 500ms",
                summary: "the virtual clock moves on (500ms, 2s, 1m; a bare number is seconds)",
                brief: "the clock moves on: 500ms, 2s, 1m, 1 (seconds)", origin: .vhs,
                parse: { $0.parseSleep() }),
            TapeVerb(
                names: keyNames,
                syntax:
                    "Enter[@TIME] [N] · Tab · Space · Backspace · Delete · Insert · Escape · Up · Down · Left · Right · PageUp · PageDown · Home · End",
                arguments: "an optional count: Right 3", summary: "presses the key N times",
                brief: "the key N times; Tab Space Escape arrows … too", origin: .vhs,
                takesSpeed: true,
                parse: { $0.parseKeyVerb() }),
            TapeVerb(
                names: ["ScrollUp", "ScrollDown"], syntax: "ScrollUp[@TIME] [N] · ScrollDown",
                arguments: "an optional count: ScrollUp 3",
                summary: "moves the view N rows back or forward through what scrolled off the prompt",
                brief: "the prompt's view N rows back or forward", origin: .vhs,
                takesSpeed: true, parse: { $0.parseScroll() }),
            TapeVerb(
                names: ["Ctrl"], syntax: "Ctrl+KEY · Ctrl+Alt+KEY · Ctrl+Shift+KEY", arguments: "a key: Ctrl+C",
                summary: "presses the key with Ctrl held", brief: "a key with Ctrl held", origin: .vhs,
                parse: { $0.parseCtrl() }),
            TapeVerb(
                names: ["Alt", "Shift"], syntax: "Alt+KEY · Shift+KEY", arguments: "a key: Alt+x",
                summary: "presses the key with Alt or Shift held", brief: "a key with Alt or Shift held", origin: .vhs,
                parse: { $0.parseModifier() }),
            TapeVerb(
                names: ["Hide", "Show"], syntax: "Hide · Show", arguments: "nothing",
                summary: "stops / resumes recording frames (and the recording's clock)",
                brief: "stop / resume recording frames and time", origin: .vhs,
                parse: { $0.parseShow() }),
            TapeVerb(
                names: ["Wait"], syntax: "Wait[+Line|+Screen][@TIME] [/REGEX/]",
                arguments: "a pattern: Wait+Screen /127°/",
                summary:
                    "the screen shown must match (the cursor's row at the prompt, any row in the UI, or the whole screen), or the run fails; no pattern is Set WaitPattern's",
                brief: "the screen must match, or the run fails", origin: .vhs, takesSpeed: true,
                parse: { $0.parseWait() }),
            TapeVerb(
                names: ["Screenshot"], syntax: "Screenshot PATH", arguments: "a file name: Screenshot book.svg",
                summary: "the screen shown, once: .txt, .ans, .html or .svg (a .png is skipped)",
                brief: "one frame: .txt .ans .html .svg (.png skipped)", origin: .vhs,
                parse: { $0.parseScreenshot() }),
            TapeVerb(
                names: ["Copy"], syntax: "Copy \"TEXT\"", arguments: "a text: Copy \"duosim\"",
                summary: "puts the text on the tape's own clipboard", brief: "text on the tape's own clipboard",
                origin: .vhs, parse: { $0.parseCopy() }),
            TapeVerb(
                names: ["Paste"], syntax: "Paste", arguments: "nothing", summary: "types the clipboard's text",
                brief: "types the clipboard",
                origin: .vhs, parse: { _ in .paste }),
            TapeVerb(
                names: ["Require"], syntax: "Require PROGRAM", arguments: "a program: Require git",
                summary: "the program must be on PATH, or the run fails", brief: "the program must be on PATH",
                origin: .vhs, parse: { $0.parseRequire() }),
            TapeVerb(
                names: ["Env"], syntax: "Env NAME \"VALUE\"", arguments: "a name and a value: Env NO_COLOR \"1\"",
                summary:
                    "NO_COLOR drops colour; LANG, LC_ALL or LC_CTYPE without UTF-8 draws in ASCII; others mean nothing here",
                brief: "NO_COLOR, LANG (others mean nothing)", origin: .vhs, parse: { $0.parseEnv() }),
            TapeVerb(
                names: ["Source"], syntax: "Source PATH.tape", arguments: "a tape: Source setup.tape",
                summary: "that tape's commands run here (relative to this tape; its Outputs ignored; one level)",
                brief: "another tape's commands, here",
                origin: .vhs, parse: { $0.parseSource() }),
        ] + duosimVerbs
}
