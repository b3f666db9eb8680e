import CellGrid
import Pixels
import PoseEngine

// MARK: - The table

extension OutputFormat {
    public static let all: [OutputFormat] = [
        OutputFormat(
            name: "text", extensions: ["txt"], summary: "text: every frame, or one", uses: [.frame, .session],
            frame: FrameEncoding { _ in TextCaptureEncoder() }, session: .textFrames, start: .atItsLine),
        OutputFormat(
            name: "ascii", extensions: ["ascii"], summary: "VHS's golden text: every frame", uses: [.session],
            session: .textFrames, start: .atItsLine),
        OutputFormat(
            name: "test", extensions: ["test"], summary: "VHS's older name for .ascii", uses: [.session],
            session: .textFrames, start: .atItsLine),
        OutputFormat(
            name: "cast", extensions: ["cast"], summary: "asciicast v2 on the virtual clock", uses: [.session],
            session: SessionEncoding { AsciicastOutput(width: $0.width, height: $0.height) },
            check: .screens, showsColor: true),
        OutputFormat(
            name: "ansi", extensions: ["ans"], summary: "one frame with ANSI colours", uses: [.frame],
            frame: .stateless { grid, _ in ANSIEncoder.text(grid) }, showsColor: true),
        OutputFormat(
            name: "html", extensions: ["html"], summary: "a player page, or one frame as HTML",
            uses: [.frame, .session], frame: .stateless(HTMLExporter.page),
            session: SessionEncoding { PlayerPageOutput(title: $0.title) }, showsColor: true),
        OutputFormat(
            name: "svg", extensions: ["svg"], summary: "one frame as a picture", uses: [.frame],
            frame: .stateless(SVGExporter.picture), showsColor: true),
        OutputFormat(
            name: "gif", extensions: ["gif"], summary: "VHS's animation, looping", uses: [.session], session: .gif,
            check: .pixels, isPicture: true),
        OutputFormat(
            name: "mp4", extensions: ["mp4"], summary: "VHS's video (through ffmpeg)", uses: [.session],
            session: .mp4, isPicture: true, program: "ffmpeg"),
        OutputFormat(
            name: "webm", extensions: ["webm"], summary: "VHS's video (through ffmpeg)", uses: [.session],
            session: .webm, isPicture: true, program: "ffmpeg"),
        // One frame as a picture (Screenshot, Capture, render); as an Output, the session's last.
        OutputFormat(
            name: "png", extensions: ["png"], summary: "a picture: one frame, or an Output's last",
            uses: [.frame, .session], frame: .png, session: .lastPicture, check: .pixels,
            isPicture: true),
        OutputFormat(
            name: "frames", extensions: [], isFolder: true, summary: "VHS's pictures, one a frame", uses: [.session],
            session: .frames, check: .pixels, isPicture: true),
    ]
}

extension FrameEncoding {
    /// An encoder that keeps nothing between frames.
    public static func stateless(_ body: @escaping @Sendable (Grid, String) -> String) -> FrameEncoding {
        FrameEncoding { _ in StatelessFrameEncoder(body) }
    }
}

extension SessionEncoding {
    /// Every frame as text, each followed by 80 × `─` (VHS's `.ascii` golden files too).
    static let textFrames = SessionEncoding { _ in TextFramesOutput() }
}

// MARK: - The session writers

/// `TextFramesWriter` as a session output.
struct TextFramesOutput: FrameWriter {
    var writer = TextFramesWriter()

    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) { writer.add(grid) }
    mutating func take() -> [UInt8] { Array(writer.take().utf8) }
    mutating func finish(at end: Double) -> [UInt8] { take() }
}

/// `AsciicastWriter` as a session output.
struct AsciicastOutput: FrameWriter {
    var writer: AsciicastWriter

    init(width: Int, height: Int) {
        writer = AsciicastWriter(width: width, height: height, title: "duosim")
    }

    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) { writer.add(grid, at: time) }
    mutating func take() -> [UInt8] { Array(writer.take().utf8) }
    mutating func finish(at end: Double) -> [UInt8] { Array(writer.finish(at: end).utf8) }
}

/// `PlayerPageWriter` as a session output.
struct PlayerPageOutput: FrameWriter {
    var writer: PlayerPageWriter

    init(title: String) {
        writer = PlayerPageWriter(title: title)
    }

    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) { writer.add(grid, at: time) }
    mutating func take() -> [UInt8] { Array(writer.take().utf8) }
    mutating func finish(at end: Double) -> [UInt8] { Array((writer.take() + writer.finish()).utf8) }
}
