import FileIO
import Pixels
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// VHS's grammar as its parser takes it, in tapes written in VHS's style for these tests.
@Suite("Tape parser: VHS's grammar")
struct TapeGrammarTests {
    @Test("Line ends mean nothing: several commands on a line")
    func severalCommandsALine() throws {
        #expect(
            try parse("Type \"Hello\" Sleep .25 Enter\nHide Type \"x\" Ctrl+C Show") == [
                .type("Hello"), .sleep(0.25), .key(.enter, count: 1), .show(false), .type("x"),
                .key(.control("c"), count: 1), .show(true),
            ])
    }

    @Test("Every quoting, and a backslash as VHS reads it")
    func quoting() throws {
        #expect(
            try parse(#"Type "double" Type 'say "hi"' Type `it's "both"`"#) == [
                .type("double"), .type(#"say "hi""#), .type(#"it's "both""#),
            ])
        // VHS has no escapes: a backslash before the closing quote is a backslash.
        #expect(try parse(#"Type "cd x && \" Enter"#) == [.type(#"cd x && \"#), .key(.enter, count: 1)])
        #expect(try parse(#"Type 'a "b" && \' Enter"#) == [.type(#"a "b" && \"#), .key(.enter, count: 1)])
        #expect(try parse(#"Type "C:\\""#) == [.type(#"C:\\"#)])
        // Where VHS's reading would leave a string open, `\"` is a quote.
        #expect(try parse(#"Type "say \"hi\"" Enter"#) == [.type(#"say "hi""#), .key(.enter, count: 1)])
        // Strings side by side are joined by a space; a bare word is a string; an open one ends with its line.
        #expect(try parse("Type \"a\" \"b\" c\nType o") == [.type("a b c"), .type("o")])
        #expect(try parse("Type \"open\nEnter") == [.type("open"), .key(.enter, count: 1)])
    }

    @Test("A bare word that starts a line and names a duosim verb is that verb, not more text")
    func typeStopsAtVerbs() throws {
        #expect(try parse("Type \"x\"\nCapture \"c\"") == [.type("x"), .capture("c")])
        #expect(try parse("Type \"x\" Capture") == [.type("x Capture")])
    }

    @Test("Keys with @speed and counts; ScrollUp and ScrollDown; Copy and Paste")
    func keys() throws {
        let lines = try TapeParser.parse(
            "Backspace@1 3\nScrollUp 2\nScrollDown@100ms\nCopy \"https://example.com\"\nPaste\nPageDown 2\nInsert\nDelete",
            file: "t"
        ).lines
        #expect(
            lines.map(\.command) == [
                .key(.backspace, count: 3), .scroll(lines: -2), .scroll(lines: 1), .copy("https://example.com"),
                .paste, .key(.pageDown, count: 2), .key(.insert, count: 1), .key(.delete, count: 1),
            ])
        #expect(lines.map(\.speed) == [1, nil, 0.1, nil, nil, nil, nil, nil])
    }

    @Test("Ctrl, Alt and Shift as VHS takes them")
    func modifiers() throws {
        #expect(
            try parse("Ctrl+C Ctrl+Shift+O Ctrl+Alt+P Ctrl+[ Ctrl+@ Ctrl+Left Alt+. Alt+L Alt+Enter Shift+A Shift+Tab")
                == [
                    .key(.control("c"), count: 1), .key(.control("o"), count: 1), .key(.alt("p"), count: 1),
                    .key(.escape, count: 1), .key(.control("@"), count: 1), .key(.control("←"), count: 1),
                    .key(.alt("."), count: 1), .key(.alt("L"), count: 1), .key(.alt("\r"), count: 1),
                    .key(.character("A"), count: 1), .key(.backTab, count: 1),
                ])
        #expect(errors("Ctrl+C+Shift").first?.hasPrefix("1:7: Ctrl takes one key after its modifiers") == true)
    }

    @Test("Durations: seconds bare, ms, s, m; a leading dot")
    func durations() throws {
        #expect(
            try parse("Sleep 1 Sleep 500ms Sleep .5 Sleep 0.5 Sleep 1m Sleep 2 s Set TypingSpeed .1 Type@.5 \"x\"") == [
                .sleep(1), .sleep(0.5), .sleep(0.5), .sleep(0.5), .sleep(60), .sleep(2), .setTypingSpeed(0.1),
                .type("x"),
            ])
    }

    @Test("Wait: with or without a scope, a timeout and a pattern")
    func waits() throws {
        #expect(
            try parse(
                "Wait\nWait+Screen\nWait@5s /x/\nWait+Line@10ms /y z/\nWait+Screen /a\\/b/\nSet WaitPattern /\\$ $/")
                == [
                    .wait(.line, nil), .wait(.screen, nil), .wait(.line, try pattern("x")),
                    .wait(.line, try pattern("y z")),
                    .wait(.screen, try pattern("a\\/b")), .setWaitPattern(try pattern("\\$ $")),
                ])
        #expect(errors("Wait /(/").first?.hasPrefix("1:6: Wait: /(/ is not a regular expression") == true)
    }

    @Test("Every one of VHS's settings is taken: what sizes the picture, and what means nothing here")
    func settings() throws {
        let text = """
            Set Shell "fish"
            Set Shell bash
            Set FontSize 22
            Set FontFamily "DejaVu Sans Mono"
            Set Height 600
            Set Width 1200
            Set LetterSpacing 1
            Set LineHeight 1.2
            Set Theme { "name": "Whimsy", "black": "#535178", "background": "#29283b" }
            Set Theme "Catppuccin Mocha"
            Set Padding 50
            Set Margin 20
            Set MarginFill "#6B50FF"
            Set WindowBar Colorful
            Set WindowBarSize 40
            Set BorderRadius 8
            Set Framerate 60
            Set PlaybackSpeed 2
            Set TypingSpeed .1
            Set LoopOffset 60.4
            Set LoopOffset 20.99%
            Set CursorBlink false
            Set WaitTimeout 15s
            Set WaitPattern />$/
            """
        let whimsy = try Theme(json: ##"{ "name": "Whimsy", "black": "#535178", "background": "#29283b" }"##)
        #expect(
            try parse(text) == [
                .ignoredSetting("Shell"), .ignoredSetting("Shell"), .setPixels(.fontSize(22)),
                .setPicture(.fontFamily(["DejaVu Sans Mono"])), .setHeight(600), .setWidth(1200),
                .setPixels(.letterSpacing(1)), .setPixels(.lineHeight(1.2)), .setPicture(.theme(whimsy)),
                .setPicture(.theme(try #require(Theme.named("Catppuccin Mocha")))), .setPixels(.padding(50)),
                .setPixels(.margin(20)), .setPixels(.marginFill("#6B50FF")), .setPixels(.windowBar("Colorful")),
                .setPixels(.windowBarSize(40)), .setPicture(.borderRadius(8)), .setPicture(.framerate(60)),
                .setPicture(.playbackSpeed(2)), .setTypingSpeed(0.1), .setPicture(.loopOffset(60.4)),
                .setPicture(.loopOffset(20.99)), .setPicture(.cursorBlink(false)),
                .ignoredSetting("WaitTimeout"), .setWaitPattern(try pattern(">$")),
            ])
    }

    @Test("Outputs, screenshots, Require, Env, Source; names bare or quoted")
    func files() throws {
        #expect(
            try parse(
                "Output examples/demo.gif\nOutput \"frames/\"\nOutput out.ascii\nScreenshot shots/a.png\nRequire git\nEnv HELLO \"WORLD\"\nSource 'setup.tape'"
            ) == [
                .output("examples/demo.gif"), .output("frames/"), .output("out.ascii"), .screenshot("shots/a.png"),
                .require("git"), .env("HELLO", "WORLD"), .source("setup.tape"),
            ])
    }

    @Test("Source expands in place with the sourced tape's name; its Outputs are ignored; nesting is an error")
    func source() throws {
        let files = ["a.tape": "Output \"x.txt\"\nKey s\n", "b.tape": "Source \"a.tape\"\n"]
        let read: TapeParser.SourceReader = { path in
            guard let text = files[path] else { throw InputFileError(path: path, reason: "no such file") }
            return TapeSource(file: path, bytes: Array(text.utf8))
        }
        var seen: [ScriptLine] = []
        let none = try TapeParser.parse(Array("Key r\nSource \"a.tape\"\nKey i\n".utf8), file: "t", readSource: read) {
            seen.append($0)
        }
        #expect(none.isEmpty)
        #expect(
            seen.map(\.command) == [
                .key(.character("r"), count: 1), .key(.character("s"), count: 1), .key(.character("i"), count: 1),
            ])
        #expect(seen.map(\.file) == [nil, "a.tape", nil])
        #expect(seen.map(\.number) == [1, 2, 3])
        let nested = try TapeParser.parse(Array("Source \"b.tape\"\n".utf8), file: "t", readSource: read) { _ in }
        #expect(nested.map(\.description) == ["b.tape:1:1: Source can't be nested (t:1 sources this tape already)"])
        let missing = try TapeParser.parse(Array("\n  Source \"c.tape\"\n".utf8), file: "t", readSource: read) { _ in }
        #expect(missing.map(\.description) == ["t:2:3: Source \"c.tape\": c.tape: no such file"])
        #expect(missing.first?.fault == .noInput)
        let empty: TapeParser.SourceReader = { TapeSource(file: $0, bytes: []) }
        let notATape = try TapeParser.parse(Array("Source \"a.txt\"\n".utf8), file: "t", readSource: empty) { _ in }
        #expect(notATape.map(\.description) == ["t:1:1: Source \"a.txt\": a tape's name ends in .tape"])
    }
}
