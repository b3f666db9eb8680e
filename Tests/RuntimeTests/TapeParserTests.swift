import FileIO
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

func parse(_ text: String) throws -> [ScriptCommand] {
    try TapeParser.parse(text, file: "t.tape").lines.map(\.command)
}

/// Every error `text` has, as `LINE:COLUMN: message`.
func errors(_ text: String) -> [String] {
    do {
        _ = try TapeParser.parse(text, file: "t.tape")
        return []
    } catch let errors as ScriptErrors {
        return errors.errors.map { "\($0.line):\($0.column): \($0.message)" }
    } catch {
        return ["\(error)"]
    }
}

@Suite("Tape parser: duosim's dialect")
struct TapeParserTests {
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
            Hinge 127°
            Open
            Close
            Half
            Sweep 180 0 2s
            Sweep 0 90
            Key Right
            Key Shift+Right 3
            Key q
            Key Ctrl+C
            Key ?
            Key 1
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
        #expect(
            try parse(text) == [
                .setWidth(160), .setHeight(48), .setProfile("iphone-duo"), .setApp("Profiles/apps/mail.json"),
                .setTypingSpeed(0.1), .output("demo.txt"), .output("demo.cast"),
                .pose("book"), .hinge(127), .hinge(90.5), .hinge(127), .hinge(180), .hinge(0), .hinge(90),
                .sweep(from: 180, to: 0, duration: 2), .sweep(from: 0, to: 90, duration: 1.8),
                .key(.right, count: 1), .key(.shiftRight, count: 3), .key(.character("q"), count: 1),
                .key(.control("c"), count: 1), .key(.character("?"), count: 1), .key(.character("1"), count: 1),
                .type("sr"), .click(column: 40, row: 33), .drag(fromColumn: 10, fromRow: 33, toColumn: 60, toRow: 33),
                .resize(columns: 100, rows: 30), .sleep(0.5), .sleep(1.5), .capture("book-split"),
                .capture("book.html"), .show(false), .show(true), .key(.right, count: 1),
            ])
    }

    @Test("duosim's verbs are marked as duosim's; VHS's aren't")
    func origins() throws {
        let lines = try TapeParser.parse("Pose book\nRight\nKey Right\nSet App \"mail\"\nSet Width 80", file: "t").lines
        #expect(lines.map(\.isDuosims) == [true, false, true, true, false])
    }

    @Test(
        "Errors name the line and the column",
        arguments: [
            ("Pose book\nhinge 127", "2:1: unknown verb 'hinge' (verbs are case-sensitive: did you mean Hinge?)"),
            ("Frobnicate", "1:1: unknown verb 'Frobnicate'"),
            ("Hinge 200", "1:7: Hinge: 200 is outside 0…180"),
            ("Hinge wide", "1:7: Hinge: 'wide' is not a number"),
            ("Hinge", "1:6: Hinge: a number is missing"),
            ("Open 3", "1:6: Open takes nothing (found '3')"),
            ("Key Rigth", "1:5: unknown key Rigth"),
            ("Key Right 0", "1:11: Key count: 0 is outside 1…1000"),
            ("Key Right many", "1:11: Key takes a key name and an optional count: Key Right 3 (found 'many')"),
            ("Type \"\"", "1:6: Type needs some text"),
            ("Set Colour 3", "1:5: unknown setting 'Colour'"),
            ("Set", "1:4: Set needs a setting"),
            ("Set TypingSpeed fast", "1:17: Set TypingSpeed: 'fast' is not a duration"),
            ("Set FontSizes 3", "1:5: unknown setting 'FontSizes'"),
            ("Right 0", "1:7: Right count: 0 is outside 1…1000"),
            ("Pose@1s book", "1:5: Pose takes no @speed"),
            ("Screenshot ../x.txt", "1:12: Screenshot \"../x.txt\" leads outside the output folder"),
            ("Output \"/tmp/x.txt\"", "1:8: Output \"/tmp/x.txt\": use a path relative"),
            ("Output /tmp/x.txt", "1:8: Output takes a file name: Output demo.txt (found /tmp/)"),
            ("Output demo", "1:8: Output \"demo\": name a file with its extension"),
            ("Env 1-2 \"x\"", "1:5: Env takes a name and a value"),
            ("Wait //", "1:6: Wait needs a regular expression between slashes, not an empty one"),
            ("Wait+Word /x/", "1:6: Wait+ takes Line or Screen (found 'Word')"),
            ("Sweep 0", "1:8: Sweep: a number is missing"),
            ("Sweep 0 181 2s", "1:9: Sweep: 181 is outside 0…180"),
            ("Click 1", "1:8: Click row: a number is missing"),
            ("Click -1 3", "1:7: Click column: -1 is outside 0…999"),
            ("Resize 0 10", "1:8: Resize columns: 0 is outside 1…1000"),
            ("Sleep 2h", "1:7: Sleep: '2h' is not a duration"),
            ("Sleep 7200s", "1:7: Sleep: 7200s is outside 0…3600 s"),
            ("Capture \"../x\"", "1:9: Capture \"../x\": use a plain file name"),
            ("Capture \".hidden\"", "1:9: Capture \".hidden\": use a plain file name"),
            ("Hide now", "1:6: Hide takes nothing (found 'now')"),
            ("Set Vocabulary klingon", "1:16: Set Vocabulary: 'klingon' is not one of"),
            ("Set CursorBlink maybe", "1:17: Set CursorBlink takes true or false"),
            ("Set WindowBar Stripes", "1:15: Set WindowBar: 'Stripes' is not a bar style"),
            ("Set MarginFill \"#12345\"", "1:16: Set MarginFill: \"#12345\" is not a colour"),
            ("Set Theme { \"a\": }", "1:11: Set Theme: not valid JSON"),
            ("Set FontSize 1.5", "1:14: Set FontSize: '1.5' is not a whole number"),
            ("Ctrl+foo", "1:6: Ctrl takes one character or Enter, Space, Backspace or an arrow (found 'foo')"),
            ("Alt", "1:1: Alt needs a key: Alt+x"),
            (
                "Screenshot \"a\u{0}b.txt\"",
                #"1:12: Screenshot "a\u{0}b.txt": an output name can't hold control characters (NUL at character 2)"#
            ),
            ("Output \"a\nb.txt\"", "1:8: Output \"a\": name a file with its extension"),
        ])
    func errorsNameLineAndColumn(text: String, message: String) {
        let found = errors(text)
        #expect(found.first?.hasPrefix(message) == true, "\(found)")
    }

    @Test("Every problem in one pass, in order, each with its line and column")
    func everyError() {
        let found = errors(
            "Pose book\nHinge 400\nKey Rigth\n  Sleep soon\nFrob\nType \"ok\"\nOutput x.gif\nSet Width x")
        #expect(
            found == [
                "2:7: Hinge: 400 is outside 0…180",
                "3:5: unknown key Rigth (for example Left, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, q)",
                "4:9: Sleep: 'soon' is not a duration (like 500ms, 2s, 1 or 1m)", "5:1: unknown verb 'Frob'",
                "8:11: Set Width: 'x' is not a number",
            ], "\(found)")
    }

    @Test("Nothing runs once a tape has an error, but reading goes on to the end")
    func stopsRunning() throws {
        var ran: [ScriptCommand] = []
        let found = try TapeParser.parse(Array("Key s\nHinge 999\nKey r\nFrob\n".utf8), file: "t") {
            ran.append($0.command)
        }
        #expect(ran == [.key(.character("s"), count: 1)])
        #expect(found.map(\.line) == [2, 4])
        var all: [ScriptCommand] = []
        _ = try TapeParser.parse(Array("Key s\nHinge 999\nKey r\n".utf8), file: "t", keepGoing: true) {
            all.append($0.command)
        }
        #expect(all == [.key(.character("s"), count: 1), .key(.character("r"), count: 1)])
    }

    @Test("A tape that isn't UTF-8 says where")
    func notUTF8() throws {
        var bytes = Array("Key s\nKey ".utf8)
        bytes.append(0xFF)
        let found = try TapeParser.parse(bytes, file: "t") { _ in }
        #expect(found.map { "\($0.line):\($0.column): \($0.message)" } == ["2:5: not UTF-8 text"])
    }

    @Test("Blank lines and comments are skipped, lines and columns stay true")
    func positions() throws {
        let script = try TapeParser.parse("\n# c\n  \nPose book\n\n\tKey s  Sleep 1\n", file: "x")
        #expect(script.lines.map(\.number) == [4, 6, 6])
        #expect(script.lines.map(\.column) == [1, 2, 9])
        let unicode = try TapeParser.parse("Type \"é日\" Enter", file: "x")
        #expect(unicode.lines.map(\.column) == [1, 11])
    }

    @Test("Capture and Env names take letters and digits of any script, ASCII read by its byte")
    func nameCharacters() {
        var characters: [Character] = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["é", "Ω", "日", "٣", "Ⅻ", "e\u{301}", "🙂", "\u{00A0}", "\u{2028}", "ß", "²"]
        for character in characters where !"\"'\\`".contains(character) {
            let letterOrDigit = character.isLetter || character.isNumber
            let capture = try? parse("Capture \"a\(character)b\"")
            #expect((capture != nil) == (letterOrDigit || "-_.".contains(character)), "Capture with \(character)")
            let env = try? parse("Env A\(character)B \"1\"")
            #expect((env != nil) == (letterOrDigit || character == "_"), "Env with \(character)")
        }
    }
}
