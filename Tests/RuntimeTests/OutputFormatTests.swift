import CellGrid
import FileIO
import Foundation
import Pixels
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

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

    @Test("Every row of the table: what it writes, as a session or a frame, and what it skips and says so")
    func table() throws {
        var seen = Set<String>()
        for format in OutputFormat.all {
            #expect(seen.insert(format.name).inserted, "\(format.name) twice")
            #expect(!format.uses.isEmpty, "\(format.name) is neither a frame nor a session")
            #expect(format.isFolder == format.extensions.isEmpty, "\(format.name)")
            for ext in format.extensions {
                #expect(seen.insert("." + ext).inserted, ".\(ext) twice")
                #expect(OutputFormat.of(path: "a/b.\(ext.uppercased())")?.name == format.name)
            }
            let path = format.isFolder ? "o/" : "o.\(format.fileExtension)"
            #expect(format.program == nil || format.isPicture, "\(format.name): a program makes pictures")
            #expect(!(format.showsColor && format.isPicture), "\(format.name): a picture has the theme's colours")
            #expect(
                OutputFormat.pictures.contains(format.isFolder ? "\(format.name)/" : ".\(format.fileExtension)")
                    == format.isPicture)
            if let program = format.program, VideoRecording.ffmpeg == nil {
                print("skipped: \(format.name) as an Output needs \(program), which isn't installed")
                continue
            }
            let session = try replayVHS("Output \"\(path)\"\nKey s")
            if format.isFolder {
                #expect(session.files.contains { $0.path.hasPrefix(path) && !$0.text.isEmpty }, "\(format.name)")
            } else if format.writes(.session) {
                #expect(try !text(session, path).isEmpty, "\(format.name) as an Output")
            } else {
                #expect(session.files.isEmpty && session.skipped == [path], "\(format.name) as an Output")
            }
            guard !format.isFolder else { continue }
            let frame = try replayVHS("Key s\nScreenshot \"\(path)\"")
            if format.writes(.frame) {
                #expect(try !text(frame, path).isEmpty, "\(format.name) as a Screenshot")
                #expect(OutputFormat.choice(format.name)?.name == format.name, "render --format \(format.name)")
                let capture = try replayVHS("Key s\nCapture \"c.\(format.fileExtension)\"")
                #expect(try !text(capture, "c.\(format.fileExtension)").isEmpty, "\(format.name) as a Capture")
            } else if format.skips(.frame) {
                #expect(frame.files.isEmpty && frame.skipped == [path], "\(format.name) as a Screenshot")
            }
        }
        #expect(OutputFormat.of(path: "frames/")?.isFolder == true)
        #expect(OutputFormat.choices == ["text", "ansi", "html", "svg", "png"])
    }

    @Test("Docs/TAPES.md's Outputs table names every row, and says '—' where a row writes nothing")
    func documented() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/TAPES.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Outputs\n").dropFirst().first)
        // The names in backticks: `.txt`, `frames/`.
        func quoted(_ cell: String) -> [String] {
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }.filter { $0.hasPrefix(".") || $0.hasSuffix("/") }
        }
        var named: Set<String> = []
        for row in section.split(separator: "\n").prefix(while: { $0.hasPrefix("|") }).dropFirst(2) {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == 3, "\(row)")
            guard cells.count == 3 else { continue }
            for name in quoted(cells[0]) {
                named.insert(name)
                let format = try #require(OutputFormat.of(path: name.hasSuffix("/") ? name : "o" + name), "\(name)")
                // A cell that names some of the row's extensions (`text (.txt)`) is theirs alone.
                for (use, cell) in [(OutputFormat.Use.session, cells[1]), (.frame, cells[2])] {
                    let only = quoted(cell)
                    let says = cell != "—" && (only.isEmpty || only.contains(name))
                    #expect(format.writes(use) == says, "\(name) as \(use): \(cell)")
                }
            }
        }
        #expect(named == Set(OutputFormat.list { _ in true }), "the doc's table names \(named.sorted())")
    }

    @Test("A format added to the table is written by Output, Screenshot and Capture, with nothing else to touch")
    func recipe() throws {
        // The recipe (Docs/ARCHITECTURE.md, "Where to add …"): one row and its encoders.
        let row = OutputFormat(
            name: "shout", extensions: ["shout"], summary: "the screen in capitals", uses: [.frame, .session],
            frame: FrameEncoding.stateless { grid, _ in grid.text.uppercased() },
            session: SessionEncoding { _ in ShoutWriter() })
        let script = try TapeParser.parse(
            "Output o.shout\nOutput o.txt\nKey s\nScreenshot s.shout\nCapture \"c.shout\"", file: "t.tape")
        let recording = try Replayer.run(
            script, defaultProfile: duo, loadProfile: { try ProfileLoader.device($0) },
            loadApp: { try ProfileLoader.app($0) }, formats: OutputFormat.all + [row])
        let shown = frames(try text(recording, "o.txt"))
        #expect(try text(recording, "o.shout") == text(recording, "o.txt").uppercased())
        #expect(try text(recording, "s.shout") == shown.last?.uppercased())
        #expect(try text(recording, "c.shout") == shown.last?.uppercased())
        #expect(recording.skipped.isEmpty)
        // Without the row, the same tape knows no such format.
        #expect(throws: (any Error).self) {
            try Replayer.run(
                script, defaultProfile: duo, loadProfile: { _ in duo }, loadApp: { try ProfileLoader.app($0) })
        }
    }
}

/// The recipe's session writer: every frame in capitals.
private struct ShoutWriter: FrameWriter {
    var pending: [UInt8] = []
    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) {
        pending += Array((grid.text + TextFramesWriter.separator).uppercased().utf8)
    }
    mutating func take() -> [UInt8] {
        defer { pending = [] }
        return pending
    }
    mutating func finish(at end: Double) -> [UInt8] { take() }
}
