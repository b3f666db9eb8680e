// MARK: - Every error in one pass

/// The complaints about one document so far, shared by all its nodes: a decoder records one and
/// goes on with the next entry, and `collectingErrors` throws them all at the end.
/// Sendable as a node is: its list behind a lock (a decode is one thread's, but a node may be kept).
package struct DataErrorSink: Sendable {
    private let list = Locked<[DataError]>([])

    init() {}

    /// The complaints so far, in the order they were found.
    var errors: [DataError] { list.withLock { $0 } }

    /// Keeps `error`, once (the same complaint at the same place is kept once).
    func record(_ error: DataError) {
        list.withLock { errors in
            guard !errors.contains(where: { $0.location == error.location && $0.reason == error.reason }) else {
                return
            }
            errors.append(error)
        }
    }
}

extension JSONNode {
    /// Whether a complaint about the document has been recorded: checks between entries (an
    /// anchor naming an item) are skipped then, as the item they name may be the one that failed.
    package var hasErrors: Bool { !sink.errors.isEmpty }

    /// Runs `body`; a `DataError` it throws is recorded and `nil` returned, so the decoder goes on
    /// with the next entry or part.
    /// - Throws: any other error `body` throws.
    package func recover<Value>(_ body: () throws -> Value) throws -> Value? {
        do {
            return try body()
        } catch let error as DataError {
            sink.record(error)
            return nil
        }
    }

    /// Runs a whole decode (`body`) on this document's root and throws every error recorded on the
    /// way, each with its line and column, the first in the file's order as the error and the
    /// others as its `rest`.
    /// - Throws: `DataError` when anything was wrong; any other error `body` throws.
    /// - Parameter body: the decode; `nil` when a part it needs failed (its complaint recorded).
    package func collectingErrors<Value>(_ body: () throws -> Value?) throws -> Value {
        let value = try recover(body) ?? nil
        if let value, sink.errors.isEmpty { return value }
        var errors = located(sink.errors)
        guard !errors.isEmpty else { throw error("can't be read") }
        var first = errors.removeFirst()
        first.rest = errors
        throw first
    }

    /// `errors` with their lines and columns, in the file's order (a stable sort: two complaints
    /// at one place keep the order they were found in).
    func located(_ errors: [DataError]) -> [DataError] {
        let offsets = errors.map { error in
            error.origin.map { JSONParser.offset(of: $0.steps, atKey: $0.atKey, in: text) } ?? 0
        }
        let places = SourceSpan.locate(offsets.map { $0..<$0 }, in: text)
        let placed = zip(errors, places).map { error, place in
            var error = error
            if error.line == nil, error.origin != nil {
                error.line = place.line
                error.column = place.column
            }
            error.origin = nil
            return error
        }
        return placed.enumerated().sorted { a, b in
            let left = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let right = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}

// MARK: - Finding a value again

extension JSONParser {
    /// The byte offset of the value at `steps` in `bytes`, a document already read (of its key,
    /// with `atKey`; of the root for no steps). Only an error reads the text again: reading it the
    /// first time keeps no offsets.
    static func offset(of steps: [JSONPathStep], atKey: Bool, in bytes: [UInt8]) -> Int {
        var scan = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scan.index = 3 }
        scan.skipWhitespace()
        var keyOffset = scan.index
        for step in steps {
            guard let found = scan.step(into: step) else { break }
            keyOffset = found
        }
        return atKey ? keyOffset : scan.index
    }

    /// Moves from a container's first byte to the value at `step` in it; returns where its key
    /// (or the element) starts, `nil` when it isn't there.
    private mutating func step(into step: JSONPathStep) -> Int? {
        switch step {
        case .key(let key):
            guard peek(UInt8(ascii: "{")) else { return nil }
            index += 1
            while true {
                skipWhitespace()
                let start = index
                guard peek(UInt8(ascii: "\"")), let found = try? string() else { return nil }
                skipWhitespace()
                index += 1  // the colon
                skipWhitespace()
                if found == key { return start }
                guard (try? value()) != nil else { return nil }
                skipWhitespace()
                guard peek(UInt8(ascii: ",")) else { return nil }
                index += 1
            }
        case .index(let wanted):
            guard peek(UInt8(ascii: "[")) else { return nil }
            index += 1
            for _ in 0..<wanted {
                skipWhitespace()
                guard (try? value()) != nil else { return nil }
                skipWhitespace()
                guard peek(UInt8(ascii: ",")) else { return nil }
                index += 1
            }
            skipWhitespace()
            return index
        }
    }
}
