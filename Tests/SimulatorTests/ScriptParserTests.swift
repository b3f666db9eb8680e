import Simulator
import TestSupport
import Testing

@Suite("Script parser")
struct ScriptParserTests {
    func parse(_ text: String) throws -> [ScriptCommand] {
        try ScriptParser.parse(text, file: "t.tape").lines.map(\.command)
    }

    func failure(_ text: String) -> ScriptError? {
        do {
            _ = try ScriptParser.parse(text, file: "t.tape")
            return nil
        } catch let error as ScriptError {
            return error
        } catch {
            return nil
        }
    }

    @Test("Every verb")
    func verbs() throws {
        let text = """
            # settings
            Set Width 160
            Set Height 48
            Set Profile "iphone-duo"
            Set App "Profiles/apps/mail.json"
            Set TypingSpeed 100ms
            Output "demo.txt"
            Output "demo.cast"

            Pose book
            Hinge 127
            Hinge 90.5
            Open
            Close
            Half
            Sweep 180 0 2s
            Sweep 0 90
            Key Right
            Key Shift+Right 3
            Key q
            Key Ctrl+C
            Type "sr"
            Click 40 33
            Drag 10 33 60 33
            Resize 100 30
            Sleep 500ms
            Sleep 1.5s
            Capture "book-split"
            Capture "book.html"
            Hide
            Show
            Key Right # a comment after a command
            """
        let commands = try parse(text)
        #expect(
            commands == [
                .setWidth(160), .setHeight(48), .setProfile("iphone-duo"), .setApp("Profiles/apps/mail.json"),
                .setTypingSpeed(0.1),
                .output("demo.txt"), .output("demo.cast"),
                .pose("book"), .hinge(127), .hinge(90.5), .hinge(180), .hinge(0), .hinge(90),
                .sweep(from: 180, to: 0, duration: 2), .sweep(from: 0, to: 90, duration: 1.8),
                .key(.right, count: 1), .key(.shiftRight, count: 3), .key(.character("q"), count: 1),
                .key(.control("c"), count: 1),
                .type("sr"), .click(column: 40, row: 33), .drag(fromColumn: 10, fromRow: 33, toColumn: 60, toRow: 33),
                .resize(columns: 100, rows: 30), .sleep(0.5), .sleep(1.5), .capture("book-split"),
                .capture("book.html"),
                .show(false), .show(true), .key(.right, count: 1),
            ])
    }

    @Test("Quoted strings keep spaces and escapes")
    func strings() throws {
        #expect(try parse(#"Type "a \"b\" \\ c""#) == [.type(#"a "b" \ c"#)])
    }

    @Test(
        "Errors name the line",
        arguments: [
            ("Pose book\nhinge 127", 2, "unknown verb 'hinge' (verbs are case-sensitive: did you mean Hinge?)"),
            ("Frobnicate", 1, "unknown verb 'Frobnicate'"),
            ("Hinge 200", 1, "Hinge: 200 is outside 0…180"),
            ("Hinge wide", 1, "Hinge: 'wide' is not a number of degrees"),
            ("Hinge", 1, "Hinge takes an angle: Hinge 127"),
            ("Open 3", 1, "Open takes no arguments"),
            ("Key Rigth", 1, "unknown key 'Rigth'"),
            ("Key Right 0", 1, "Key count: 0 is outside 1…1000"),
            ("Key Right many", 1, "Key count: 'many' is not a whole number"),
            ("Type s", 1, "Type needs a quoted string, found 's'"),
            ("Type \"\"", 1, "Type needs some text"),
            ("Type \"open", 1, "unterminated string"),
            ("Set Width 5", 1, "Set Width: 5 is outside 20…1000"),
            ("Set Colour 3", 1, "unknown setting 'Colour'"),
            ("Set", 1, "Set needs a setting"),
            ("Set TypingSpeed fast", 1, "Set TypingSpeed: 'fast' is not a duration"),
            ("Output \"demo.gif\"", 1, "use a .txt (every frame), .cast (asciicast) or .html (a player page) file"),
            ("Set Width 1200", 1, "Set Width: 1200 is outside 20…1000 (cells, not VHS's pixels)"),
            ("Set FontSizes 3", 1, "unknown setting 'FontSizes'"),
            ("Right 0", 1, "Right count: 0 is outside 1…1000"),
            ("Right 1 2", 1, "Right takes an optional count"),
            ("Pose@1s book", 1, "Pose takes no @speed"),
            ("Screenshot x.gif", 1, "duosim can't write '.gif'"),
            ("Screenshot x", 1, "duosim can't write a file without an extension"),
            ("Screenshot ../x.txt", 1, "leads outside the output folder"),
            ("Env 1-2 \"x\"", 1, "Env: '1-2' is not a variable name"),
            ("Wait", 1, "Wait needs a regular expression"),
            ("Wait //", 1, "not an empty one"),
            ("Wait@soon /x/", 1, "Wait@: 'soon' is not a duration"),
            ("Sweep 0", 1, "Sweep takes two angles"),
            ("Sweep 0 181 2s", 1, "Sweep: 181 is outside 0…180"),
            ("Sweep 0 90 soon", 1, "Sweep: 'soon' is not a duration"),
            ("Click 1", 1, "Click takes a column and a row"),
            ("Click -1 3", 1, "Click column: -1 is outside 0…999"),
            ("Drag 1 2 3", 1, "Drag takes two cells"),
            ("Resize 0 10", 1, "Resize columns: 0 is outside 1…1000"),
            ("Sleep 2h", 1, "Sleep: '2h' is not a duration"),
            ("Sleep 7200s", 1, "longer than an hour"),
            ("Capture \"../x\"", 1, "use a plain file name"),
            ("Capture \".hidden\"", 1, "use a plain file name"),
            ("Hide now", 1, "Hide takes no arguments"),
        ])
    func errors(text: String, line: Int, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.line == line)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.description.hasPrefix("t.tape:\(line): "))
    }

    @Test(
        "VHS's grammar: bare keys with @speed and counts, Type@, Sleep in seconds and minutes, Screenshot, Require, Env, Source, Wait, ignored settings"
    )
    func vhs() throws {
        let script = try ScriptParser.parse(
            """
            Output demo.txt
            Set FontSize 14
            Set Theme "Dracula"
            Require git
            Env NO_COLOR "1"
            Source 'setup.tape'
            Right 3
            Left@100ms
            Ctrl+C
            Alt+x
            Shift+Tab
            Shift+a
            Enter 2
            Backspace
            Type@50ms `s`
            Sleep 1
            Sleep 1m
            Sleep 500ms
            Screenshot shots/book.svg
            Wait /127° partiallyOpen/
            Wait+Screen@10s /left · leftOfFold/
            Wait+Line /^ duosim/
            """, file: "t.tape")
        #expect(
            script.lines.map(\.command) == [
                .output("demo.txt"), .ignoredSetting("FontSize"), .ignoredSetting("Theme"), .require("git"),
                .env("NO_COLOR", "1"),
                .source("setup.tape"), .key(.right, count: 3), .key(.left, count: 1), .key(.control("c"), count: 1),
                .key(.alt("x"), count: 1),
                .key(.backTab, count: 1), .key(.character("A"), count: 1), .key(.enter, count: 2),
                .key(.backspace, count: 1), .type("s"),
                .sleep(1), .sleep(60), .sleep(0.5), .screenshot("shots/book.svg"),
                .wait(.line, "127° partiallyOpen"), .wait(.screen, "left · leftOfFold"), .wait(.line, "^ duosim"),
            ])
        #expect(script.lines[7].speed == 0.1)
        #expect(script.lines[14].speed == 0.05)
        #expect(script.lines[6].speed == nil)
    }

    @Test("Source expands in place with the sourced file's name; Outputs there are ignored; nesting is an error")
    func source() throws {
        var seen: [ScriptLine] = []
        let files = ["a.tape": "Output \"x.txt\"\nKey s\n", "b.tape": "Source \"a.tape\"\n"]
        let read: (String) throws -> (file: String, text: ScriptText) = { ($0, .bytes(Array((files[$0] ?? "").utf8))) }
        try ScriptParser.forEachLine(Array("Key r\nSource \"a.tape\"\nKey i\n".utf8), file: "t.tape", readSource: read)
        { seen.append($0) }
        #expect(
            seen.map(\.command) == [
                .key(.character("r"), count: 1), .key(.character("s"), count: 1), .key(.character("i"), count: 1),
            ])
        #expect(seen.map(\.file) == [nil, "a.tape", nil])
        #expect(seen.map(\.number) == [1, 2, 3])
        do {
            try ScriptParser.forEachLine(Array("Source \"b.tape\"\n".utf8), file: "t.tape", readSource: read) { _ in }
            Issue.record("nested Source was accepted")
        } catch let error as ScriptError {
            #expect(error.description == "b.tape:1: Source can't be nested (t.tape:1 sources this tape already)")
        }
    }

    @Test("Blank lines and comments are skipped, line numbers stay true")
    func lineNumbers() throws {
        let script = try ScriptParser.parse("\n# c\n  \nPose book\n\n\tKey s\n", file: "x")
        #expect(script.lines.map(\.number) == [4, 6])
    }

    @Test("Capture and Env names take letters and digits of any script, ASCII read by its byte")
    func nameCharacters() throws {
        var characters: [Character] = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["é", "Ω", "日", "٣", "Ⅻ", "e\u{301}", "🙂", "\u{00A0}", "\u{2028}", "ß", "²"]
        for character in characters where !"\"'\\".contains(character) {
            let letterOrDigit = character.isLetter || character.isNumber
            let capture = try? parse("Capture \"a\(character)b\"")
            #expect((capture != nil) == (letterOrDigit || "-_.".contains(character)), "Capture with \(character)")
            let env = try? parse("Env A\(character)B \"1\"")
            #expect((env != nil) == (letterOrDigit || character == "_"), "Env with \(character)")
        }
    }
}
