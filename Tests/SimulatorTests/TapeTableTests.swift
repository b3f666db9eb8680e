import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The verb and setting tables: each entry parses as written, the sizes rule, and the grammar
/// table in Docs/TAPES.md is the one the tables make.
@Suite("Tape tables")
struct TapeTableTests {
    @Test("Every verb's syntax example parses, to a command of that verb")
    func everyVerb() throws {
        for verb in TapeVerb.all {
            let example = String(verb.arguments.split(separator: ":", maxSplits: 1).last ?? "")
            let text = example.contains(verb.name) ? example : verb.name
            let lines = try TapeParser.parse(text, file: "t").lines
            #expect(lines.count == 1, "\(verb.name): \(text)")
            #expect(lines.first?.isDuosims == (verb.origin == .duosim), "\(verb.name)")
        }
        for name in TapeVerb.allNames
        where ![
            "Ctrl", "Alt", "Shift", "Set", "Output", "Type", "Sleep", "Copy",
            "Require", "Env", "Source", "Screenshot", "Capture", "Pose", "Hinge", "Sweep", "Key", "Click", "Drag",
            "Resize",
        ].contains(name) {
            #expect(try TapeParser.parse(name, file: "t").lines.count == 1, "\(name) alone")
        }
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
        metrics.apply(.marginFill(true))
        metrics.apply(.margin(30))
        metrics.apply(.windowBar(true))
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
