import Foundation
import Pixels
import TestSupport
import Testing

/// A VHS tape's pictures as `record` writes them (issue 39): the GIF, the frames, the PNGs and the
/// videos a tape names, from the replay's virtual terminal and clock, staged with the run's other
/// files; `render --format png`.
@Suite("record: pictures from a tape (binary)")
struct PictureRecordTests {
    /// A VHS user's tape: VHS's picture settings, typing at the prompt, duosim started, a pose changed.
    static let tape = """
        Output demo.gif
        Output frames/
        Output demo.txt
        Set FontSize 22
        Set Width 1200
        Set Height 600
        Set Framerate 25
        Set Theme "Dracula"
        Type "duosim"
        Sleep 300ms
        Enter
        Sleep 1s
        Screenshot shot.png
        Type "2"
        Sleep 1.5s
        Type "q"
        Sleep 500ms

        """

    func folder(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    func bytes(_ folder: URL, _ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    /// The seconds the summary says were recorded: `… frames, 4.35 s of virtual time`.
    func seconds(_ stdout: String) throws -> Double {
        let line = try #require(stdout.split(separator: "\n").last)
        let words = line.split(separator: " ")
        let index = try #require(words.firstIndex(of: "s"))
        return try #require(Double(words[index - 1]))
    }

    @Test("The GIF has the tape's size, loops, and its frames and length follow from the tape; frames/ a pair a frame")
    func gifFollowsTheTape() throws {
        let work = try folder(["demo.tape": Self.tape])
        let result = try runBinary(["record", "demo.tape", "-o", "out"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("skipped") && !result.stderr.contains("ignored"), "\(result.stderr)")
        let gif = try DecodedGIF(try bytes(work, "out/demo.gif"))
        #expect(gif.width == 1200 && gif.height == 600 && gif.loops)
        let recorded = try seconds(result.stdout)
        // Frame k shows the screen at k / 25 s: ⌈D × 25⌉ frames, each 4 cs.
        let frames = Int((recorded * 25 - 1e-6).rounded(.up))
        #expect(gif.duration == frames * 4, "\(gif.duration) cs for \(recorded) s")
        #expect(gif.pictures.count >= 3 && gif.pictures.count < frames, "identical frames merged")
        let files = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("out/frames").path)
        #expect(files.count == 2 * frames && files.contains("frame-text-00001.png"), "\(files.count)")
        // The first and last pictures differ (the prompt, then duosim's UI at another pose).
        #expect(gif.pictures.first != gif.pictures.last)
        let shot = try PNGFile.decode(try bytes(work, "out/shot.png"))
        #expect(shot.width == 1200 && shot.height == 600)
        // The corner: VHS's Dracula's background (its themes.json's, #1e1f29), the picture having
        // no margin; its text, where the prompt is typed, its foreground somewhere.
        #expect(Array(shot.rgba[0..<3]) == [0x1E, 0x1F, 0x29])
        #expect(gif.pictures[0][0] == 0x1E1F29, "the GIF is drawn in the theme named after its Output")
    }

    @Test("Same tape, same bytes: two runs write identical GIF, PNG and frames")
    func sameBytes() throws {
        let work = try folder(["demo.tape": Self.tape])
        for out in ["a", "b"] {
            let result = try runBinary(["record", "demo.tape", "-o", out], in: work)
            #expect(result.status == 0, "\(result.stderr)")
        }
        for file in ["demo.gif", "shot.png", "frames/frame-text-00001.png", "frames/frame-cursor-00010.png"] {
            #expect(try bytes(work, "a/\(file)") == bytes(work, "b/\(file)"), "\(file)")
        }
    }

    @Test("Without ffmpeg a video is exit 73 naming ffmpeg, and nothing is written")
    func noFFmpeg() throws {
        let work = try folder(["v.tape": "Output demo.webm\nOutput demo.txt\nType \"x\"\n"])
        let result = try runBinary(["record", "v.tape", "-o", "out"], in: work, environment: ["PATH": "/nonexistent"])
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "duosim: v.tape: Output demo.webm needs ffmpeg, which isn't on PATH (install it: apt-get install ffmpeg, brew install ffmpeg; a .gif needs nothing); nothing written\n"
        )
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("out").path))
    }

    @Test(
        "With ffmpeg an .mp4 and a .webm are written",
        .enabled(if: VideoRecording.ffmpeg != nil, "skipped: ffmpeg isn't installed (.ci/run installs it)"))
    func videos() throws {
        let work = try folder(["v.tape": "Output demo.mp4\nOutput demo.webm\nType \"duosim\"\nEnter\nSleep 1s\n"])
        let result = try runBinary(["record", "v.tape", "-o", "out"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let mp4 = try bytes(work, "out/demo.mp4")
        #expect(mp4.count > 1000 && String(decoding: mp4[4..<8], as: UTF8.self) == "ftyp")
        let webm = try bytes(work, "out/demo.webm")
        #expect(Array(webm.prefix(4)) == [0x1A, 0x45, 0xDF, 0xA3], "EBML")
    }

    @Test("render --format png -o F writes the screen as a picture; a picture to standard output is refused")
    func renderPNG() throws {
        let work = try temporaryFolder()
        let result = try runBinary(["render", "--size", "100x30", "--format", "png", "-o", "s.png"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let picture = try PNGFile.decode(try bytes(work, "s.png"))
        // 100 × 30 cells of 14 × 30 pixels, VHS's padding of 60 around them.
        #expect(picture.width == 100 * 14 + 120 && picture.height == 30 * 30 + 120)
        let byExtension = try runBinary(["render", "-o", "t.png"], in: work)
        #expect(byExtension.status == 0, "\(byExtension.stderr)")
        #expect(try bytes(work, "t.png").count > 1000)
        let refused = try runBinary(["render", "--format", "png"], in: work)
        #expect(refused.status == 64 && refused.stderr.contains("-o FILE.png"), "\(refused.stderr)")
    }
}
