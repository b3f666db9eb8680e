import CellGrid
import Foundation
import Simulator
import TestSupport
import Testing

@testable import Pixels

@Suite("Pixels: outputs")
struct OutputTests {
    /// Three seconds of a typed line at the prompt, as a tape shows it.
    static func typing(into add: (Grid, CursorMark?, Double) throws -> Void) rethrows {
        let text = "duosim --pose book"
        for count in 0...text.count {
            var grid = Grid(width: 77, height: 16)
            grid.put("> ", column: 0, row: 0, style: Style(.prompt))
            grid.put(String(text.prefix(count)), column: 2, row: 0)
            try add(grid, CursorMark(column: 2 + count, row: 0), Double(count) * 0.05)
        }
    }

    func gif(_ style: PictureStyle) throws -> (bytes: [UInt8], animation: GIFAnimation) {
        let animation = try GIFAnimation(style: style)
        var bytes: [UInt8] = []
        try Self.typing { grid, cursor, time in
            try animation.add(grid, cursor: cursor, at: time)
            bytes += animation.take()
        }
        bytes += try animation.finish(at: 3)
        return (bytes, animation)
    }

    @Test("A GIF has the picture's size, loops, lasts the recording and is the same bytes every time")
    func gifBytes() throws {
        var style = PictureStyle()
        style.windowBar = .colorful
        style.borderRadius = 8
        style.margin = 20
        style.marginFill = .color(RGB(0x67, 0x4E, 0xFF))
        let first = try gif(style)
        let second = try gif(style)
        #expect(first.bytes == second.bytes)
        let decoded = try DecodedGIF(first.bytes)
        #expect(decoded.width == 1200 && decoded.height == 600 && decoded.loops)
        #expect(decoded.duration == 300)
        #expect(first.animation.totalFrames == 150)
        // PlaybackSpeed 2 halves it; Framerate 10 keeps the length.
        style.playbackSpeed = 2
        #expect(try DecodedGIF(gif(style).bytes).duration == 150)
        style.playbackSpeed = 1
        style.framerate = 10
        let slow = try gif(style)
        #expect(try DecodedGIF(slow.bytes).duration == 300 && slow.animation.totalFrames == 30)
    }

    @Test("frames/ holds a text and a cursor PNG a frame, named as VHS names them")
    func frameFolder() throws {
        var style = PictureStyle()
        style.framerate = 10
        let folder = try FrameFolder(style: style)
        var files: [FrameFolder.File] = []
        try Self.typing { grid, cursor, time in
            try folder.add(grid, cursor: cursor, at: time)
            files += folder.take()
        }
        files += try folder.finish(at: 2)
        #expect(files.count == 40)
        #expect(files.first?.name == "frame-text-00001.png" && files.last?.name == "frame-cursor-00020.png")
        let text = try PNGFile.decode(try #require(files.first).bytes)
        #expect(text.width == 77 * 14 && text.height == 16 * 30)
        let cursor = try PNGFile.decode(files[1].bytes)
        // Transparent but for the cursor's cell.
        let opaque = stride(from: 3, to: cursor.rgba.count, by: 4).filter { cursor.rgba[$0] == 255 }.count
        #expect(opaque == 14 * 30)
    }

    @Test(
        "An MP4 and a WebM through ffmpeg: its size and frames, the same bytes twice",
        .enabled(if: VideoRecording.ffmpeg != nil, "skipped: ffmpeg isn't installed"))
    func video() throws {
        for container in [VideoRecording.Container.mp4, .webm] {
            var outputs: [[UInt8]] = []
            for _ in 0..<2 {
                var style = PictureStyle()
                style.framerate = 25
                let video = try VideoRecording(style: style, container: container)
                try Self.typing { try video.add($0, cursor: $1, at: $2) }
                var bytes: [UInt8] = []
                try video.finish(at: 2) { bytes += $0 }
                outputs.append(bytes)
            }
            #expect(outputs[0] == outputs[1], "\(container)")
            let file = try temporaryFolder().appendingPathComponent("out.\(container.rawValue)")
            try Data(outputs[0]).write(to: file)
            let probe = try spawn(
                [
                    "ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=width,height,nb_read_frames",
                    "-of", "csv=p=0", file.path,
                ], capture: true)
            #expect(probe.trimmingCharacters(in: .whitespacesAndNewlines) == "1200,600,50", "\(container): \(probe)")
        }
    }

    @Test("Without ffmpeg a video is refused before anything is written")
    func noFFmpeg() throws {
        #expect(throws: VideoRecording.Failure.ffmpegMissing) {
            try VideoRecording(style: PictureStyle(), container: .mp4, ffmpeg: nil)
        }
    }
}
