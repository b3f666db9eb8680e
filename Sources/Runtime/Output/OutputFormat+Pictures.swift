import CellGrid
import Pixels

// MARK: - The pictures' encoders

/// The table's picture rows' encoders (`OutputFormat.all`): the `Pixels` library's GIF, frames,
/// video and PNG, drawn with the tape's style (Docs/PICTURES.md).
extension SessionEncoding {
    static let gif = SessionEncoding { try GIFOutput($0) }
    static let frames = SessionEncoding { try FramesOutput($0) }
    static let mp4 = SessionEncoding { try VideoOutput($0, container: .mp4) }
    static let webm = SessionEncoding { try VideoOutput($0, container: .webm) }
    static let lastPicture = SessionEncoding { try LastPictureOutput($0) }
}

extension FrameEncoding {
    static let png = FrameEncoding { try PNGFrameEncoder($0) }
}

/// `Output x.gif`: `GIFAnimation`, its bytes handed out as each frame is known.
struct GIFOutput: FrameWriter {
    let animation: GIFAnimation

    init(_ context: OutputContext) throws {
        animation = try GIFAnimation(style: context.style, fonts: context.fonts)
    }

    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws {
        try animation.add(grid, cursor: cursor, at: time)
    }

    mutating func take() -> [UInt8] { animation.take() }
    mutating func finish(at end: Double) throws -> [UInt8] { try animation.finish(at: end) }
}

/// `Output frames/`: `FrameFolder`'s files, each written as its frame's end is known.
struct FramesOutput: FrameWriter {
    let folder: FrameFolder
    var last: [FrameFolder.File] = []

    init(_ context: OutputContext) throws {
        folder = try FrameFolder(style: context.style, fonts: context.fonts)
    }

    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws {
        try folder.add(grid, cursor: cursor, at: time)
    }

    mutating func take() -> [UInt8] { [] }

    mutating func finish(at end: Double) throws -> [UInt8] {
        last = try folder.finish(at: end)
        return []
    }

    mutating func takeFiles() -> [FrameFolder.File] {
        defer { last = [] }
        return last + folder.take()
    }
}

/// `Output x.mp4` or `x.webm`: `VideoRecording` through ffmpeg; the file is ffmpeg's at the end.
struct VideoOutput: FrameWriter {
    let video: VideoRecording

    init(_ context: OutputContext, container: VideoRecording.Container) throws {
        video = try VideoRecording(style: context.style, container: container, fonts: context.fonts)
    }

    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws {
        try video.add(grid, cursor: cursor, at: time)
    }

    mutating func take() -> [UInt8] { [] }

    mutating func finish(at end: Double) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try video.finish(at: end) { bytes += $0 }
        return bytes
    }
}

/// `Screenshot x.png`, `Capture "x.png"`, `render --format png`: the whole picture, one canvas
/// kept for all of a run's (each draws only what changed since the one before).
final class PNGFrameEncoder: FrameEncoder {
    let canvas: TerminalCanvas

    init(_ context: OutputContext) throws {
        canvas = try TerminalCanvas(style: context.style, fonts: context.fonts)
    }

    func encode(_ grid: Grid, cursor: CursorMark?, title: String) throws -> [UInt8] {
        try canvas.png(grid, cursor: cursor)
    }
}

/// `Output x.png`: the session's last frame as a picture, drawn when the session ends.
struct LastPictureOutput: FrameWriter {
    let encoder: PNGFrameEncoder
    var last: (grid: Grid, cursor: CursorMark?)?

    init(_ context: OutputContext) throws {
        encoder = try PNGFrameEncoder(context)
    }

    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws { last = (grid, cursor) }
    mutating func take() -> [UInt8] { [] }

    mutating func finish(at end: Double) throws -> [UInt8] {
        guard let last else { return [] }
        return try encoder.encode(last.grid, cursor: last.cursor, title: "")
    }
}
