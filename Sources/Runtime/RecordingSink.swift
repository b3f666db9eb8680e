import CellGrid
import PoseEngine
import Simulator

// MARK: - RecordingSink

/// Where a replay's files go as they are made: frames are streamed, never kept whole.
///
/// `create` is called once per file, when the script names it (an `Output` line, a `Capture`),
/// before its first bytes; `write` appends. An error thrown by either stops the replay and
/// reaches the caller as a `TapeRunError` naming the script line.
public protocol RecordingSink: AnyObject {
    func create(_ path: String) throws
    func write(_ text: String, to path: String) throws
    /// Appends bytes (a capture, a frame).
    func write(bytes: [UInt8], to path: String) throws
}

extension RecordingSink {
    public func write(bytes: [UInt8], to path: String) throws {
        try write(String(decoding: bytes, as: UTF8.self), to: path)
    }
}

/// One file a replay made: its path relative to the output folder and its bytes.
public struct RecordedFile: Hashable, Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8] = []) {
        self.path = path
        self.bytes = bytes
    }

    /// The bytes as UTF-8 text (a capture's, a cast's; a picture's decode to replacement characters).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A sink that keeps every file in memory, in the order the script named them (tests, bench).
public final class MemorySink: RecordingSink {
    private var contents: [RecordedFile] = []
    private var index: [String: Int] = [:]

    public init() {}

    /// Every file, in the order the script named them.
    public var files: [RecordedFile] { contents }

    public func create(_ path: String) throws {
        index[path] = contents.count
        contents.append(RecordedFile(path: path))
    }

    public func write(_ text: String, to path: String) throws {
        try write(bytes: Array(text.utf8), to: path)
    }

    public func write(bytes: [UInt8], to path: String) throws {
        guard let position = index[path] else { return }
        contents[position].bytes += bytes
    }
}

/// A `Wait` whose pattern the screen didn't match: the run fails (exit 1) and shows the screen.
public struct WaitFailure: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var scope: WaitScope
    public var pattern: String
    /// The screen as text, as the tape saw it.
    public var screen: String
    /// A command line typed at the prompt under `Hide` that duosim didn't run, the likeliest reason
    /// the screen doesn't show what the tape waits for.
    public var notRun: String?

    /// The place and what didn't match, on one line.
    public var message: String {
        let what = scope == .screen ? "the screen" : "any line of the screen"
        let reason =
            notRun.map {
                " ('\(Token.inert($0, limit: 60))' was typed under Hide and not run: duosim runs no shell, only 'duosim …' starts its UI)"
            } ?? ""
        return
            "\(file):\(line):\(column): Wait+\(scope.rawValue) /\(Token.inert(pattern, limit: 80))/ didn't match \(what)\(reason)"
    }

    public var description: String { "\(message); it showed:\n\(screen)" }
}
