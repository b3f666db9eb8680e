import CellGrid
import FileIO
import Simulator

// MARK: - VHS's verbs

extension TapeVerb {
    /// VHS's verbs (`parser/parser.go`, `command.go`), as a tape written for VHS uses them.
    static let vhsVerbs: [TapeVerb] = [
        TapeVerb(
            ["Output"], syntax: "Output PATH", arguments: "a file name", example: "Output demo.txt",
            summary:
                "a file of the session, named anywhere: \(Formats.written(.session)) (a text output collects from its line on, any other takes every frame; a .png is the last frame)",
            brief: "a file of every frame: \(Formats.written(.session))",
            parse: { $0.parseOutput() }, command: ScriptCommand.output,
            check: { facts, path, _ in facts.noteOutput(path) }, perform: { try $0.addOutput($1) }),
        TapeVerb(
            ["Set"], syntax: "Set SETTING VALUE", arguments: "a setting and its value", example: "Set Width 120",
            summary: "a setting (the table below)", brief: "a setting (below)", origin: .vhs, isDialect: nil,
            takesSpeed: false, reader: TapeRowReader(read: { $0.parseSet() })),
        TapeVerb(
            ["Type"], syntax: "Type[@TIME] \"TEXT\"…", arguments: "a text", example: "Type \"duosim\"",
            summary: "types the text, a key at a time (several strings are joined by spaces)",
            brief: "types the text, a key at a time", takesSpeed: true,
            parse: { $0.parseType() }, command: ScriptCommand.type,
            check: { facts, text, _ in facts.noteTyped(text) }, perform: { try $0.type($1) }),
        TapeVerb(
            ["Sleep"], syntax: "Sleep TIME", arguments: "a duration", example: "Sleep 500ms",
            summary: "the virtual clock moves on (500ms, 2s, 1m; a bare number is seconds)",
            brief: "the clock moves on: 500ms, 2s, 1m, 1 (seconds)",
            parse: { $0.readTime("Sleep") }, command: ScriptCommand.sleep, perform: { try $0.sleep($1) }),
        keys,
        TapeVerb(
            ["ScrollUp", "ScrollDown"], syntax: "ScrollUp[@TIME] [N] · ScrollDown", arguments: "an optional count",
            example: "ScrollUp 3",
            summary: "moves the view N rows back or forward through what scrolled off the prompt",
            brief: "the prompt's view N rows back or forward", takesSpeed: true,
            parse: { $0.parseScroll() }, command: { .scroll(lines: $0) }, perform: { try $0.scroll($1) }),
        TapeVerb(
            ["Ctrl"], syntax: "Ctrl+KEY · Ctrl+Alt+KEY · Ctrl+Shift+KEY · Ctrl+Alt+Shift+KEY", arguments: "a key",
            example: "Ctrl+C", summary: "presses the key with Ctrl held", brief: "a key with Ctrl held",
            parse: { $0.parseCtrl() }, command: { .key($0, count: 1) }, perform: { try $0.press($1, count: 1) }),
        TapeVerb(
            ["Alt", "Shift"], syntax: "Alt+KEY · Shift+KEY", arguments: "a key", example: "Alt+x",
            summary: "presses the key with Alt or Shift held", brief: "a key with Alt or Shift held",
            parse: { $0.parseModifier() }, command: \.command, perform: { try $0.pressModified($1) }),
        TapeVerb(
            ["Hide", "Show"], syntax: "Hide · Show", arguments: "nothing", example: "Hide",
            summary: "stops / resumes recording frames (and the recording's clock)",
            brief: "stop / resume recording frames and time",
            parse: { $0.verbName == "Show" }, command: ScriptCommand.show, perform: { try $0.showFrames($1) }),
        TapeVerb(
            ["Wait"], syntax: "Wait[+Line|+Screen][@TIME] [/REGEX/]", arguments: "a pattern",
            example: "Wait+Screen /127°/",
            summary:
                "the screen shown must match (the cursor's row at the prompt, any row in the UI, or the whole screen), or the run fails; no pattern is Set WaitPattern's",
            brief: "the screen must match, or the run fails", takesSpeed: true,
            parse: { $0.parseWait() }, command: { .wait($0.0, $0.1) }, perform: { try $0.wait($1.0, $1.1) }),
        TapeVerb(
            ["Screenshot"], syntax: "Screenshot PATH", arguments: "a file name", example: "Screenshot book.svg",
            summary: "the screen shown, once: \(Formats.written(.frame))",
            brief: "one frame: \(Formats.written(.frame))",
            parse: { $0.readOutputPath() }, command: ScriptCommand.screenshot,
            check: { facts, path, _ in
                facts.noteFrame(path)
                return Formats.screenshotProblem(path, in: facts.formats)
            },
            perform: { try $0.screenshot($1) }),
        TapeVerb(
            ["Copy"], syntax: "Copy \"TEXT\"", arguments: "a text", example: "Copy \"duosim\"",
            summary: "puts the text on the tape's own clipboard", brief: "text on the tape's own clipboard",
            parse: { $0.readStrings() }, command: ScriptCommand.copy, perform: { $0.clipboard = $1 }),
        TapeVerb(
            ["Paste"], syntax: "Paste", arguments: "nothing", example: "Paste",
            summary: "types the clipboard's text", brief: "types the clipboard",
            parse: { _ in () }, command: { .paste }, perform: { session, _ in try session.type(session.clipboard) }),
        TapeVerb(
            ["Require"], syntax: "Require PROGRAM", arguments: "a program", example: "Require git",
            summary: "the program must be on PATH, or the run fails", brief: "the program must be on PATH",
            parse: { $0.readPath() }, command: ScriptCommand.require, perform: { try $0.require($1) }),
        TapeVerb(
            ["Env"], syntax: "Env NAME \"VALUE\"", arguments: "a name and a value", example: "Env NO_COLOR \"1\"",
            summary:
                "NO_COLOR drops colour; LANG, LC_ALL or LC_CTYPE without UTF-8 draws in ASCII; others mean nothing here",
            brief: "NO_COLOR, LANG (others mean nothing)",
            parse: { $0.parseEnv() }, command: { .env($0.0, $0.1) },
            check: { facts, variable, _ in facts.noteEnvironment(variable.0) },
            perform: { try $0.setEnvironment($1.0, $1.1) }),
        TapeVerb(
            ["Source"], syntax: "Source PATH.tape", arguments: "a tape", example: "Source setup.tape",
            summary: "that tape's commands run here (relative to this tape; its Outputs ignored; one level)",
            brief: "another tape's commands, here",
            parse: { $0.readPath() }, command: ScriptCommand.source, perform: { try $0.source($1) }),
    ]

    /// VHS's keys that are commands of their own (`Enter`, `Right 3`, `Left@100ms 2`).
    static let keys =
        TapeVerb(
            [
                "Enter", "Space", "Backspace", "Delete", "Insert", "Tab", "Escape", "Up", "Down", "Left", "Right",
                "PageUp", "PageDown",
            ],
            syntax:
                "Enter[@TIME] [N] · Tab · Space · Backspace · Delete · Insert · Escape · Up · Down · Left · Right · PageUp · PageDown",
            arguments: "an optional count", example: "Enter 3", summary: "presses the key N times",
            brief: "the key N times; Tab Space Escape arrows … too", takesSpeed: true,
            parse: { $0.parseKeyVerb() }, command: { .key($0.0, count: $0.1) },
            perform: { try $0.press($1.0, count: $1.1) })
}

// MARK: - Formats, as verbs write them

/// What the verbs say about the output formats, from `OutputFormat`'s table.
enum Formats {
    /// The formats duosim writes as `use`: `.txt .ans .html .svg`.
    static func written(_ use: OutputFormat.Use) -> String {
        OutputFormat.list { $0.writes(use) }.joined(separator: " ")
    }

    /// The formats VHS writes as `use` that duosim skips: `.gif .mp4 .webm .png frames/`.
    static func skipped(_ use: OutputFormat.Use) -> String {
        OutputFormat.list { $0.skips(use) }.joined(separator: " ")
    }

    /// Why a `Screenshot` can't be written: a format no row writes as a frame nor skips as one.
    static func screenshotProblem(_ path: String, in formats: [OutputFormat]) -> String? {
        guard formats.of(path: path)?.uses.contains(.frame) != true else { return nil }
        let ext = PathText.pathExtension(path)
        return
            "Screenshot \"\(path)\": duosim can't write \(ext.isEmpty ? "a file without an extension" : "'.\(ext)'") (formats: \(formats.list { $0.writes(.frame) }.joined(separator: ", ")))"
    }

    /// Why a `Capture` can't be written: an extension no row writes as a frame.
    static func captureProblem(_ name: String, in formats: [OutputFormat]) -> String? {
        let ext = PathText.pathExtension(name)
        guard !ext.isEmpty, formats.named(ext)?.writes(.frame) != true else { return nil }
        return
            "Capture \"\(name)\": unknown format '.\(ext)' (use \(formats.list { $0.writes(.frame) }.joined(separator: ", ")), or no extension)"
    }
}
