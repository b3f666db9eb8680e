import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

/// A launcher for tests: `--pose NAME` and `--app NAME`, as the command line reads them.
func testLauncher(_ arguments: [String]) throws -> SimState {
    var state = SimState(profile: duo, pose: duo.state(at: duo.defaultPose))
    var words = arguments.makeIterator()
    while let word = words.next() {
        switch word {
        case "--pose": state = reduce(state, .pose(words.next() ?? ""))
        case "--app": state.app = try ProfileLoader.app(words.next() ?? "")
        default: break  // the command line's own parsing is tested end to end
        }
    }
    return state
}

func replayVHS(_ text: String) throws -> Recording {
    try Replayer.run(
        try TapeParser.parse(text, file: "t.tape"), defaultProfile: duo,
        loadProfile: { try ProfileLoader.device($0) }, loadApp: { try ProfileLoader.app($0) }, launch: testLauncher)
}

func text(_ recording: Recording, _ path: String) throws -> String {
    try #require(recording.files.first { $0.path == path }?.text, "no \(path)")
}

func frames(_ text: String) -> [String] {
    text.components(separatedBy: TextFramesWriter.separator).dropLast()
}

@Suite("The prompt a VHS tape types at")
struct PromptTests {
    @Test("Typed text shows on a prompt line; Enter on duosim starts the UI; its quit key returns to the prompt")
    func launchAndQuit() throws {
        let recording = try replayVHS(
            """
            Set FontSize 14
            Set Width 1200
            Set Height 880
            Output "o.txt"
            Type "echo hi"
            Enter
            Type "duosim --pose laptop"
            Enter
            Right
            Screenshot ui.txt
            Ctrl+C
            Type "q"
            Screenshot back.txt
            """)
        let shown = frames(try text(recording, "o.txt"))
        #expect(shown.first == ">" + String(repeating: "\n", count: 40), "an empty prompt at the top, 120 × 40")
        #expect(shown.contains { $0.hasPrefix("> echo hi\n> duosim --pose laptop\n") })
        #expect(try text(recording, "ui.txt").contains("101° partiallyOpen"), "the UI at the laptop pose, a key on")
        let back = try text(recording, "back.txt")
        #expect(back.hasPrefix("> echo hi\n> duosim --pose laptop\n> q\n"), "q at the prompt is only a letter")
        #expect(recording.notRun == ["echo hi"])
    }

    @Test("Keys typed at the prompt never reach the UI: no capture from p, no quit from q")
    func promptKeysStayThere() throws {
        let recording = try replayVHS("Type \"pqrs sapq\" Enter Sleep 1 Type \"more\"")
        #expect(recording.files.isEmpty)
        #expect(recording.notRun == ["pqrs sapq"])
    }

    @Test("Hidden command lines aren't named as not run; clear clears the screen")
    func hiddenAndClear() throws {
        let recording = try replayVHS(
            "Output \"o.txt\"\nHide\nType \"make\" Enter Type \"clear\" Enter\nShow\nType \"ls\" Enter")
        #expect(recording.notRun == ["ls"])
        let shown = frames(try text(recording, "o.txt"))
        #expect(shown.first?.hasPrefix(">\n") == true, "the first shown frame is the cleared screen")
        #expect(shown.last?.hasPrefix("> ls\n>\n") == true)
    }

    @Test("A VHS tape in the prompt style makes the frames of the same actions in duosim's dialect")
    func sameFramesAsDialect() throws {
        let vhs = try replayVHS(
            """
            Output "o.txt"
            Output "o.cast"
            Set FontSize 14
            Set Width 1200
            Set Height 880
            Set TypingSpeed 75ms
            Hide
            Type "swift build" Enter
            Type "duosim --pose laptop --app mail" Enter
            Show
            Right 3 Type "s" Sleep 1 Tab
            Screenshot shot.txt
            Hide
            Ctrl+C
            Type "rm -rf .build" Enter
            """)
        let dialect = try replayVHS(
            """
            Output "o.txt"
            Output "o.cast"
            Set TypingSpeed 75ms
            Hide
            Set App "mail"
            Pose laptop
            Show
            Key Right 3
            Key s
            Sleep 1
            Key Tab
            Capture "shot"
            """)
        for name in ["o.txt", "o.cast", "shot.txt"] {
            #expect(try text(vhs, name) == (try text(dialect, name)), "\(name)")
        }
        #expect(frames(try text(vhs, "o.txt")).count == 6)
        #expect(vhs.notRun.isEmpty)
    }

    @Test("Line editing: arrows, Home/End, Backspace/Delete, Ctrl+A/E/U/K/W, Ctrl+C drops the line, Ctrl+L clears")
    func editing() throws {
        let recording = try replayVHS(
            """
            Type "hello world" Left 5 Type "big "
            Home Type ">"
            End Backspace Enter
            Type "one two three" Ctrl+W Ctrl+A Delete Ctrl+E Type "!" Enter
            Type "gone" Ctrl+C
            Type "abc" Left Ctrl+K Ctrl+U Type "x" Enter
            Screenshot s.txt
            Ctrl+L
            Screenshot t.txt
            """)
        #expect(recording.notRun == [">hello big worl", "ne two !", "x"])
        #expect(try text(recording, "s.txt").hasPrefix("> >hello big worl\n> ne two !\n> gone^C\n> x\n>\n"))
        #expect(try text(recording, "t.txt").hasPrefix(">\n\n"))
    }

    @Test("Copy and Paste type the tape's own clipboard; ScrollUp shows what scrolled off")
    func clipboardAndScroll() throws {
        var lines = ""
        for index in 1...60 { lines += "Type \"line \(index)\" Enter\n" }
        let recording = try replayVHS(
            "Copy \"pasted\"\nPaste\nEnter\n\(lines)Screenshot bottom.txt\nScrollUp 10\nScreenshot up.txt\nScrollDown 3\nScreenshot down.txt"
        )
        #expect(recording.notRun.first == "pasted")
        let bottom = try text(recording, "bottom.txt").split(separator: "\n").map(String.init)
        #expect(bottom.count == 16 && bottom.last == ">" && bottom[bottom.count - 2] == "> line 60")
        let up = try text(recording, "up.txt").split(separator: "\n").map(String.init)
        #expect(up.last == "> line 51", "10 rows back from the prompt")
        #expect(try text(recording, "down.txt").split(separator: "\n").last == "> line 54")
    }

    @Test("Wait+Line at the prompt reads the cursor's row, as VHS does; a bare Wait waits for the prompt")
    func waitAtPrompt() throws {
        #expect(throws: Never.self) { try replayVHS("Type \"echo hi\" Enter Wait Wait+Screen /echo hi/") }
        #expect(throws: WaitFailure.self) { try replayVHS("Type \"echo hi\" Enter Wait /echo/") }
        #expect(throws: Never.self) { try replayVHS("Type \"echo hi\" Wait /echo hi$/") }
    }

    @Test("duosim's verbs need the UI: at the prompt they are an error naming the line")
    func verbsNeedTheUI() {
        do {
            _ = try replayVHS("Type \"ls\" Enter\nType \"duosim\" Enter Ctrl+C\nPose book")
            Issue.record("Pose ran at the prompt")
        } catch let error as ScriptError {
            #expect(error.line == 3 && error.message.hasPrefix("Pose acts on duosim's UI"), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }
}

@Suite("Command lines typed at the prompt")
struct PromptCommandTests {
    @Test(
        "duosim and its spellings start the UI; other commands and other duosim commands don't",
        arguments: [
            ("duosim", true), ("duosim --pose laptop --app mail", true), ("./duosim", true),
            (".build/release/duosim --split", true), ("swift run duosim --rtl", true),
            ("swift run -c release duosim", true), ("duosim tui --pose book", true), ("  duosim  ", true),
            ("duosim query", false), ("duosim --help", false), ("duosim --version", false), ("echo duosim", false),
            ("duosim | less", false), ("FOO=1 duosim", false), ("duosim; rm x", false), ("swift build", false),
            ("'duosim' '--pose' 'book'", true), ("duosim --app \"mail\"", true),
        ])
    func launches(line: String, starts: Bool) throws {
        let recording = try replayVHS("Type \"\(line.replacingOccurrences(of: "\"", with: "\\\""))\" Enter")
        #expect(recording.notRun.isEmpty == starts, "\(line): \(recording.notRun)")
    }
}

@Suite("The recording's clock")
struct RecordingClockTests {
    func events(_ cast: String) -> [(time: Double, code: String)] {
        cast.split(separator: "\n").dropFirst().compactMap { line in
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                let time = (array.first as? NSNumber)?.doubleValue, let code = array[1] as? String
            else { return nil }
            return (time, code)
        }
    }

    @Test("A .cast ends at the tape's end: a trailing Sleep is in it")
    func trailingSleep() throws {
        let recording = try replayVHS("Output \"o.cast\"\nKey Right\nSleep 2.5")
        let times = events(try text(recording, "o.cast")).map(\.time)
        #expect(times == [0, 0.05, 2.55], "\(times)")
        #expect(recording.duration == 2.55)
    }

    @Test("Hide stops the recording's clock as VHS's video: hidden typing takes no time in the cast")
    func hiddenTime() throws {
        let recording = try replayVHS("Output \"o.cast\"\nKey Right\nHide\nSleep 10\nKey Right\nShow\nKey Right")
        #expect(events(try text(recording, "o.cast")).map(\.time) == [0, 0.05, 0.05, 0.1])
        #expect(abs(recording.duration - 0.1) < 1e-9 && abs(recording.clock - 10.15) < 1e-9)
    }

    @Test("A tape that starts with Hide shows nothing before its Show")
    func hideFirst() throws {
        let recording = try replayVHS("Output \"o.txt\"\nHide\nKey s\nShow\nKey Right")
        let shown = frames(try text(recording, "o.txt"))
        #expect(shown.count == 2 && shown[0].contains("Split View"))
    }

    @Test("Videos and pictures are skipped, named, and nothing is written in their place")
    func skipped() throws {
        let recording = try replayVHS(
            "Output demo.gif\nOutput frames/\nOutput out.txt\nOutput x.mp4\nScreenshot s.png\nKey s")
        #expect(recording.skipped == ["demo.gif", "frames/", "x.mp4", "s.png"])
        #expect(recording.files.map(\.path) == ["out.txt"])
    }
}

@Suite("Output formats, one table")
struct OutputFormatTests {
    @Test("A recording's .cast, decoded, shows the frames its .txt holds, at their times")
    func castDecodesToFrames() throws {
        let recording = try replayVHS(
            "Output \"a.cast\"\nOutput \"a.txt\"\nSet Width 100\nSet Height 30\nSweep 0 30 1s\nKey s\nResize 80 24\nKey Right\nSleep 1"
        )
        let screens = try #require(CastScreens(try text(recording, "a.cast")))
        let frames = frames(try text(recording, "a.txt"))
        #expect(screens.frames.count == frames.count)
        for (screen, frame) in zip(screens.frames, frames) {
            #expect(screen.rows.joined(separator: "\n") + "\n" == frame)
        }
        #expect(screens.frames.last?.rows.count == 24)
        #expect(abs(screens.end - recording.duration) < 1e-5, "the end: \(screens.end)")
    }

    @Test("Every row of the table: what it writes, as a session or a frame, and that capture formats agree")
    func table() throws {
        var seen = Set<String>()
        for format in OutputFormat.all {
            #expect(seen.insert(format.fileExtension).inserted, "\(format.fileExtension) twice")
            #expect(
                OutputFormat.of(path: "a/b.\(format.fileExtension.uppercased())")?.fileExtension == format.fileExtension
            )
            #expect(CaptureFormat(fileExtension: format.fileExtension) == format.capture)
            #expect(format.skipped == (format.session == nil && format.capture == nil), "\(format.fileExtension)")
            if format.session != nil {
                let recording = try replayVHS("Output \"o.\(format.fileExtension)\"\nKey s")
                #expect(try !text(recording, "o.\(format.fileExtension)").isEmpty)
            }
            if format.capture != nil {
                let recording = try replayVHS("Key s\nCapture \"c.\(format.fileExtension)\"")
                #expect(try !text(recording, "c.\(format.fileExtension)").isEmpty)
            }
        }
        for capture in CaptureFormat.allCases {
            #expect(OutputFormat.named(capture.fileExtension)?.capture == capture)
        }
        #expect(OutputFormat.of(path: "frames/")?.skipped == true)
    }
}
