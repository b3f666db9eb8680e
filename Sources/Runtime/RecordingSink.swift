import CellGrid
import PoseEngine
import Simulator

// MARK: - RecordingSink

/// Where a replay's files go as they are made: frames are streamed, never kept whole.
///
/// `create` is called once per file, when the script names it (an `Output` line, a `Capture`),
/// before its first bytes; `write` appends. Errors thrown by either stop the replay and
/// reach the caller as `RecordingSinkError`, naming the script line.
public protocol RecordingSink: AnyObject {
    func create(_ path: String) throws
    func write(_ text: String, to path: String) throws
    /// Appends UTF-8 bytes (a text capture, made without a string).
    func write(bytes: [UInt8], to path: String) throws
}

extension RecordingSink {
    public func write(bytes: [UInt8], to path: String) throws {
        try write(String(decoding: bytes, as: UTF8.self), to: path)
    }
}

/// A sink that keeps every file in memory, in the order the script named them (tests, bench).
public final class MemorySink: RecordingSink {
    public private(set) var files: [(path: String, text: String)] = []
    private var index: [String: Int] = [:]

    public init() {}

    public func create(_ path: String) throws {
        index[path] = files.count
        files.append((path, ""))
    }

    public func write(_ text: String, to path: String) throws {
        guard let position = index[path] else { return }
        files[position].text += text
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

    /// The place and what didn't match, on one line.
    public var message: String {
        let what = scope == .screen ? "the screen" : "any line of the screen"
        return
            "\(file):\(line):\(column): Wait+\(scope.rawValue) /\(Token.inert(pattern, limit: 80))/ didn't match \(what)"
    }

    public var description: String {
        let what = scope == .screen ? "the screen" : "any line of the screen"
        return
            "\(file):\(line):\(column): Wait+\(scope.rawValue) /\(Token.inert(pattern, limit: 80))/ didn't match \(what); it showed:\n\(screen)"
    }
}
