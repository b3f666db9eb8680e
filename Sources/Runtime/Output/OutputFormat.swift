import CellGrid
import Pixels

// MARK: - OutputFormat

/// Every file a tape (or `render`) can name, in one table, a row a format: the extensions that ask
/// for it, whether it is one frame (`Capture`, `Screenshot`, `render`) or a whole session
/// (`Output`), the encoder that writes each (none: a format VHS writes that duosim skips, and says
/// so), when an `Output` named late starts taking frames, and how `record --check` shows a
/// difference. The help, the errors, `render --format`'s choices and Docs/TAPES.md list formats
/// from it. Adding a format is one row here and its encoder (Docs/ARCHITECTURE.md, "Where to add …").
public struct OutputFormat: Sendable {
    /// What a format is: one frame, a whole session, or either.
    public enum Use: Sendable, Hashable {
        case frame
        case session
    }

    /// How `--check` compares: the text (a unified diff), the decoded screens of a recording, or
    /// the decoded pictures (the same pixels are the same file, however libpng or giflib packed them).
    public enum Check: Sendable {
        case text
        case screens
        case pixels
    }

    /// When an `Output` named after the first action starts taking frames, as VHS runs it: a text
    /// output collects from its line on; a recording, a video or a picture takes every frame.
    public enum Start: Sendable {
        case atItsLine
        case withTheSession
    }

    /// The format's name (`render --format text`).
    public var name: String
    /// The extensions that ask for it, the first the one it is written with; none for a folder.
    public var extensions: [String]
    /// A folder (`frames/`): a picture a frame.
    public var isFolder = false
    public var summary: String
    /// What it is, whether or not duosim writes it.
    public var uses: Set<Use>
    /// Writes one frame; nil when duosim skips it.
    public var frame: FrameEncoding?
    /// Writes every frame of a session; nil when duosim skips it.
    public var session: SessionEncoding?
    public var start = Start.withTheSession
    public var check = Check.text
    /// Drawn in pixels (a GIF, a PNG, a video, frames): VHS's picture settings draw it.
    public var isPicture = false
    /// Keeps the screen's colours as colours (`--color` and `Env NO_COLOR` turn them off); text
    /// has none, and a picture is drawn in the theme's.
    public var showsColor = false
    /// The program on PATH writing it needs (`ffmpeg` for a video), said before a run starts;
    /// nil when duosim writes it alone.
    public var program: String?

    /// The extension it is written with (`txt`), or empty for a folder.
    public var fileExtension: String { extensions.first ?? "" }

    /// A use duosim skips: VHS writes it, duosim doesn't (yet).
    public func skips(_ use: Use) -> Bool { uses.contains(use) && writer(for: use) == nil }

    /// Whether duosim writes it as `use`.
    public func writes(_ use: Use) -> Bool { writer(for: use) != nil }

    private func writer(for use: Use) -> Any? {
        switch use {
        case .frame: return frame
        case .session: return session
        }
    }

    /// A row: the extensions that ask for it, what it is, and its encoders (none: duosim skips it).
    public init(
        name: String, extensions: [String], isFolder: Bool = false, summary: String, uses: Set<Use>,
        frame: FrameEncoding? = nil, session: SessionEncoding? = nil, start: Start = .withTheSession,
        check: Check = .text, isPicture: Bool = false, showsColor: Bool = false, program: String? = nil
    ) {
        self.name = name
        self.extensions = extensions
        self.isFolder = isFolder
        self.summary = summary
        self.uses = uses
        self.frame = frame
        self.session = session
        self.start = start
        self.check = check
        self.isPicture = isPicture
        self.showsColor = showsColor
        self.program = program
    }

    /// The row for an extension (any case), if any.
    public static func named(_ fileExtension: String) -> OutputFormat? { all.named(fileExtension) }

    /// The row `render --format` names: `text`, `ansi`.
    public static func choice(_ name: String) -> OutputFormat? { all.choice(name) }

    /// The row for a path: by its extension; a folder (`frames/`) is VHS's frames as pictures.
    public static func of(path: String) -> OutputFormat? { all.of(path: path) }

    /// The extensions with a given use, for messages: `.txt, .ascii, .cast`.
    public static func extensions(where use: (OutputFormat) -> Bool) -> String {
        all.list(where: use).joined(separator: ", ")
    }

    /// Each format with a given use as written in a tape: `.txt`, `frames/`.
    public static func list(where use: (OutputFormat) -> Bool) -> [String] { all.list(where: use) }

    /// The names `render --format` takes.
    public static var choices: [String] { all.filter { $0.frame != nil }.map(\.name) }

    /// The pictures as help lists them: those duosim draws alone, then those a program makes
    /// (`program`), then the folder: `.gif .png .mp4 .webm frames/`.
    public static var pictures: [String] {
        let pictures = all.filter(\.isPicture)
        return
            (pictures.filter { $0.program == nil && !$0.isFolder } + pictures.filter { $0.program != nil }
            + pictures.filter(\.isFolder)).list { _ in true }
    }
}

// MARK: - Looking a row up

/// A table of formats (`OutputFormat.all`, or a test's with a row of its own): the one way from an
/// extension, a path or a name to its row.
extension Array where Element == OutputFormat {
    /// The row for an extension (any case), if any.
    public func named(_ fileExtension: String) -> OutputFormat? {
        let lower = fileExtension.lowercased()
        return first { $0.extensions.contains(lower) }
    }

    /// The row for a path: by its extension; a folder (`frames/`) is the folder's row.
    public func of(path: String) -> OutputFormat? {
        if path.hasSuffix("/") { return first(where: \.isFolder) }
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return named(String(name[name.index(after: dot)...]))
    }

    /// The row a format's name names, if it writes a frame.
    public func choice(_ name: String) -> OutputFormat? {
        first { $0.name == name && $0.frame != nil }
    }

    /// Each format with a given use as written in a tape: `.txt`, `frames/`.
    public func list(where use: (OutputFormat) -> Bool) -> [String] {
        filter(use).flatMap { format in format.isFolder ? [format.name + "/"] : format.extensions.map { ".\($0)" } }
    }
}

// MARK: - Encoders

/// What an encoder knows of the run it writes for, made when its file opens: the terminal's size
/// then, the title of what is written, and the tape's picture (VHS's settings, which a picture or a
/// video is drawn with, and its fonts, found once a run).
public struct OutputContext {
    public var width: Int
    public var height: Int
    public var title: String
    public var style: PictureStyle
    /// The fonts `style` names, when the run has found them (else the encoder finds them).
    public var fonts: PictureFonts?

    public init(
        width: Int, height: Int, title: String, style: PictureStyle = PictureStyle(), fonts: PictureFonts? = nil
    ) {
        self.width = width
        self.height = height
        self.title = title
        self.style = style
        self.fonts = fonts
    }
}

/// How a format writes one frame. A replay keeps one encoder a format for all its captures (the
/// text capture reuses the bytes of rows that didn't change).
public struct FrameEncoding: Sendable {
    let make: @Sendable (OutputContext) throws -> any FrameEncoder

    public init(_ make: @escaping @Sendable (OutputContext) throws -> any FrameEncoder) {
        self.make = make
    }

    /// A fresh encoder.
    /// - Throws: what making it meets (a picture's font or margin).
    public func encoder(_ context: OutputContext) throws -> any FrameEncoder { try make(context) }

    /// One frame, encoded (a picture as `context` draws it).
    public func encode(_ grid: Grid, title: String, context: OutputContext? = nil) throws -> [UInt8] {
        try make(context ?? OutputContext(width: grid.width, height: grid.height, title: title)).encode(
            grid, cursor: nil, title: title)
    }
}

/// Writes frames one at a time as files.
public protocol FrameEncoder: AnyObject {
    /// One frame, the terminal's cursor where it is shown (a picture draws it; text doesn't).
    func encode(_ grid: Grid, cursor: CursorMark?, title: String) throws -> [UInt8]
}

/// A stateless encoder from a function.
final class StatelessFrameEncoder: FrameEncoder {
    let body: @Sendable (Grid, String) -> String

    init(_ body: @escaping @Sendable (Grid, String) -> String) {
        self.body = body
    }

    func encode(_ grid: Grid, cursor: CursorMark?, title: String) -> [UInt8] { Array(body(grid, title).utf8) }
}

extension TextCaptureEncoder: FrameEncoder {
    public func encode(_ grid: Grid, cursor: CursorMark?, title: String) -> [UInt8] { encode(grid) }
}

/// How a format writes a whole session: a writer made when the `Output` opens.
public struct SessionEncoding: Sendable {
    let make: @Sendable (OutputContext) throws -> any FrameWriter

    public init(_ make: @escaping @Sendable (OutputContext) throws -> any FrameWriter) {
        self.make = make
    }

    /// A writer for a session that starts as `context` says (its title names the tape).
    /// - Throws: what making it meets (a picture's font, ffmpeg missing).
    public func writer(_ context: OutputContext) throws -> any FrameWriter { try make(context) }
}

/// A session output, written as frames arrive: `take()` hands out what is ready, `finish(at:)`
/// the rest once the session ended at `end` seconds. A folder's output (`frames/`) hands out
/// files inside it instead (`takeFiles()`).
public protocol FrameWriter {
    /// A frame shown from `time` seconds, the terminal's cursor where it is (a picture draws it).
    mutating func add(_ grid: Grid, cursor: CursorMark?, at time: Double) throws
    mutating func take() -> [UInt8]
    mutating func finish(at end: Double) throws -> [UInt8]
    /// Files ready inside a folder output, by name.
    mutating func takeFiles() -> [FrameFolder.File]
}

extension FrameWriter {
    public mutating func takeFiles() -> [FrameFolder.File] { [] }
}
