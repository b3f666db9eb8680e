// MARK: - DataError

/// Bad input data: a file, a JSON path (or line) and what is wrong with it.
public struct DataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as the user named it.
    public var file: String
    /// `$.displays.inner.width`, or `line 12` for scripts.
    public var location: String
    /// What is wrong, in a person's words.
    public var reason: String

    public init(file: String, location: String, reason: String) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    /// `FILE: JSON.PATH: what is wrong`.
    public var description: String { "\(file): \(location): \(reason)" }
}
