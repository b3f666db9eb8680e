import CellGrid
import FileIO
import Foundation
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

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
