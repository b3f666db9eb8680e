import PoseEngine
import Reports

// MARK: - AsciicastWriter

/// An asciicast v2 recording: a header line, then `[time, "o", data]` and `[time, "r", "WxH"]` events.
///
/// Times come from whoever feeds it (a script's virtual clock, or the live session's own),
/// so the same script always gives the same file.
public struct AsciicastWriter: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    private var initialWidth: Int
    private var initialHeight: Int
    private let title: String?
    private var events: [String] = []
    /// Whether `take()` has handed out the header already.
    private var headerTaken = false
    private var previous: Grid?
    private var stream = ANSIStream()
    /// The time of the last event, in seconds.
    private var lastTime = 0.0
    /// Bytes of terminal output in the events so far.
    public private(set) var outputBytes = 0

    public init(width: Int, height: Int, title: String? = nil) {
        self.width = width
        self.height = height
        self.initialWidth = width
        self.initialHeight = height
        self.title = title.map { InertRule.escaped($0) }
    }

    /// Adds a frame at `time` seconds: the whole screen the first time, then only changes.
    public mutating func add(_ grid: Grid, at time: Double) {
        // The header takes the first frame's size, when it isn't out yet (a size set after the Output).
        if previous == nil, events.isEmpty, !headerTaken {
            (width, height, initialWidth, initialHeight) = (grid.width, grid.height, grid.width, grid.height)
        }
        if grid.width != width || grid.height != height {
            width = grid.width
            height = grid.height
            events.append(Self.event(time, "r", "\(width)x\(height)"))
            lastTime = time
            previous = nil
        }
        let data = stream.frame(from: previous, to: grid)
        previous = grid
        guard !data.isEmpty else { return }
        outputBytes += data.utf8.count
        events.append(Self.event(time, "o", data))
        lastTime = time
    }

    /// The rest of the file once the session ended at `end` seconds: an empty event then, when the
    /// last frame came earlier, so the recording lasts as long as the session (a trailing `Sleep`).
    public mutating func finish(at end: Double) -> String {
        if end > lastTime + 0.0000005 { events.append(Self.event(end, "o", "")) }
        return take()
    }

    /// The text not yet taken (the header the first time, then the events since): for streaming.
    public mutating func take() -> String {
        var out = headerTaken ? "" : header
        headerTaken = true
        for event in events { out += event + "\n" }
        events.removeAll(keepingCapacity: true)
        return out
    }

    /// The file's text, when nothing was taken.
    public var text: String { header + events.map { $0 + "\n" }.joined() }

    private var header: String {
        var header: [(String, JSONValue)] = [
            ("version", .number(2)), ("width", .number(Double(initialWidth))),
            ("height", .number(Double(initialHeight))),
        ]
        if let title { header.append(("title", .string(title))) }
        header.append(("env", .object([("TERM", .string("xterm-256color")), ("SHELL", .string("/bin/sh"))])))
        return JSONValue.object(header).render(pretty: false) + "\n"
    }

    private static func event(_ time: Double, _ code: String, _ data: String) -> String {
        let seconds = (time * 1_000_000).rounded() / 1_000_000
        // Six decimals, trailing zeros dropped but one kept after the point (`0.05`, `1.0`).
        var stamp = Array(formatDecimals(seconds, 6).utf8)
        while stamp.count >= 2, stamp[stamp.count - 1] == UInt8(ascii: "0"), stamp[stamp.count - 2] != UInt8(ascii: ".")
        {
            stamp.removeLast()
        }
        var event = "["
        event.reserveCapacity(data.utf8.count + 32)
        event += String(decoding: stamp, as: UTF8.self)
        event += ", "
        event += JSONValue.quote(code)
        event += ", "
        event += JSONValue.quote(data)
        event += "]"
        return event
    }
}

// MARK: - Text frames

/// Frames as one text file: each capture followed by a line of 80 × `─` (Docs/CONTRACT.md).
public struct TextFramesWriter: Sendable {
    public static let separator = String(repeating: "─", count: 80) + "\n"
    private var frames: [String] = []

    public init() {}

    public mutating func add(_ grid: Grid) {
        frames.append(grid.text + Self.separator)
    }

    /// The frames not yet taken, for streaming.
    public mutating func take() -> String {
        taken += frames.count
        defer { frames.removeAll(keepingCapacity: true) }
        return frames.joined()
    }

    public var text: String { frames.joined() }
    /// Frames added so far.
    public var count: Int { taken + frames.count }
    private var taken = 0
}
