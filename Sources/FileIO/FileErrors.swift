// MARK: - FileFault

/// What went wrong with a file, as Docs/CONTRACT.md's table of faults sorts it: one fault, one
/// exit code, whichever command or line met it.
public enum FileFault: Sendable, Equatable {
    /// The content is wrong: too large, a line too long, a name with control characters (65).
    case badData
    /// An input is missing, a folder, unreadable, or a stream that stays silent (66).
    case noInput
    /// An output can't be created: it exists (without `--force`), leads outside its folder, or its
    /// folder can't be made (73).
    case cantCreate
    /// A read or write failed on the way: a full disk, a file-size limit, a closed pipe (74).
    case ioError
}

// MARK: - InputFileError

/// An input file that is missing, can't be read, or is more than its bound.
public struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path as given (or `standard input`).
    public var path: String
    /// Why it can't be read.
    public var reason: String
    /// Its place in the table of faults (`noInput` unless the content is at fault).
    public var fault: FileFault

    public init(path: String, reason: String, fault: FileFault = .noInput) {
        self.path = path
        self.reason = reason
        self.fault = fault
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

// MARK: - OutputFileError

/// An output that can't be created or written.
public struct OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The target's path (or `standard output`).
    public var path: String
    /// What went wrong.
    public var reason: String
    public var fault: FileFault

    public init(path: String, reason: String, fault: FileFault) {
        self.path = path
        self.reason = reason
        self.fault = fault
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
