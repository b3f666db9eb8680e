// MARK: - DataError

/// Bad input data: a file, a JSON path (or line), where it is, and what is wrong with it.
///
/// A profile's decoder goes on past a mistake in one entry and throws every one it found in one
/// pass: the first, in the file's order, is the error itself and the others are `rest`
/// (`all` lists them together), each with its own line and column.
public struct DataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as the user named it.
    public var file: String
    /// `$.displays.inner.width`, or `line 12` for scripts.
    public var location: String
    /// The line of the offending value (or key: an unknown key, a key given twice), 1-based,
    /// when the error comes from a file's text.
    public var line: Int?
    /// Its column, 1-based, in Unicode scalars.
    public var column: Int?
    /// What is wrong, in a person's words.
    public var reason: String
    /// The other errors found in the same pass, in the file's order.
    public var rest: [DataError] = []
    /// Where in the document the error is, until its line and column are worked out.
    package var origin: Origin?

    package init(file: String, location: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.file = file
        self.location = location
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// This error and the others found with it, in the file's order, each without `rest`.
    public var all: [DataError] {
        var first = self
        first.rest = []
        return [first] + rest
    }

    /// `FILE:LINE:COLUMN: JSON.PATH: what is wrong` (`FILE: JSON.PATH: …` with no line), the
    /// first error only: `all` has the others.
    public var description: String {
        let place = line.map { line in column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)" } ?? file
        return "\(place): \(location): \(reason)"
    }

    /// A place in a JSON document: the steps from its root, and whether the error is at the last
    /// step's key (an unknown key) rather than its value.
    package struct Origin: Sendable, Equatable {
        var steps: [JSONPathStep]
        var atKey = false
    }
}
