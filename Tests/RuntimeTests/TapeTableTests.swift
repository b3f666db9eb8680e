import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

@testable import Runtime

/// The verb and setting tables: each entry parses as written, the sizes rule, and the grammar
/// table in Docs/TAPES.md is the one the tables make.
@Suite("Tape tables")
struct TapeTableTests {
    @Test("Every verb row, by each of its names: its example parses to a line of that verb, and it performs")
    func everyVerb() throws {
        // Rows that only change what later commands do, so a tape of them alone shows nothing new.
        let settingOnly: Set<String> = ["Set", "Copy", "Paste", "Env", "Require"]
        for verb in TapeVerb.all {
            // The same tape without the verb, in its dialect (Set Vocabulary apple changes nothing).
            let start = "Output o.txt\n" + (verb.isDialect ? "Set Vocabulary apple\n" : "")
            let baseline = try Self.replay(start)
            for name in verb.names {
                let example = verb.example(name)
                // This row reads the example: alone it makes the command the whole table makes,
                // and the table without it reads no such verb.
                let line = try #require(TapeParser.parse(example, file: "t").lines.first, "\(example)")
                let alone = try TapeParser.parse(example, file: "t", verbs: TapeVerbs([verb])).lines
                #expect(alone.map(\.command) == [line.command], "\(example) by its row alone")
                let others = TapeVerbs(TapeVerb.all.filter { $0.names != verb.names })
                #expect(throws: ScriptErrors.self, "\(example) without its row") {
                    try TapeParser.parse(example, file: "t", verbs: others)
                }
                #expect(line.verb.hasPrefix(name), "\(example)")
                #expect(line.isDuosims == verb.isDialect, "\(example)")
                do {
                    let recording = try Self.replay(start + example)
                    let moved =
                        recording.clock != baseline.clock || recording.files.map(\.text) != baseline.files.map(\.text)
                    #expect(moved != settingOnly.contains(verb.name), "\(example): moved \(moved)")
                } catch {
                    // A row that can't run here (no Source reader, no program, a pattern that isn't
                    // on the screen) says so in its own words.
                    #expect("\(error)".contains(verb.name) || "\(error)".contains(name), "\(example): \(error)")
                }
            }
        }
        #expect(Set(TapeVerb.allNames).count == TapeVerb.allNames.count, "a name in two rows")
    }

    static func replay(_ text: String) throws -> Recording {
        try Replayer.run(
            TapeParser.parse(text, file: "t.tape"), defaultProfile: duo, loadProfile: { try ProfileLoader.device($0) },
            loadApp: { try ProfileLoader.app($0) })
    }

    @Test("A verb added to the table parses, performs and is documented, with nothing else to touch")
    func recipe() throws {
        // The recipe (Docs/ARCHITECTURE.md, "Where to add …"): one row, whose perform calls the
        // behaviour it needs.
        let beep = TapeVerb(
            ["Beep"], syntax: "Beep [N]", arguments: "an optional count", example: "Beep 2",
            summary: "waits N tenths of a second", brief: "N tenths of a second", origin: .duosim,
            parse: { $0.readCount("Beep") }, command: { .sleep(Double($0) / 10) },
            perform: { try $0.sleep(Double($1) / 10) })
        let verbs = TapeVerbs(TapeVerb.all + [beep])
        let script = try TapeParser.parse("Output o.txt\nBeep 3\nKey s", file: "t.tape", verbs: verbs)
        #expect(script.lines.map(\.verb) == ["Output", "Beep", "Key"])
        let recording = try Replayer.run(
            script, defaultProfile: duo, loadProfile: { try ProfileLoader.device($0) },
            loadApp: { try ProfileLoader.app($0) })
        #expect(abs(recording.clock - 0.35) < 1e-9, "Beep 3 waited 0.3 s, Key s 0.05 s: \(recording.clock)")
        #expect(TapeGrammar.verbsTable(verbs.rows).contains("| `Beep [N]` | duosim | waits N tenths of a second |"))
        #expect(TapeGrammar.helpLines(verbs.rows).contains("N tenths of a second (duosim's)"))
        #expect(throws: ScriptErrors.self) { try TapeParser.parse("Beep 3", file: "t.tape") }
        #expect(throws: ScriptErrors.self) { try TapeParser.parse("Beep 0", file: "t.tape", verbs: verbs) }
    }

    @Test("Every setting takes a value of its kind")
    func everySetting() throws {
        let samples: [String: String] = [
            "Width": "80", "Height": "24", "TypingSpeed": "50ms", "WaitPattern": "/x/", "Profile": "\"iphone-duo\"",
            "App": "mail", "Vocabulary": "web", "FontSize": "22", "LetterSpacing": "1", "LineHeight": "1.2",
            "Padding": "60", "Margin": "10", "MarginFill": "\"#ffffff\"", "WindowBar": "Rings", "WindowBarSize": "30",
            "Shell": "zsh", "FontFamily": "\"Hack\"", "Theme": "Dracula", "Framerate": "50", "PlaybackSpeed": "1.5",
            "BorderRadius": "4", "CursorBlink": "true", "LoopOffset": "5%", "WaitTimeout": "2s",
        ]
        for setting in TapeSetting.all {
            let value = try #require(samples[setting.name], "no sample for \(setting.name)")
            let lines = try TapeParser.parse("Set \(setting.name) \(value)", file: "t").lines
            #expect(lines.count == 1 && lines[0].isDuosims == setting.isDuosims, "Set \(setting.name)")
        }
        #expect(Set(samples.keys) == Set(TapeSetting.all.map(\.name)))
    }

    @Test("VHS's pixels become cells by VHS's metrics: the documented rule, worked out")
    func pixels() {
        var metrics = PixelMetrics()
        // 1200 × 600, padding 60, JetBrains Mono at 22 px: cells of 13 + 1 by ⌈29.04⌉ = 30.
        #expect(metrics.cellWidth == 14 && metrics.cellHeight == 30)
        #expect(metrics.columns == 77 && metrics.rows == 16)
        metrics.apply(.fontSize(14))
        metrics.width = 1200
        metrics.height = 880
        #expect(metrics.columns == 120 && metrics.rows == 40)
        metrics.apply(.lineHeight(1.5))
        #expect(metrics.cellHeight == 28 && metrics.rows == 27)
        metrics.apply(.marginFill("#171717"))
        metrics.apply(.margin(30))
        metrics.apply(.windowBar("Colorful"))
        #expect(metrics.frameWidth == 180 && metrics.frameHeight == 210)
        #expect(metrics.columns == 113 && metrics.rows == 23)
        metrics.height = 100
        #expect(metrics.rows == 1, "never less than a row")
    }

    @Test("Docs/TAPES.md's grammar tables are the ones the tables make (DUOSIM_RECORD=all rewrites them)")
    func documented() throws {
        let url = repositoryRoot.appendingPathComponent("Docs/TAPES.md")
        let doc = try String(contentsOf: url, encoding: .utf8)
        let updated = TapeGrammar.replacingTables(in: doc)
        if let message = compareWithFile(updated, at: url, named: "Docs/TAPES.md") {
            Issue.record(Comment(rawValue: message))
        }
        for verb in TapeVerb.all {
            #expect(updated.contains("`\(TapeGrammar.cell(verb.syntax))`"), "\(verb.name) isn't in Docs/TAPES.md")
        }
    }
}
