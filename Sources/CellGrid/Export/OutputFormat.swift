import Simulator

// MARK: - OutputFormat

/// Every file a tape (or `render -o`) can name, by its extension, in one table: what writes it as
/// a session (`Output`, every frame), as one frame (`Capture`, `Screenshot`, `render`), how `record
/// --check` shows a difference in it, and the video and picture formats duosim skips. Adding a
/// format is one row here and, for a new kind, its writer (Docs/ARCHITECTURE.md, "Where to add …").
public struct OutputFormat: Sendable {
    /// The writers of a whole session.
    public enum Session: Sendable {
        /// Every frame as text, each followed by 80 × `─` (VHS's `.ascii` golden files too).
        case textFrames
        case asciicast
        /// A page that plays the frames back.
        case playerPage
    }

    /// How `--check` shows a difference: a unified diff of the text, or the decoded screens.
    public enum Check: Sendable {
        case text
        case screens
    }

    public var fileExtension: String
    public var summary: String
    public var session: Session?
    public var capture: CaptureFormat?
    public var check: Check = .text
    /// A video or picture: a tape may name it (VHS writes it); duosim skips it and says so.
    public var skipped = false

    public static let all: [OutputFormat] = [
        OutputFormat(fileExtension: "txt", summary: "text: every frame, or one", session: .textFrames, capture: .text),
        OutputFormat(fileExtension: "ascii", summary: "VHS's golden text: every frame", session: .textFrames),
        OutputFormat(fileExtension: "test", summary: "VHS's older name for .ascii", session: .textFrames),
        OutputFormat(
            fileExtension: "cast", summary: "asciicast v2 on the virtual clock", session: .asciicast, check: .screens),
        OutputFormat(fileExtension: "ans", summary: "one frame with ANSI colours", capture: .ansi),
        OutputFormat(
            fileExtension: "html", summary: "a player page, or one frame as HTML", session: .playerPage, capture: .html),
        OutputFormat(fileExtension: "svg", summary: "one frame as a picture", capture: .svg),
        OutputFormat(fileExtension: "gif", summary: "VHS's animation", skipped: true),
        OutputFormat(fileExtension: "mp4", summary: "VHS's video", skipped: true),
        OutputFormat(fileExtension: "webm", summary: "VHS's video", skipped: true),
        OutputFormat(fileExtension: "png", summary: "VHS's picture (a frames/ folder too)", skipped: true),
    ]

    /// The row for an extension (any case), if any.
    public static func named(_ fileExtension: String) -> OutputFormat? {
        let lower = fileExtension.lowercased()
        return all.first { $0.fileExtension == lower }
    }

    /// The row for a path: by its extension; a folder (`frames/`) is VHS's frames as pictures.
    public static func of(path: String) -> OutputFormat? {
        if path.hasSuffix("/") { return named("png") }
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return named(String(name[name.index(after: dot)...]))
    }

    /// The extensions with a given use, for messages: `.txt, .ascii, .cast`.
    public static func extensions(where use: (OutputFormat) -> Bool) -> String {
        all.filter(use).map { ".\($0.fileExtension)" }.joined(separator: ", ")
    }

    /// A writer of every frame, for a session format.
    public func makeWriter(width: Int, height: Int, title: String) -> (any FrameWriter)? {
        switch session {
        case .textFrames?: return TextFramesWriter()
        case .asciicast?: return AsciicastWriter(width: width, height: height, title: "duosim")
        case .playerPage?: return PlayerPageWriter(title: title)
        case nil: return nil
        }
    }
}

// MARK: - FrameWriter

/// A session output, written as frames arrive: `take()` hands out what is ready, `finish(at:)`
/// the rest once the session ended at `end` seconds.
public protocol FrameWriter: Sendable {
    mutating func add(_ grid: Grid, at time: Double)
    mutating func take() -> String
    mutating func finish(at end: Double) -> String
}

extension TextFramesWriter: FrameWriter {
    public mutating func add(_ grid: Grid, at time: Double) { add(grid) }
    public mutating func finish(at end: Double) -> String { take() }
}

extension AsciicastWriter: FrameWriter {}

extension PlayerPageWriter: FrameWriter {
    public mutating func finish(at end: Double) -> String { take() + finish() }
}
